#include "session/data_directory.h"

#include <cstdlib>
#include <system_error>
#include <vector>

namespace shn {

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

} // namespace shn
