#include "platform/posix/app_paths.h"
#include "platform/posix/posix_store.h"

#include "session/table_store.h"

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

std::filesystem::path default_export_folder() {
    const char* documents = std::getenv("XDG_DOCUMENTS_DIR");
    if (documents && *documents) return documents;
    const char* home = std::getenv("HOME");
    if (!home || !*home) return ".";
    // Made when missing (the store makes a file's folder), as the README
    // says: never the home folder itself (issue 42).
    return std::filesystem::path(home) / "Documents";
}

std::optional<std::filesystem::path> export_file(const std::filesystem::path& folder,
                                                 const std::string& name, const std::string& text,
                                                 const std::string& extension) {
    std::error_code error;
    std::filesystem::path file = folder / (name + extension);
    for (int number = 2; std::filesystem::exists(file, error) && number < 1000; ++number)
        file = folder / (name + "-" + std::to_string(number) + extension);
    if (!platform_store().replace(file, text)) return std::nullopt;
    return file;
}

std::vector<std::filesystem::path> pack_folders() {
    std::vector<std::filesystem::path> folders{default_export_folder()};
    const char* home = std::getenv("HOME");
    if (home && *home) folders.push_back(std::filesystem::path(home) / "Downloads");
    const char* user = std::getenv("USER");
    if (user && *user) {
        folders.push_back(std::filesystem::path("/media") / user);
        folders.push_back(std::filesystem::path("/run/media") / user);
    }
    folders.push_back("/media");
    folders.push_back("/mnt");
    return folders;
}

} // namespace shn
