#pragma once

#include "core/game_state.h"

#include <doctest/doctest.h>

#include <vector>

namespace shn::test {

/// ScriptedTable: a GameState driven by a test, with short verbs for the
/// moves a table makes. Each verb REQUIREs that the engine accepts it, so a
/// test reads as the game it plays. The accepted events are kept in order.
struct ScriptedTable {
    GameState state;
    std::vector<Event> events;

    explicit ScriptedTable(int players, RuleOptions options = {})
        : state(GameSetup{players, options}) {}

    void ok(const Event& event) {
        INFO("event type ", int(event.type), " in phase ", phase_id(state.phase()));
        REQUIRE(state.apply(event) == Refusal::None);
        events.push_back(event);
    }
    Refusal attempt(const Event& event) {
        const Refusal refusal = state.apply(event);
        if (refusal == Refusal::None) events.push_back(event);
        return refusal;
    }

    Seat president() const { return *state.president(); }
    Seat first_eligible() const { return state.eligible_chancellors().nth(0); }

    /// Nominates `chancellor` and the whole living table votes Ja.
    void elect(Seat chancellor) {
        ok(Event::nominate(chancellor));
        ok(Event::vote(state.alive()));
    }
    /// Nominates `chancellor` and everybody votes Nein.
    void reject(Seat chancellor) {
        ok(Event::nominate(chancellor));
        ok(Event::vote({}));
    }
    /// A whole government: elected, Hitler question answered "no" if asked,
    /// `policy` enacted.
    void enact_by_government(Policy policy) {
        elect(first_eligible());
        if (state.phase() == Phase::HitlerCheck) ok(Event::hitler_check(false));
        ok(Event::enact(policy));
    }
    /// `count` fascist policies, each by a government; the power each one
    /// grants is used, but the last one's, which the test may want to see.
    void enact_fascists(int count) {
        for (int policy = 0; policy < count; ++policy) {
            if (policy > 0) use_power();
            enact_by_government(Policy::Fascist);
        }
    }
    /// Three failed elections: the chaos phase follows.
    void fail_three_elections() {
        for (int attempt = 0; attempt < 3; ++attempt) reject(first_eligible());
    }
    /// Uses whatever power is pending on the first legal target.
    void use_power() {
        const Seat target =
            state.alive().without(SeatSet::of(president())).without(state.investigated()).nth(0);
        switch (state.phase()) {
        case Phase::Investigate: ok(Event::investigate(target)); break;
        case Phase::Peek: ok(Event::peek()); break;
        case Phase::SpecialElection: ok(Event::special_election(target)); break;
        case Phase::Execution: ok(Event::execute(target, false)); break;
        default: break;
        }
    }
};

} // namespace shn::test
