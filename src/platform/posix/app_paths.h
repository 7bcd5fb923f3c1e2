#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace shn {

// Where the app's files live on a POSIX machine, in one place: the data it
// ships (assets/, audio/) and the XDG folders it writes to. The session layer
// takes these paths as arguments and never looks at the environment itself;
// the desktop platform and the command line ask here. (The web build has its
// own fixed folders, src/platform/web/web_main.cpp.)

/// Where the app's data lives (the folder that holds assets/ and audio/):
/// $SH_NARRATOR_DATA_DIR when set; else the installed data, found from the
/// binary's own folder by the path the build computed from its install
/// directories (bin/ -> ../share/sh-narrator, see cmake/Install.cmake), so an
/// installed tree works at any prefix; else the source tree the binary was
/// built from (so it runs uninstalled from a build folder). The first that
/// holds assets/lang/en.json wins; none, when nothing does.
std::optional<std::filesystem::path> find_data_directory();

/// $XDG_CONFIG_HOME/sh-narrator/settings.json (or ~/.config/..., else the
/// temporary folder).
std::filesystem::path default_settings_file();

/// $XDG_DATA_HOME/sh-narrator/autosave.jsonl (or ~/.local/share/..., else
/// the temporary folder).
std::filesystem::path default_autosave_file();

/// Where the desktop exports a kept game's log: the Documents folder
/// ($XDG_DOCUMENTS_DIR, else ~/Documents, made when missing), else the
/// working folder (no home).
std::filesystem::path default_export_folder();

/// Writes `text` durably to `folder`/`name``extension` (a name that exists
/// gets a number: name-2.jsonl...). Returns the file written, or nothing
/// with errno set.
std::optional<std::filesystem::path> export_file(const std::filesystem::path& folder,
                                                 const std::string& name, const std::string& text,
                                                 const std::string& extension = ".jsonl");

/// Where a voice pack to import may be (the desktop's import page looks in
/// each, and one level below): the Documents folder, the Downloads folder,
/// and where USB sticks are mounted (/media/<user>/, /media/, /run/media/<user>/, /mnt/).
std::vector<std::filesystem::path> pack_folders();

} // namespace shn
