#pragma once

#include "core/policy.h"
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
};

/// Event: a game action as a plain value. Only the fields of its type carry
/// meaning; the factories below set exactly those. Two events compare equal
/// when they say the same thing.
struct Event {
    EventType type = EventType::Peek;
    Seat seat = 0;                   // the player the event names, if any
    SeatSet ja;                      // Vote: who voted Ja
    Policy policy = Policy::Liberal; // Enact
    bool yes = false; // HitlerCheck: is Hitler; VetoResponse: agree; Execute: was Hitler

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
};

} // namespace shn
