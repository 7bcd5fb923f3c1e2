#pragma once

#include <filesystem>
#include <string>

namespace shn {

/// Writes all of `text` to an open file descriptor and fsyncs it; false,
/// with errno set, when the disk refused.
bool write_and_sync(int fd, const std::string& text);

/// Replaces `file` with `text` so that a crash leaves either the old file
/// or the new one, never half of one: a temporary file beside it, written
/// and fsynced, renamed over it, and the folder synced. Creates the folder.
/// False, with errno set and the old file untouched, when the disk refused.
bool replace_file_durably(const std::filesystem::path& file, const std::string& text);

} // namespace shn
