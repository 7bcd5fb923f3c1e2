#pragma once

#include "core/game_state.h"
#include "core/invariant.h"

#include <array>
#include <cstdint>
#include <optional>

namespace shn {

/// SimulationRequest: how many games to simulate, from which seed, and at
/// which table (a player count, or a random 5-10 for each game).
struct SimulationRequest {
    std::uint64_t games = 1;
    std::uint64_t seed = 1;
    std::optional<int> players;
    RuleOptions options;
    bool claims = false; // the table also makes claims, and the analysis is checked
};

/// SimulationSummary: the totals of a run of simulated games, and where the
/// first broken invariant was seen (to replay it: game index and seed).
struct SimulationSummary {
    std::uint64_t games = 0;
    std::uint64_t invariant_violations = 0;
    std::array<std::uint64_t, kWinReasonCount> wins_by_reason{}; // indexed by WinReason
    std::uint64_t rounds = 0;
    std::uint64_t events = 0;
    std::optional<std::uint64_t> first_violation_game;
    Invariant first_violation = Invariant::None;
    int first_violation_event = -1;
    // With claims (docs/analysis.md, "Simulation"):
    std::uint64_t claims = 0;
    std::uint64_t lies = 0;
    std::uint64_t impossible_flags = 0; // every one of them a lie, or a violation
    std::uint64_t lies_flagged = 0;
    double hitler_found = 0;        // games where the model's favourite was Hitler (ties share)
    double hitler_chance = 0;       // the same by a uniform guess among all players
    std::uint64_t hidden_games = 0; // games that ended with Hitler not revealed (by policies)
    double hidden_hitler_found = 0;
    double hidden_hitler_chance = 0;

    double mean_rounds() const { return games == 0 ? 0.0 : double(rounds) / double(games); }
};

/// The seed of game `index` of a run: games are independent of each other,
/// so game 7 of a run of 10 is game 7 of a run of a million.
std::uint64_t game_seed(std::uint64_t run_seed, std::uint64_t index);

/// The setup of game `index` of a run (its player count may be drawn at random).
GameSetup game_setup(const SimulationRequest& request, std::uint64_t index);

/// Plays the requested games with a TableSimulator each and adds them up.
SimulationSummary simulate_games(const SimulationRequest& request);

} // namespace shn
