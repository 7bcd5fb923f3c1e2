#include "core/game_state.h"
#include "core/invariant.h"

#include "core/scripted_table.h"

#include <doctest/doctest.h>

using namespace shn;
using shn::test::ScriptedTable;

namespace {
constexpr auto L = Policy::Liberal;
constexpr auto F = Policy::Fascist;

SeatSet seats(std::initializer_list<int> list) {
    SeatSet set;
    for (const int seat : list) set.insert(static_cast<Seat>(seat));
    return set;
}
} // namespace

TEST_CASE("R1 setup accepts 5 to 10 players and nothing else") {
    CHECK(check_setup({4, {}}) == Refusal::PlayerCountOutOfRange);
    CHECK(check_setup({11, {}}) == Refusal::PlayerCountOutOfRange);
    for (int players = 5; players <= 10; ++players)
        CHECK(check_setup({players, {}}) == Refusal::None);
}

TEST_CASE("R1 next means the next living player clockwise") {
    ScriptedTable table(7);
    CHECK(table.state.next_alive_after(6) == 0);
    CHECK(table.state.next_alive_after(2) == 3);
}

TEST_CASE("R3 R22 a new game has 17 tiles in the draw pile and none discarded") {
    ScriptedTable table(5);
    CHECK(table.state.piles().draw_size() == 17);
    CHECK(table.state.piles().discard_size() == 0);
    CHECK(table.state.phase() == Phase::FirstPresident);
    CHECK_FALSE(table.state.president().has_value());
}

TEST_CASE("R5 the first presidential candidate is any seat, chosen once") {
    ScriptedTable table(6);
    CHECK(table.attempt(Event::first_president(6)) == Refusal::NoSuchSeat);
    CHECK(table.attempt(Event::nominate(1)) == Refusal::WrongPhase);
    table.ok(Event::first_president(4));
    CHECK(table.president() == 4);
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.attempt(Event::first_president(2)) == Refusal::WrongPhase);
}

TEST_CASE("R10 R17 presidency passes clockwise after a failed vote and the tracker advances") {
    ScriptedTable table(5);
    table.ok(Event::first_president(3));
    table.reject(0);
    CHECK(table.president() == 4);
    CHECK(table.state.election_tracker() == 1);
    table.reject(0);
    CHECK(table.president() == 0); // wraps around the table
    CHECK(table.state.election_tracker() == 2);
    CHECK_FALSE(table.state.chancellor().has_value());
}

TEST_CASE("R11 the candidate nominates another living player") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    CHECK(table.attempt(Event::nominate(0)) == Refusal::TargetIsPresident);
    CHECK(table.attempt(Event::nominate(9)) == Refusal::NoSuchSeat);
    CHECK(table.state.eligible_chancellors() == seats({1, 2, 3, 4}));
    table.ok(Event::nominate(2));
    CHECK(table.state.phase() == Phase::Election);
    CHECK(table.state.chancellor() == 2);
    CHECK(table.state.eligible_chancellors().empty()); // only in the nomination phase
}

TEST_CASE("R12 the last elected President and Chancellor are term-limited as Chancellor") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.elect(3);
    table.ok(Event::enact(L));
    CHECK(table.president() == 1);
    CHECK(table.state.term_limited() == seats({0, 3}));
    CHECK(table.attempt(Event::nominate(0)) == Refusal::ChancellorTermLimited);
    CHECK(table.attempt(Event::nominate(3)) == Refusal::ChancellorTermLimited);
    CHECK(table.state.eligible_chancellors() == seats({2, 4, 5, 6}));

    SUBCASE("a failed vote does not change who is term-limited") {
        table.reject(2);
        CHECK(table.state.term_limited() == seats({0, 3}));
    }
    SUBCASE("being term-limited never stops a player from being the candidate") {
        table.reject(2); // president 1 fails, 2 is next
        table.reject(4); // 2 fails, 3 (last chancellor) is the candidate
        CHECK(table.president() == 3);
        CHECK(table.state.eligible_chancellors() == seats({1, 2, 4, 5, 6}));
    }
}

TEST_CASE("R13 with 5 or fewer players alive only the last Chancellor is term-limited") {
    SUBCASE("a 5-player game") {
        ScriptedTable table(5);
        table.ok(Event::first_president(0));
        table.elect(2);
        table.ok(Event::enact(L));
        CHECK(table.state.term_limited() == seats({2}));
        table.ok(Event::nominate(0)); // the last President may be nominated
    }
    SUBCASE("a 7-player game after two executions has 5 alive") {
        ScriptedTable table(7);
        table.ok(Event::first_president(0));
        // Fascist 1, 2 (investigate), 3 (special election), 4 (execution), 5 (execution).
        for (int slot = 1; slot <= 4; ++slot) {
            table.enact_by_government(F);
            table.use_power();
        }
        REQUIRE(table.state.alive().size() == 6);
        const Seat president = *table.state.last_elected_president();
        const Seat chancellor = *table.state.last_elected_chancellor();
        CHECK(table.state.term_limited().contains(president) ==
              table.state.alive().contains(president));
        CHECK(table.state.term_limited().contains(chancellor) ==
              table.state.alive().contains(chancellor));
        table.enact_by_government(F);
        REQUIRE(table.state.phase() == Phase::Execution);
        table.use_power();
        REQUIRE(table.state.alive().size() == 5);
        const SeatSet limited = table.state.term_limited();
        const Seat last_chancellor = *table.state.last_elected_chancellor();
        CHECK(limited == (SeatSet::of(last_chancellor) & table.state.alive()));
    }
}

