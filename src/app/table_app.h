#pragma once

#include <filesystem>
#include <string>

namespace shn {

/// The table app on this platform (src/platform/desktop: an X11, Wayland or
/// KMS window in a blocking loop). Returns the process exit status.
int run_table_app(const std::filesystem::path& data_directory, const std::string& language);

} // namespace shn
