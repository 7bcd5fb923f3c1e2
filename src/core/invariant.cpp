#include "core/invariant.h"

#include <array>

namespace shn {

std::string_view invariant_id(Invariant invariant) {
    static constexpr auto kIds = std::to_array<std::string_view>({
        "none",
        "piles_do_not_add_up",
        "tracker_out_of_range",
        "no_eligible_chancellor",
        "president_dead",
        "too_few_alive",
        "refused_legal_move",
        "investigated_twice",
        "deck_mismatch",
        "wrong_end",
        "wrong_phase",
        "wrong_president",
        "wrong_term_limits",
        "wrong_tracks",
        "wrong_refusal",
        "truthful_claim_flagged",
        "model_rejects_truth",
        "reveal_refused",
        "claim_misjudged",
    });
    static_assert(kIds.size() == kInvariantCount, "every invariant has its id");
    return kIds[static_cast<std::size_t>(invariant)];
}

Invariant check_public_invariants(const GameState& state) {
    const PolicyPiles& piles = state.piles();
    if (piles.draw_size() + piles.discard_size() + state.liberal_policies() +
            state.fascist_policies() !=
        tiles_in_game(state.setup()))
        return Invariant::PilesDoNotAddUp;
    if (piles.draw_size() < kPoliciesPerSession && !state.game_over())
        return Invariant::PilesDoNotAddUp;
    const int tracker = state.election_tracker();
    const int highest = state.phase() == Phase::Chaos ? kChaosTrackerLevel : kChaosTrackerLevel - 1;
    if (tracker < 0 || tracker > highest) return Invariant::TrackerOutOfRange;
    if (state.phase() == Phase::Chaos && tracker != kChaosTrackerLevel)
        return Invariant::TrackerOutOfRange;
    if (state.phase() == Phase::Nomination && state.eligible_chancellors().empty())
        return Invariant::NoEligibleChancellor;
    if (const auto president = state.president(); president && !state.alive().contains(*president))
        return Invariant::PresidentDead;
    if (state.alive().size() < state.player_count() - 2) return Invariant::TooFewAlive;
    return Invariant::None;
}

} // namespace shn
