#pragma once

#include "core/event.h"
#include "core/game_state.h"

#include <optional>
#include <vector>

namespace shn {

/// SessionClaims: what a legislative session's government said it saw
/// (docs/game-log.md, "claim"); each absent until claimed.
struct SessionClaims {
    std::optional<int> drew;     // the President: liberal tiles among the three drawn
    std::optional<int> received; // the Chancellor: liberal tiles among the two passed
    std::optional<int> peeked;   // the President who peeked: bit i = i-th from the top liberal
    std::optional<Policy> investigated; // the President who investigated: the card's party
};

/// LegislativeSession: one elected government's session (R21-R22, R35) as
/// the table saw it, with where its three tiles lay in their deck cycle,
/// the power that followed it and the claims made about it.
struct LegislativeSession {
    Seat president = 0;
    Seat chancellor = 0;
    std::optional<Policy> enacted; // none: vetoed (R35)
    int cycle = 0;                 // which shuffle of the deck its tiles came from
    int position = 0;              // its first tile, counted from the top of that cycle
    bool peek = false;             // R27: its President then looked at the top three
    int peek_cycle = 0;
    int peek_position = 0;
    std::optional<Seat> investigated; // R26: its President then looked at this card
    int liberal_before = 0;           // the policies on the board before the session
    int fascist_before = 0;
    SessionClaims claims;
};

/// R21: from three tiles holding `drawn` liberal ones, the President
/// discards one and passes two; can those two hold `passed` liberal tiles?
constexpr bool can_pass(int drawn, int passed) {
    return passed >= 0 && passed <= 2 && (passed == drawn || passed + 1 == drawn);
}

/// R22: the enacted tile was one of the two passed; can two tiles holding
/// `passed` liberal ones have given `enacted` (none: vetoed, R35)?
constexpr bool can_enact(std::optional<Policy> enacted, int passed) {
    if (enacted == Policy::Liberal) return passed >= 1;
    if (enacted == Policy::Fascist) return passed <= 1;
    return true;
}

/// ChaosTile: a tile revealed from the top of the deck by chaos (R19).
struct ChaosTile {
    int cycle = 0;
    int position = 0;
    Policy tile = Policy::Liberal;
};

/// Nomination: a President naming a Chancellor (R11), with the players they
/// could have named (R11's term limits) and the fascist policies then on the
/// board. Read by the role odds (docs/analysis.md, "Nominations").
struct Nomination {
    Seat president = 0;
    Seat chancellor = 0;
    SeatSet eligible;
    int fascist_policies = 0;
};

/// DeckCycle: one uniformly random order of the tiles not on the board, from
/// the start (R3) or from a reshuffle (R23) until the next one.
struct DeckCycle {
    int tiles = 0;
    int liberals = 0;
};

/// PublicRecord: the facts of a game that bear on the tiles and the roles,
/// extracted from its events: every deck cycle, every legislative session
/// and chaos tile with its position in its cycle, the claims, and what is
/// certain about Hitler. Knows nothing the table did not say out loud.
struct PublicRecord {
    GameSetup setup;
    std::vector<DeckCycle> cycles;
    std::vector<LegislativeSession> sessions;
    std::vector<ChaosTile> chaos;
    std::vector<Nomination> nominations;
    int next_position = 0; // the top of the draw pile, in the last cycle
    int draw_pile = 0;     // tiles in the draw pile now
    bool game_over = false;
    SeatSet known_not_hitler;         // R18, R28
    std::optional<Seat> known_hitler; // R18 (elected) or R28 (executed)
};

/// The record of an accepted sequence of events (a GameHistory's).
PublicRecord public_record(const GameSetup& setup, const std::vector<Event>& events);

} // namespace shn
