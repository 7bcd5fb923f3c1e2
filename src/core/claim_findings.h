#pragma once

#include "core/deck_orders.h"
#include "core/public_record.h"

#include <vector>

namespace shn {

/// What the analysis flags (docs/analysis.md, "Findings").
enum class FindingKind : std::uint8_t {
    Impossible,      // a claim that cannot be true given the public facts
    Conflict,        // two claims, each possible, that cannot both be true
    Unlikely,        // a "drew" claim with a probability under 5%
    ModelDoesNotFit, // no role assignment fits the role model's assumptions
};

/// Finding: one flag, with the players whose claims it is about (in the
/// order of those claims) and which claims. `probability`: for Unlikely, the
/// claim's probability given the public facts.
struct Finding {
    FindingKind kind = FindingKind::Impossible;
    std::vector<Seat> players;
    std::vector<ClaimKind> claims;
    double probability = 0;
    std::vector<int> sessions; // the session (index into record.sessions) of each claim

    bool operator==(const Finding&) const = default;
};

/// The probability under which a "drew" claim is flagged Unlikely.
inline constexpr double kUnlikelyClaim = 0.05;
/// The behaviour model's odds of a lie from which the Analysis screen calls
/// a claim a likely lie, with its odds (docs/analysis.md: on the real games,
/// claims given this much or more were lies about as often as said).
inline constexpr double kLikelyLie = 0.8;

/// The findings about each session's claims, parallel to record.sessions.
/// A finding about two sessions belongs to the later one. `cycles` are the
/// record's cycle_orders().
std::vector<std::vector<Finding>> claim_findings(const PublicRecord& record,
                                                 const std::vector<CycleOrders>& cycles);

/// The findings of one session only (cheaper: only its claims and those
/// they can conflict with are examined); what claim_findings gives for it.
std::vector<Finding> session_findings(const PublicRecord& record,
                                      const std::vector<CycleOrders>& cycles, int session);

/// Why a claim cannot be true, as the table is told where it enters it
/// (issue 32): the policy the government enacted rules it out (R21-R22),
/// the tiles already seen leave none such in the deck (R23), or the player
/// investigated was Hitler, whose card shows the fascist party (R26).
enum class ImpossibleWhy : std::uint8_t { Possible, Enacted, Deck, Hitler };

/// Whether `player`'s claim of `kind` about session `session` is one of its
/// Impossible findings, and why.
ImpossibleWhy impossible_why(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                             int session, Seat player, ClaimKind kind);

} // namespace shn
