#pragma once

#include "session/catalogue.h"
#include "session/game_log.h"

#include <iosfwd>
#include <string>

namespace shn {

/// `--replay FILE`: validates a game log and prints its final state as one
/// JSON object on `out` (status 0); or prints nothing on `out`, names the
/// first bad line on `err` in the catalogue's language, and returns 1.
/// "line N: <why>" for a log that was not read whole, in the catalogue's
/// language (the phase the game was in fills the refusals' {phase} slot).
/// Precondition: result.error is set.
std::string describe_log_error(const LogReadResult& result, const Catalogue& catalogue);

int run_replay(const std::string& path, const Catalogue& catalogue, std::ostream& out,
               std::ostream& err);

} // namespace shn
