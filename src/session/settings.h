#pragma once

#include "session/table_store.h"

#include <array>
#include <filesystem>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <variant>

namespace shn {

/// A number setting's range: `low` to `high`, `initial` by default, moved by
/// `step` on the settings screen. With `zero_is_off`, 0 is allowed too (the
/// setting is off) and the screen steps from 0 straight to `low`.
struct SettingRange {
    int low = 0;
    int high = 0;
    int initial = 0;
    int step = 1;
    bool zero_is_off = false;
};

inline constexpr SettingRange kNarrationVolumeRange{0, 100, 100, 10};
inline constexpr SettingRange kAmbienceVolumeRange{0, 100, 40, 10};
inline constexpr SettingRange kNightPauseRange{2, 20, 5, 1};    // seconds (narration issue)
inline constexpr SettingRange kTextSizeRange{80, 140, 100, 10}; // percent
// The clock on the talk before a vote: off by default, else 30 s to 5 min.
inline constexpr SettingRange kDiscussionRange{30, 300, 0, 30, true};
// The device's own voice's rate, in percent of its normal pace (issue 34;
// set on the Own voices page, where that voice is offered).
inline constexpr SettingRange kSpeechRateRange{50, 150, 100, 10};

/// A text setting's allowed values and the one it has by default (and when
/// the file holds anything else).
struct SettingChoices {
    std::span<const std::string_view> values;
    std::string_view initial;
};

/// The ambience loops under the night (audio/ambience/<id>.opus); "off" is none.
inline constexpr std::array<std::string_view, 3> kAmbiences{"off", "rain", "room"};
inline constexpr SettingChoices kAmbienceChoices{kAmbiences, "rain"};

/// The languages' ids, in the language table's order, the first by default
/// (session/languages.h; defined in settings.cpp, so that this header does
/// not bring the language table's names to every screen).
extern const SettingChoices kLanguageChoices;

/// Whether `value` is one of `choices`.
constexpr bool is_choice(const SettingChoices& choices, std::string_view value) {
    for (const std::string_view allowed : choices.values)
        if (allowed == value) return true;
    return false;
}

struct SettingsRead;

/// Settings: the table's preferences, kept between games in a JSON file
/// (the desktop: $XDG_CONFIG_HOME/sh-narrator/settings.json, see
/// platform/posix/app_paths.h). Reading never fails: a missing file gives
/// the defaults, unknown keys are skipped, values out of range are brought
/// into range, and a broken file gives the defaults with `problem` set so the
/// app can say so. Each field is read, written and checked through its row in
/// `kSettingFields` (below): a new setting is a member and a row.
struct Settings {
    std::string language{kLanguageChoices.initial};
    int narration_volume = kNarrationVolumeRange.initial;
    int ambience_volume = kAmbienceVolumeRange.initial;
    std::string ambience{kAmbienceChoices.initial};
    int night_pause_seconds = kNightPauseRange.initial;
    bool sound_cues = true;
    bool keep_screen_on = true;
    bool fullscreen = false;
    int text_size_percent = kTextSizeRange.initial;
    bool analysis = false; // claims, odds and the role model (docs/analysis.md)
    // The table view: the seats on the screen's edge where their players
    // sit, each facing its player (docs/layout.md).
    bool table_view = false;
    int discussion_seconds = kDiscussionRange.initial;
    // The board for phones (issue 14, docs/second-screen.md): served on the
    // local network while on; where it listens, "[ADDR:]PORT" (empty: every
    // interface, port 8080 or the next free one; "127.0.0.1:8080": this
    // device only).
    bool phones_board = false;
    std::string phones_address;
    int speech_rate_percent = kSpeechRateRange.initial;
    // The chosen narrator of each language ("en" -> "alan"); a language not
    // named here has its default (session/narrators.h).
    std::map<std::string, std::string> narrators;
    // Keys of the file this version does not know (a newer version's, or
    // "night_pause" where a key was renamed), each with its value as JSON
    // text: kept as they were and written back by `save`, so that opening
    // the app in an older version loses no one's setting (issue 32, item 14).
    std::map<std::string, std::string> unknown;

    /// The narrator the language speaks with: the chosen one, or its default.
    std::string narrator(const std::string& language) const;

    /// Reads the settings file: the defaults when it is missing (a first
    /// start) or damaged (`SettingsRead::damaged`: the caller says so).
    static SettingsRead load(const std::filesystem::path& path, const TableStore& store);
    /// Writes durably (TableStore::replace); false when it cannot.
    bool save(const std::filesystem::path& path, TableStore& store) const;
    /// Brings every value into its range.
    void clamp();

