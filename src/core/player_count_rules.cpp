#include "core/player_count_rules.h"

#include <array>

namespace shn {

RoleCounts role_counts(int players) {
    // R2, indexed by players - 5.
    static constexpr std::array<RoleCounts, 6> kTable{{
        {3, 1, 1},
        {4, 1, 1},
        {4, 2, 1},
        {5, 2, 1},
        {5, 3, 1},
        {6, 3, 1},
    }};
    if (!valid_player_count(players)) return {0, 0, 0};
    return kTable[static_cast<std::size_t>(players - kMinPlayers)];
}

FascistBoard fascist_board(int players) {
    if (players <= 6) return FascistBoard::FiveToSix;
    if (players <= 8) return FascistBoard::SevenToEight;
    return FascistBoard::NineToTen;
}

PresidentialPower power_for_slot(FascistBoard board, int slot) {
    using P = PresidentialPower;
    // R30: one row per board, slots 1..6.
    static constexpr auto kPowers = std::to_array<std::array<P, 6>>({
        {P::None, P::None, P::PolicyPeek, P::Execution, P::Execution, P::None},
        {P::None, P::Investigate, P::SpecialElection, P::Execution, P::Execution, P::None},
        {P::Investigate, P::Investigate, P::SpecialElection, P::Execution, P::Execution, P::None},
    });
    static_assert(kPowers.size() == kFascistBoardCount, "every board has its row");
    if (slot < 1 || slot > 6) return P::None;
    return kPowers[static_cast<std::size_t>(board)][static_cast<std::size_t>(slot - 1)];
}

} // namespace shn
