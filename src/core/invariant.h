#pragma once

#include "core/game_state.h"

#include <cstdint>
#include <string_view>

namespace shn {

/// Invariant: the properties the simulator checks after every event. The
/// first group holds for any GameState the engine can reach; the second needs
/// the hidden truth that only a simulated table knows.
enum class Invariant : std::uint8_t {
    None,
    // Checked by check_public_invariants:
    PilesDoNotAddUp,      // R22-R23: draw + discard + board = deck
    TrackerOutOfRange,    // R17-R20: 0-2, or 3 only in the chaos phase
    NoEligibleChancellor, // R14
    PresidentDead,        // R10, R28
    TooFewAlive,          // R28/R30: at most two executions
    // Checked by the simulated table:
    RefusedLegalMove,     // the engine refused a move the rules allow
    InvestigatedTwice,    // R26
    DeckMismatch,         // the real deck disagrees with the engine's piles
    WrongEnd,             // R40-R41: the game ended early, late or wrongly
    WrongPhase,           // the engine asks for the wrong next step
    WrongPresident,       // R10, R25: the wrong presidential candidate
    WrongTermLimits,      // R11-R13, R19: the wrong players may be nominated
    WrongTracks,          // R17-R20, R28: tracks, tracker or the living disagree
    WrongRefusal,         // an illegal probe was accepted, or a legal one refused
    TruthfulClaimFlagged, // a true claim called impossible, or two true claims in conflict
    ModelRejectsTruth,    // the role model gave the real roles no weight (liberals played by it)
    RevealRefused,        // R2, R18, R28: the real roles were refused at the end
    ClaimMisjudged,       // a true claim judged a lie, or a lie judged true, by the reveal
};
inline constexpr int kInvariantCount = 19;
static_assert(static_cast<int>(Invariant::ClaimMisjudged) + 1 == kInvariantCount,
              "kInvariantCount counts every invariant");

std::string_view invariant_id(Invariant invariant);

/// The first public invariant the state breaks, or Invariant::None.
Invariant check_public_invariants(const GameState& state);

} // namespace shn