TEST_CASE("R14 term limits at 5 players after executions leave someone to nominate") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    REQUIRE(table.state.phase() == Phase::Peek);
    table.use_power();
    table.enact_by_government(F);
    REQUIRE(table.state.phase() == Phase::Execution);
    table.use_power();
    table.enact_by_government(F);
    REQUIRE(table.state.phase() == Phase::Execution);
    table.use_power();
    REQUIRE(table.state.alive().size() == 3);
    // 3 alive: the candidate and the last Chancellor are out, one player is left.
    for (int round = 0; round < 3; ++round) {
        CHECK(table.state.eligible_chancellors().size() >= 1);
        CHECK_FALSE(
            table.state.eligible_chancellors().contains(*table.state.last_elected_chancellor()));
        table.reject(table.first_eligible());
        if (table.state.phase() == Phase::Chaos) break;
    }
}

TEST_CASE("R15 every living player votes, candidates included, the dead do not") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    table.use_power(); // peek
    table.enact_by_government(F);
    REQUIRE(table.state.phase() == Phase::Execution);
    const Seat victim = table.state.alive().without(SeatSet::of(table.president())).nth(0);
    table.ok(Event::execute(victim, false));
    table.ok(Event::nominate(table.first_eligible()));
    CHECK(table.attempt(Event::vote(SeatSet::of(victim))) == Refusal::VoterDead);
    CHECK(table.attempt(Event::vote(SeatSet::of(7))) == Refusal::NoSuchSeat);
}

TEST_CASE("R16 a vote passes only with a strict majority of the living, a tie fails") {
    ScriptedTable table(6);
    table.ok(Event::first_president(0));
    table.ok(Event::nominate(1));
    table.ok(Event::vote(seats({0, 1, 2}))); // 3 of 6
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.state.election_tracker() == 1);
    table.ok(Event::nominate(2));
    table.ok(Event::vote(seats({0, 1, 2, 5}))); // 4 of 6
    CHECK(table.state.phase() == Phase::Legislative);
    CHECK(table.state.president() == 1);
    CHECK(table.state.chancellor() == 2);
}

TEST_CASE(
    "R18 the Hitler question is asked only when 3 fascist policies came before the election") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(2);
    table.elect(table.first_eligible());
    CHECK(table.state.phase() == Phase::Legislative); // only 2 enacted before this election
    table.ok(Event::enact(F));                        // the 3rd: no question, no win
    CHECK(table.state.winner() == Winner::None);
    table.use_power();
    CHECK(table.attempt(Event::hitler_check(false)) == Refusal::WrongPhase);
    table.elect(table.first_eligible());
    CHECK(table.state.phase() == Phase::HitlerCheck);
    CHECK(table.attempt(Event::enact(L)) == Refusal::WrongPhase);

    SUBCASE("no: the table knows the Chancellor is not Hitler") {
        const Seat chancellor = *table.state.chancellor();
        table.ok(Event::hitler_check(false));
        CHECK(table.state.known_not_hitler().contains(chancellor));
        CHECK(table.state.phase() == Phase::Legislative);
    }
    SUBCASE("yes: the fascists win at once") {
        table.ok(Event::hitler_check(true));
        CHECK(table.state.game_over());
        CHECK(table.state.winner() == Winner::Fascists);
        CHECK(table.state.win_reason() == WinReason::HitlerElected);
    }
}

TEST_CASE("R18 a player known not to be Hitler cannot answer yes later") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    table.use_power();
    const Seat suspect = table.first_eligible();
    table.elect(suspect);
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(L));
    table.fail_three_elections();
    table.ok(Event::enact(L)); // chaos forgets term limits
    if (table.president() == suspect) table.reject(table.first_eligible());
    table.elect(suspect);
    CHECK(table.attempt(Event::hitler_check(true)) == Refusal::KnownNotHitler);
    table.ok(Event::hitler_check(false));
}

