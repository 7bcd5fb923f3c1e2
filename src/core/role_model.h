#pragma once

#include "core/deck_orders.h"
#include "core/public_record.h"

#include <string_view>
#include <vector>

namespace shn {

/// The name `--analyze` prints for the model below.
inline constexpr std::string_view kRoleModelName = "liberals-tell-the-truth-1";

/// PlayerOdds: a player's posterior probability of being Hitler and of being
/// on the fascist team (Hitler included).
struct PlayerOdds {
    double hitler = 0;
    double fascist_team = 0;
};

/// RolePosterior: the odds of every player (by seat), and whether any role
/// assignment fitted the model (when none does, the odds are those of the
/// certain facts alone).
struct RolePosterior {
    std::vector<PlayerOdds> players;
    bool model_fits = true;
};

/// The model's reading of one legislative session: for a draw of `drawn`
/// liberal tiles, the numbers of liberal tiles the President may have passed
/// (bit p set: p of the two passed were liberal) that fit what was enacted
/// (R21-R22, R35) and, for a liberal President or Chancellor, what they
/// claimed and how a liberal plays: a liberal tells the truth, a liberal
/// President discards a fascist tile when one was drawn, a liberal
/// Chancellor enacts a liberal tile when one was passed. 0: the draw does
/// not fit at all.
unsigned passes_that_fit(const LegislativeSession& session, int drawn, bool president_liberal,
                         bool chancellor_liberal);

/// The exact posterior of the roles under the model of docs/analysis.md:
/// roles dealt uniformly (R2); what is certain about Hitler holds (R18,
/// R28); liberals tell the truth about what they drew, received, peeked and
/// saw, a liberal President discards a fascist tile when one was drawn and a
/// liberal Chancellor enacts a liberal tile when one was passed; whatever the
/// fascist team does or says carries no information (every choice of theirs
/// weighs the same, whatever the tiles). Every role assignment (at most
/// 10 x C(9,3) = 840) is weighed by the share of deck orders (`cycles`, the
/// record's cycle_orders()) under which its liberals could have acted and
/// spoken as recorded. Hitler's odds sum to 1, the team's to its size.
RolePosterior role_posterior(const PublicRecord& record, const std::vector<CycleOrders>& cycles);

} // namespace shn
