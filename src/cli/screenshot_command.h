#pragma once

#include <filesystem>
#include <string>

namespace shn {

/// `--screenshot`: renders one screen with SDL's software renderer and no
/// window, for the state of `log` when given, and writes a PNG. Returns the
/// exit status; `overflows` receives how many text boxes did not fit.
int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows,
                      bool claims_and_odds = false, bool discussion_timer = false,
                      bool phones_strip = false, bool as_phone = false);

} // namespace shn
