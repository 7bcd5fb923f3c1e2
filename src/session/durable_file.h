#pragma once

#include <filesystem>
#include <string>

namespace shn {

// The durable file store the session writes through (the autosave, the
// archive, the settings). Declared here so that the session layer makes no
// OS call; implemented by the platform, in src/platform/posix/durable_file.cpp
// for the desktop and the web build alike (Emscripten's MEMFS and IDBFS answer
// the same POSIX calls). Each creates the file's folder when it is missing,
// and each failure leaves errno set (the disk's reason) and the files as they
// were.

/// Appends `line` and a newline to `file` (created when missing) and fsyncs
/// it: the line is on the disk when this returns true.
bool append_line_durably(const std::filesystem::path& file, const std::string& line);

/// Replaces `file` with `text` so that a crash leaves either the old file
/// or the new one, never half of one: a temporary file beside it, written
/// and fsynced, renamed over it, and the folder synced.
bool replace_file_durably(const std::filesystem::path& file, const std::string& text);

/// Moves `file` to `<file>.<tag>`, or `<file>.<tag>.2`, `.3`... so that
/// nothing kept before is replaced. Returns the new name; empty when the
/// file could not be moved (it is then left where it was; EISDIR when
/// `file` is not a regular file).
std::filesystem::path keep_file_aside(const std::filesystem::path& file, const std::string& tag);

} // namespace shn