TEST_CASE("R18 R28 answers about Hitler may not contradict what the table knows") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1); // president 0
    table.ok(Event::enact(F));
    table.elect(2); // president 1
    table.ok(Event::enact(F));
    table.elect(3); // president 2
    table.ok(Event::enact(F));
    table.ok(Event::peek());
    table.elect(0); // president 3
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(F));
    table.ok(Event::execute(1, false));
    table.elect(2); // president 4
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(F));
    REQUIRE(table.state.phase() == Phase::Execution);
    REQUIRE(table.state.known_not_hitler() == seats({0, 1, 2}));
    CHECK(table.attempt(Event::execute(0, true)) == Refusal::KnownNotHitler);

    SUBCASE("the last player who can be Hitler must answer yes") {
        table.ok(Event::execute(3, false)); // seat 4 alone can be Hitler now
        table.elect(4);                     // president 0; only seat 4 is eligible
        CHECK(table.attempt(Event::hitler_check(false)) == Refusal::MustBeHitler);
        table.ok(Event::hitler_check(true));
        CHECK(table.state.win_reason() == WinReason::HitlerElected);
    }
    SUBCASE("an execution may reveal Hitler") {
        table.ok(Event::execute(3, true));
        CHECK(table.state.win_reason() == WinReason::HitlerExecuted);
    }
}

TEST_CASE("R19 chaos: the top policy is enacted, its power ignored, term limits forgotten") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(2);
    REQUIRE(table.state.term_limited().size() == 1);
    const Seat last_president = table.president();
    table.fail_three_elections();
    CHECK(table.state.phase() == Phase::Chaos);
    CHECK(table.state.election_tracker() == 3);
    CHECK(table.attempt(Event::nominate(1)) == Refusal::WrongPhase);
    table.ok(Event::enact(F)); // the 3rd fascist policy: policy peek ignored
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.state.election_tracker() == 0);
    CHECK(table.state.term_limited().empty());
    CHECK(table.state.fascist_policies() == 3);
    CHECK(table.state.piles().draw_size() == 17 - 6 - 1);
    CHECK(table.state.piles().discard_size() == 4);
    CHECK(table.president() ==
          table.state.next_alive_after(static_cast<Seat>((last_president + 2) % 5)));
}

TEST_CASE("R20 the tracker resets on every enacted policy, not on an election") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.reject(1);
    table.reject(2);
    CHECK(table.state.election_tracker() == 2);
    table.elect(table.first_eligible());
    CHECK(table.state.election_tracker() == 2); // elected, nothing enacted yet
    table.ok(Event::enact(L));
    CHECK(table.state.election_tracker() == 0);
}

TEST_CASE("O1 with tracker_resets_on_election the tracker resets when a government is elected") {
    ScriptedTable table(5, RuleOptions{true});
    table.ok(Event::first_president(0));
    table.reject(1);
    table.reject(2);
    table.elect(table.first_eligible());
    CHECK(table.state.election_tracker() == 0);
}

TEST_CASE("R21 R22 a session moves 3 tiles: 2 to the discard pile, 1 to the board") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_by_government(L);
    CHECK(table.state.piles().draw_size() == 14);
    CHECK(table.state.piles().discard_size() == 2);
    CHECK(table.state.liberal_policies() == 1);
}

TEST_CASE("R23 fewer than 3 tiles left: draw and discard piles are reshuffled at once") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    // Five sessions take 15 tiles: 2 are left, so the piles are reshuffled.
    table.enact_by_government(L);
    table.enact_by_government(L);
    table.enact_by_government(L);
    table.enact_by_government(L);
    CHECK(table.state.piles().draw_size() == 5);
    CHECK(table.state.piles().reshuffles() == 0);
    table.enact_by_government(F);
    CHECK(table.state.piles().reshuffles() == 1);
    CHECK(table.state.piles().draw_size() == 17 - 5);
    CHECK(table.state.piles().discard_size() == 0);
    // The new pile's composition is public: 6-4 liberal, 11-1 fascist.
    CHECK(table.state.piles().possible_liberals_in_draw() == (1u << 2));
    CHECK(table.state.piles().liberals_off_board() == 2);
    CHECK(table.state.piles().fascists_off_board() == 10);
}

TEST_CASE("R24 a liberal policy, or a fascist one with no power, goes to the next round") {
    ScriptedTable table(7);
    table.ok(Event::first_president(2));
    table.enact_by_government(L);
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.president() == 3);
    table.enact_by_government(F); // slot 1 on the 7-8 board: no power
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.president() == 4);
}

