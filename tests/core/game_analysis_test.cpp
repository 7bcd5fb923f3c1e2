// The exact odds and the findings of docs/analysis.md, through analyze_game.
// References are written out here by other means: closed forms
// (hypergeometric) and a brute force over every order of the real tiles.
#include "core/game_analysis.h"

#include "core/player_count_rules.h"
#include "core/scripted_table.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <vector>

using namespace shn;
using shn::test::ScriptedTable;

namespace {
constexpr auto L = Policy::Liberal;
constexpr auto F = Policy::Fascist;

GameAnalysis analyse(const ScriptedTable& table) {
    return analyze_game(table.state.setup(), table.events);
}

/// Every distinct order of the 17 tiles of a new deck (R3), top first.
std::vector<std::vector<Policy>> every_deck_order() {
    std::vector<Policy> deck(kDeckSize, F);
    std::fill(deck.begin(), deck.begin() + kLiberalTiles, L); // L < F: sorted
    std::vector<std::vector<Policy>> orders;
    do orders.push_back(deck);
    while (std::next_permutation(deck.begin(), deck.end()));
    return orders;
}

int liberals(const std::vector<Policy>& order, int from, int count) {
    return static_cast<int>(std::count(order.begin() + from, order.begin() + from + count, L));
}

/// The odds of `quantity` over the orders that `fits`, by brute force.
DrawOdds brute_odds(const std::function<bool(const std::vector<Policy>&)>& fits,
                    const std::function<int(const std::vector<Policy>&)>& quantity) {
    DrawOdds odds{};
    double total = 0;
    for (const auto& order : every_deck_order()) {
        if (!fits(order)) continue;
        odds[static_cast<std::size_t>(quantity(order))] += 1;
        total += 1;
    }
    for (double& chance : odds) chance /= total;
    return odds;
}

void check_odds(const DrawOdds& actual, const DrawOdds& expected) {
    for (std::size_t count = 0; count < 4; ++count) {
        INFO("liberals: ", count);
        CHECK(actual[count] == doctest::Approx(expected[count]).epsilon(1e-12));
    }
}

bool has_finding(const SessionAnalysis& session, FindingKind kind, std::vector<Seat> players) {
    return std::any_of(
        session.findings.begin(), session.findings.end(),
        [&](const Finding& finding) { return finding.kind == kind && finding.players == players; });
}

/// A 5-player table whose President is seat 0, then clockwise.
ScriptedTable five_players() {
    ScriptedTable table(5);
    table.ok(Event::first_president(0));
    return table;
}
} // namespace

TEST_CASE("R3 R21 the first draw's odds are hypergeometric: 6 liberal tiles among 17") {
    const GameAnalysis analysis = analyse(five_players());
    REQUIRE(analysis.next_draw);
    CHECK(analysis.next_draw->draw_pile == 17);
    // C(6,k) C(11,3-k) / C(17,3), C(17,3) = 680.
    check_odds(analysis.next_draw->liberals_odds,
               {165 / 680.0, 330 / 680.0, 165 / 680.0, 20 / 680.0});
    CHECK(analysis.sessions.empty());
}

TEST_CASE("R22 an enacted policy was among its session's three tiles, and later sessions count") {
    ScriptedTable table = five_players();
    table.enact_by_government(L); // tiles 0-2
    // Without anything else known: hypergeometric given at least one liberal.
    check_odds(analyse(table).sessions[0].facts_drawn_odds,
               {0, 330 / 515.0, 165 / 515.0, 20 / 515.0});
    table.enact_by_government(F); // tiles 3-5
    table.enact_by_government(L); // tiles 6-8
    const GameAnalysis analysis = analyse(table);
    const auto fits = [](const std::vector<Policy>& order) {
        return liberals(order, 0, 3) >= 1 && liberals(order, 3, 3) <= 2 &&
               liberals(order, 6, 3) >= 1;
    };
    check_odds(analysis.sessions[0].facts_drawn_odds,
               brute_odds(fits, [](const auto& order) { return liberals(order, 0, 3); }));
    check_odds(analysis.sessions[1].facts_drawn_odds,
               brute_odds(fits, [](const auto& order) { return liberals(order, 3, 3); }));
    REQUIRE(analysis.next_draw);
    CHECK(analysis.next_draw->draw_pile == 8);
    check_odds(analysis.next_draw->liberals_odds,
               brute_odds(fits, [](const auto& order) { return liberals(order, 9, 3); }));
}

