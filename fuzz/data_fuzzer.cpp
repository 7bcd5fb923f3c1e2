// libFuzzer target: any bytes, read as the settings file and as a language
// catalogue, the two other files a user (or a bad disk) can spoil. Built and
// run by tools/fuzz.sh --target data.
//
// What it checks, beyond "no crash, no sanitizer report, no exception":
//  - Settings::load gives values in their ranges (the defaults where the
//    file says nothing usable), and a notice (`damaged`) exactly when the
//    file is not a JSON object;
//  - the settings saved again load back equal, with no notice;
//  - Catalogue::load gives a notice exactly when the file is not a JSON
//    object, and every text and every template it holds can be formatted
//    (values holding braces are copied, never expanded).
#include "platform/posix/posix_store.h"
#include "session/catalogue.h"
#include "session/narrators.h"
#include "session/settings.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace shn;

namespace {

void require(bool condition, const char* what) {
    if (condition) return;
    std::fprintf(stderr, "data_fuzzer: broken property: %s\n", what);
    std::abort();
}

const std::filesystem::path& scratch() {
    static const std::filesystem::path folder = [] {
        auto path = std::filesystem::temp_directory_path() /
                    ("sh-narrator-data-fuzzer-" + std::to_string(::getpid()));
        std::filesystem::create_directories(path / "assets" / "lang");
        return path;
    }();
    return folder;
}

void write(const std::filesystem::path& path, const std::uint8_t* data, std::size_t size) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
}

bool is_json_object(const std::uint8_t* data, std::size_t size) {
    const auto json = nlohmann::json::parse(data, data + size, nullptr, false);
    return json.is_object();
}

bool in_range(const Settings& s) {
    return s.narration_volume >= 0 && s.narration_volume <= 100 && s.ambience_volume >= 0 &&
           s.ambience_volume <= 100 && s.night_pause_seconds >= 2 && s.night_pause_seconds <= 20 &&
           s.text_size_percent >= 80 && s.text_size_percent <= 140 &&
           (s.ambience == "off" || s.ambience == "rain" || s.ambience == "room") &&
           (s.language == "en" || s.language == "it" || s.language == "fr" || s.language == "ru") &&
           std::all_of(s.narrators.begin(), s.narrators.end(), [](const auto& chosen) {
               return narrator_or_default(chosen.first, chosen.second) == chosen.second;
           });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const bool object = is_json_object(data, size);

    const auto settings_path = scratch() / "settings.json";
    write(settings_path, data, size);
    const auto [settings, damaged] = Settings::load(settings_path, platform_store());
    require(in_range(settings), "settings out of range after load");
    require(damaged != object, "a settings notice exactly when not a JSON object");
    require(settings.save(settings_path, platform_store()), "settings save");
    const auto [reloaded, damaged_again] = Settings::load(settings_path, platform_store());
    require(!damaged_again, "saved settings load without a notice");
    require(reloaded.language == settings.language &&
                reloaded.narration_volume == settings.narration_volume &&
                reloaded.ambience_volume == settings.ambience_volume &&
                reloaded.ambience == settings.ambience &&
                reloaded.night_pause_seconds == settings.night_pause_seconds &&
                reloaded.sound_cues == settings.sound_cues &&
                reloaded.keep_screen_on == settings.keep_screen_on &&
                reloaded.fullscreen == settings.fullscreen &&
                reloaded.text_size_percent == settings.text_size_percent &&
                reloaded.analysis == settings.analysis && reloaded.narrators == settings.narrators,
            "saved settings load back equal");

    write(scratch() / "assets" / "lang" / "xx.json", data, size);
    const Catalogue catalogue = Catalogue::load(scratch(), "xx");
    require(catalogue.load_problem().empty() == object,
            "a catalogue notice exactly when not an object");
    int formatted = 0;
    for (const std::string& key : catalogue.keys()) {
        if (++formatted > 64) break;
        const std::string text = catalogue.text(key);
        const std::string filled =
            catalogue.format(key, {{"name", "{name}"}, {"detail", "{detail}{"}, {"number", "7"}});
        require(!catalogue.text(key).empty() || text.empty(), "text");
        (void)filled;
    }
    require(!catalogue.text("no.such.key").empty(), "a missing key shows a marker");
    return 0;
}