TEST_CASE("R25 special election: the chosen player is candidate, then presidency returns to the "
          "caller's left") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.enact_by_government(F); // president 0
    table.enact_by_government(F); // president 1: investigate
    table.use_power();
    table.enact_by_government(F); // president 2: special election
    REQUIRE(table.state.phase() == Phase::SpecialElection);
    REQUIRE(table.president() == 2);
    CHECK(table.attempt(Event::special_election(2)) == Refusal::TargetIsPresident);

    SUBCASE("after a passed special round") {
        table.ok(Event::special_election(5));
        CHECK(table.president() == 5);
        CHECK(table.state.special_election_caller() == 2);
        table.elect(table.first_eligible());
        table.ok(Event::hitler_check(false));
        table.ok(Event::enact(L));
        CHECK(table.president() == 3);
        CHECK_FALSE(table.state.special_election_caller().has_value());
    }
    SUBCASE("after a failed special round") {
        table.ok(Event::special_election(5));
        table.reject(table.first_eligible());
        CHECK(table.president() == 3);
    }
    SUBCASE("the caller's neighbour is chosen: candidate twice in a row") {
        table.ok(Event::special_election(3));
        table.reject(table.first_eligible());
        CHECK(table.president() == 3);
    }
    SUBCASE("a term-limited player may be chosen, and nominates under the usual limits") {
        const Seat last_chancellor = *table.state.last_elected_chancellor();
        table.ok(Event::special_election(last_chancellor));
        CHECK(table.president() == last_chancellor);
        CHECK_FALSE(table.state.eligible_chancellors().contains(2)); // the last President
    }
    SUBCASE("the caller is executed during the special round") {
        table.ok(Event::special_election(5));
        table.elect(table.first_eligible());
        table.ok(Event::hitler_check(false));
        table.ok(Event::enact(F)); // 4th fascist: execution, by president 5
        REQUIRE(table.state.phase() == Phase::Execution);
        table.ok(Event::execute(2, false));
        CHECK(table.president() == 3); // the next living player from the caller's seat
    }
    SUBCASE("the caller and the caller's neighbour are both gone from the table") {
        table.ok(Event::special_election(5));
        table.elect(table.first_eligible());
        table.ok(Event::hitler_check(false));
        table.ok(Event::enact(F));
        table.ok(Event::execute(3, false)); // the caller's left neighbour dies
        CHECK(table.president() == 4);
    }
}

TEST_CASE("R26 investigate another living player, never twice") {
    ScriptedTable table(9);
    table.ok(Event::first_president(0));
    table.enact_by_government(F); // 9-10 board: slot 1 investigates
    REQUIRE(table.state.phase() == Phase::Investigate);
    CHECK(table.attempt(Event::investigate(0)) == Refusal::TargetIsPresident);
    table.ok(Event::investigate(4));
    CHECK(table.state.investigated() == seats({4}));
    table.enact_by_government(F);
    REQUIRE(table.state.phase() == Phase::Investigate);
    CHECK(table.attempt(Event::investigate(4)) == Refusal::AlreadyInvestigated);
    table.ok(Event::investigate(5));
}

TEST_CASE("R27 policy peek moves nothing") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    REQUIRE(table.state.phase() == Phase::Peek);
    const int draw = table.state.piles().draw_size();
    table.ok(Event::peek());
    CHECK(table.state.piles().draw_size() == draw);
    CHECK(table.state.phase() == Phase::Nomination);
}

TEST_CASE("R28 execution: the dead cannot be nominated, are skipped, and are known not Hitler") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    table.use_power();
    table.enact_by_government(F); // president 3: execution
    REQUIRE(table.state.phase() == Phase::Execution);
    REQUIRE(table.president() == 3);
    CHECK(table.attempt(Event::execute(3, false)) == Refusal::TargetIsPresident);
    table.ok(Event::execute(4, false));
    CHECK_FALSE(table.state.alive().contains(4));
    CHECK(table.state.known_not_hitler().contains(4));
    CHECK(table.president() == 0); // seat 4 is skipped
    CHECK(table.attempt(Event::nominate(4)) == Refusal::PlayerDead);
    CHECK(table.attempt(Event::vote(SeatSet::of(4))) == Refusal::WrongPhase);

    SUBCASE("executing Hitler: the liberals win at once") {
        table.enact_by_government(F);
        REQUIRE(table.state.phase() == Phase::Execution);
        CHECK(table.attempt(Event::execute(4, true)) == Refusal::PlayerDead);
        const Seat target = table.state.alive()
                                .without(SeatSet::of(table.president()))
                                .without(table.state.known_not_hitler())
                                .nth(0);
        table.ok(Event::execute(target, true));
        CHECK(table.state.winner() == Winner::Liberals);
        CHECK(table.state.win_reason() == WinReason::HitlerExecuted);
        CHECK(table.attempt(Event::nominate(1)) == Refusal::GameOver);
    }
}

