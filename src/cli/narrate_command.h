#pragma once

#include "core/rule_options.h"
#include "session/catalogue.h"

#include <filesystem>
#include <iosfwd>
#include <string>

namespace shn {

/// What `--narrate` plays: a sequence ("setup" or "night") for a table.
struct NarrateRequest {
    std::string sequence = "night";
    int players = 5;
    RuleOptions options; // O2-O4 change the deck to build
    std::string language = "en";
    std::string narrator; // empty: the language's default (session/narrators.h)
    double pause_seconds = 5.0;
    std::string ambience = "off"; // "off", "rain" or "room"
    bool audio = true;            // false: print the lines at once, play nothing
};

/// `--narrate`: plays the sequence through SDL2_mixer with no window,
/// printing each line's key and text (tab-separated) on `out` as it starts,
/// and returns 0 when done. Without an audio device, or with a clip missing,
/// it says so on `err` and goes on: the text is printed, pauses are kept.
/// A recorded narrator (`own:<id>`, kept in `voices`) speaks the lines it
/// recorded from their present text, the built-in voice the others.
int run_narrate(const NarrateRequest& request, const Catalogue& catalogue,
                const std::filesystem::path& data_directory, const std::filesystem::path& voices,
                std::ostream& out, std::ostream& err);

} // namespace shn
