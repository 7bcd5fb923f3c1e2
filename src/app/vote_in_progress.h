#pragma once

#include "app/discussion_timer.h"
#include "core/seat_set.h"
#include "session/table_store.h"

#include <cstdint>
#include <filesystem>
#include <optional>

namespace shn {

/// VoteInProgress: the vote the table is entering and has not confirmed:
/// the seats marked Nein and the discussion timer, for the nomination they
/// belong to (the log's length then). Kept beside the autosave
/// (`<autosave>.vote`, replaced whole at each change, never appended), so
/// that a reload, a crash or a kill mid-vote brings back the marks, and the
/// clock where it would be now (issue 31). It is never part of the game:
/// the log holds only confirmed moves, and a vote kept for another
/// nomination (confirmed, undone, fixed) is ignored, then forgotten.
class VoteInProgress {
  public:
    struct Kept {
        std::size_t key = 0; // the log's length at the nomination
        SeatSet nein;
        bool timer = false;          // the timer was shown or dismissed
        DiscussionTimer::Kept clock; // its state then
        std::uint64_t wall_ms = 0;   // when (AppClock::wall_ms)
    };

    VoteInProgress(std::filesystem::path file, TableStore& store)
        : file_(std::move(file)), store_(store) {}

    /// What was kept for the nomination `key`, if anything (read once).
    std::optional<Kept> kept_for(std::size_t key);
    /// Keeps `now` when the marks, the nomination or the clock's state
    /// (paused, dismissed) changed since the last time; a failed write
    /// loses only this convenience, never a move.
    void keep(const Kept& now);
    /// No vote is being entered: the file goes.
    void forget();
    /// Why the last write of the marks was refused (None: they are kept).
    DiskProblem problem() const { return problem_; }

  private:
    std::filesystem::path file_;
    TableStore& store_;
    std::optional<Kept> last_; // as last written (or read)
    bool read_ = false;
    // Whether the file says what `last_` says: a write refused (a full or
    // read-only disk) is tried again at the next keep or forget, rather than
    // leaving marks the table changed since for a reload to bring back.
    bool on_disk_ = true;
    DiskProblem problem_ = DiskProblem::None;
};

} // namespace shn