TEST_CASE("R19 a chaos tile is a known tile of the deck, and R27 a peek moves nothing") {
    ScriptedTable table = five_players();
    table.fail_three_elections();
    table.ok(Event::enact(L));    // tile 0, face up
    table.enact_by_government(F); // tiles 1-3
    const auto fits = [](const std::vector<Policy>& order) {
        return order[0] == L && liberals(order, 1, 3) <= 2;
    };
    const GameAnalysis analysis = analyse(table);
    REQUIRE(analysis.sessions.size() == 1);
    check_odds(analysis.sessions[0].facts_drawn_odds,
               brute_odds(fits, [](const auto& order) { return liberals(order, 1, 3); }));
    check_odds(analysis.next_draw->liberals_odds,
               brute_odds(fits, [](const auto& order) { return liberals(order, 4, 3); }));
}

TEST_CASE("analysis.md past sessions: governments choose the enacted tile, so a liberal "
          "enacted from a draw of one liberal is less likely than the facts alone say") {
    ScriptedTable table = five_players();
    table.enact_by_government(L);
    const SessionAnalysis session = analyse(table).sessions[0];
    double total = 0;
    for (std::size_t count = 0; count < 4; ++count) {
        INFO("liberals: ", count);
        total += session.liberals_drawn_odds[count];
        // Only the facts give 0.
        CHECK((session.liberals_drawn_odds[count] == 0) == (session.facts_drawn_odds[count] == 0));
    }
    CHECK(total == doctest::Approx(1.0));
    CHECK(session.liberals_drawn_odds[1] < session.facts_drawn_odds[1]);
    CHECK(session.liberals_drawn_odds[2] > session.facts_drawn_odds[2]);
}

TEST_CASE("R23 after a reshuffle the next draw comes from the tiles not on the board") {
    ScriptedTable table = five_players();
    table.enact_by_government(L);
    table.enact_by_government(L);
    table.enact_by_government(L);
    table.enact_by_government(L); // 12 tiles used
    table.enact_by_government(F); // 15: two left, reshuffled with the discards (R23)
    REQUIRE(table.state.piles().reshuffles() == 1);
    const GameAnalysis analysis = analyse(table);
    REQUIRE(analysis.next_draw);
    CHECK(analysis.next_draw->draw_pile == 12); // 17 - 5 on the board
    // 2 liberal tiles among 12: C(2,k) C(10,3-k) / C(12,3) = 220.
    check_odds(analysis.next_draw->liberals_odds, {120 / 220.0, 90 / 220.0, 10 / 220.0, 0});
    CHECK(analysis.record.cycles.size() == 2);
}

TEST_CASE("R22 findings: a draw of three liberals that enacted a fascist is impossible") {
    ScriptedTable table = five_players();
    table.enact_by_government(F); // President 0, Chancellor 1
    table.ok(Event::claim_drew(0, 3));
    table.ok(Event::claim_received(1, 0));
    const GameAnalysis analysis = analyse(table);
    CHECK(has_finding(analysis.sessions[0], FindingKind::Impossible, {0}));
    CHECK_FALSE(has_finding(analysis.sessions[0], FindingKind::Impossible, {1}));
    // An impossible claim is not also reported in a conflict.
    CHECK_FALSE(has_finding(analysis.sessions[0], FindingKind::Conflict, {0, 1}));
}

TEST_CASE("R22 findings: a Chancellor who received no liberal tile cannot have enacted one") {
    ScriptedTable table = five_players();
    table.enact_by_government(L);
    table.ok(Event::claim_received(1, 0));
    CHECK(has_finding(analyse(table).sessions[0], FindingKind::Impossible, {1}));
}

TEST_CASE("R21 findings: the Chancellor's two tiles must come from the President's three") {
    ScriptedTable table = five_players();
    table.enact_by_government(F);
    table.ok(Event::claim_drew(0, 0));     // "three fascists"
    table.ok(Event::claim_received(1, 1)); // "a liberal and a fascist": one of them lies
    const GameAnalysis analysis = analyse(table);
    CHECK(has_finding(analysis.sessions[0], FindingKind::Conflict, {0, 1}));
    CHECK_FALSE(has_finding(analysis.sessions[0], FindingKind::Impossible, {0}));
}

TEST_CASE("R3 R22 findings: two claims that need more liberal tiles than the deck holds") {
    // Sessions 1 and 2 claiming all six liberals leave none for session 3.
    ScriptedTable claims = five_players();
    claims.enact_by_government(L);
    claims.ok(Event::claim_drew(0, 3));
    claims.enact_by_government(L);
    claims.ok(Event::claim_drew(1, 3));
    claims.enact_by_government(L);
    const GameAnalysis analysis = analyse(claims);
    CHECK(has_finding(analysis.sessions[1], FindingKind::Conflict, {0, 1}));
    CHECK(analysis.sessions[0].findings.size() == 1); // "drew 3" alone is only unlikely
    CHECK(analysis.sessions[0].findings[0].kind == FindingKind::Unlikely);
}