    bool operator==(const Settings&) const = default;
};

/// What reading the settings file found: the settings, and whether the file
/// was damaged (then the settings are the defaults).
struct SettingsRead {
    Settings settings;
    bool damaged = false;
};

/// SettingField: one setting in the file, as Dear ImGui's settings handlers
/// see one: its key, its member, and what it may hold (a number's range, a
/// text's choices; neither: any value). `Settings::load`, `save` and `clamp`
/// all walk `kSettingFields`, so a key is written in one place.
struct SettingField {
    using Narrators = std::map<std::string, std::string>;
    using Member = std::variant<bool Settings::*, int Settings::*, std::string Settings::*,
                                Narrators Settings::*>;
    /// How the Settings screen shows a number: as it is, with a percent sign,
    /// as a countdown's seconds ("5 s"), or as a clock ("1:30"; 0: Off).
    enum class Shown { Plain, Percent, Seconds, Clock };
    /// Where the Settings screen has its row: every device, or only one that
    /// can serve the board to phones (the desktop, not a browser).
    enum class Where { Everywhere, ServingPhones };
    std::string_view key;
    Member member;
    const SettingRange* range = nullptr;     // an int's range
    const SettingChoices* choices = nullptr; // a text's allowed values
    // On the Settings screen: its row (-1: none; the file only), its label's
    // catalogue key (a choice's words: "<label>.<value>"), how a number reads.
    int screen_row = -1;
    std::string_view label;
    Shown shown = Shown::Plain;
    Where where = Where::Everywhere;
};

// In the file's order.
inline constexpr int kSettingFieldCount = 16;
inline constexpr std::array<SettingField, kSettingFieldCount> kSettingFields{{
    // key, member, range, choices; screen row (-1: none), label, how a number reads, where.
    {"language", &Settings::language, nullptr, &kLanguageChoices, 0, "ui.settings.language",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"narration_volume", &Settings::narration_volume, &kNarrationVolumeRange, nullptr, 2,
     "ui.settings.narration_volume", SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"ambience_volume", &Settings::ambience_volume, &kAmbienceVolumeRange, nullptr, 3,
     "ui.settings.ambience_volume", SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"ambience", &Settings::ambience, nullptr, &kAmbienceChoices, 4, "ui.settings.ambience",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"night_pause_seconds", &Settings::night_pause_seconds, &kNightPauseRange, nullptr, 5,
     "ui.settings.night_pause", SettingField::Shown::Seconds, SettingField::Where::Everywhere},
    {"sound_cues", &Settings::sound_cues, nullptr, nullptr, 6, "ui.settings.sound_cues",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"keep_screen_on", &Settings::keep_screen_on, nullptr, nullptr, 7, "ui.settings.screen_on",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"analysis", &Settings::analysis, nullptr, nullptr, 10, "ui.settings.analysis",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"fullscreen", &Settings::fullscreen, nullptr, nullptr, 8, "ui.settings.fullscreen",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"text_size_percent", &Settings::text_size_percent, &kTextSizeRange, nullptr, 9,
     "ui.settings.text_size", SettingField::Shown::Percent, SettingField::Where::Everywhere},
    {"discussion_seconds", &Settings::discussion_seconds, &kDiscussionRange, nullptr, 11,
     "ui.settings.discussion_timer", SettingField::Shown::Clock, SettingField::Where::Everywhere},
    {"phones_board", &Settings::phones_board, nullptr, nullptr, 12, "ui.settings.phones",
     SettingField::Shown::Plain, SettingField::Where::ServingPhones},
    // The table view: on the game's menu, by the board (GameMenuPanel).
    {"table_view", &Settings::table_view, nullptr, nullptr, -1, "", SettingField::Shown::Plain,
     SettingField::Where::Everywhere},
    {"phones_address", &Settings::phones_address, nullptr, nullptr, -1, "",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
    {"speech_rate_percent", &Settings::speech_rate_percent, &kSpeechRateRange, nullptr, -1, "",
     SettingField::Shown::Percent, SettingField::Where::Everywhere},
    {"narrators", &Settings::narrators, nullptr, nullptr, 1, "ui.settings.narrator",
     SettingField::Shown::Plain, SettingField::Where::Everywhere},
}};
/// The Settings screen's rows: one a setting shown, numbered from 0.
inline constexpr int kSettingRows = [] {
    int rows = 0;
    for (const SettingField& field : kSettingFields)
        rows = field.screen_row >= rows ? field.screen_row + 1 : rows;
    return rows;
}();
// Each row shown once, none left empty.
static_assert([] {
    for (int row = 0; row < kSettingRows; ++row) {
        int fields = 0;
        for (const SettingField& field : kSettingFields) fields += field.screen_row == row;
        if (fields != 1) return false;
    }
    return true;
}());
// A row left out would be an empty row at the end, silently skipped.
static_assert([] {
    for (const SettingField& field : kSettingFields)
        if (field.key.empty()) return false;
    return true;
}());

} // namespace shn
