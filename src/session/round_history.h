#pragma once

#include "core/game_history.h"

#include <optional>
#include <vector>

namespace shn {

/// RoundRecord: one round of the game as the history panel lists it: who
/// was candidate and nominee, how each living player voted, whether the
/// government was elected, the policy enacted (by it, or by chaos after it),
/// a veto, and the power used with its target.
struct RoundRecord {
    int number = 0;
    Seat president = 0;
    Seat chancellor = 0;
    SeatSet voters; // the living players who voted
    SeatSet ja;
    bool elected = false;
    std::optional<Policy> policy;
    bool by_chaos = false;
    bool vetoed = false;
    std::optional<EventType> power;
    std::optional<Seat> target;
    // The round's events: [first_event, end_event) of the history, from its
    // nomination to the next one (for fixing a past move).
    std::size_t first_event = 0;
    std::size_t end_event = 0;
};

/// The rounds of a game, oldest first, rebuilt from its events.
std::vector<RoundRecord> round_history(const GameHistory& history);

} // namespace shn
