#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace shn {

/// Settings: the table's preferences, kept between games in
/// $XDG_CONFIG_HOME/sh-narrator/settings.json (or ~/.config/...). Reading
/// never fails: a missing file gives the defaults, unknown keys are skipped,
/// values out of range are brought into range, and a broken file gives the
/// defaults with `problem` set so the app can say so.
struct Settings {
    std::string language = "en";
    int narration_volume = 100;    // 0-100
    int ambience_volume = 40;      // 0-100
    std::string ambience = "rain"; // "off", "rain", "room"
    int night_pause_seconds = 5;   // 2-20 (narration issue)
    bool sound_cues = true;
    bool keep_screen_on = true;
    bool fullscreen = false;
    int text_size_percent = 100; // 80-140
    bool analysis = false;       // claims, odds and the role model (docs/analysis.md)
    // The clock on the talk before a vote: 0 off (the default), else 30-300 s.
    int discussion_seconds = 0;
    // The board for phones (issue 14, docs/second-screen.md): served on the
    // local network while on; where it listens, "[ADDR:]PORT" (empty: every
    // interface, port 8080 or the next free one; "127.0.0.1:8080": this
    // device only).
    bool phones_board = false;
    std::string phones_address;
    // The chosen narrator of each language ("en" -> "alan"); a language not
    // named here has its default (session/narrators.h).
    std::map<std::string, std::string> narrators;

    /// The narrator the language speaks with: the chosen one, or its default.
    std::string narrator(const std::string& language) const;

    static std::filesystem::path default_path();
    static Settings load(const std::filesystem::path& path, std::string& problem);
    /// Writes atomically (temporary file, rename); false when it cannot.
    bool save(const std::filesystem::path& path) const;
    /// Brings every value into its range.
    void clamp();
};

} // namespace shn
