#pragma once

#include "app/table_controller.h"
#include "session/game_log.h"

#include <optional>
#include <string_view>

namespace shn {

/// ViewerGame: the game a phone watching the table shows (issues 14 and 45,
/// docs/second-screen.md), kept in step with what the board server streams,
/// on the phone's read-only TableController. `show` takes the whole log
/// ("reset": on connecting, after an undo, a fix, a new game; "": the table
/// has no game) and replays it with the engine; `add` takes one more line
/// ("line": a move) and applies that one event with the same engine,
/// without reading or replaying the moves before it.
///
/// Contract: a change that does not apply leaves the board as it was and
/// returns -1: a whole log that does not read (`problem` says why), a line
/// that is not an event the shown game takes, any line while there is no
/// game shown or after a whole log that did not read. The caller answers a
/// refused line by showing the whole log instead.
class ViewerGame {
  public:
    explicit ViewerGame(TableController& table) : table_(table) {}

    /// Returns the number of moves shown (0 for no game), or -1.
    int show(std::string_view log_text);
    /// Returns the number of moves shown with the line's, or -1.
    int add(std::string_view line);
    /// The last whole log that did not read (for describe_log_error), until
    /// one reads.
    const std::optional<LogReadResult>& problem() const { return problem_; }

  private:
    TableController& table_;
    std::optional<LogReadResult> problem_;
};

} // namespace shn
