#pragma once

#include "core/game_analysis.h"
#include "session/event_json.h"
#include "session/player_roster.h"

#include <nlohmann/json.hpp>

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

} // namespace shn
