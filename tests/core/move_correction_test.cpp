// Fixing a past move (issue 15): the game replayed with one move changed.
#include "core/move_correction.h"

#include "core/random_stream.h"
#include "core/scripted_table.h"
#include "core/table_simulator.h"

#include <doctest/doctest.h>

#include <vector>

using namespace shn;
using shn::test::ScriptedTable;

namespace {
constexpr auto L = Policy::Liberal;
constexpr auto F = Policy::Fascist;

GameHistory history_of(const ScriptedTable& table) {
    GameHistory history(table.state.setup());
    for (const Event& event : table.events) REQUIRE(history.append(event) == Refusal::None);
    return history;
}

/// Another legal move of the same type at `index`, if one exists.
std::optional<Event> another_move(const GameHistory& history, std::size_t index,
                                  RandomStream& random) {
    const GameState state = history.state_after(index);
    const Event& original = history.events()[index];
    std::vector<Event> candidates;
    const int players = state.player_count();
    switch (original.type) {
    case EventType::Nominate:
    case EventType::Investigate:
    case EventType::SpecialElection:
        for (Seat seat = 0; seat < players; ++seat) {
            Event other = original;
            other.seat = seat;
            candidates.push_back(other);
        }
        break;
    case EventType::Execute:
        for (Seat seat = 0; seat < players; ++seat)
            for (const bool hitler : {false, true})
                candidates.push_back(Event::execute(seat, hitler));
        break;
    case EventType::Vote:
        for (int tries = 0; tries < 8; ++tries)
            candidates.push_back(Event::vote(
                SeatSet::from_bits(static_cast<std::uint16_t>(random.below(1u << players))) &
                state.alive()));
        break;
    case EventType::Enact: candidates.push_back(Event::enact(original.policy == L ? F : L)); break;
    case EventType::HitlerCheck: candidates.push_back(Event::hitler_check(!original.yes)); break;
    case EventType::VetoResponse: candidates.push_back(Event::veto_response(!original.yes)); break;
    default: break;
    }
    std::vector<Event> legal;
    for (const Event& candidate : candidates)
        if (!(candidate == original) && state.check(candidate) == Refusal::None)
            legal.push_back(candidate);
    if (legal.empty()) return std::nullopt;
    return legal[random.below(static_cast<std::uint32_t>(legal.size()))];
}
} // namespace

TEST_CASE("R21 an enacted policy corrected: the later moves still fit, the tracks follow") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_by_government(L);
    table.enact_by_government(L);
    const GameHistory history = history_of(table);
    const Correction fixed = correct_move(history, 3, Event::enact(F)); // the first policy
    CHECK(fixed.accepted());
    CHECK_FALSE(fixed.first_misfit);
    CHECK(fixed.history.events().size() == history.events().size());
    CHECK(fixed.history.state().liberal_policies() == 1);
    CHECK(fixed.history.state().fascist_policies() == 1);
}

TEST_CASE("R16 a vote corrected to a failure: the policy after it no longer fits, and is named") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_by_government(L); // events: first president, nominate, vote, enact
    table.enact_by_government(F);
    const GameHistory history = history_of(table);
    const Correction fixed = correct_move(history, 2, Event::vote({}));
    CHECK(fixed.accepted());
    REQUIRE(fixed.first_misfit);
    CHECK(*fixed.first_misfit == 3);
    CHECK(fixed.refusal == Refusal::WrongPhase);
    CHECK(fixed.history.events().size() == 3); // up to the point where it no longer fits
    CHECK(fixed.history.state().election_tracker() == 1);
}

TEST_CASE("R12 a correction the rules refuse is refused with their reason, and changes nothing") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(L)); // Ada and Bo are now term-limited; Bo presides
    table.ok(Event::nominate(3));
    const GameHistory history = history_of(table);
    CHECK(correct_move(history, 4, Event::nominate(0)).refusal == Refusal::ChancellorTermLimited);
    CHECK_FALSE(correct_move(history, 4, Event::nominate(0)).accepted());
    CHECK(correct_move(history, 4, Event::nominate(1)).refusal == Refusal::TargetIsPresident);
    // Another type than the move it replaces, or a move that is not one to correct.
    CHECK(correct_move(history, 4, Event::enact(L)).refusal == Refusal::WrongPhase);
    CHECK(correct_move(history, 0, Event::first_president(2)).refusal == Refusal::WrongPhase);
    CHECK(history.events().size() == 5);
}

TEST_CASE("R1-R41 property: a random past move of a simulated game changed to another legal one") {
    // Checked against a replay written here: apply the moves before, the
    // correction, then the later moves in order until one is refused.
    RandomStream random(20261123);
    int corrected = 0, continued = 0, stopped = 0;
    for (std::uint64_t game = 0; game < 300; ++game) {
        std::vector<Event> events;
        TableSimulator(game + 1, game % 2 == 0).play(GameSetup{5 + int(game % 6), {}}, &events);
        GameHistory history(GameSetup{5 + int(game % 6), {}});
        for (const Event& event : events) REQUIRE(history.append(event) == Refusal::None);
        for (int attempt = 0; attempt < 3; ++attempt) {
            const auto index = static_cast<std::size_t>(random.below(std::uint32_t(events.size())));
            if (!is_correctable(events[index].type)) continue;
            const std::optional<Event> other = another_move(history, index, random);
            if (!other) continue;
            const Correction fixed = correct_move(history, index, *other);
            REQUIRE(fixed.accepted());
            GameState expected(history.setup());
            std::vector<Event> kept;
            for (std::size_t before = 0; before < index; ++before) {
                REQUIRE(expected.apply(events[before]) == Refusal::None);
                kept.push_back(events[before]);
            }
            REQUIRE(expected.apply(*other) == Refusal::None);
            kept.push_back(*other);
            std::optional<std::size_t> misfit;
            for (std::size_t later = index + 1; later < events.size() && !misfit; ++later) {
                if (expected.apply(events[later]) == Refusal::None)
                    kept.push_back(events[later]);
                else
                    misfit = later;
            }
            CAPTURE(game);
            CAPTURE(index);
            CHECK(fixed.first_misfit == misfit);
            CHECK(fixed.history.events() == kept);
            ++corrected;
            (misfit ? stopped : continued) += 1;
        }
    }
    MESSAGE(corrected, " corrections: ", continued, " games go on, ", stopped, " stop at a misfit");
    CHECK(corrected > 300);
    CHECK(continued > 20);
    CHECK(stopped > 20);
}
