#include "core/game_history.h"

#include <algorithm>

namespace shn {

GameHistory::GameHistory(const GameSetup& setup) : setup_(setup), state_(setup) {}

Refusal GameHistory::append(const Event& event) {
    const Refusal refusal = state_.apply(event);
    if (refusal == Refusal::None) events_.push_back(event);
    return refusal;
}

bool GameHistory::undo() {
    if (events_.empty()) return false;
    events_.pop_back();
    state_ = state_after(events_.size());
    return true;
}

GameState GameHistory::state_after(std::size_t count) const {
    GameState state(setup_);
    count = std::min(count, events_.size());
    for (std::size_t index = 0; index < count; ++index) {
        // Every stored event was accepted in this very order, so replay cannot refuse.
        [[maybe_unused]] const Refusal refusal = state.apply(events_[index]);
    }
    return state;
}

} // namespace shn
