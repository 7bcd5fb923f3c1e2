#include "platform/posix/app_paths.h"

#include <cstdlib>
#include <system_error>
#include <vector>

namespace shn {

namespace {
/// The XDG base folder `variable` names, else `fallback` under $HOME, else
/// the temporary folder.
std::filesystem::path xdg_folder(const char* variable, const std::filesystem::path& fallback) {
    const char* chosen = std::getenv(variable);
    const char* home = std::getenv("HOME");
    return chosen && *chosen ? std::filesystem::path(chosen)
           : home && *home   ? std::filesystem::path(home) / fallback
                             : std::filesystem::temp_directory_path();
}
} // namespace

std::optional<std::filesystem::path> find_data_directory() {
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    if (const char* chosen = std::getenv("SH_NARRATOR_DATA_DIR"); chosen && *chosen)
        candidates.emplace_back(chosen);
    std::error_code error;
    const fs::path executable = fs::read_symlink("/proc/self/exe", error);
    if (!error)
        candidates.push_back((executable.parent_path() / SHN_DATA_FROM_BINDIR).lexically_normal());
    candidates.emplace_back(SHN_SOURCE_DATA_DIR);
    for (const fs::path& candidate : candidates) {
        if (fs::is_regular_file(candidate / "assets" / "lang" / "en.json", error)) return candidate;
    }
    return std::nullopt;
}

std::filesystem::path default_settings_file() {
    return xdg_folder("XDG_CONFIG_HOME", ".config") / "sh-narrator" / "settings.json";
}

std::filesystem::path default_autosave_file() {
    return xdg_folder("XDG_DATA_HOME", std::filesystem::path(".local") / "share") / "sh-narrator" /
           "autosave.jsonl";
}

} // namespace shn
