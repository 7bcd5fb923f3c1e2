#pragma once

#include "session/catalogue.h"
#include "session/game_log.h"

#include <string>

namespace shn {

/// "line N: <why>" for a log that was not read whole, in the catalogue's
/// language (the phase the game was in fills the refusals' {phase} slot).
/// Shared by `--replay`, `--screenshot --load` and the app's save messages.
/// Precondition: result.error is set.
std::string describe_log_error(const LogReadResult& result, const Catalogue& catalogue);

} // namespace shn
