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

/// The moment the reveal and the chart both name for the model's last word
/// (issue 55: they showed two moments as one): how many events come before
/// the move that ended the game (the Hitler elected or executed, the last
/// policy), what the table knew, not what the end told it. A game not over
/// yet: every move (the reveal event never counts). The odds of that moment
/// are `odds_series(...)[moment - 1]` (none when it is 0).
std::size_t odds_moment(const GameSetup& setup, const std::vector<Event>& events);

} // namespace shn
