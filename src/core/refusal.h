#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace shn {

/// Refusal: why the engine would not accept a move, or None when it did.
/// A code, never a sentence: the app turns `refusal_key()` into text in the
/// table's language through the catalogue (keys "refusal.<id>").
enum class Refusal : std::uint8_t {
    None,
    GameOver,                // R40: nothing happens after the end
    WrongPhase,              // the event is not what the table must do now
    PlayerCountOutOfRange,   // R1
    NoSuchSeat,              // a seat outside the table
    PlayerDead,              // R28: the dead cannot be named, vote or act
    TargetIsPresident,       // R11, R25, R26, R28: "another" player
    ChancellorTermLimited,   // R12-R13
    VoterDead,               // R15
    AlreadyInvestigated,     // R26
    VetoLocked,              // R29
    VetoAlreadyRequested,    // R35: at most once per session
    PolicyNotInDeck,         // R3/R22-R23: the piles cannot hold that tile now
    KnownNotHitler,          // R18/R28: contradicts what the table already knows
    MustBeHitler,            // R18/R28: everyone else is known not to be Hitler
    NoClaimOpen,             // no session, peek or investigation that claim could be about
    NotTheClaimant,          // only that session's President (or Chancellor) may claim it
    AlreadyClaimed,          // that player already made that claim for this session
    BadClaim,                // tile counts that do not add up, or the wrong target
    OptionNotForPlayerCount, // O2-O4: a rebalanced game for another table size
    GameNotOver,             // R40: the roles are revealed only once the game has ended
    AlreadyRevealed,         // the roles are revealed once
    WrongRoleCounts,         // R2: one Hitler and the table size's number of fascists
    HitlerWasElected,        // R18, R40: the Chancellor elected to end the game was Hitler
    HitlerWasExecuted,       // R28: the player executed to end the game was Hitler
    Count,                   // not a refusal: how many there are; stays last
};

/// The number of refusals (None included): tables indexed by a refusal are
/// sized by it and loops over every refusal run to it.
inline constexpr std::size_t kRefusalCount = static_cast<std::size_t>(Refusal::Count);

/// "refusal.<id>", e.g. "refusal.chancellor_term_limited".
std::string_view refusal_key(Refusal refusal);

} // namespace shn
