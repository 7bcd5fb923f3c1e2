// The reveal's verdicts on claims (docs/analysis.md, "The reveal"), worked
// out by hand on small games; the property over simulated games, where the
// truth is known, is in simulation_test.cpp.
#include "core/claim_verdicts.h"

#include "core/deck_orders.h"
#include "core/scripted_table.h"

#include <doctest/doctest.h>

using namespace shn;
using shn::test::ScriptedTable;

namespace {
constexpr auto L = Policy::Liberal;
constexpr auto F = Policy::Fascist;

ClaimVerdicts verdicts_of(const ScriptedTable& table, const Roles& roles) {
    const PublicRecord record = public_record(table.state.setup(), table.events);
    return judge_claims(record, cycle_orders(record), roles);
}

/// 5 players; seat 0 presides, seat 1 is Chancellor, a liberal policy is
/// enacted; the President says one liberal was drawn, the Chancellor that
/// two were passed: the two claims cannot both be true.
ScriptedTable contradicting_government() {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(0, 1));
    table.ok(Event::claim_received(1, 2));
    return table;
}
} // namespace

TEST_CASE("analysis.md The reveal: a claim contradicted by a liberal's word is a possible lie "
          "with high odds, not a lie") {
    const ScriptedTable table = contradicting_government();
    // The Chancellor was liberal: if they told the truth, the President lied;
    // but liberals lie too, so nothing is certain.
    ClaimVerdicts verdicts = verdicts_of(table, {2, SeatSet::of(0)});
    REQUIRE(verdicts.sessions.size() == 1);
    REQUIRE(verdicts.beliefs.size() == 1);
    CHECK(verdicts.liberals_fit);
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[0].received == ClaimVerdict::PossibleLie);
    CHECK_FALSE(verdicts.sessions[0].peeked);
    CHECK(verdicts.beliefs[0].drew_lie.value() > 0.5);
    CHECK(verdicts.beliefs[0].received_lie.value() < 0.5);
    // The President was liberal: now the Chancellor is the likely liar.
    verdicts = verdicts_of(table, {2, SeatSet::of(1)});
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[0].received == ClaimVerdict::PossibleLie);
    CHECK(verdicts.beliefs[0].drew_lie.value() < 0.5);
    CHECK(verdicts.beliefs[0].received_lie.value() > 0.5);
}

TEST_CASE("issue 25 a fascist Chancellor's true received under a liberal President who passed "
          "L F is not judged a lie") {
    // The liberal President drew L L F and passed L F (real liberals do, now
    // and then); the fascist Chancellor enacted the fascist tile and truly
    // says "L F". The old model's liberal would have passed L L.
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(F));
    table.ok(Event::claim_drew(0, 2));
    table.ok(Event::claim_received(1, 1));
    const ClaimVerdicts verdicts = verdicts_of(table, {1, SeatSet::of(2)});
    CHECK(verdicts.sessions[0].received == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.beliefs[0].received_lie.value() < 0.5);
}

TEST_CASE("R21 R22 both on the fascist team: each claim depends on the unseen tiles") {
    const ScriptedTable table = contradicting_government();
    const ClaimVerdicts verdicts = verdicts_of(table, {0, SeatSet::of(1)});
    CHECK(verdicts.liberals_fit);
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[0].received == ClaimVerdict::PossibleLie);
}

TEST_CASE("R22 a claim the enacted policy contradicts is a lie, whoever made it") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(0, 0)); // three fascist tiles cannot enact a liberal policy
    // The President was liberal: the liberals' words do not fit the facts, so
    // the claims are judged on the public facts alone.
    ClaimVerdicts verdicts = verdicts_of(table, {2, SeatSet::of(1)});
    CHECK_FALSE(verdicts.liberals_fit);
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::Lie);
    verdicts = verdicts_of(table, {0, SeatSet::of(1)});
    CHECK(verdicts.liberals_fit);
    CHECK(verdicts.sessions[0].drew == ClaimVerdict::Lie);
}

