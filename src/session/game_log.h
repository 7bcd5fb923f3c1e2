#pragma once

#include "core/game_history.h"
#include "session/event_json.h"
#include "session/player_roster.h"

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>

namespace shn {

/// LogError: the first line of a log that could not be taken, counting lines
/// from 1 (blank lines included), and why (a LogProblem).
struct LogError {
    std::size_t line = 0;
    LogProblem problem;
};

struct LogReadResult;

/// GameLog: a game as its save file tells it: the roster and the history
/// (setup and accepted events). It reads and writes the JSON Lines format of
/// docs/game-log.md and is the only place that knows it. Reading stops at the
/// first line that is unreadable or that the engine refuses; what came before
/// is kept, so a caller can offer the valid prefix.
class GameLog {
  public:
    GameLog(PlayerRoster roster, const GameSetup& setup)
        : roster_(std::move(roster)), history_(setup) {}

    /// The longest line accepted; a longer one is an error, not a memory hog.
    static constexpr std::size_t kMaxLineBytes = 64 * 1024;

    static LogReadResult read(std::istream& in);

    const PlayerRoster& roster() const { return roster_; }
    const GameHistory& history() const { return history_; }
    GameHistory& history() { return history_; }

    std::string setup_line() const;
    std::string event_line(std::size_t index) const;
    /// The whole log: setup line, then one line per event, each ending in '\n'.
    std::string text() const;

  private:
    PlayerRoster roster_;
    GameHistory history_;
};

/// What GameLog::read found: the valid prefix and the first problem.
struct LogReadResult {
    std::optional<GameLog> log;    // present when the setup line was valid
    std::optional<LogError> error; // absent when every line was taken
};

} // namespace shn
