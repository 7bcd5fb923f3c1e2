#pragma once

#include <span>
#include <string_view>

namespace shn {

/// NightStep: one line of the eyes-closed sequence, as a catalogue key, and
/// whether it is the silent pause in which the fascists memorise each other
/// (its length is a setting of the narrator, not a rule).
struct NightStep {
    std::string_view key;
    bool memorise_pause = false;
};

/// R6/R7: the eyes-closed sequence for a table of `players` (5-10): with 5-6
/// Hitler and the fascist see each other; with 7-10 Hitler keeps the eyes
/// closed and shows a thumb. Empty for a player count outside 5-10.
std::span<const NightStep> night_script(int players);

} // namespace shn
