#pragma once

#include "app/table_controller.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// TableChange: one thing the table controller did to the game at the
/// table, as a value (issue 45): what kind of change, the log lines a move
/// added, and the log's size after it. A part that mirrors the log (the
/// board published to phones) appends the lines of a MoveAdded and starts
/// again from the whole log for anything else.
struct TableChange {
    enum class Kind {
        Started,    // a game came to the table: new, resumed or loaded
        MoveAdded,  // a move played (with R18's known answer, two lines)
        MoveUndone, // the last move taken back
        MoveFixed,  // a past move corrected, the moves after it replayed
        Left,       // the game at the table is being replaced, or forgotten
    };
    static constexpr std::size_t kKindCount = 5;
    static_assert(std::size_t(Kind::Left) + 1 == kKindCount);

    Kind kind = Kind::Started;
    /// MoveAdded: the lines the move added to the log (GameLog::event_line),
    /// oldest first. Empty when the listener did not know the log's size
    /// before the move (it began listening in the middle of a game, not
    /// through `follow`): a reader then starts again from the whole log.
    std::vector<std::string> lines;
    /// The log's lines after the change (the setup line and one per event);
    /// 0 for Left.
    std::size_t log_lines = 0;

    bool operator==(const TableChange&) const = default;
};

// Sized by its initializer: a kind added without its name fails here.
inline constexpr auto kTableChangeNames =
    std::to_array<std::string_view>({"started", "move_added", "move_undone", "move_fixed", "left"});
static_assert(kTableChangeNames.size() == TableChange::kKindCount, "one name a kind");

constexpr std::string_view table_change_name(TableChange::Kind kind) {
    return kTableChangeNames[std::size_t(kind)];
}

/// TableChanges: the one channel by which "the game changed" reaches the
/// parts that follow it (the tap guard's screen generation, the board
/// published to phones). It listens to the table controller like the voice
/// and the message line, numbers each change it is told (`count`, one more
/// per change) and keeps the last kKept of them, so that a reader that
/// remembers the count it last read gets exactly what changed since
/// (`since`), or learns that it fell too far behind.
class TableChanges : public TableListener {
  public:
    static constexpr std::size_t kKept = 64;

    /// One more at each change: a number that moves whenever the game at
    /// the table changed.
    std::uint64_t count() const { return count_; }
    /// The changes after the one numbered `seen` (a count() read before),
    /// oldest first (empty: nothing changed); nothing when some of them are
    /// no longer kept (more than kKept since), or `seen` is ahead of count().
    std::optional<std::vector<TableChange>> since(std::uint64_t seen) const;

    /// Listens to `table` knowing the game it has now, so that the next
    /// move is told with its lines (a listener added in the middle of a game
    /// with TableController::listen knows the log's size only from the next
    /// change that is not a move).
    void follow(TableController& table);

    void started(const TableSession& game, const TableStart&) override;
    void leaving(const TableSession&) override;
    void played(const TableSession& game, const GameState&, const Event&) override;
    void undone(const TableSession& game, const Event&, const GameState&,
                const GameState&) override;
    void corrected(const TableSession& game, std::size_t, const Event&) override;

  private:
    void record(TableChange change);

    std::uint64_t count_ = 0;
    std::deque<TableChange> kept_;         // the last changes, numbered count_ - size + 1 .. count_
    std::optional<std::size_t> log_lines_; // the log's size as last told (none: not known)
};

} // namespace shn
