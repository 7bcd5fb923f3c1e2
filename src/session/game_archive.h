#pragma once

#include "core/roles.h"
#include "session/game_log.h"
#include "session/table_store.h"

#include <ctime>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace shn {

/// KeptGame: one kept game as the list shows it: when it was kept (from its
/// file name), who played, how it ended (or that it was left unfinished),
/// whether the roles were revealed; or that its file is damaged.
struct KeptGame {
    std::filesystem::path file;
    std::string kept_at; // "2026-11-23 14:10"; a name that is no time: the name as it is
    // The same, as numbers for the table's words ("23 nov, 14:10"); 0: a
    // file name that is not a time.
    int year = 0, month = 0, day = 0, hour = 0, minute = 0;
    std::vector<std::string> players;
    Winner winner = Winner::None;
    WinReason reason = WinReason::None;
    bool finished = false;
    bool revealed = false;
    std::optional<Roles> roles; // who was who, when the reveal was entered
    bool damaged = false;       // unreadable, or a bad line: listed, never hidden
    // A damaged file whose setup line was read opens up to its first bad
    // line (1-based; 0: none): the moves before it are the table's.
    bool opens = false;
    std::size_t damaged_line = 0;
};

/// GameArchive: the games the table played, each its own game log in a
/// folder (`games/` beside the autosave): every finished game and every game
/// left unfinished for a new one. A kept game is written whole and durably
/// (TableStore::replace) and written again when it changes (the reveal,
/// an undo at the end). At most kMaxKept files; the oldest go first. File
/// names are the time of keeping (YYYYMMDD-HHMMSS[-N].jsonl), so names sort
/// by age. Never throws: a folder it cannot read lists nothing.
class GameArchive {
  public:
    static constexpr std::size_t kMaxKept = 200;

    explicit GameArchive(std::filesystem::path folder, TableStore& store)
        : folder_(std::move(folder)), store_(&store) {}
    /// `games/` beside the autosave.
    static std::filesystem::path folder_beside(const std::filesystem::path& autosave) {
        return autosave.parent_path() / "games";
    }
    const std::filesystem::path& folder() const { return folder_; }

    /// A file name for a game kept at `when` (local time) that no kept game has.
    std::filesystem::path new_file(std::time_t when) const;
    /// A file name for a game kept now (AppClock: held in tests, so a run
    /// names its games alike at any hour).
    std::filesystem::path new_file() const;
    /// Writes the game to `file` (from new_file, or the same file again),
    /// then removes the oldest files beyond kMaxKept. False, with errno set,
    /// when the disk refused (the game at the table is not affected;
    /// `problem()` says why).
    bool keep(const GameLog& log, const std::filesystem::path& file) const {
        return keep_text(log.text(), file);
    }
    /// The same, for a log's text as its file holds it (a game replaced in
    /// the autosave, kept as it was, damaged lines included).
    bool keep_text(std::string_view text, const std::filesystem::path& file) const;
    /// Whether one of the newest kept games begins with `text`: the same
    /// game, kept as far as it went or further.
    bool holds(std::string_view text) const;
    /// Why the last keep failed.
    DiskProblem problem() const { return store_->problem(); }
    /// The kept games, newest first; damaged ones too.
    std::vector<KeptGame> list() const;
    /// A kept game's log, read whole (or as far as it reads, with the error).
    LogReadResult open(const std::filesystem::path& file) const;

  private:
    std::vector<std::filesystem::path> files() const; // oldest first
    void prune() const;

    std::filesystem::path folder_;
    TableStore* store_;
};

} // namespace shn
