#pragma once

#include "session/catalogue.h"
#include "session/game_log.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace shn {

/// Reads the game log at `path` for a command: the whole valid log, or
/// nothing after naming the problem (cannot open, first bad line) on `err`.
std::optional<GameLog> read_log_argument(const std::string& path, const Catalogue& catalogue,
                                         std::ostream& err);

/// `--replay FILE`: validates a game log and prints its final state as one
/// JSON object on `out` (status 0); or prints nothing on `out`, names the
/// first bad line on `err` in the catalogue's language, and returns 1.
int run_replay(const std::string& path, const Catalogue& catalogue, std::ostream& out,
               std::ostream& err);

} // namespace shn
