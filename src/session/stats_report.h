#pragma once

#include "session/group_stats.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace shn {

/// GroupStats as one JSON object: the output of `sh-narrator --stats`
/// (docs/statistics.md): games, finished, damaged, by_players, ends,
/// players, and `reference`, the real games' figure for each count the
/// group played that they have. Counts only: rates are the reader's to
/// take, with the counts beside them.
nlohmann::ordered_json stats_report(const GroupStats& stats);

/// The same figures as CSV (RFC 4180, a header row, names quoted when they
/// hold a comma, a quote or a line break): one row per player count
/// (`kind` = players), per ending (`kind` = end) and per player (`kind` =
/// player), for a spreadsheet. Written beside the kept games.
std::string stats_csv(const GroupStats& stats);

} // namespace shn
