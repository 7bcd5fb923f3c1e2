#pragma once

#include "core/deck_orders.h"
#include "core/public_record.h"
#include "core/role_model.h"
#include "core/roles.h"

#include <optional>
#include <vector>

namespace shn {

/// What the truth says of a claim once the roles are known.
enum class ClaimVerdict : std::uint8_t {
    True,        // the public facts and the roles force it
    Lie,         // it cannot be true given the public facts and the roles
    PossibleLie, // it depends on tiles nobody will ever see (see the lie odds)
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

/// ClaimVerdicts: the verdicts, parallel to record.sessions; the behaviour
/// model's belief about each session given the revealed roles (its
/// `*_lie` odds: the probability each claim was a lie, the figure shown for a
/// PossibleLie); and whether the liberals' own words and play fitted the
/// strict reading (a liberal tells the truth and plays liberal: when false,
/// some liberal lied or misplayed; the verdicts do not depend on it) and,
/// when they did not, which liberals could alone be the one who did not:
/// each liberal such that, every other liberal trusted, the facts fit. One
/// seat there is the liberal who did not; several, one of them at least;
/// none, at least two liberals did not (the reveal names them so).
struct ClaimVerdicts {
    std::vector<SessionVerdicts> sessions;
    std::vector<SessionBelief> beliefs;
    bool liberals_fit = true;
    SeatSet liberals_off_reading; // empty while liberals_fit
};

/// Judges every claim against the revealed roles (docs/analysis.md, "The
/// reveal"). An investigation's claim is decided by the roles alone (R26).
/// A claim about tiles is judged over every deck order that fits the public
/// facts (`cycles`, the record's cycle_orders()) and every way the
/// governments could have passed their tiles, trusting no claim and no
/// player's play (real liberals lie and misplay too): True when the claim
/// holds in all of them, Lie in none, PossibleLie in some; a PossibleLie's
/// odds of being a lie come from the behaviour model given the roles
/// (session_beliefs). Pure computation.
ClaimVerdicts judge_claims(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                           const Roles& roles);

} // namespace shn