TEST_CASE("R29 R35 veto: locked before the 5th fascist policy, then once per session") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 4; ++policy) {
        table.enact_by_government(F);
        table.use_power();
    }
    table.elect(table.first_eligible());
    table.ok(Event::hitler_check(false));
    CHECK(table.attempt(Event::veto_request()) == Refusal::VetoLocked);
    table.ok(Event::enact(F)); // the 5th: execution + veto
    CHECK(table.state.veto_unlocked());
    table.use_power();
    table.elect(table.first_eligible());
    table.ok(Event::hitler_check(false));
    table.ok(Event::veto_request());
    CHECK(table.state.phase() == Phase::Veto);

    SUBCASE("refused: the Chancellor must enact, and cannot ask again") {
        table.ok(Event::veto_response(false));
        CHECK(table.state.phase() == Phase::Legislative);
        CHECK(table.attempt(Event::veto_request()) == Refusal::VetoAlreadyRequested);
        table.ok(Event::enact(L));
    }
    SUBCASE("agreed: all three tiles discarded, the tracker advances, presidency moves on") {
        const Seat president = table.president();
        const int draw = table.state.piles().draw_size();
        const int discard = table.state.piles().discard_size();
        table.ok(Event::veto_response(true));
        CHECK(table.state.election_tracker() == 1);
        CHECK(table.state.phase() == Phase::Nomination);
        CHECK(table.president() == table.state.next_alive_after(president));
        if (draw - 3 >= 3) {
            CHECK(table.state.piles().draw_size() == draw - 3);
            CHECK(table.state.piles().discard_size() == discard + 3);
        }
        CHECK(table.state.liberal_policies() + table.state.fascist_policies() == 5);
    }
}

TEST_CASE("R29 a chaos policy unlocks the veto too") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 4; ++policy) {
        table.enact_by_government(F);
        table.use_power();
    }
    table.fail_three_elections();
    table.ok(Event::enact(F)); // 5th by chaos: no execution, but the veto
    CHECK(table.state.phase() == Phase::Nomination);
    CHECK(table.state.veto_unlocked());
    CHECK(table.state.alive().size() == 4);
}

TEST_CASE("R35 R19 a veto agreed at tracker 2 brings chaos") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 5; ++policy) {
        table.enact_by_government(F);
        table.use_power();
    }
    table.reject(table.first_eligible());
    table.reject(table.first_eligible());
    REQUIRE(table.state.election_tracker() == 2);
    table.elect(table.first_eligible());
    table.ok(Event::hitler_check(false));
    table.ok(Event::veto_request());
    table.ok(Event::veto_response(true));
    CHECK(table.state.phase() == Phase::Chaos);
    CHECK(table.state.election_tracker() == 3);
    table.ok(Event::enact(L));
    CHECK(table.state.election_tracker() == 0);
    CHECK(table.state.term_limited().empty());
}

TEST_CASE("R30 the powers of the 5-6, 7-8 and 9-10 boards") {
    struct Row {
        int players;
        Phase after[5];
    };
    const Row rows[] = {
        {5,
         {Phase::Nomination, Phase::Nomination, Phase::Peek, Phase::Execution, Phase::Execution}},
        {6,
         {Phase::Nomination, Phase::Nomination, Phase::Peek, Phase::Execution, Phase::Execution}},
        {7,
         {Phase::Nomination, Phase::Investigate, Phase::SpecialElection, Phase::Execution,
          Phase::Execution}},
        {8,
         {Phase::Nomination, Phase::Investigate, Phase::SpecialElection, Phase::Execution,
          Phase::Execution}},
        {9,
         {Phase::Investigate, Phase::Investigate, Phase::SpecialElection, Phase::Execution,
          Phase::Execution}},
        {10,
         {Phase::Investigate, Phase::Investigate, Phase::SpecialElection, Phase::Execution,
          Phase::Execution}},
    };
    for (const Row& row : rows) {
        CAPTURE(row.players);
        ScriptedTable table(row.players);
        table.ok(Event::first_president(0));
        for (int slot = 1; slot <= 5; ++slot) {
            CAPTURE(slot);
            table.enact_by_government(F);
            CHECK(table.state.phase() == row.after[slot - 1]);
            table.use_power();
        }
        CHECK(table.state.veto_unlocked());
        table.enact_by_government(F); // 6th: fascists win, no power
        CHECK(table.state.win_reason() == WinReason::FascistPolicies);
    }
}

TEST_CASE("R30 executions do not change the board") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    for (int slot = 1; slot <= 4; ++slot) {
        table.enact_by_government(F);
        table.use_power();
    }
    REQUIRE(table.state.alive().size() == 6);
    CHECK(table.state.board() == FascistBoard::SevenToEight);
}

TEST_CASE("R40 five liberal policies win for the liberals") {
    ScriptedTable table(6);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 4; ++policy) table.enact_by_government(L);
    CHECK_FALSE(table.state.game_over());
    table.enact_by_government(L);
    CHECK(table.state.game_over());
    CHECK(table.state.phase() == Phase::GameOver);
    CHECK(table.state.winner() == Winner::Liberals);
    CHECK(table.state.win_reason() == WinReason::LiberalPolicies);
    CHECK(table.state.eligible_chancellors().empty());
    CHECK(table.attempt(Event::nominate(1)) == Refusal::GameOver);
}

TEST_CASE("R40 six fascist policies win for the fascists, and the 6th grants no power") {
    ScriptedTable table(9);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 5; ++policy) {
        table.enact_by_government(F);
        table.use_power();
    }
    table.enact_by_government(F);
    CHECK(table.state.phase() == Phase::GameOver);
    CHECK(table.state.winner() == Winner::Fascists);
    CHECK(table.state.win_reason() == WinReason::FascistPolicies);
}

