#pragma once

#include "core/rule_options.h"

#include <string>
#include <vector>

namespace shn {

/// NarrationLine: one line of a narrated sequence: a catalogue key, and
/// either a spoken line (a clip audio/<lang>/<narrator>/<key>.opus exists for it) or a
/// silent pause of `pause_seconds`, during which the screen shows the key's
/// text and a countdown.
struct NarrationLine {
    std::string key;
    bool spoken = true;
    double pause_seconds = 0.0;

    bool operator==(const NarrationLine&) const = default;
};

/// The night pause setting: default 5 s, 2-20 s (narration issue).
inline constexpr double kDefaultNightPause = 5.0;
inline constexpr double kMinNightPause = 2.0;
inline constexpr double kMaxNightPause = 20.0;

/// Spoken lines are the catalogue keys under "say.".
bool is_spoken_key(const std::string& key);

/// R2-R5: what the table prepares for `players` (5-10), in order: envelopes
/// (R2), roles dealt, the fascist board (R4), the deck (R3), the first
/// president (R5). Whole sentences per player count, never spliced numbers.
std::vector<NarrationLine> setup_sequence(int players, const RuleOptions& options = {});

/// The end of a game, once the table confirmed who was who: a short reveal
/// read while the screen shows the names (never spoken): Hitler, then the
/// fascists (a sentence for each table size's count, R2), then the
/// liberals; and, when claims were made, the invitation to see who lied.
std::vector<NarrationLine> reveal_sequence(int players, bool claims_made);

/// R6/R7: the eyes-closed sequence for `players`, with the memorise pause.
std::vector<NarrationLine> night_sequence(int players, double pause_seconds);

} // namespace shn