TEST_CASE("findings: a drew claim under 5% is unlikely, with its probability") {
    ScriptedTable table = five_players();
    table.enact_by_government(L);
    table.ok(Event::claim_drew(0, 3));
    const GameAnalysis analysis = analyse(table);
    REQUIRE(analysis.sessions[0].findings.size() == 1);
    const Finding& finding = analysis.sessions[0].findings[0];
    CHECK(finding.kind == FindingKind::Unlikely);
    CHECK(finding.probability == doctest::Approx(20 / 515.0));
    CHECK(finding.players == std::vector<Seat>{0});
}

TEST_CASE("R27 findings: a peek that disagrees with the next President's draw") {
    ScriptedTable table = five_players();
    table.enact_fascists(3); // the third grants the peek (5-6 players)
    REQUIRE(table.state.phase() == Phase::Peek);
    const Seat peeker = table.president();
    table.ok(Event::peek());
    table.ok(Event::claim_peeked(peeker, 0b111)); // "three liberals"
    const Seat next = table.president();
    table.elect(table.first_eligible());
    table.ok(Event::hitler_check(false));
    table.ok(Event::enact(L));
    table.ok(Event::claim_drew(next, 0)); // "three fascists"... but a liberal was enacted
    table.ok(Event::claim_received(*table.state.last_elected_chancellor(), 1));
    const GameAnalysis analysis = analyse(table);
    CHECK(has_finding(analysis.sessions[3], FindingKind::Impossible, {next}));
    // A peek of three fascists, then an enacted liberal, is impossible outright.
    ScriptedTable other = five_players();
    other.enact_fascists(3);
    const Seat other_peeker = other.president();
    other.ok(Event::peek());
    other.ok(Event::claim_peeked(other_peeker, 0));
    other.elect(other.first_eligible());
    other.ok(Event::hitler_check(false));
    other.ok(Event::enact(L));
    CHECK(has_finding(analyse(other).sessions[2], FindingKind::Impossible, {other_peeker}));
    // And a peek against a later claim, each possible alone, is a conflict.
    ScriptedTable third = five_players();
    third.enact_fascists(3);
    const Seat third_peeker = third.president();
    third.ok(Event::peek());
    third.ok(Event::claim_peeked(third_peeker, 0b011));
    const Seat drawer = third.president();
    third.elect(third.first_eligible());
    third.ok(Event::hitler_check(false));
    third.ok(Event::enact(F));
    third.ok(Event::claim_drew(drawer, 0));
    CHECK(has_finding(analyse(third).sessions[3], FindingKind::Conflict, {third_peeker, drawer}));
}

TEST_CASE("R26 findings: the card of a player later found to be Hitler cannot show liberal") {
    ScriptedTable table(7);
    table.ok(Event::first_president(0));
    table.enact_fascists(2); // 7-8 players: investigation
    const Seat investigator = table.president();
    const Seat target = static_cast<Seat>((investigator + 2) % 7);
    table.ok(Event::investigate(target));
    table.ok(Event::claim_investigated(investigator, target, L));
    CHECK(analyse(table).sessions[1].findings.empty());
    table.enact_by_government(F); // the third: special election
    table.use_power();
    REQUIRE(table.state.eligible_chancellors().contains(target));
    table.elect(target); // R18: with three fascist policies, Hitler elected wins
    table.ok(Event::hitler_check(true));
    CHECK(has_finding(analyse(table).sessions[1], FindingKind::Impossible, {investigator}));
}

TEST_CASE("the analysis of a game over has no next draw, and odds always sum to 1") {
    ScriptedTable table = five_players();
    for (int policy = 0; policy < 5; ++policy) table.enact_by_government(L);
    const GameAnalysis analysis = analyse(table);
    CHECK_FALSE(analysis.next_draw);
    for (const SessionAnalysis& session : analysis.sessions) {
        double sum = 0;
        for (const double chance : session.liberals_drawn_odds) sum += chance;
        CHECK(sum == doctest::Approx(1.0));
    }
}

TEST_CASE("O4 R3 the first draw of a rebalanced 9-player game: 6 liberal tiles among 15") {
    RuleOptions options;
    options.rebalanced_9p = true;
    ScriptedTable table(9, options);
    table.ok(Event::first_president(0));
    const GameAnalysis analysis = analyse(table);
    REQUIRE(analysis.next_draw);
    CHECK(analysis.next_draw->draw_pile == 15);
    // C(6,k) C(9,3-k) / C(15,3) = 455.
    check_odds(analysis.next_draw->liberals_odds,
               {84 / 455.0, 216 / 455.0, 135 / 455.0, 20 / 455.0});
}
