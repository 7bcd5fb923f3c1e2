#pragma once

#include "core/game_analysis.h"
#include "session/catalogue.h"
#include "session/event_json.h"
#include "session/player_roster.h"

#include <nlohmann/json_fwd.hpp>

namespace shn {

/// A GameAnalysis as one JSON object: the output of `--analyze`. Field
/// names and meanings: docs/analysis.md. Probabilities are printed as
/// doubles in their shortest exact form (17 significant digits at most).
nlohmann::ordered_json analysis_report(const GameAnalysis& analysis, const PlayerRoster& roster);

/// The stable identifier of a finding's kind ("impossible", "conflict"...).
/// Claims are named as in the log (claim_kind_id, session/event_json.h).
std::string_view finding_kind_id(FindingKind kind);
/// "true", "lie", "possible_lie".
std::string_view claim_verdict_id(ClaimVerdict verdict);

/// What real games say of a finding, in the catalogue's language, for the
/// Analysis screen to show with it; empty when they say nothing of its kind.
/// A claim about tiles that cannot be true ("Impossible: Marco"): on the
/// real games such claims came from the fascist team no more often than
/// claims at large (4 in 10), so the odds hardly move for it, and may fall
/// with the government's play (docs/analysis.md, "A claim that cannot be
/// true"). Not said of an investigation's: those were all fascists'.
std::string finding_real_play_note(const Finding& finding, const Catalogue& catalogue);

} // namespace shn
