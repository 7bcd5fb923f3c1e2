#pragma once

#include "core/game_history.h"

#include <cstddef>
#include <optional>

namespace shn {

/// Which recorded moves the table may correct afterwards: a nomination, a
/// vote, the Hitler answer, an enacted policy, a power's target, a veto's
/// answer. (Claims are words, corrected by undoing them; the first
/// president is the setup's.)
bool is_correctable(EventType type);

/// Correction: what correcting one recorded move does to a game. The moves
/// after it are replayed unchanged on top of the correction; `history`
/// holds the corrected move and every later move up to the first that no
/// longer fits (all of them when `first_misfit` is empty). `refusal`: why
/// the correction itself was refused (then `history` is the game up to the
/// corrected move, and nothing else is meaningful), or why the first later
/// move no longer fits.
struct Correction {
    GameHistory history;
    std::optional<std::size_t> first_misfit; // index in the original events
    Refusal refusal = Refusal::None;

    bool accepted() const { return refusal == Refusal::None || first_misfit.has_value(); }
};

/// Replays `original` with its event `index` replaced by `corrected`
/// (precondition: index < original.events().size()). A move that is not
/// correctable, or of another type than the one it replaces, is refused
/// with WrongPhase; one the rules refuse at that point, with the rules'
/// reason. Pure: `original` is not changed.
Correction correct_move(const GameHistory& original, std::size_t index, const Event& corrected);

} // namespace shn
