#pragma once

#include "core/policy.h"
#include "core/roles.h"
#include "core/seat_set.h"

#include <cstdint>

namespace shn {

/// What happened at the table, one line of the game log (the setup aside).
enum class EventType : std::uint8_t {
    FirstPresident,  // R5: the table (or the app) picked the first candidate
    Nominate,        // R11: the candidate named a chancellor
    Vote,            // R15: who voted Ja; every other living player voted Nein
    HitlerCheck,     // R18: the elected chancellor's answer
    Enact,           // R21/R19: the enacted (or chaos-revealed) policy
    VetoRequest,     // R35: the chancellor asks for a veto
    VetoResponse,    // R35: the president agrees or refuses
    Investigate,     // R26
    Peek,            // R27
    SpecialElection, // R25
    Execute,         // R28
    Claim,           // what a President or Chancellor says they saw (no rule moves)
    Reveal,          // after the end (R40): who was who (R2); no rule moves
    NightOver,       // R6/R7: the eyes-closed script was read to its end; no rule moves
};
inline constexpr int kEventTypeCount = 14;
static_assert(static_cast<int>(EventType::NightOver) + 1 == kEventTypeCount,
              "kEventTypeCount counts every event type");

/// What a claim is about (see docs/game-log.md, "claim").
enum class ClaimKind : std::uint8_t {
    Drew,         // the President: the three tiles drawn in the last session
    Received,     // the Chancellor: the two tiles passed in the last session
    Peeked,       // the President who peeked (R27): the top three tiles
    Investigated, // the President who investigated (R26): the card's party
};
inline constexpr int kClaimKindCount = 4;
static_assert(static_cast<int>(ClaimKind::Investigated) + 1 == kClaimKindCount,
              "kClaimKindCount counts every kind");

/// Event: a game action as a plain value. Only the fields of its type carry
/// meaning; the factories below set exactly those. Two events compare equal
/// when they say the same thing.
struct Event {
    EventType type = EventType::Peek;
    Seat seat = 0;                   // the player the event names, if any
    SeatSet ja;                      // Vote: who voted Ja
    Policy policy = Policy::Liberal; // Enact
    bool yes = false; // HitlerCheck: is Hitler; VetoResponse: agree; Execute: was Hitler
    // Claim: `seat` is who speaks. Drew/Received: `tiles` is the number of
    // liberal tiles; Peeked: bit i of `tiles` is set when the i-th tile from
    // the top is liberal; Investigated: `target` and its party in `policy`.
    ClaimKind claim = ClaimKind::Drew;
    std::uint8_t tiles = 0;
    Seat target = 0;
    // Reveal: `seat` is Hitler, `fascists` the other fascists.
    SeatSet fascists{};

    bool operator==(const Event&) const = default;

    static constexpr Event first_president(Seat s) {
        return {EventType::FirstPresident, s, {}, Policy::Liberal, false};
    }
    static constexpr Event nominate(Seat chancellor) {
        return {EventType::Nominate, chancellor, {}, Policy::Liberal, false};
    }
    static constexpr Event vote(SeatSet ja) {
        return {EventType::Vote, 0, ja, Policy::Liberal, false};
    }
    static constexpr Event hitler_check(bool is_hitler) {
        return {EventType::HitlerCheck, 0, {}, Policy::Liberal, is_hitler};
    }
    static constexpr Event enact(Policy p) { return {EventType::Enact, 0, {}, p, false}; }
    static constexpr Event veto_request() {
        return {EventType::VetoRequest, 0, {}, Policy::Liberal, false};
    }
    static constexpr Event veto_response(bool agree) {
        return {EventType::VetoResponse, 0, {}, Policy::Liberal, agree};
    }
    static constexpr Event investigate(Seat target) {
        return {EventType::Investigate, target, {}, Policy::Liberal, false};
    }
    static constexpr Event peek() { return {EventType::Peek, 0, {}, Policy::Liberal, false}; }
    static constexpr Event special_election(Seat target) {
        return {EventType::SpecialElection, target, {}, Policy::Liberal, false};
    }
    static constexpr Event execute(Seat target, bool was_hitler) {
        return {EventType::Execute, target, {}, Policy::Liberal, was_hitler};
    }
    /// "I drew `liberals` liberal tiles (and 3 - liberals fascist ones)".
    static constexpr Event claim_drew(Seat player, int liberals) {
        return claim_of(player, ClaimKind::Drew, liberals, 0, Policy::Liberal);
    }
    /// "I was passed `liberals` liberal tiles (and 2 - liberals fascist ones)".
    static constexpr Event claim_received(Seat player, int liberals) {
        return claim_of(player, ClaimKind::Received, liberals, 0, Policy::Liberal);
    }
    /// "The top three were ...": bit i of `liberal_bits` set when the i-th
    /// tile from the top is liberal.
    static constexpr Event claim_peeked(Seat player, int liberal_bits) {
        return claim_of(player, ClaimKind::Peeked, liberal_bits, 0, Policy::Liberal);
    }
    /// "`target`'s card says `party`".
    static constexpr Event claim_investigated(Seat player, Seat target, Policy party) {
        return claim_of(player, ClaimKind::Investigated, 0, target, party);
    }

    /// "Who was who": the roles the table reveals once the game is over.
    static constexpr Event reveal(const Roles& roles) {
        Event event{EventType::Reveal, roles.hitler, {}, Policy::Liberal, false};
        event.fascists = roles.fascists;
        return event;
    }
    /// "The night is over": the table may play its first government now.
    static constexpr Event night_over() {
        return {EventType::NightOver, 0, {}, Policy::Liberal, false};
    }
    /// The roles a Reveal event states.
    constexpr Roles roles() const { return Roles{seat, fascists}; }

  private:
    static constexpr Event claim_of(Seat player, ClaimKind kind, int tiles, Seat target,
                                    Policy policy) {
        Event event{EventType::Claim, player, {}, policy, false};
        event.claim = kind;
        event.tiles = static_cast<std::uint8_t>(tiles);
        event.target = target;
        return event;
    }
};

} // namespace shn
