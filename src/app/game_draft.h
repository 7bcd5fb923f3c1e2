#pragma once

#include "core/player_count_rules.h"
#include "core/rule_options.h"
#include "core/seat_set.h"
#include "session/player_roster.h"

#include <string>
#include <vector>

namespace shn {

class SeatNames;

/// GameDraft: the new game being set up: how many players, the rule
/// options, and the names typed so far by seat (blank: "Player N"). It
/// starts as the last game's table (a table plays again with the same
/// people: `remember`), and the new-game and names screens change it.
class GameDraft {
  public:
    explicit GameDraft(const SeatNames& seat_names) : seat_names_(seat_names) {}

    int players = 7;
    RuleOptions options;
    std::vector<std::string> names = std::vector<std::string>(kMaxPlayers);

    /// The names for its player count: trimmed, blanks given their default
    /// ("Player 3").
    std::vector<std::string> starting_names() const;
    /// How many of its player count's seats have a name typed (not blank).
    int named() const;
    /// A game's names as the draft (default names, "Player 3" in any
    /// language, left blank).
    void remember(const PlayerRoster& roster, int players);

  private:
    const SeatNames& seat_names_;
};

} // namespace shn
