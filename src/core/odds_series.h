#pragma once

#include "core/game_analysis.h"

#include <cstddef>
#include <vector>

namespace shn {

/// OddsPoint: the role model's odds for every player (PlayerOdds, seat
/// order) once the first `events` events of the game were played: what
/// `--analyze` says of the log cut there.
struct OddsPoint {
    std::size_t events = 0;
    std::vector<PlayerOdds> players;
};

/// How the odds moved (issue 44): a point after every move of the game,
/// each the analysis of the game as far as that move (analyze_game on the
/// prefix). The reveal is no move: the odds stay what the table could know,
/// and the truth is the reveal's to mark beside them. Moves that add
/// nothing the model reads (the night read, the first President drawn)
/// still give their point, so the points count the log's moves. Pure; a
/// few milliseconds a point (docs/performance.md).
std::vector<OddsPoint> odds_series(const GameSetup& setup, const std::vector<Event>& events);

} // namespace shn
