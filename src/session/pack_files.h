#pragma once

#include "session/table_store.h"
#include "session/voice_pack.h"

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// Voice pack files on a store (issue 34, docs/narrator-recording.md): the
/// ones found where a platform looks (a USB stick, the Documents folder),
/// and one read for an import. Both go through the store handed in (its
/// reads, sizes and listings), so they run on memory in a test as on a disk.

/// The packs (`VoicePack::kExtension`) in `folders` and in the folders two
/// deep under them (a stick's `voices/marta/`), at most kMostPacks, sorted,
/// each once. A folder that cannot be read adds none.
std::vector<std::filesystem::path> find_packs(const TableStore& store,
                                              const std::vector<std::filesystem::path>& folders);
inline constexpr std::size_t kMostPacks = 50;

/// A pack file read for an import: refused unread when it is larger than
/// VoicePack::kMaxPackBytes (TooLarge, the limit in MB as its detail); a
/// file that is missing or is not one is Damaged (and `unreadable`); the
/// lines `known` does not know, or silent, are left out, and a pack left
/// with none is Empty.
struct PackFileRead {
    PackRead read;
    bool unreadable = false; // nothing could be read at all (missing, a folder)
};
PackFileRead read_pack_file(const TableStore& store, const std::filesystem::path& file,
                            std::string_view expected_language,
                            const std::function<bool(const std::string&)>& known);

} // namespace shn