TEST_CASE("R26 an investigation's claim is decided by the roles: Hitler's card is fascist") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.enact_fascists(2); // 7-8 players: the second grants an investigation
    REQUIRE(table.state.phase() == Phase::Investigate);
    const Seat investigator = table.president();
    const auto target = static_cast<Seat>((investigator + 3) % 7);
    table.ok(Event::investigate(target));
    table.ok(Event::claim_investigated(investigator, target, L));
    const auto other = static_cast<Seat>((target + 1) % 7);
    const auto third = static_cast<Seat>((target + 2) % 7);
    // Target is Hitler: the card said fascist; "liberal" was a lie.
    ClaimVerdicts verdicts = verdicts_of(table, {target, SeatSet::of(other) | SeatSet::of(third)});
    REQUIRE(verdicts.sessions.size() == 2);
    CHECK(verdicts.sessions[1].investigated == ClaimVerdict::Lie);
    // Target is liberal: the claim was true.
    verdicts = verdicts_of(table, {other, SeatSet::of(third) | SeatSet::of(investigator)});
    CHECK(verdicts.sessions[1].investigated == ClaimVerdict::True);
}

TEST_CASE("R27 a liberal's peek and the next draw: possible lies, the odds follow the liberal") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3); // 5-6 players: the third grants the peek
    REQUIRE(table.state.phase() == Phase::Peek);
    const Seat peeker = table.president();
    table.ok(Event::peek());
    table.ok(Event::claim_peeked(peeker, 0b010)); // fascist, liberal, fascist
    const Seat next = table.president();
    const Seat chancellor = table.first_eligible();
    table.elect(chancellor);
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(F));
    table.ok(Event::claim_drew(next, 0)); // "three fascists"
    // Hitler: a player who was never confirmed not Hitler.
    Seat hitler = 0;
    while (hitler == peeker || hitler == next || table.state.known_not_hitler().contains(hitler))
        ++hitler;
    // The peeker liberal, the next President fascist: the peek showed one
    // liberal among those very three tiles if the peeker told the truth; the
    // verdicts trust no claim, so both are possible lies, the odds tell.
    ClaimVerdicts verdicts = verdicts_of(table, {hitler, SeatSet::of(next)});
    CHECK(verdicts.liberals_fit);
    CHECK(verdicts.sessions.back().drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[2].peeked == ClaimVerdict::PossibleLie);
    CHECK(verdicts.beliefs.back().drew_lie.value() > 0.5);
    CHECK(verdicts.beliefs[2].peeked_lie.value() < 0.5);
    // The peeker fascist, the next President liberal: the other way round.
    verdicts = verdicts_of(table, {hitler, SeatSet::of(peeker)});
    CHECK(verdicts.sessions.back().drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.beliefs.back().drew_lie.value() < 0.5);
    CHECK(verdicts.beliefs[2].peeked_lie.value() > 0.5);
    // Both on the fascist team: nothing proves either; the tiles are unseen.
    verdicts = verdicts_of(table, {peeker, SeatSet::of(next)});
    CHECK(verdicts.sessions.back().drew == ClaimVerdict::PossibleLie);
    CHECK(verdicts.sessions[2].peeked == ClaimVerdict::PossibleLie);
}

TEST_CASE("R22 the reveal names the liberal whose word alone breaks the strict reading "
          "(issue 32: 'a liberal lied' named no one)") {
    // One liberal's impossible claim: that liberal, and no other.
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(0, 0)); // three fascists cannot enact a liberal policy
    ClaimVerdicts verdicts = verdicts_of(table, {2, SeatSet::of(1)});
    CHECK_FALSE(verdicts.liberals_fit);
    CHECK(verdicts.liberals_off_reading == SeatSet::of(0));

    // Two liberals whose words contradict each other: either may be the
    // one, so both are named, as alternatives.
    verdicts = verdicts_of(contradicting_government(), {2, SeatSet::of(3)});
    CHECK_FALSE(verdicts.liberals_fit);
    CHECK(verdicts.liberals_off_reading == (SeatSet::of(0) | SeatSet::of(1)));

    // The liberals fit: nobody is named.
    verdicts = verdicts_of(contradicting_government(), {2, SeatSet::of(0)});
    CHECK(verdicts.liberals_fit);
    CHECK(verdicts.liberals_off_reading.empty());
}

TEST_CASE("R22 two liberals who each made an impossible claim: no one liberal explains it, "
          "so none is named alone") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(0, 0)); // seat 0's impossible claim
    table.elect(2);
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(1, 0)); // seat 1's impossible claim
    const ClaimVerdicts verdicts = verdicts_of(table, {3, SeatSet::of(4)});
    CHECK_FALSE(verdicts.liberals_fit);
    CHECK(verdicts.liberals_off_reading.empty());
}
