#pragma once

#include "core/event.h"
#include "core/phase.h"
#include "core/player_count_rules.h"

#include <optional>
#include <string_view>

namespace shn {

// The presidential powers (R25-R28, R30) in one table: the phase each one
// opens, its id, and the event the President uses it with. The engine takes
// the phase from here, and every screen its words: a power's id is the id of
// the phase it opens ("investigate", "peek", "special_election",
// "execution"), and the catalogues name it `phase.<id>` (and, on a phone's
// narrow tile, `ui.board.short.<id>`).

/// The phase in which the President uses `power`; none for
/// PresidentialPower::None.
std::optional<Phase> power_phase(PresidentialPower power);

/// The power's id (see above); empty for PresidentialPower::None.
std::string_view power_id(PresidentialPower power);

/// The power an event of `type` uses; PresidentialPower::None for the
/// events that use none (a nomination, a vote, a claim...).
PresidentialPower power_used_by(EventType type);

} // namespace shn