TEST_CASE("R41 a policy enacted by chaos counts for the win") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 4; ++policy) table.enact_by_government(L);
    table.fail_three_elections();
    table.ok(Event::enact(L));
    CHECK(table.state.winner() == Winner::Liberals);
    CHECK(table.state.win_reason() == WinReason::LiberalPolicies);
}

TEST_CASE("refused events change nothing") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.elect(1);
    const GameState before = table.state;
    CHECK(table.attempt(Event::veto_request()) == Refusal::VetoLocked);
    CHECK(table.attempt(Event::investigate(2)) == Refusal::WrongPhase);
    CHECK(table.state.piles().draw_size() == before.piles().draw_size());
    CHECK(table.state.phase() == before.phase());
    CHECK(table.state.president() == before.president());
    CHECK(table.state.chancellor() == before.chancellor());
}

// --- Claims (docs/game-log.md "claim"): words, never moves -----------------

TEST_CASE("R21 R22 claims about a session are taken from its end until the next nomination") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    CHECK(table.attempt(Event::claim_drew(0, 1)) == Refusal::NoClaimOpen); // no session yet
    table.elect(1);
    CHECK(table.attempt(Event::claim_drew(0, 1)) == Refusal::NoClaimOpen); // still in session
    table.ok(Event::enact(F));
    const GameState before = table.state;
    CHECK(table.attempt(Event::claim_drew(1, 1)) == Refusal::NotTheClaimant);
    CHECK(table.attempt(Event::claim_received(0, 0)) == Refusal::NotTheClaimant);
    CHECK(table.attempt(Event::claim_drew(0, 4)) == Refusal::BadClaim);
    CHECK(table.attempt(Event::claim_received(1, 3)) == Refusal::BadClaim);
    table.ok(Event::claim_drew(0, 1));
    CHECK(table.attempt(Event::claim_drew(0, 0)) == Refusal::AlreadyClaimed);
    table.ok(Event::claim_received(1, 0));
    // A claim never moves the game: phase, president, piles, tracker, tracks.
    CHECK(table.state.phase() == before.phase());
    CHECK(table.state.president() == before.president());
    CHECK(table.state.piles().draw_size() == before.piles().draw_size());
    CHECK(table.state.election_tracker() == before.election_tracker());
    CHECK(table.state.fascist_policies() == before.fascist_policies());
    CHECK(table.state.eligible_chancellors() == before.eligible_chancellors());
    table.ok(Event::nominate(table.first_eligible()));
    CHECK(table.attempt(Event::claim_drew(0, 1)) == Refusal::NoClaimOpen); // closed
}

TEST_CASE("R35 a vetoed session counts as a session for claims") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(5);
    table.use_power(); // the fifth policy's execution
    table.elect(table.first_eligible());
    if (table.state.phase() == Phase::HitlerCheck) table.ok(Event::hitler_check(false));
    const Seat president = table.president();
    const Seat chancellor = *table.state.chancellor();
    table.ok(Event::veto_request());
    CHECK(table.attempt(Event::claim_drew(president, 0)) == Refusal::NoClaimOpen);
    table.ok(Event::veto_response(true));
    table.ok(Event::claim_drew(president, 0));
    table.ok(Event::claim_received(chancellor, 0));
}

TEST_CASE("R26 R27 the President who peeked or investigated may say what they saw") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3); // 5-6 players: the third fascist policy grants the peek
    REQUIRE(table.state.phase() == Phase::Peek);
    const Seat peeker = table.president();
    CHECK(table.attempt(Event::claim_peeked(peeker, 5)) == Refusal::NoClaimOpen);
    table.ok(Event::peek());
    CHECK(table.attempt(Event::claim_peeked(table.president(), 5)) == Refusal::NotTheClaimant);
    table.ok(Event::claim_peeked(peeker, 5));
    CHECK(table.attempt(Event::claim_peeked(peeker, 5)) == Refusal::AlreadyClaimed);
    CHECK(table.attempt(Event::claim_investigated(peeker, 1, F)) == Refusal::NoClaimOpen);

    ScriptedTable seven(7);
    seven.ok(Event::first_president(0));
    seven.enact_fascists(2); // 7-8 players: the second grants an investigation
    REQUIRE(seven.state.phase() == Phase::Investigate);
    const Seat investigator = seven.president();
    const Seat target = static_cast<Seat>((investigator + 3) % 7);
    seven.ok(Event::investigate(target));
    const Seat someone_else = static_cast<Seat>((target + 1) % 7);
    CHECK(seven.attempt(Event::claim_investigated(investigator, someone_else, F)) ==
          Refusal::BadClaim);
    seven.ok(Event::claim_investigated(investigator, target, L));
}

