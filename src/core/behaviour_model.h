#pragma once

#include "core/public_record.h"
#include "core/roles.h"

#include <array>

namespace shn {

/// The behaviour model of docs/analysis.md ("The behaviour model"): how
/// likely a player of each role is to act and speak as the record says in
/// one legislative session, given the tiles really drawn. Every player, of
/// either team, may pass, enact and claim anything the rules allow; the
/// probabilities are those counted on real games (core/behaviour_rates.h,
/// written by tools/fit_behaviour.py), never 0 for a choice the rules allow.
/// A claim not made, and a veto, tell nothing. Pure computation.

/// The flag of the board (0 or 1) a table split `split` ways is indexed by
/// for `session` (core/behaviour_rates.h: 0 none, 1 three or more fascist
/// policies, 2 three or more liberal ones on the board before it).
std::size_t board_flag(int split, const LegislativeSession& session);

/// The same for a board of `liberal` and `fascist` policies.
std::size_t board_flag(int split, int liberal, int fascist);

/// For a draw of `drawn` liberal tiles: the probability of the session's
/// record (the President's pass, the Chancellor's enact and both claims) and
/// the President passing `passed` liberal tiles, for each `passed` (0 when
/// the rules or the facts rule it out: R21-R22, R35).
std::array<double, 3> session_pass_likelihoods(const LegislativeSession& session, int drawn,
                                               Role president, Role chancellor);

/// Their sum: the probability of the session's record given the draw.
double session_likelihood(const LegislativeSession& session, int drawn, Role president,
                          Role chancellor);

/// The probability of the President's peek claim (1 if none) when the top
/// three were `tiles` (bit i: the i-th from the top is liberal).
double peek_likelihood(const LegislativeSession& session, int tiles, Role president);

/// The probability of the President's investigation claim (1 if none) when
/// the investigated player's role is `target` (R26).
double investigation_likelihood(const LegislativeSession& session, Role president, Role target);

} // namespace shn
