#include "core/simulation.h"

#include "core/random_stream.h"
#include "core/table_simulator.h"

namespace shn {

std::uint64_t game_seed(std::uint64_t run_seed, std::uint64_t index) {
    std::uint64_t mix = run_seed ^ (index * 0xd1342543de82ef95ULL);
    return RandomStream::splitmix64(mix);
}

GameSetup game_setup(const SimulationRequest& request, std::uint64_t index) {
    RandomStream count_source(game_seed(request.seed, index) + 1);
    GameSetup setup;
    setup.players = request.players.value_or(kMinPlayers + static_cast<int>(count_source.below(6)));
    // O2-O4 each apply only at their own table size (the others play R3).
    setup.options = options_at_table_size(request.options, setup.players);
    return setup;
}

SimulationSummary simulate_games(const SimulationRequest& request) {
    SimulationSummary summary;
    for (std::uint64_t index = 0; index < request.games; ++index) {
        TableSimulator table(game_seed(request.seed, index), request.claims);
        const SimulatedGame game = table.play(game_setup(request, index));
        summary.claims += static_cast<std::uint64_t>(game.claims);
        summary.lies += static_cast<std::uint64_t>(game.lies);
        summary.impossible_flags += static_cast<std::uint64_t>(game.impossible_flags);
        summary.hitler_found += game.hitler_found;
        summary.hitler_chance += 1.0 / game.setup.players;
        if (request.claims && !game.hitler_revealed) {
            ++summary.hidden_games;
            summary.hidden_hitler_found += game.hitler_found;
            summary.hidden_hitler_chance += 1.0 / game.setup.players;
        }
        ++summary.games;
        summary.invariant_violations += static_cast<std::uint64_t>(game.violations);
        ++summary.wins_by_reason[static_cast<std::size_t>(game.win_reason)];
        summary.rounds += static_cast<std::uint64_t>(game.rounds);
        summary.events += static_cast<std::uint64_t>(game.events);
        if (game.violations > 0 && !summary.first_violation_game) {
            summary.first_violation_game = index;
            summary.first_violation = game.first_violation;
            summary.first_violation_event = game.first_violation_event;
        }
    }
    return summary;
}

} // namespace shn
