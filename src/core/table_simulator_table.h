#pragma once

// The parts of TableSimulator that its two sources share (table_simulator.cpp
// plays the game; table_simulator_claims.cpp makes and judges the claims):
// the hidden table of one game, and a value drawn with given odds.

#include "core/table_simulator.h"

#include "core/player_count_rules.h"
#include "core/referee.h"

#include <array>
#include <deque>
#include <vector>

namespace shn {

/// The hidden truth of a simulated game, the table's temperament, and the
/// referee that follows the same events.
struct TableSimulator::Table {
    explicit Table(const GameSetup& game_setup)
        : setup(game_setup), referee(setup.players, setup.options.tracker_resets_on_election,
                                     fascist_policies_at_start(setup)) {}

    /// A claim the table will make, and whether it tells the truth.
    struct Claim {
        Event event;
        bool truthful = true;
    };

    GameSetup setup;
    Referee referee;
    Seat hitler = 0;
    SeatSet fascist_team; // Hitler included; dealt only when the table makes claims
    std::deque<Claim> pending;
    std::vector<Event> events;             // accepted so far, when the table makes claims
    std::vector<std::array<int, 4>> truth; // per session, per ClaimKind: 1 true, 0 lie, -1 none
    SeatSet investigated;
    std::array<Policy, kDeckSize> pile{}; // top at pile[pile_size - 1]
    int pile_size = 0;
    int pile_liberals = 0; // liberal tiles in the draw pile and an open session
    std::array<Policy, kPoliciesPerSession> session{}; // the drawn tiles of an open session
    bool session_open = false;
    int president_discard = 0; // index into session
    int chancellor_keeps = 0;  // index into session
    int discard_liberals = 0;
    int discard_fascists = 0;
    int ja_threshold = 38; // a voter says Ja with probability ja_threshold/64
    int veto_percent = 30;
    int agree_percent = 50;
    bool hitler_dead = false;
    bool hitler_elected = false;
};

/// A value in [0, count) drawn with the probabilities `odds` (summing to 1).
inline int pick_value(RandomStream& random, const double* odds, int count) {
    double left = static_cast<double>(random.below(1u << 30)) / static_cast<double>(1u << 30);
    for (int value = 0; value + 1 < count; ++value) {
        left -= odds[value];
        if (left < 0) return value;
    }
    return count - 1;
}

} // namespace shn
