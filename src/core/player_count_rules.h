#pragma once

#include <cstdint>

namespace shn {

/// The numbers of the game that never change during play (R1-R4, R19, R29,
/// R30, R40): how many tiles, how many policies win, and what depends on the
/// number of players at setup. Pure functions of their arguments.

inline constexpr int kMinPlayers = 5;
inline constexpr int kLiberalTiles = 6;  // R3
inline constexpr int kFascistTiles = 11; // R3
inline constexpr int kDeckSize = kLiberalTiles + kFascistTiles;
inline constexpr int kPoliciesPerSession = 3;        // R21
inline constexpr int kLiberalPoliciesToWin = 5;      // R40
inline constexpr int kFascistPoliciesToWin = 6;      // R40
inline constexpr int kHitlerZoneFascistPolicies = 3; // R18
inline constexpr int kVetoFascistPolicies = 5;       // R29
inline constexpr int kChaosTrackerLevel = 3;         // R19
inline constexpr int kFewPlayersAlive = 5;           // R13

/// R2: how many envelopes of each role the table prepares.
struct RoleCounts {
    int liberals = 0;
    int fascists = 0; // not counting Hitler
    int hitler = 1;
};

/// R4/R30: the three fascist boards.
enum class FascistBoard : std::uint8_t { FiveToSix, SevenToEight, NineToTen };
inline constexpr int kFascistBoardCount = 3;
static_assert(static_cast<int>(FascistBoard::NineToTen) + 1 == kFascistBoardCount,
              "kFascistBoardCount counts every board");

/// R30: what the President must do after a fascist policy is enacted.
enum class PresidentialPower : std::uint8_t {
    None,
    Investigate,
    PolicyPeek,
    SpecialElection,
    Execution,
};
inline constexpr int kPresidentialPowerCount = 5;
static_assert(static_cast<int>(PresidentialPower::Execution) + 1 == kPresidentialPowerCount,
              "kPresidentialPowerCount counts every power");

constexpr bool valid_player_count(int players) {
    return players >= kMinPlayers && players <= 10;
}

RoleCounts role_counts(int players);
FascistBoard fascist_board(int players);

/// The power granted by the fascist policy number `slot` (1..6) on `board`.
/// Slot 6 wins the game, so it grants none (R40).
PresidentialPower power_for_slot(FascistBoard board, int slot);

/// Whether the policy in `slot` also unlocks the veto (R29): slot 5 and on.
constexpr bool slot_unlocks_veto(int slot) {
    return slot >= kVetoFascistPolicies;
}

} // namespace shn
