#pragma once

#include <filesystem>
#include <string>

namespace shn {

/// `--screenshot`: renders one screen with SDL's software renderer and no
/// window, for the state of `log` when given, and writes a PNG. Returns the
/// exit status; `overflows` receives how many text boxes did not fit.
/// With `output` "-", renders a batch instead, in one process: one shot a
/// line of standard input, tab-separated (OUT.png or nothing to only check,
/// screen, WIDTHxHEIGHT, language, log or nothing, flags such as
/// --claims-and-odds), one result line each on standard output (number,
/// status, overflows, smallest text px, minimum px, the last text that did
/// not fit); the other arguments are then unused. SH_NARRATOR_REPORT_TEXT=1
/// prints a single shot's smallest text on stderr.
int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows,
                      bool claims_and_odds = false, bool discussion_timer = false,
                      bool phones_strip = false, bool as_phone = false);

} // namespace shn
