#pragma once

#include "core/event.h"
#include "core/game_state.h"

#include <string_view>
#include <vector>

namespace shn {

/// What the narrator says after an accepted event: the catalogue keys of the
/// spoken lines ("say.*"), in order, given the state before and after it.
/// The cues depend only on the rules' outcome (vote passed or failed, chaos,
/// reshuffle, power granted, game won), never on hidden information.
std::vector<std::string_view> narration_cues(const GameState& before, const Event& event,
                                             const GameState& after);

/// The line that asks the table for `phase`'s move ("say.round.vote"): the
/// first of the phase's cues, and what a phone shows while the table plays.
/// Empty for the game's end, whose line says how it was won.
std::string_view phase_prompt_cue(Phase phase);

/// The cues that open the phase `state` is in (e.g. at resume or undo).
std::vector<std::string_view> phase_cues(const GameState& state);

} // namespace shn
