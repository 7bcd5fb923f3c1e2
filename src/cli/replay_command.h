#pragma once

#include "session/catalogue.h"
#include "session/game_log.h"

#include <iosfwd>
#include <string>

namespace shn {

/// `--replay FILE`: validates a game log and prints its final state as one
/// JSON object on `out` (status 0); or prints nothing on `out`, names the
/// first bad line on `err` in the catalogue's language, and returns 1.
int run_replay(const std::string& path, const Catalogue& catalogue, std::ostream& out,
               std::ostream& err);

} // namespace shn
