#pragma once

#include <filesystem>
#include <optional>

namespace shn {

/// Where the app's data lives (the folder that holds assets/ and audio/):
/// $SH_NARRATOR_DATA_DIR when set; else the installed data, found from the
/// binary's own folder by the path the build computed from its install
/// directories (bin/ -> ../share/sh-narrator, see cmake/Install.cmake), so an
/// installed tree works at any prefix; else the source tree the binary was
/// built from (so it runs uninstalled from a build folder). The first that
/// holds assets/lang/en.json wins; none, when nothing does.
std::optional<std::filesystem::path> find_data_directory();

} // namespace shn
