#include "core/table_simulator.h"

#include "core/player_count_rules.h"

namespace shn {

namespace {
// A game is bounded (R40: at most 10 policies, each after at most 3 rounds),
// so an engine that never ends a game is caught by this cap.
constexpr int kMaxEventsPerGame = 1000;
} // namespace

/// The hidden truth of a simulated game and the table's temperament.
struct TableSimulator::Table {
    Seat hitler = 0;
    SeatSet alive;
    SeatSet investigated;
    std::array<Policy, kDeckSize> pile{}; // top at pile[pile_size - 1]
    int pile_size = 0;
    int pile_liberals = 0; // liberal tiles in the draw pile and an open session
    std::array<Policy, kPoliciesPerSession> session{}; // the drawn tiles of an open session
    bool session_open = false;
    int president_discard = 0; // index into session
    int chancellor_keeps = 0;  // index into session
    int discard_liberals = 0;
    int discard_fascists = 0;
    int reshuffles = 0;
    int liberals = 0;
    int fascists = 0;
    int ja_threshold = 38; // a voter says Ja with probability ja_threshold/64
    int veto_percent = 30;
    int agree_percent = 50;
    bool hitler_dead = false;
    bool hitler_elected = false;
};

namespace {

template <typename Array>
void shuffle_prefix(Array& items, int size, RandomStream& random) {
    for (int index = size - 1; index > 0; --index) {
        const int other = static_cast<int>(random.below(static_cast<std::uint32_t>(index + 1)));
        std::swap(items[static_cast<std::size_t>(index)], items[static_cast<std::size_t>(other)]);
    }
}

Seat pick(SeatSet choices, RandomStream& random) {
    return choices.nth(static_cast<int>(random.below(static_cast<std::uint32_t>(choices.size()))));
}

} // namespace

SimulatedGame TableSimulator::play(const GameSetup& setup, std::vector<Event>* record) {
    SimulatedGame game;
    game.setup = setup;
    GameState state(setup);
    Table table;
    table.alive = state.alive();
    table.hitler = static_cast<Seat>(random_.below(static_cast<std::uint32_t>(setup.players)));
    for (int index = 0; index < kDeckSize; ++index)
        table.pile[static_cast<std::size_t>(index)] =
            index < kLiberalTiles ? Policy::Liberal : Policy::Fascist;
    table.pile_size = kDeckSize;
    table.pile_liberals = kLiberalTiles;
    shuffle_prefix(table.pile, table.pile_size, random_);
    table.ja_threshold = 22 + static_cast<int>(random_.below(36)); // 34% to 89% Ja
    // Below 90%: under O1 a table that always vetoes would never finish (R20).
    table.veto_percent = static_cast<int>(random_.below(90));
    table.agree_percent = static_cast<int>(random_.below(90));

    while (!state.game_over() && game.events < kMaxEventsPerGame) {
        const Event event = choose(state, table);
        const GameState before = state;
        if (state.apply(event) != Refusal::None) {
            ++game.violations;
            if (game.first_violation == Invariant::None) {
                game.first_violation = Invariant::RefusedLegalMove;
                game.first_violation_event = game.events;
            }
            break;
        }
        if (record) record->push_back(event);
        after(event, before, state, table, game);
        ++game.events;
    }
    if (!state.game_over() && game.first_violation == Invariant::None) {
        ++game.violations;
        game.first_violation = Invariant::WrongEnd;
        game.first_violation_event = game.events;
    }
    game.win_reason = state.win_reason();
    return game;
}

Event TableSimulator::choose(const GameState& state, Table& table) {
    const Seat president = state.president().value_or(0);
    const SeatSet others = table.alive.without(SeatSet::of(president));
    switch (state.phase()) {
    case Phase::FirstPresident:
        return Event::first_president(
            static_cast<Seat>(random_.below(static_cast<std::uint32_t>(state.player_count()))));
    case Phase::Nomination: {
        const SeatSet eligible = state.eligible_chancellors();
        // An empty set is an R14 violation; nominating the president then
        // makes the engine refuse, which the caller records.
        return Event::nominate(eligible.empty() ? president : pick(eligible, random_));
    }
    case Phase::Election: {
        // One 64-bit draw gives every voter 6 random bits (10 voters at most).
        SeatSet ja;
        std::uint64_t bits = random_.next();
        for (const Seat voter : table.alive) {
            if (static_cast<int>(bits & 63u) < table.ja_threshold) ja.insert(voter);
            bits >>= 6;
        }
        return Event::vote(ja);
    }
    case Phase::HitlerCheck: return Event::hitler_check(state.chancellor() == table.hitler);
    case Phase::Legislative: {
        if (!table.session_open) { // R21: the President draws 3 and discards 1
            for (auto& tile : table.session)
                tile = table.pile[static_cast<std::size_t>(--table.pile_size)];
            table.session_open = true;
            table.president_discard = static_cast<int>(random_.below(kPoliciesPerSession));
        }
        if (state.veto_unlocked() && !state.veto_requested() &&
            random_.chance(static_cast<std::uint32_t>(table.veto_percent)))
            return Event::veto_request();
        // The Chancellor enacts one of the two tiles passed on.
        int kept = static_cast<int>(random_.below(kPoliciesPerSession - 1));
        if (kept >= table.president_discard) ++kept;
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

    switch (event.type) {
    case EventType::Nominate: ++game.rounds; break;
    case EventType::Vote: {
        const bool passed = event.ja.size() * 2 > table.alive.size();
        const bool ask_hitler = passed && table.fascists >= kHitlerZoneFascistPolicies;
        expect(state.phase() == Phase::HitlerCheck || !ask_hitler, Invariant::WrongPhase);
        expect(state.phase() != Phase::HitlerCheck || ask_hitler, Invariant::WrongPhase);
        break;
    }
    case EventType::HitlerCheck: table.hitler_elected = event.yes; break;
    case EventType::Enact:
        ++(event.policy == Policy::Liberal ? table.liberals : table.fascists);
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
        if (event.yes) {
            table.session_open = false;
            for (const Policy tile : table.session) discard(tile);
        }
        break;
    case EventType::Investigate:
        expect(!table.investigated.contains(event.seat), Invariant::InvestigatedTwice);
        table.investigated.insert(event.seat);
        break;
    case EventType::Execute:
        table.alive.erase(event.seat);
        table.hitler_dead = table.hitler_dead || event.seat == table.hitler;
        break;
    default: break;
    }
    if (state.piles().reshuffles() != table.reshuffles) { // R23: the real reshuffle
        table.reshuffles = state.piles().reshuffles();
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

    // R40-R41: the game ends exactly when one of the four conditions holds.
    WinReason expected = WinReason::None;
    if (table.liberals >= kLiberalPoliciesToWin)
        expected = WinReason::LiberalPolicies;
    else if (table.fascists >= kFascistPoliciesToWin)
        expected = WinReason::FascistPolicies;
    else if (table.hitler_dead)
        expected = WinReason::HitlerExecuted;
    else if (table.hitler_elected)
        expected = WinReason::HitlerElected;
    expect(state.win_reason() == expected && state.game_over() == (expected != WinReason::None),
           Invariant::WrongEnd);

    if (broken != Invariant::None) {
        ++game.violations;
        if (game.first_violation == Invariant::None) {
            game.first_violation = broken;
            game.first_violation_event = game.events;
        }
    }
}

} // namespace shn
