#pragma once

#include "core/deck_orders.h"
#include "core/public_record.h"
#include "core/roles.h"

#include <optional>
#include <vector>

namespace shn {

/// What the truth says of a claim once the roles are known.
enum class ClaimVerdict : std::uint8_t {
    True,        // it holds in every deck order that fits
    Lie,         // it holds in none
    PossibleLie, // it depends on tiles nobody will ever see
};

/// The verdicts on one legislative session's claims, each absent when that
/// claim was not made.
struct SessionVerdicts {
    std::optional<ClaimVerdict> drew;
    std::optional<ClaimVerdict> received;
    std::optional<ClaimVerdict> peeked;
    std::optional<ClaimVerdict> investigated;

    bool operator==(const SessionVerdicts&) const = default;
};

/// ClaimVerdicts: the verdicts, parallel to record.sessions, and whether the
/// liberals' own words and play fitted the facts (when they did not, some
/// liberal lied or misplayed, and the claims about the deck cycle where they
/// did not were judged on the public facts alone).
struct ClaimVerdicts {
    std::vector<SessionVerdicts> sessions;
    bool liberals_fit = true;
};

/// Judges every claim against the revealed roles (docs/analysis.md, "The
/// reveal"). An investigation's claim is decided by the roles alone (R26).
/// A claim about tiles is judged over every deck order that fits the public
/// facts (`cycles`, the record's cycle_orders()) and every way the
/// governments could have passed their tiles, keeping only those where the
/// liberals, now known, told the truth and played as liberals do (the role
/// model's reading, passes_that_fit); in a deck cycle where no order fits
/// that, over the orders that fit the public facts. True when the claim
/// holds in all of them, Lie in none, PossibleLie in some. Pure computation.
ClaimVerdicts judge_claims(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                           const Roles& roles);

} // namespace shn
