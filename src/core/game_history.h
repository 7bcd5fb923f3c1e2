#pragma once

#include "core/event.h"
#include "core/game_state.h"

#include <vector>

namespace shn {

/// GameHistory: a game as what it is, its setup and the accepted events in
/// order. The state is the fold of those events; `append` folds one more in
/// (or refuses it and changes nothing); `undo` drops the last event and
/// replays the rest from the setup, so an undone game is exactly the game
/// that never had that event. Precondition of construction: check_setup()
/// accepted the setup.
class GameHistory {
  public:
    explicit GameHistory(const GameSetup& setup);

    [[nodiscard]] Refusal append(const Event& event);
    /// Removes the last event; returns false when there is none.
    bool undo();

    const GameSetup& setup() const { return setup_; }
    const std::vector<Event>& events() const { return events_; }
    const GameState& state() const { return state_; }

    /// The state after the first `count` events, by replay.
    GameState state_after(std::size_t count) const;

  private:
    GameSetup setup_;
    std::vector<Event> events_;
    GameState state_;
};

} // namespace shn
