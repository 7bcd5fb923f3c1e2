#include "core/phase.h"

#include <array>

namespace shn {

std::string_view phase_id(Phase phase) {
    static constexpr auto kIds = std::to_array<std::string_view>({
        "first_president",
        "nomination",
        "election",
        "hitler_check",
        "legislative",
        "veto",
        "chaos",
        "investigate",
        "peek",
        "special_election",
        "execution",
        "game_over",
    });
    static_assert(kIds.size() == kPhaseCount, "every phase has its id");
    return kIds[static_cast<std::size_t>(phase)];
}

std::string_view winner_id(Winner winner) {
    switch (winner) {
    case Winner::None: return "none";
    case Winner::Liberals: return "liberals";
    case Winner::Fascists: return "fascists";
    }
    return "none";
}

std::string_view win_reason_id(WinReason reason) {
    switch (reason) {
    case WinReason::None: return "none";
    case WinReason::LiberalPolicies: return "liberal_policies";
    case WinReason::FascistPolicies: return "fascist_policies";
    case WinReason::HitlerExecuted: return "hitler_executed";
    case WinReason::HitlerElected: return "hitler_elected";
    }
    return "none";
}

} // namespace shn
