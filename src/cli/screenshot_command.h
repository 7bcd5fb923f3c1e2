#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace shn {

struct Settings;

/// `--screenshot`: renders one screen with SDL's software renderer and no
/// window, for the state of `log` when given, and writes a PNG. Returns the
/// exit status; `overflows` receives how many text boxes did not fit.
/// With `output` "-", renders a batch instead, in one process: one shot a
/// line of standard input, tab-separated (OUT.png or nothing to only check,
/// screen, WIDTHxHEIGHT, language, log or nothing, flags such as
/// --claims-and-odds), one result line each on standard output (number,
/// status, overflows, smallest text px, minimum px, the last text that did
/// not fit); the other arguments are then unused. SH_NARRATOR_REPORT_TEXT=1
/// prints a single shot's smallest text on stderr. `step`: the replay
/// screen's, the first `step` moves of `log` played.
int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows,
                      bool claims_and_odds = false, bool discussion_timer = false,
                      bool phones_strip = false, bool as_phone = false, int step = 0);

/// What `--screenshot` draws of `screen` (an id of kScreenIds) for the game
/// in `log` (a file; empty: none) at this size and language, with the
/// table's `settings` (text size, claims and odds, the timer), drawn in
/// `pixel_format` (an SDL_PixelFormatEnum; 0: RGBA32; a window's own, so
/// text is blended the same): RGBA32 pixels, row by row; empty when it
/// cannot draw it; `step`: the replay's (screen "replay"). The table robot holds
/// the screen it reached by taps beside it: one drawing, whatever the path.
std::vector<std::uint32_t> screenshot_pixels(const std::filesystem::path& data_directory,
                                             const std::string& language, const std::string& screen,
                                             int width, int height,
                                             const std::filesystem::path& log,
                                             const Settings& settings,
                                             std::uint32_t pixel_format = 0, int step = 0);

} // namespace shn
