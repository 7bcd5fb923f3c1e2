#pragma once

#include "session/disk_problem.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// TableStore: the one place the table's files live (the autosave, the kept
/// games, the vote being entered, the settings, the recorded voices).
/// Nothing outside a store opens a file of the table's; the session and the
/// app are handed one (injected), so a test runs them on memory or on a disk
/// that fails. Four kinds: PosixStore (the desktop), BrowserStore (the web
/// build: the same calls on its IndexedDB folder, each write told to the
/// shell that copies it to IndexedDB), MemoryStore (tests), FaultyStore (a
/// store that fails when told: the robot's faults).
///
/// Contract: every write is durable when it returns true (on the disk; in
/// a browser, once BrowserStore::safe() says IndexedDB holds it). A write that fails
/// returns false, leaves the files as they were, and `problem()` says why
/// (a DiskProblem, never the OS's words). Each write creates the file's
/// folder when it is missing. `changes()` grows at every write that
/// succeeds: a reader that caches what it read keys it on this count
/// instead of polling the files.
class TableStore {
  public:
    virtual ~TableStore() = default;

    /// Appends `line` and a newline to `file` (created when missing).
    virtual bool append_line(const std::filesystem::path& file, std::string_view line) = 0;
    /// Replaces `file` with `text` so that a crash leaves either the old file
    /// or the new one, never half of one.
    virtual bool replace(const std::filesystem::path& file, std::string_view text) = 0;
    /// Moves `file` to `<file>.<tag>`, or `<file>.<tag>.2`, `.3`... so that
    /// nothing kept before is replaced. Returns the new name; empty when
    /// the file could not be moved (it is then left where it was).
    virtual std::filesystem::path keep_aside(const std::filesystem::path& file,
                                             std::string_view tag) = 0;
    /// Removes `file`; true when it is gone (or was never there).
    virtual bool remove(const std::filesystem::path& file) = 0;
    /// Removes `folder` and everything in it; true when it is gone (or was
    /// never there). Not one step: a failure may leave part of it.
    virtual bool remove_folder(const std::filesystem::path& folder) = 0;
    /// Renames the folder `from` to `to`, where nothing is, in one step (a
    /// reader sees it whole under one name or the other; `to`'s folder is made);
    /// false, both as they were, when `to` is taken or the disk refused.
    virtual bool rename_folder(const std::filesystem::path& from,
                               const std::filesystem::path& to) = 0;

    /// The whole file; nullopt when it is missing or cannot be read.
    virtual std::optional<std::string> read(const std::filesystem::path& file) const = 0;
    /// Whether anything is at `file` (a file, or a folder in its place).
    virtual bool exists(const std::filesystem::path& file) const = 0;
    /// The files directly in `folder` whose names end in `extension`
    /// (".jsonl"), in no order; none when the folder cannot be read.
    virtual std::vector<std::filesystem::path> list(const std::filesystem::path& folder,
                                                    std::string_view extension) const = 0;
    /// The folders directly in `folder` (not links to one), in no order;
    /// none when it cannot be read.
    virtual std::vector<std::filesystem::path>
    folders(const std::filesystem::path& folder) const = 0;
    /// The bytes of `file` (read or not: a reader refuses a large one
    /// unread); nullopt when it is missing or not a file.
    virtual std::optional<std::uintmax_t> size(const std::filesystem::path& file) const = 0;

    /// Why the last write failed (DiskProblem::None: the last one did not).
    DiskProblem problem() const { return problem_; }
    /// Writes that succeeded, ever: a cache key for what was read.
    std::uint64_t changes() const { return changes_; }

  protected:
    bool failed(DiskProblem problem) {
        problem_ = problem == DiskProblem::None ? DiskProblem::Other : problem;
        return false;
    }
    bool succeeded() {
        problem_ = DiskProblem::None;
        ++changes_;
        return true;
    }

  private:
    DiskProblem problem_ = DiskProblem::None;
    std::uint64_t changes_ = 0;
};

/// The name `keep_aside` gives the `number`th file kept as `tag`:
/// `<file>.<tag>`, then `<file>.<tag>.2`...
inline std::filesystem::path aside_name(const std::filesystem::path& file, std::string_view tag,
                                        int number) {
    std::filesystem::path kept = file.string() + "." + std::string(tag);
    if (number > 1) kept += "." + std::to_string(number);
    return kept;
}

} // namespace shn
