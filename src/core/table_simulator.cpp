#include "core/table_simulator.h"
#include "core/table_simulator_table.h"

#include "core/behaviour_model.h"
#include "core/behaviour_rates.h"
#include "core/claim_findings.h"
#include "core/claim_verdicts.h"
#include "core/player_count_rules.h"
#include "core/referee.h"
#include "core/role_model.h"

#include <algorithm>
#include <deque>

namespace shn {

namespace {
// A game is bounded (R40: at most 10 policies, each after at most 3 rounds;
// under O1 vetoes can go on, see veto_percent), so an engine that never ends
// a game is caught by this cap.
constexpr int kMaxEventsPerGame = 1000;
} // namespace

namespace {

template <typename Array>
void shuffle_prefix(Array& items, int size, RandomStream& random) {
    for (int index = size - 1; index > 0; --index) {
        const int other = static_cast<int>(random.below(static_cast<std::uint32_t>(index + 1)));
        std::swap(items[static_cast<std::size_t>(index)], items[static_cast<std::size_t>(other)]);
    }
}

/// Whether an event of probability `chance` happens (to one part in 2^30).
bool happens(RandomStream& random, double chance) {
    return random.below(1u << 30) < chance * static_cast<double>(1u << 30);
}

Seat pick(SeatSet choices, RandomStream& random) {
    return choices.nth(static_cast<int>(random.below(static_cast<std::uint32_t>(choices.size()))));
}

/// Records the first broken invariant of a game and counts them all.
void record(SimulatedGame& game, Invariant broken) {
    if (broken == Invariant::None) return;
    ++game.violations;
    if (game.first_violation == Invariant::None) {
        game.first_violation = broken;
        game.first_violation_event = game.events;
    }
}

} // namespace

SimulatedGame TableSimulator::play(const GameSetup& setup, std::vector<Event>* record_to) {
    SimulatedGame game;
    game.setup = setup;
    GameState state(setup);
    Table table(setup);
    table.hitler = static_cast<Seat>(random_.below(static_cast<std::uint32_t>(setup.players)));
    // R3; O2-O4 take fascist tiles out (O2 puts one on the board).
    const int deck = kLiberalTiles + fascist_tiles_in_deck(setup);
    for (int index = 0; index < deck; ++index)
        table.pile[static_cast<std::size_t>(index)] =
            index < kLiberalTiles ? Policy::Liberal : Policy::Fascist;
    table.pile_size = deck;
    table.pile_liberals = kLiberalTiles;
    shuffle_prefix(table.pile, table.pile_size, random_);
    table.ja_threshold = 22 + static_cast<int>(random_.below(36)); // 34% to 89% Ja
    // Below 90%: under O1 a table that always vetoes would never finish (R20).
    table.veto_percent = static_cast<int>(random_.below(90));
    table.agree_percent = static_cast<int>(random_.below(90));
    if (claims_) { // R2: the rest of the fascist team
        table.fascist_team = SeatSet::of(table.hitler);
        while (table.fascist_team.size() < role_counts(setup.players).fascists + 1)
            table.fascist_team.insert(
                static_cast<Seat>(random_.below(static_cast<std::uint32_t>(setup.players))));
    }

    while (!state.game_over() && game.events < kMaxEventsPerGame) {
        record(game, probe_illegal_moves(state, table));
        const Event event = choose(state, table);
        const GameState before = state;
        if (state.apply(event) != Refusal::None) {
            record(game, Invariant::RefusedLegalMove);
            break;
        }
        if (record_to) record_to->push_back(event);
        if (claims_) table.events.push_back(event);
        after(event, before, state, table, game);
        if (claims_) {
            if (event.type == EventType::Claim) record(game, judge_claim(event, table, game));
            queue_claims(event, before, table);
        }
        ++game.events;
    }
    if (!state.game_over() && game.first_violation == Invariant::None)
        record(game, Invariant::WrongEnd);
    if (claims_ && state.game_over()) {
        record(game, judge_game(table, game));
        record(game, reveal_roles(state, table, record_to));
    }
    game.win_reason = state.win_reason();
    return game;
}

Invariant TableSimulator::probe_illegal_moves(const GameState& state, Table& table) {
    // Now and then, ask the engine about a move a careless table might make,
    // and compare its verdict with the referee's (check() changes nothing).
    if (random_.below(4) != 0) return Invariant::None;
    const Referee& referee = table.referee;
    switch (state.phase()) {
    case Phase::Nomination: {
        const int seat =
            static_cast<int>(random_.below(static_cast<std::uint32_t>(referee.players)));
        const bool accepted =
            state.check(Event::nominate(static_cast<Seat>(seat))) == Refusal::None;
        return accepted == referee.may_nominate(seat) ? Invariant::None
                                                      : Invariant::WrongTermLimits;
    }
    case Phase::Legislative: { // R29, R35
        const bool may_veto = referee.fascists >= kVetoFascistPolicies && !referee.veto_requested;
        const bool accepted = state.check(Event::veto_request()) == Refusal::None;
        return accepted == may_veto ? Invariant::None : Invariant::WrongRefusal;
    }
    case Phase::Investigate: { // R26
        if (table.investigated.empty()) return Invariant::None;
        const bool accepted =
            state.check(Event::investigate(pick(table.investigated, random_))) == Refusal::None;
        return accepted ? Invariant::InvestigatedTwice : Invariant::None;
    }
    case Phase::Execution: // R28: never oneself
        return state.check(Event::execute(static_cast<Seat>(referee.president), false)) ==
                       Refusal::None
                   ? Invariant::WrongRefusal
                   : Invariant::None;
    case Phase::FirstPresident:
    case Phase::Election:
    case Phase::HitlerCheck:
    case Phase::Veto:
    case Phase::Chaos:
    case Phase::Peek:
    case Phase::SpecialElection:
    case Phase::GameOver: { // an event of another phase is always refused
        const Event elsewhere = state.phase() == Phase::Peek ? Event::vote({}) : Event::peek();
        return state.check(elsewhere) == Refusal::None ? Invariant::WrongRefusal : Invariant::None;
    }
    }
    return Invariant::None; // not a Phase: never
}

Event TableSimulator::choose(const GameState& state, Table& table) {
    const Referee& referee = table.referee;
    const Seat president = static_cast<Seat>(referee.president < 0 ? 0 : referee.president);
    const SeatSet others = referee.alive.without(SeatSet::of(president));
    if (!table.pending.empty()) { // said before anything else happens
        const Event claim = table.pending.front().event;
        return claim;
    }
    switch (state.phase()) {
    case Phase::FirstPresident:
        return Event::first_president(
            static_cast<Seat>(random_.below(static_cast<std::uint32_t>(state.player_count()))));
    case Phase::Nomination: {
        const SeatSet eligible = referee.nominable();
        // An empty set breaks R14; nominating the President then makes the
        // engine refuse, which play() records.
        return Event::nominate(eligible.empty() ? president : pick(eligible, random_));
    }
    case Phase::Election: {
        // One 64-bit draw gives every voter 6 random bits (10 voters at most).
        SeatSet ja;
        std::uint64_t bits = random_.next();
        for (const Seat voter : referee.alive) {
            if (static_cast<int>(bits & 63u) < table.ja_threshold) ja.insert(voter);
            bits >>= 6;
        }
        return Event::vote(ja);
    }
    case Phase::HitlerCheck: return Event::hitler_check(referee.chancellor == table.hitler);
    case Phase::Legislative: {
        if (!table.session_open) { // R21: the President draws 3 and discards 1
            for (auto& tile : table.session)
                tile = table.pile[static_cast<std::size_t>(--table.pile_size)];
            table.session_open = true;
            table.president_discard = static_cast<int>(random_.below(kPoliciesPerSession));
            // With claims, a liberal President discards a fascist tile if one
            // was drawn, but for the share of real liberals who keep it
            // (core/behaviour_rates.h).
            if (claims_ && !table.fascist_team.contains(president)) {
                const auto fascist_tiles = static_cast<int>(
                    std::count(table.session.begin(), table.session.end(), Policy::Fascist));
                const auto drawn = static_cast<std::size_t>(kPoliciesPerSession - fascist_tiles);
                Policy discard = fascist_tiles > 0 ? Policy::Fascist : Policy::Liberal;
                if (fascist_tiles > 0 && drawn > 0 &&
                    happens(random_,
                            behaviour::kPass[0][board_flag(behaviour::kPassSplit, referee.liberals,
                                                           referee.fascists)][drawn][drawn - 1]))
                    discard = Policy::Liberal;
                while (table.session[static_cast<std::size_t>(table.president_discard)] != discard)
                    table.president_discard = static_cast<int>(random_.below(kPoliciesPerSession));
            }
        }
        if (referee.fascists >= kVetoFascistPolicies && !referee.veto_requested &&
            random_.chance(static_cast<std::uint32_t>(table.veto_percent)))
            return Event::veto_request();
        // The Chancellor enacts one of the two tiles passed on.
        int kept = static_cast<int>(random_.below(kPoliciesPerSession - 1));
        if (kept >= table.president_discard) ++kept;
        // With claims, a liberal Chancellor enacts a liberal tile if one was
        // passed, but for the share of real liberals who do not.
        const int other = 3 - table.president_discard - kept;
        const bool mixed = table.session[static_cast<std::size_t>(kept)] !=
                           table.session[static_cast<std::size_t>(other)];
        if (claims_ && !table.fascist_team.contains(static_cast<Seat>(referee.chancellor)) &&
            mixed) {
            const bool fascist = happens(
                random_, behaviour::kEnactFascist[0][board_flag(
                             behaviour::kEnactSplit, referee.liberals, referee.fascists)][1]);
            if ((table.session[static_cast<std::size_t>(kept)] == Policy::Fascist) != fascist)
                kept = other;
        }
        table.chancellor_keeps = kept;
        return Event::enact(table.session[static_cast<std::size_t>(kept)]);
    }
    case Phase::Veto:
        return Event::veto_response(
            random_.chance(static_cast<std::uint32_t>(table.agree_percent)));
    case Phase::Chaos: // R19: the top tile, face up
        return Event::enact(table.pile[static_cast<std::size_t>(table.pile_size - 1)]);
    case Phase::Investigate: {
        const SeatSet candidates = others.without(table.investigated);
        return Event::investigate(candidates.empty() ? president : pick(candidates, random_));
    }
    case Phase::Peek: return Event::peek();
    case Phase::SpecialElection: return Event::special_election(pick(others, random_));
    case Phase::Execution: {
        const Seat target = pick(others, random_);
        return Event::execute(target, target == table.hitler);
    }
    case Phase::GameOver: break;
    }
    return Event::peek();
}

void TableSimulator::after(const Event& event, const GameState& before, const GameState& state,
                           Table& table, SimulatedGame& game) {
    Invariant broken = Invariant::None;
    const auto expect = [&broken](bool holds, Invariant invariant) {
        if (!holds && broken == Invariant::None) broken = invariant;
    };
    const auto discard = [&table](Policy tile) {
        ++(tile == Policy::Liberal ? table.discard_liberals : table.discard_fascists);
        table.pile_liberals -= tile == Policy::Liberal;
    };
    Referee& referee = table.referee;
    const int fascists_before = referee.fascists;
    bool tiles_moved = false;

    switch (event.type) {
    case EventType::Nominate: ++game.rounds; break;
    case EventType::HitlerCheck: table.hitler_elected = event.yes; break;
    case EventType::Vote: {
        // R18: the question is due exactly when 3 fascist policies came before.
        const bool passed = event.ja.size() * 2 > referee.alive.size();
        expect((state.phase() == Phase::HitlerCheck) == (passed && fascists_before >= 3),
               Invariant::WrongPhase);
        break;
    }
    case EventType::Enact:
        tiles_moved = true;
        if (event.policy == Policy::Liberal) --table.pile_liberals; // the enacted tile
        if (before.phase() == Phase::Chaos) {
            --table.pile_size;
        } else { // R21-R22: the two tiles not enacted go to the discard pile
            table.session_open = false;
            for (int index = 0; index < kPoliciesPerSession; ++index)
                if (index != table.chancellor_keeps)
                    discard(table.session[static_cast<std::size_t>(index)]);
        }
        break;
    case EventType::VetoResponse:
        if (event.yes) { // R35: all three tiles are discarded
            tiles_moved = true;
            table.session_open = false;
            for (const Policy tile : table.session) discard(tile);
        }
        break;
    case EventType::Investigate: table.investigated.insert(event.seat); break;
    case EventType::Execute:
        table.hitler_dead = table.hitler_dead || event.seat == table.hitler;
        break;
    case EventType::FirstPresident:
    case EventType::VetoRequest:
    case EventType::Peek:
    case EventType::SpecialElection:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: break;
    }
    referee.apply(event);

    // R23, decided here from the real deck, not from the engine: fewer than 3
    // tiles after a session, a chaos tile or a veto, and everything not on
    // the board is shuffled together.
    if (tiles_moved && table.pile_size < kPoliciesPerSession) {
        for (int index = 0; index < table.discard_liberals + table.discard_fascists; ++index)
            table.pile[static_cast<std::size_t>(table.pile_size++)] =
                index < table.discard_liberals ? Policy::Liberal : Policy::Fascist;
        table.pile_liberals += table.discard_liberals;
        table.discard_liberals = table.discard_fascists = 0;
        shuffle_prefix(table.pile, table.pile_size, random_);
    }

    const Invariant public_invariant = check_public_invariants(state);
    expect(public_invariant == Invariant::None, public_invariant);
    const int in_session = table.session_open ? kPoliciesPerSession : 0;
    expect(state.piles().draw_size() == table.pile_size + in_session, Invariant::DeckMismatch);
    expect(state.piles().discard_size() == table.discard_liberals + table.discard_fascists,
           Invariant::DeckMismatch);
    expect(((state.piles().possible_liberals_in_draw() >> table.pile_liberals) & 1u) != 0,
           Invariant::DeckMismatch);

    // The referee's view of the public state.
    expect(state.phase() == referee.phase, Invariant::WrongPhase);
    if (!state.game_over()) {
        expect(state.president().value_or(0xff) == referee.president, Invariant::WrongPresident);
        expect(state.election_tracker() == referee.tracker, Invariant::WrongTracks);
    }
    expect(state.liberal_policies() == referee.liberals &&
               state.fascist_policies() == referee.fascists && state.alive() == referee.alive,
           Invariant::WrongTracks);
    if (state.phase() == Phase::Nomination)
        expect(state.eligible_chancellors() == referee.nominable(), Invariant::WrongTermLimits);

    // R40-R41: the game ends exactly when one of the four conditions holds.
    WinReason expected = WinReason::None;
    if (referee.liberals >= kLiberalPoliciesToWin)
        expected = WinReason::LiberalPolicies;
    else if (referee.fascists >= kFascistPoliciesToWin)
        expected = WinReason::FascistPolicies;
    else if (table.hitler_dead)
        expected = WinReason::HitlerExecuted;
    else if (table.hitler_elected)
        expected = WinReason::HitlerElected;
    expect(state.win_reason() == expected && state.game_over() == (expected != WinReason::None),
           Invariant::WrongEnd);

    record(game, broken);
}

} // namespace shn
