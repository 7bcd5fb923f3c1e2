#include "core/game_history.h"

#include "core/table_simulator.h"

#include <doctest/doctest.h>

using namespace shn;

namespace {
bool same_state(const GameState& a, const GameState& b) {
    return a.phase() == b.phase() && a.alive() == b.alive() && a.president() == b.president() &&
           a.chancellor() == b.chancellor() && a.term_limited() == b.term_limited() &&
           a.liberal_policies() == b.liberal_policies() &&
           a.fascist_policies() == b.fascist_policies() &&
           a.election_tracker() == b.election_tracker() &&
           a.piles().draw_size() == b.piles().draw_size() &&
           a.piles().discard_size() == b.piles().discard_size() &&
           a.piles().possible_liberals_in_draw() == b.piles().possible_liberals_in_draw() &&
           a.investigated() == b.investigated() && a.known_not_hitler() == b.known_not_hitler() &&
           a.special_election_caller() == b.special_election_caller() &&
           a.veto_requested() == b.veto_requested() && a.win_reason() == b.win_reason();
}
} // namespace

TEST_CASE("the state is the fold of the log, and undo is replay without the last event") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        CAPTURE(seed);
        std::vector<Event> events;
        TableSimulator simulator(seed);
        const GameSetup setup{5 + int(seed % 6), {seed % 2 == 0}};
        simulator.play(setup, &events);
        REQUIRE(events.size() > 3);

        GameHistory history(setup);
        std::vector<GameState> states{history.state()};
        for (const Event& event : events) {
            REQUIRE(history.append(event) == Refusal::None);
            states.push_back(history.state());
        }
        CHECK(history.state().game_over());
        // Undo all the way back: each step equals the state first seen there.
        for (std::size_t count = events.size(); count > 0; --count) {
            REQUIRE(history.undo());
            CHECK(same_state(history.state(), states[count - 1]));
        }
        CHECK_FALSE(history.undo());
        CHECK(history.state().phase() == Phase::FirstPresident);
    }
}

TEST_CASE("a refused event is not recorded") {
    GameHistory history(GameSetup{5, {}});
    CHECK(history.append(Event::nominate(1)) == Refusal::WrongPhase);
    CHECK(history.events().empty());
    CHECK(history.append(Event::first_president(2)) == Refusal::None);
    CHECK(history.events().size() == 1);
}

TEST_CASE("undo after a reshuffle restores the piles exactly (R23)") {
    GameHistory history(GameSetup{5, {}});
    REQUIRE(history.append(Event::first_president(0)) == Refusal::None);
    for (int round = 0; round < 5; ++round) {
        const GameState& state = history.state();
        REQUIRE(history.append(Event::nominate(state.eligible_chancellors().nth(0))) ==
                Refusal::None);
        REQUIRE(history.append(Event::vote(history.state().alive())) == Refusal::None);
        REQUIRE(history.append(Event::enact(round < 4 ? Policy::Liberal : Policy::Fascist)) ==
                Refusal::None);
    }
    CHECK(history.state().piles().reshuffles() == 1);
    history.undo();
    CHECK(history.state().piles().reshuffles() == 0);
    CHECK(history.state().piles().draw_size() == 5);
    CHECK(history.state().phase() == Phase::Legislative);
}
