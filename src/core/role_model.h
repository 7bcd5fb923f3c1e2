#pragma once

#include "core/deck_orders.h"
#include "core/public_record.h"
#include "core/roles.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace shn {

/// The name `--analyze` prints for the model below.
inline constexpr std::string_view kRoleModelName = "real-play-behaviour-2";

/// Odds of 0, 1, 2 and 3 liberal tiles among three, summing to 1.
using DrawOdds = std::array<double, 4>;

/// PlayerOdds: a player's posterior probability of being Hitler and of being
/// on the fascist team (Hitler included).
struct PlayerOdds {
    double hitler = 0;
    double fascist_team = 0;
};

/// SessionBelief: what the model makes of one legislative session given the
/// whole record: the odds of its draw (0-3 liberal tiles), and for each claim
/// made about it the probability that the claim was a lie (absent when the
/// claim was not made).
struct SessionBelief {
    DrawOdds liberals_drawn{};
    std::optional<double> drew_lie;
    std::optional<double> received_lie;
    std::optional<double> peeked_lie;
    std::optional<double> investigated_lie;
};

/// RolePosterior: the odds of every player (by seat), the model's belief
/// about each session (parallel to record.sessions), and whether any role
/// assignment had a weight (always, unless the public facts contradict each
/// other: the behaviour model gives every legal choice some probability).
struct RolePosterior {
    std::vector<PlayerOdds> players;
    std::vector<SessionBelief> sessions;
    bool model_fits = true;
};

/// One role assignment the facts allow, with the logs of the probability of
/// the record's play and claims (core/behaviour_model.h; -infinity when it
/// has none) and of its nominations under it. For fitting
/// (tools/fit_behaviour.py reads them through shn-role-weights).
struct AssignmentWeight {
    Seat hitler = 0;
    SeatSet team; // Hitler and the other fascists
    double play = 0;
    double nominations = 0;
};

/// The exact posterior of the roles under the behaviour model of
/// docs/analysis.md: roles dealt uniformly (R2); what is certain about Hitler
/// holds (R18, R28); every player's passes, enacts and claims weigh as often
/// as real players of their role made them in that situation
/// (core/behaviour_model.h). Every role assignment (at most 10 x C(9,3) =
/// 840) is weighed by the probability of the record under it, summed over the
/// deck orders that fit the public facts (`cycles`, the record's
/// cycle_orders()) and the ways each President could have passed. Hitler's
/// odds sum to 1, the team's to its size; no player gets 0 unless the facts
/// rule them out.
/// The odds are tempered by the stage of the game and weigh the nominations
/// too (docs/analysis.md, "Mixing"), and all come from one joint
/// distribution over the assignments: Hitler with his fitted exponents, then
/// his team given him with the team's; so no player's Hitler odds exceed
/// their team odds. `weights`, when given, receives every assignment's
/// untempered logs.
RolePosterior role_posterior(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                             std::vector<AssignmentWeight>* weights = nullptr);

/// The same belief about each session (parallel to record.sessions) when the
/// roles are known (the reveal): the draw odds and each claim's probability
/// of being a lie under the behaviour model, given the roles.
std::vector<SessionBelief> session_beliefs(const PublicRecord& record,
                                           const std::vector<CycleOrders>& cycles,
                                           const Roles& roles);

/// Whether the liberals' words and play fit the old strict reading in one
/// session (a liberal tells the truth, a liberal President discards a fascist
/// tile when one was drawn, a liberal Chancellor enacts a liberal tile when
/// one was passed): for a draw of `drawn` liberal tiles, the numbers of
/// liberal tiles passed (bit p) that fit it and what was enacted (R21-R22,
/// R35). Used only to tell the reveal whether the liberals played by that
/// reading (ClaimVerdicts::liberals_fit).
unsigned passes_that_fit(const LegislativeSession& session, int drawn, bool president_liberal,
                         bool chancellor_liberal);

} // namespace shn
