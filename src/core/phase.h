#pragma once

#include <cstdint>
#include <string_view>

namespace shn {

/// Phase: what the table must do next. The names are the log contract's
/// (`phase` in the replay output), and the app's action panel is driven by it.
enum class Phase : std::uint8_t {
    FirstPresident,
    Nomination,
    Election,
    HitlerCheck,
    Legislative,
    Veto,
    Chaos,
    Investigate,
    Peek,
    SpecialElection,
    Execution,
    GameOver,
};

inline constexpr int kPhaseCount = 12;
static_assert(static_cast<int>(Phase::GameOver) + 1 == kPhaseCount,
              "kPhaseCount counts every phase");

enum class Winner : std::uint8_t { None, Liberals, Fascists };

enum class WinReason : std::uint8_t {
    None,
    LiberalPolicies,
    FascistPolicies,
    HitlerExecuted,
    HitlerElected,
};
inline constexpr int kWinReasonCount = 5;
static_assert(static_cast<int>(WinReason::HitlerElected) + 1 == kWinReasonCount,
              "kWinReasonCount counts every reason");

/// Stable identifiers, also used as catalogue key suffixes.
std::string_view phase_id(Phase phase);
std::string_view winner_id(Winner winner);
std::string_view win_reason_id(WinReason reason);

} // namespace shn
