#include "session/settings.h"

#include "platform/posix/posix_store.h"
#include "session/catalogue.h"
#include "session/languages.h"
#include "session/narrators.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <type_traits>
#include <unistd.h>
#include <variant>

using namespace shn;

namespace {
std::filesystem::path scratch(const char* name) {
    // One folder per process: CTest runs these test cases in parallel.
    const auto folder = std::filesystem::temp_directory_path() /
                        ("sh-narrator-settings-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    return folder / name;
}
} // namespace

TEST_CASE("settings survive a save and a load") {
    Settings settings;
    settings.language = "ru";
    settings.night_pause_seconds = 12;
    settings.ambience = "room";
    settings.fullscreen = true;
    settings.analysis = true;
    const auto path = scratch("round-trip.json");
    REQUIRE(settings.save(path, platform_store()));
    const auto [loaded, loaded_damaged] = Settings::load(path, platform_store());
    CHECK_FALSE(loaded_damaged);
    CHECK(loaded.language == "ru");
    CHECK(loaded.night_pause_seconds == 12);
    CHECK(loaded.ambience == "room");
    CHECK(loaded.fullscreen);
    CHECK(loaded.analysis);
    CHECK_FALSE(Settings{}.analysis); // Claims and odds: off unless the table turns it on
}

TEST_CASE("a missing, broken or odd settings file gives sensible values, never a crash") {
    const auto [missing, missing_damaged] =
        Settings::load(scratch("does-not-exist.json"), platform_store());
    CHECK_FALSE(missing_damaged);
    CHECK(missing.night_pause_seconds == 5); // the narration issue's default

    const auto broken = scratch("broken.json");
    std::ofstream(broken) << "{ not json";
    const auto [from_broken, from_broken_damaged] = Settings::load(broken, platform_store());
    CHECK(from_broken_damaged);
    CHECK(from_broken.language == "en");

    const auto odd = scratch("odd.json");
    std::ofstream(odd) << R"({"night_pause_seconds": 99, "narration_volume": -5, "language": "xx",
                              "ambience": "thunder", "fullscreen": "yes", "future_key": 1})";
    const auto [from_odd, from_odd_damaged] = Settings::load(odd, platform_store());
    CHECK_FALSE(from_odd_damaged);
    CHECK(from_odd.night_pause_seconds == 20); // 2-20
    CHECK(from_odd.narration_volume == 0);
    CHECK(from_odd.language == "en");
    CHECK(from_odd.ambience == "rain");
    CHECK_FALSE(from_odd.fullscreen);
    std::filesystem::remove_all(broken.parent_path());
}

TEST_CASE("the chosen narrator of each language is kept, an unknown one gives the default") {
    Settings settings;
    CHECK(settings.narrator("en") == std::string(narrators_of("en").front().id));
    CHECK(settings.narrator("ru") == "aleksandr");
    settings.narrators["en"] = "clb";
    settings.narrators["ru"] = "anna";
    const auto path = scratch("narrators.json");
    REQUIRE(settings.save(path, platform_store()));
    const auto [loaded, loaded_damaged] = Settings::load(path, platform_store());
    CHECK_FALSE(loaded_damaged);
    CHECK(loaded.narrator("en") == "clb");
    CHECK(loaded.narrator("ru") == "anna");
    CHECK(loaded.narrator("it") == "pico"); // one voice: no choice

    std::ofstream(path) << R"({"narrators": {"en": "mikhail", "ru": 7, "xx": "alan"}})";
    const auto [odd, odd_damaged] = Settings::load(path, platform_store());
    CHECK_FALSE(odd_damaged);
    CHECK(odd.narrator("en") == std::string(narrators_of("en").front().id));
    CHECK(odd.narrator("ru") == "aleksandr");
    CHECK(odd.narrators.empty()); // nothing kept that no language has
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("English and Russian offer a male and a female narrator, the others their one voice") {
    for (const char* language : {"en", "ru"}) {
        CAPTURE(language);
        const auto& narrators = narrators_of(language);
        REQUIRE(narrators.size() == 2);
        CHECK(narrators[0].female != narrators[1].female);
    }
    CHECK(narrators_of("it").size() == 1);
    CHECK(narrators_of("fr").size() == 1);
    CHECK(narrators_of("xx").empty());
    CHECK(narrator_or_default("xx", "alan").empty());
}

TEST_CASE("the discussion timer is off by default, kept when set, and brought to 30 s - 5 min") {
    CHECK(Settings{}.discussion_seconds == 0);
    for (const auto& [saved, loaded] :
         {std::pair{90, 90}, std::pair{0, 0}, std::pair{5, 30}, std::pair{-20, 30},
          std::pair{3600, 300}, std::pair{300, 300}}) {
        CAPTURE(saved);
        Settings settings;
        settings.discussion_seconds = saved;
        const auto path = scratch("timer.json");
        REQUIRE(settings.save(path, platform_store()));
        CHECK(Settings::load(path, platform_store()).settings.discussion_seconds == loaded);
    }
}

namespace {
// A value of `field` other than its default, chosen from what the row allows.
void set_other_value(Settings& settings, const SettingField& field) {
    std::visit(
        [&](auto member) {
            auto& value = settings.*member;
            using Value = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<Value, bool>) {
                value = !value;
            } else if constexpr (std::is_same_v<Value, int>) {
                REQUIRE(field.range);
                value = value == field.range->high ? field.range->low : field.range->high;
            } else if constexpr (std::is_same_v<Value, std::string>) {
                if (!field.choices) {
                    value = "127.0.0.1:9000";
                    return;
                }
                for (const std::string_view choice : field.choices->values)
                    if (choice != value) value = std::string(choice);
            } else {
                for (const Language& language : kLanguages)
                    if (!language.narrators[1].id.empty())
                        value[std::string(language.id)] = std::string(language.narrators[1].id);
            }
        },
        field.member);
}

bool same_value(const Settings& one, const Settings& other, const SettingField& field) {
    return std::visit([&](auto member) { return one.*member == other.*member; }, field.member);
}
} // namespace

