#pragma once

#include "core/event.h"
#include "core/game_state.h"
#include "core/invariant.h"
#include "core/random_stream.h"

#include <array>
#include <cstdint>
#include <vector>

namespace shn {

/// SimulatedGame: how one simulated game went.
struct SimulatedGame {
    GameSetup setup;
    WinReason win_reason = WinReason::None;
    int rounds = 0; // nominations made
    int events = 0; // events accepted, the first president included
    int violations = 0;
    Invariant first_violation = Invariant::None;
    int first_violation_event = -1; // index of the event after which it was seen
    int claims = 0;
    int lies = 0;
    int impossible_flags = 0;
    double hitler_found = 0;      // share of the model's favourites who are Hitler (game end)
    bool hitler_revealed = false; // the game ended by electing or executing Hitler
};

/// TableSimulator: a table of players who hold real hidden roles and a real
/// shuffled deck, and make random legal choices at every decision (votes,
/// nominations, discards, vetoes, every presidential power). It tells the
/// engine only what a real table would say, then checks the engine against
/// the truth after every event: the public invariants, the real piles
/// (reshuffled by the simulator's own reading of R23), a Referee (a second,
/// plain model of the round rules) on phase, presidency, term limits and
/// tracks, that the game ends exactly when R40 says, that nothing legal is
/// refused, and, by probing with check(), that sampled illegal moves are.
/// Deterministic: the same seed plays the same games.
class TableSimulator {
  public:
    /// With `claims`, the table's roles are dealt in full (R2), liberals play
    /// and claim as real liberals did (at the rates of core/behaviour_rates.h:
    /// now and then they discard a liberal tile, enact a fascist one or lie),
    /// the fascist team lies half of the time, and the analysis is checked after every claim and at
    /// the end; at the end the table reveals the real roles, which must be accepted, and the
    /// reveal's verdict on every claim must fit the truth.
    explicit TableSimulator(std::uint64_t seed, bool claims = false)
        : random_(seed), claims_(claims) {}

    /// Plays one game to its end. When `record` is given, every accepted
    /// event is appended to it.
    SimulatedGame play(const GameSetup& setup, std::vector<Event>* record = nullptr);

  private:
    struct Table; // the hidden truth of one game, see the .cpp
    Invariant probe_illegal_moves(const GameState& state, Table& table);
    Event choose(const GameState& state, Table& table);
    void after(const Event& event, const GameState& before, const GameState& state, Table& table,
               SimulatedGame& game);
    void queue_claims(const Event& event, const GameState& before, Table& table);
    Invariant judge_claim(const Event& claim, Table& table, SimulatedGame& game);
    Invariant judge_game(Table& table, SimulatedGame& game);
    Invariant reveal_roles(GameState& state, Table& table, std::vector<Event>* record_to);

    RandomStream random_;
    bool claims_ = false;
};

} // namespace shn
