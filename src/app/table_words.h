#pragma once

#include "core/event.h"
#include "core/game_state.h"
#include "session/catalogue.h"
#include "session/player_roster.h"

#include <optional>
#include <string>

namespace shn {

/// TableWords: what the table screen says, with the players' names, in the
/// table's language: the prompt for the move the phase asks for ("Tom,
/// nominate your Chancellor"), and what a move did, for the message line
/// ("Tom nominated Giulia as Chancellor", "The vote failed (3 Ja, 4 Nein)").
/// The engine gives keys and data; the sentences are the catalogue's.
/// Holds references: the catalogue and the roster must outlive it.
class TableWords {
  public:
    TableWords(const Catalogue& catalogue, const PlayerRoster& roster)
        : catalogue_(catalogue), roster_(roster) {}

    /// The prompt for the phase of `state`; `execution_target`: the seat
    /// chosen, not yet confirmed, at an execution.
    std::string prompt(const GameState& state, std::optional<Seat> execution_target = {}) const;
    /// The same prompt in two parts, as the table screen draws them: what
    /// the table must do now, for the far chair ("Vote: Tom and Giulia"),
    /// and the instruction to the one who taps ("Tap those who voted Nein,
    /// then Confirm"), read up close.
    std::string ask(const GameState& state, std::optional<Seat> execution_target = {}) const;
    std::string instruction(const GameState& state,
                            std::optional<Seat> execution_target = {}) const;
    /// What `event`, played on `before` and giving `after`, did.
    std::string did(const GameState& before, const Event& event, const GameState& after) const;

  private:
    std::string name(std::optional<Seat> seat) const;

    const Catalogue& catalogue_;
    const PlayerRoster& roster_;
};

} // namespace shn
