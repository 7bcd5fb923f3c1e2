#pragma once

#include "core/game_analysis.h"
#include "session/player_roster.h"

#include <nlohmann/json.hpp>

namespace shn {

/// A GameAnalysis as one JSON object: the output of `--analyze`. Field
/// names and meanings: docs/analysis.md. Probabilities are printed as
/// doubles in their shortest exact form (17 significant digits at most).
nlohmann::ordered_json analysis_report(const GameAnalysis& analysis, const PlayerRoster& roster);

/// Stable identifiers of findings and claims, also catalogue key suffixes.
std::string_view finding_kind_id(FindingKind kind);
std::string_view claim_kind_id(ClaimKind kind);

} // namespace shn
