// The table's settings (Preferences): what cannot be saved is said once, in
// words; a damaged file is kept aside; full screen forced by a small display
// is not written to the file (issue 32, items 14 and 15).
#include "app/app_context.h"
#include "platform/posix/posix_store.h"
#include "session/settings.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace shn;

namespace {

const std::filesystem::path kData = SHN_TEST_DATA_DIR;

std::filesystem::path fresh_folder(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-preferences-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

} // namespace

TEST_CASE("settings that cannot be saved are said once, in words, with no path, and hold for the "
          "run") {
    const auto folder = fresh_folder("unsaved");
    std::ofstream(folder / "not-a-folder") << "a file where the settings' folder should be\n";
    const auto settings_file = folder / "not-a-folder" / "settings.json";
    AppContext app(platform_store(), kData, "en", folder / "autosave.jsonl", settings_file);
    app.preferences().settings().language = "it";
    app.preferences().apply();
    CHECK(app.preferences().language() == "it"); // it holds for the run
    CHECK(app.messages().text() ==
          app.preferences().catalogue().text("ui.error.settings_not_saved"));
    CHECK(app.messages().text().find(folder.string()) == std::string::npos);
    app.messages().set("");
    app.preferences().settings().narration_volume = 50;
    app.preferences().apply();
    CHECK(app.messages().text().empty()); // said once
    std::filesystem::remove_all(folder);
}

TEST_CASE("a damaged settings file is kept aside and said in words, and the defaults replace it") {
    const auto folder = fresh_folder("damaged");
    const auto settings_file = folder / "settings.json";
    std::ofstream(settings_file) << "{\"language\": \"fr\", \"narration_vol";
    AppContext app(platform_store(), kData, "", folder / "autosave.jsonl", settings_file);
    CHECK(app.preferences().language() == "en");
    CHECK(app.messages().text() == app.preferences().catalogue().text("ui.error.bad_settings"));
    CHECK(app.messages().text().find(folder.string()) == std::string::npos);
    bool kept = false;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("settings.json", 0) == 0 && name.find("damaged") != std::string::npos) {
            std::ifstream in(entry.path());
            const std::string text((std::istreambuf_iterator<char>(in)), {});
            kept = text.find("narration_vol") != std::string::npos;
        }
    }
    CHECK(kept);
    app.preferences().apply();
    CHECK_FALSE(Settings::load(settings_file, platform_store()).damaged);
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 32, item 15: full screen on a display too small for a window is for this run: "
          "the file keeps the table's own choice") {
    const auto folder = fresh_folder("fullscreen");
    const auto settings_file = folder / "settings.json";
    {
        AppContext app(platform_store(), kData, "en", folder / "autosave.jsonl", settings_file);
        app.preferences().fullscreen_for_this_run();
        CHECK(app.preferences().settings().fullscreen);
        app.preferences().settings().narration_volume = 60; // another change saves the file
        app.preferences().apply();
        CHECK_FALSE(Settings::load(settings_file, platform_store()).settings.fullscreen);
        CHECK(Settings::load(settings_file, platform_store()).settings.narration_volume == 60);
        // The table turns it off, then on: its own choice, saved.
        app.preferences().settings().fullscreen = false;
        app.preferences().apply();
        app.preferences().settings().fullscreen = true;
        app.preferences().apply();
        CHECK(Settings::load(settings_file, platform_store()).settings.fullscreen);
    }
    std::filesystem::remove_all(folder);
}
