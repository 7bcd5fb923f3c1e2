#include "core/simulation.h"

#include "core/table_simulator.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("R1-R41 property: 10,000 simulated games break no invariant") {
    for (const bool option : {false, true}) {
        CAPTURE(option);
        SimulationRequest request;
        request.games = 10'000;
        request.seed = 20261121;
        request.options.tracker_resets_on_election = option;
        const SimulationSummary summary = simulate_games(request);
        INFO("first violation: ", invariant_id(summary.first_violation), " in game ",
             summary.first_violation_game.value_or(0), " after event ",
             summary.first_violation_event);
        CHECK(summary.games == 10'000);
        CHECK(summary.invariant_violations == 0);
        // Every way of winning happens in 10,000 random games.
        for (std::size_t reason = 1; reason < summary.wins_by_reason.size(); ++reason) {
            CAPTURE(reason);
            CHECK(summary.wins_by_reason[reason] > 0);
        }
        CHECK(summary.wins_by_reason[0] == 0); // no game is left unfinished
        CHECK(summary.mean_rounds() > 5.0);
    }
}

TEST_CASE("R1 every table size from 5 to 10 plays clean") {
    for (int players = 5; players <= 10; ++players) {
        CAPTURE(players);
        SimulationRequest request;
        request.games = 1'000;
        request.players = players;
        CHECK(simulate_games(request).invariant_violations == 0);
    }
}

TEST_CASE("the same seed plays the same games") {
    for (std::uint64_t seed : {1ull, 99ull, 123456789ull}) {
        std::vector<Event> first, second;
        TableSimulator(seed).play(GameSetup{8, {}}, &first);
        TableSimulator(seed).play(GameSetup{8, {}}, &second);
        CHECK(first == second);
    }
    SimulationRequest request;
    request.games = 500;
    request.seed = 7;
    const SimulationSummary a = simulate_games(request);
    const SimulationSummary b = simulate_games(request);
    CHECK(a.rounds == b.rounds);
    CHECK(a.events == b.events);
    CHECK(a.wins_by_reason == b.wins_by_reason);
}

TEST_CASE("simulated games cover chaos, vetoes, executions and reshuffles") {
    int chaos = 0, vetoes = 0, executions = 0, specials = 0;
    for (std::uint64_t seed = 0; seed < 2'000; ++seed) {
        std::vector<Event> events;
        TableSimulator(seed).play(GameSetup{7 + int(seed % 4), {}}, &events);
        GameState state(GameSetup{7 + int(seed % 4), {}});
        for (const Event& event : events) {
            if (state.phase() == Phase::Chaos) ++chaos;
            if (event.type == EventType::VetoResponse && event.yes) ++vetoes;
            if (event.type == EventType::Execute) ++executions;
            if (event.type == EventType::SpecialElection) ++specials;
            REQUIRE(state.apply(event) == Refusal::None);
        }
    }
    CHECK(chaos > 0);
    CHECK(vetoes > 0);
    CHECK(executions > 0);
    CHECK(specials > 0);
}

TEST_CASE(
    "R2 R18 R28 the real roles are accepted at the end, and the reveal judges no claim wrongly") {
    // With claims, each simulated table reveals its real roles at the end
    // (a swapped Hitler is tried first and must be refused exactly when the
    // end named Hitler or he is known not to be); every claim judged true
    // must have been true and every claim judged a lie must have been a lie.
    SimulationRequest request;
    request.games = 600;
    request.seed = 20261123;
    request.claims = true;
    const SimulationSummary summary = simulate_games(request);
    INFO("first violation: ", invariant_id(summary.first_violation), " in game ",
         summary.first_violation_game.value_or(0));
    CHECK(summary.invariant_violations == 0);
    CHECK(summary.lies > 0);
}
