#include "core/refusal.h"

#include <iterator>

namespace shn {

std::string_view refusal_key(Refusal refusal) {
    static constexpr std::string_view kKeys[]{
        "refusal.none",
        "refusal.game_over",
        "refusal.wrong_phase",
        "refusal.player_count_out_of_range",
        "refusal.no_such_seat",
        "refusal.player_dead",
        "refusal.target_is_president",
        "refusal.chancellor_term_limited",
        "refusal.voter_dead",
        "refusal.already_investigated",
        "refusal.veto_locked",
        "refusal.veto_already_requested",
        "refusal.policy_not_in_deck",
        "refusal.known_not_hitler",
        "refusal.must_be_hitler",
        "refusal.no_claim_open",
        "refusal.not_the_claimant",
        "refusal.already_claimed",
        "refusal.bad_claim",
        "refusal.option_not_for_player_count",
        "refusal.game_not_over",
        "refusal.already_revealed",
        "refusal.wrong_role_counts",
        "refusal.hitler_was_elected",
        "refusal.hitler_was_executed",
    };
    static_assert(std::size(kKeys) == kRefusalCount, "one key per refusal, in the enum's order");
    return kKeys[static_cast<std::size_t>(refusal)];
}

} // namespace shn
