#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace shn {

/// The table app on this platform (src/platform/desktop: an X11, Wayland or
/// KMS window in a blocking loop). `serve_board`: the --serve-board
/// "[ADDR:]PORT" (the board for phones on, there). Returns the process exit
/// status.
int run_table_app(const std::filesystem::path& data_directory, const std::string& language,
                  const std::optional<std::string>& serve_board = std::nullopt);

} // namespace shn
