#include "session/settings.h"

#include "session/languages.h"
#include "session/narrators.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>

namespace shn {

std::filesystem::path Settings::default_path() {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    const char* home = std::getenv("HOME");
    std::filesystem::path base = config && *config ? std::filesystem::path(config)
                                 : home && *home   ? std::filesystem::path(home) / ".config"
                                                   : std::filesystem::temp_directory_path();
    return base / "sh-narrator" / "settings.json";
}

void Settings::clamp() {
    narration_volume = std::clamp(narration_volume, 0, 100);
    ambience_volume = std::clamp(ambience_volume, 0, 100);
    night_pause_seconds = std::clamp(night_pause_seconds, 2, 20);
    text_size_percent = std::clamp(text_size_percent, 80, 140);
    if (discussion_seconds != 0) discussion_seconds = std::clamp(discussion_seconds, 30, 300);
    if (ambience != "off" && ambience != "rain" && ambience != "room") ambience = "rain";
    if (!find_language(language)) language = std::string(kLanguages.front().id);
    for (auto chosen = narrators.begin(); chosen != narrators.end();) {
        // Only a language's own narrators are kept (an unknown one: its default).
        if (narrator_or_default(chosen->first, chosen->second) != chosen->second)
            chosen = narrators.erase(chosen);
        else
            ++chosen;
    }
}

std::string Settings::narrator(const std::string& for_language) const {
    const auto chosen = narrators.find(for_language);
    return narrator_or_default(for_language, chosen == narrators.end() ? "" : chosen->second);
}

Settings Settings::load(const std::filesystem::path& path, std::string& problem) {
    Settings settings;
    std::ifstream in(path);
    if (!in) return settings; // first start: the defaults
    const auto json = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) {
        problem = path.string();
        return settings;
    }
    const auto read = [&json](const char* key, auto& value) {
        using Value = std::decay_t<decltype(value)>;
        const auto found = json.find(key);
        if (found == json.end()) return;
        if constexpr (std::is_same_v<Value, bool>) {
            if (found->is_boolean()) value = found->get<bool>();
        } else if constexpr (std::is_same_v<Value, int>) {
            if (found->is_number_integer())
                value =
                    static_cast<int>(std::clamp<long long>(found->get<long long>(), -1000, 1000));
        } else {
            if (found->is_string()) value = found->get<std::string>();
        }
    };
    read("language", settings.language);
    read("narration_volume", settings.narration_volume);
    read("ambience_volume", settings.ambience_volume);
    read("ambience", settings.ambience);
    read("night_pause_seconds", settings.night_pause_seconds);
    read("sound_cues", settings.sound_cues);
    read("keep_screen_on", settings.keep_screen_on);
    read("analysis", settings.analysis);
    read("fullscreen", settings.fullscreen);
    read("text_size_percent", settings.text_size_percent);
    read("discussion_seconds", settings.discussion_seconds);
    read("phones_board", settings.phones_board);
    read("phones_address", settings.phones_address);
    if (const auto chosen = json.find("narrators"); chosen != json.end() && chosen->is_object())
        for (const auto& [for_language, narrator] : chosen->items())
            if (narrator.is_string())
                settings.narrators[for_language] = narrator.get<std::string>();
    settings.clamp();
    return settings;
}

bool Settings::save(const std::filesystem::path& path) const {
    const nlohmann::ordered_json json{
        {"language", language},
        {"narration_volume", narration_volume},
        {"ambience_volume", ambience_volume},
        {"ambience", ambience},
        {"night_pause_seconds", night_pause_seconds},
        {"sound_cues", sound_cues},
        {"keep_screen_on", keep_screen_on},
        {"analysis", analysis},
        {"fullscreen", fullscreen},
        {"text_size_percent", text_size_percent},
        {"discussion_seconds", discussion_seconds},
        {"phones_board", phones_board},
        {"phones_address", phones_address},
        {"narrators", narrators},
    };
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    const auto temporary = path.string() + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << json.dump(2) << '\n';
        out.flush();
        if (!out) return false;
    }
    std::filesystem::rename(temporary, path, error);
    return !error;
}

} // namespace shn
