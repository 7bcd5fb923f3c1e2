#include "session/pack_files.h"

#include <algorithm>

namespace shn {

namespace {

/// The packs in `folder` and, `depth` more deep, in the folders under it.
void gather(const TableStore& store, const std::filesystem::path& folder, int depth,
            std::vector<std::filesystem::path>& found) {
    for (auto& file : store.list(folder, VoicePack::kExtension)) {
        if (found.size() >= kMostPacks) return;
        found.push_back(std::move(file));
    }
    if (depth == 0) return;
    for (const auto& inner : store.folders(folder)) {
        if (found.size() >= kMostPacks) return;
        gather(store, inner, depth - 1, found);
    }
}

} // namespace

std::vector<std::filesystem::path> find_packs(const TableStore& store,
                                              const std::vector<std::filesystem::path>& folders) {
    std::vector<std::filesystem::path> found;
    for (const auto& folder : folders) gather(store, folder, 2, found);
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    return found;
}

PackFileRead read_pack_file(const TableStore& store, const std::filesystem::path& file,
                            std::string_view expected_language,
                            const std::function<bool(const std::string&)>& known) {
    PackFileRead result;
    PackRead& read = result.read;
    const auto size = store.size(file);
    if (size && *size > VoicePack::kMaxPackBytes) {
        read.problem = PackProblem::TooLarge; // refused unread: a gigabyte never comes into memory
        read.detail = std::to_string(VoicePack::kMaxPackBytes >> 20);
        return result;
    }
    const auto bytes = size ? store.read(file) : std::nullopt;
    if (!bytes) {
        read.problem = PackProblem::Damaged;
        result.unreadable = true;
        return result;
    }
    read = read_pack(*bytes, expected_language);
    // Lines this version has no use for (an unknown key, a silent clip)
    // are left out; a pack with none left is refused, not added empty.
    if (read.pack && (drop_unusable(*read.pack, known), read.pack->lines.empty())) {
        read.pack.reset();
        read.problem = PackProblem::Empty;
    }
    return result;
}

} // namespace shn