TEST_CASE("R28 the executed may not claim, and nothing is claimed after the game ended (R40)") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(4); // the fourth grants an execution
    REQUIRE(table.state.phase() == Phase::Execution);
    const Seat chancellor = *table.state.last_elected_chancellor();
    table.ok(Event::execute(chancellor, false));
    CHECK(table.attempt(Event::claim_received(chancellor, 0)) == Refusal::PlayerDead);

    ScriptedTable ended(5);
    ended.ok(Event::first_president(0));
    for (int policy = 0; policy < 5; ++policy) ended.enact_by_government(L);
    REQUIRE(ended.state.game_over());
    CHECK(ended.attempt(Event::claim_drew(*ended.state.last_elected_president(), 1)) ==
          Refusal::GameOver);
}

// --- Rebalanced games (docs/rules.md O2-O4) ---------------------------------

TEST_CASE("O2 O3 O4 each rebalanced game is only for its own table size (R1)") {
    RuleOptions six;
    six.rebalanced_6p = true;
    RuleOptions seven;
    seven.rebalanced_7p = true;
    RuleOptions nine;
    nine.rebalanced_9p = true;
    CHECK(check_setup({6, six}) == Refusal::None);
    CHECK(check_setup({7, seven}) == Refusal::None);
    CHECK(check_setup({9, nine}) == Refusal::None);
    for (int players = 5; players <= 10; ++players) {
        if (players != 6) CHECK(check_setup({players, six}) == Refusal::OptionNotForPlayerCount);
        if (players != 7) CHECK(check_setup({players, seven}) == Refusal::OptionNotForPlayerCount);
        if (players != 9) CHECK(check_setup({players, nine}) == Refusal::OptionNotForPlayerCount);
    }
}

TEST_CASE(
    "O2 rebalanced 6: a fascist policy on the board from the start, 16 tiles, counts to six") {
    RuleOptions options;
    options.rebalanced_6p = true;
    ScriptedTable table(6, options);
    CHECK(table.state.fascist_policies() == 1);
    CHECK(table.state.piles().draw_size() == 16);
    CHECK(table.state.piles().liberals_off_board() == 6);
    CHECK(table.state.piles().fascists_off_board() == 10);
    table.ok(Event::first_president(0));
    table.enact_by_government(Policy::Fascist); // the second on the board: no power (R30)
    CHECK(table.state.phase() == Phase::Nomination);
    table.enact_by_government(Policy::Fascist); // the third: the policy peek (R30, 5-6)
    CHECK(table.state.phase() == Phase::Peek);
    table.ok(Event::peek());
    // R18: three fascist policies before the election, the pre-placed one among them.
    table.elect(table.first_eligible());
    CHECK(table.state.phase() == Phase::HitlerCheck);
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(Policy::Fascist)); // the fourth: execution
    table.use_power();
    table.enact_by_government(Policy::Fascist); // the fifth: execution, veto (R29)
    CHECK(table.state.veto_unlocked());
    table.use_power();
    table.enact_by_government(Policy::Fascist); // five enacted + the one placed: six (R40)
    CHECK(table.state.game_over());
    CHECK(table.state.win_reason() == WinReason::FascistPolicies);
}

TEST_CASE("O3 O4 rebalanced 7 and 9: fewer fascist tiles, and the reshuffle knows it (R23)") {
    RuleOptions seven;
    seven.rebalanced_7p = true;
    ScriptedTable table(7, seven);
    CHECK(table.state.fascist_policies() == 0);
    CHECK(table.state.piles().draw_size() == 16);
    CHECK(table.state.piles().fascists_off_board() == 10);
    table.ok(Event::first_president(0));
    for (int session = 0; session < 4; ++session) table.enact_by_government(Policy::Liberal);
    REQUIRE(table.state.piles().reshuffles() == 0); // 4 left after 12 drawn
    table.enact_by_government(Policy::Fascist);     // 1 left: reshuffled (R23)
    REQUIRE(table.state.piles().reshuffles() == 1);
    CHECK(table.state.piles().draw_size() == 16 - 5);
    CHECK(table.state.piles().liberals_off_board() == 2);

    RuleOptions nine;
    nine.rebalanced_9p = true;
    ScriptedTable other(9, nine);
    CHECK(other.state.piles().draw_size() == 15);
    CHECK(other.state.piles().fascists_off_board() == 9);
    // The deck cannot hold more fascist tiles than it has (R22).
    CHECK(check_public_invariants(other.state) == Invariant::None);
}

// --- The reveal (issue 15): who was who, after the end -----------------------

namespace {
/// A 5-player game won by five liberal policies, nothing known of Hitler.
ScriptedTable liberal_win_5p() {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    for (int policy = 0; policy < 5; ++policy) table.enact_by_government(L);
    REQUIRE(table.state.game_over());
    return table;
}
} // namespace