TEST_CASE("every field of the settings table survives a save and a load") {
    const Settings defaults;
    Settings settings;
    for (const SettingField& field : kSettingFields) set_other_value(settings, field);
    const auto path = scratch("every-field.json");
    REQUIRE(settings.save(path, platform_store()));
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp")); // renamed over, not left
    const auto [loaded, loaded_damaged] = Settings::load(path, platform_store());
    CHECK_FALSE(loaded_damaged);
    for (const SettingField& field : kSettingFields) {
        CAPTURE(field.key);
        CHECK_FALSE(same_value(settings, defaults, field)); // the test changed it
        CHECK(same_value(loaded, settings, field));
    }
    // The file holds exactly the table's keys, in its order.
    std::ifstream in(path);
    const auto json = nlohmann::ordered_json::parse(in);
    REQUIRE(json.size() == kSettingFields.size());
    std::size_t index = 0;
    for (const auto& [key, value] : json.items()) CHECK(key == kSettingFields[index++].key);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("a settings file's unknown keys are not read, and kept as they were by a save "
          "(issue 32, item 14: an older version lost a newer one's settings)") {
    const auto path = scratch("unknown.json");
    std::ofstream(path) << R"({"future_key": {"deep": [1, 2]}, "night_pause": 9,
                              "sound_cues": false, "Language": "ru"})";
    const auto [loaded, loaded_damaged] = Settings::load(path, platform_store());
    CHECK_FALSE(loaded_damaged);
    CHECK_FALSE(loaded.sound_cues);
    CHECK(loaded.night_pause_seconds == kNightPauseRange.initial);
    CHECK(loaded.language == std::string(kLanguageChoices.initial)); // keys are case-sensitive
    REQUIRE(loaded.save(path, platform_store()));
    std::ifstream in(path);
    const auto json = nlohmann::json::parse(in);
    CHECK(json.at("future_key") == nlohmann::json::parse(R"({"deep": [1, 2]})"));
    CHECK(json.at("night_pause") == 9);
    CHECK(json.at("Language") == "ru");
    CHECK(json.at("sound_cues") == false);
    // Loaded again, still not read, still kept; and a known key wins over nothing.
    const auto [again, again_damaged] = Settings::load(path, platform_store());
    CHECK(again.language == std::string(kLanguageChoices.initial));
    CHECK(again.unknown == loaded.unknown);
    std::filesystem::remove_all(path.parent_path());
}

TEST_CASE("every number of the settings table is brought into its range, every text to a choice") {
    for (const bool below : {true, false}) {
        CAPTURE(below);
        nlohmann::json odd = nlohmann::json::object();
        for (const SettingField& field : kSettingFields) {
            if (field.range)
                odd[std::string(field.key)] =
                    below ? field.range->low - 1 - 1000000 : field.range->high + 1000000;
            if (field.choices) odd[std::string(field.key)] = "not-a-choice";
        }
        const auto path = scratch("ranges.json");
        std::ofstream(path) << odd.dump();
        const auto [loaded, loaded_damaged] = Settings::load(path, platform_store());
        CHECK_FALSE(loaded_damaged);
        for (const SettingField& field : kSettingFields) {
            CAPTURE(field.key);
            if (field.range) {
                const int value = loaded.*std::get<int Settings::*>(field.member);
                CHECK(value == (below ? field.range->low : field.range->high));
            }
            if (field.choices)
                CHECK(loaded.*std::get<std::string Settings::*>(field.member) ==
                      field.choices->initial);
        }
        std::filesystem::remove_all(path.parent_path());
    }
}

TEST_CASE("the defaults are in range and the night pause is 2-20 s, 5 by default") {
    CHECK(kNightPauseRange.low == 2);
    CHECK(kNightPauseRange.high == 20);
    CHECK(Settings{}.night_pause_seconds == 5);
    Settings settings;
    const Settings before = settings;
    settings.clamp();
    for (const SettingField& field : kSettingFields) {
        CAPTURE(field.key);
        CHECK(same_value(settings, before, field));
    }
}

TEST_CASE("issue 24: each setting the Settings screen shows has its words in every catalogue, and "
          "a number shown has a range") {
    for (const Language& language : kLanguages) {
        const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, std::string(language.id));
        for (const SettingField& field : kSettingFields) {
            if (field.screen_row < 0) continue;
            CAPTURE(field.key);
            CHECK(catalogue.contains(field.label));
            if (std::holds_alternative<int Settings::*>(field.member)) CHECK(field.range);
            if (field.choices && field.choices != &kLanguageChoices)
                for (const std::string_view value : field.choices->values)
                    CHECK(catalogue.contains(std::string(field.label) + "." + std::string(value)));
        }
    }
}

TEST_CASE("issue 55, item 16: the first start speaks the system's language: a POSIX locale names "
          "the app's language, or none it does not speak") {
    CHECK(language_of_locale("de_DE.UTF-8") == "de");
    CHECK(language_of_locale("it_IT") == "it");
    CHECK(language_of_locale("fr") == "fr");
    CHECK(language_of_locale("ru_RU.UTF-8@cyrillic") == "ru");
    CHECK(language_of_locale("es-ES") == "es");
    CHECK(language_of_locale("C.UTF-8").empty());
    CHECK(language_of_locale("POSIX").empty());
    CHECK(language_of_locale("pt_BR.UTF-8").empty());
    CHECK(language_of_locale("").empty());
}
