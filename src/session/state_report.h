#pragma once

#include "core/game_state.h"
#include "session/player_roster.h"

#include <nlohmann/json_fwd.hpp>

namespace shn {

/// The state of a game as one JSON object: the output of `--replay`, for the
/// table's tools and tests. Field names and meanings: docs/game-log.md.
nlohmann::ordered_json state_report(const GameState& state, const PlayerRoster& roster);

} // namespace shn
