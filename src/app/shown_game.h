#pragma once

#include "session/game_log.h"

#include <cstddef>
#include <optional>

namespace shn {

class TableController;

/// ShownGame: the game the history and reveal screens show: a kept game
/// opened read-only from the home screen (GamesPanel), else the game at
/// the table. Opening a kept game changes nothing at the table; the home
/// screen stops showing it. The replay's step (events played, 0: none)
/// is kept here, so that the replay opens where it was left, and a
/// screenshot opens it at a step.
class ShownGame {
  public:
    explicit ShownGame(const TableController& table) : table_(table) {}

    /// The kept game opened, else the table's; none when neither.
    const GameLog* log() const;
    bool kept() const { return kept_.has_value(); }
    void show_kept(GameLog log) {
        kept_.emplace(std::move(log));
        replay_step_ = 0;
    }
    std::size_t replay_step() const { return replay_step_; }
    void set_replay_step(std::size_t step) { replay_step_ = step; }
    void stop_showing_kept() { kept_.reset(); }

  private:
    const TableController& table_;
    std::optional<GameLog> kept_;
    std::size_t replay_step_ = 0;
};

} // namespace shn