TEST_CASE("R40 the roles are revealed only after the end, and only once") {
    ScriptedTable early(5);
    early.ok(Event::first_president(0));
    CHECK(early.attempt(Event::reveal({0, SeatSet::of(1)})) == Refusal::GameNotOver);

    ScriptedTable table = liberal_win_5p();
    CHECK_FALSE(table.state.revealed_roles());
    table.ok(Event::reveal({0, SeatSet::of(1)}));
    CHECK(table.state.revealed_roles() == Roles{0, SeatSet::of(1)});
    CHECK(table.state.game_over());
    CHECK(table.state.winner() == Winner::Liberals);
    CHECK(table.attempt(Event::reveal({0, SeatSet::of(1)})) == Refusal::AlreadyRevealed);
    CHECK(table.attempt(Event::claim_drew(0, 1)) == Refusal::GameOver);
}

TEST_CASE("R2 a reveal holds one Hitler and the table size's number of fascists") {
    for (int players = kMinPlayers; players <= 10; ++players) {
        CAPTURE(players);
        ScriptedTable table(players);
        table.ok(Event::first_president(0));
        for (int policy = 0; policy < 5; ++policy) table.enact_by_government(L);
        const int fascists = role_counts(players).fascists; // 1, 1, 2, 2, 3, 3
        CHECK(fascists == (players - 3) / 2);
        SeatSet right;
        for (int seat = 1; seat <= fascists; ++seat) right.insert(static_cast<Seat>(seat));
        SeatSet one_more = right;
        one_more.insert(static_cast<Seat>(fascists + 1));
        SeatSet one_fewer = right;
        one_fewer.erase(1);
        CHECK(table.state.check(Event::reveal({0, one_more})) == Refusal::WrongRoleCounts);
        CHECK(table.state.check(Event::reveal({0, one_fewer})) == Refusal::WrongRoleCounts);
        // Hitler counted among the fascists too: one name short.
        CHECK(table.state.check(Event::reveal({1, right})) == Refusal::WrongRoleCounts);
        CHECK(table.state.check(Event::reveal({static_cast<Seat>(players), right})) ==
              Refusal::NoSuchSeat);
        table.ok(Event::reveal({0, right}));
    }
}

TEST_CASE("R18 R40 a game won by electing Hitler reveals that Chancellor as Hitler") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(3);
    table.use_power();
    const Seat chancellor = table.first_eligible();
    table.elect(chancellor);
    table.ok(Event::hitler_check(true));
    REQUIRE(table.state.win_reason() == WinReason::HitlerElected);
    const auto other = static_cast<Seat>((chancellor + 1) % 5);
    CHECK(table.attempt(Event::reveal({other, SeatSet::of(chancellor)})) ==
          Refusal::HitlerWasElected);
    table.ok(Event::reveal({chancellor, SeatSet::of(other)}));
}

TEST_CASE("R28 a game won by executing Hitler reveals the executed as Hitler") {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    table.enact_fascists(4);
    REQUIRE(table.state.phase() == Phase::Execution);
    const Seat president = table.president();
    const Seat target = table.state.alive()
                            .without(table.state.known_not_hitler())
                            .without(SeatSet::of(president))
                            .nth(0);
    table.ok(Event::execute(target, true));
    REQUIRE(table.state.win_reason() == WinReason::HitlerExecuted);
    CHECK(table.attempt(Event::reveal({president, SeatSet::of(target)})) ==
          Refusal::HitlerWasExecuted);
    table.ok(Event::reveal({target, SeatSet::of(president)}));
}

TEST_CASE("R18 R28 a player known not to be Hitler is not revealed as Hitler") {
    // Executed earlier and not Hitler (R28), then the liberals win.
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.enact_fascists(4); // 7-8 players: the fourth grants an execution
    REQUIRE(table.state.phase() == Phase::Execution);
    const auto executed = static_cast<Seat>((table.president() + 1) % 7);
    table.ok(Event::execute(executed, false));
    // R18: the Chancellors elected from the third fascist policy on said "not Hitler".
    const SeatSet confirmed = table.state.known_not_hitler().without(SeatSet::of(executed));
    REQUIRE_FALSE(confirmed.empty());
    while (!table.state.game_over()) table.enact_by_government(L);
    REQUIRE(table.state.winner() == Winner::Liberals);
    const auto fascists_besides = [&](Seat hitler) {
        SeatSet fascists;
        for (Seat seat = 0; fascists.size() < 2; ++seat)
            if (seat != hitler) fascists.insert(seat);
        return fascists;
    };
    CHECK(table.attempt(Event::reveal({executed, fascists_besides(executed)})) ==
          Refusal::KnownNotHitler);
    const Seat chancellor = confirmed.nth(0);
    CHECK(table.attempt(Event::reveal({chancellor, fascists_besides(chancellor)})) ==
          Refusal::KnownNotHitler);
    Seat hitler = 0;
    while (table.state.known_not_hitler().contains(hitler)) ++hitler;
    table.ok(Event::reveal({hitler, fascists_besides(hitler)}));
}
