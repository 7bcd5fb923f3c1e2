#pragma once

#include "app/robot/table_robot.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// TablePlay: the table's moves as a person makes them, by taps on what the
/// screen shows in the table's language (catalogue words, seat names),
/// for the robot's journeys. It reads the game only to choose a legal
/// move, as a table knows the rules; every move goes through a tap.
class TablePlay {
  public:
    explicit TablePlay(TableRobot& robot) : robot_(robot) {}

    /// The words of `key` in the table's language (what a button says).
    std::string words(std::string_view key) const;
    /// History's row of round `number` as it begins ("Round 3", "Runde 3"):
    /// its tap target's label.
    std::string round_words(int number) const;
    /// Taps the button that says `key`'s words; false when none does.
    bool tap(std::string_view key);
    /// Taps the first button whose label begins with `key`'s words.
    bool tap_starting(std::string_view key);

    /// What the New game screen's names button says now: "Names", or the
    /// names typed counted ("Names 2/7").
    std::string names_button();
    /// Home -> New game -> `players` -> (typed names) -> Start: the setup.
    /// Names are typed on the on-screen keyboard, a key a tap.
    bool new_game(int players, const std::vector<std::string>& names = {});
    /// The setup and the night read to their end (their lines, then the
    /// way on), the first president drawn: the table screen.
    bool through_setup_and_night();

    /// How the game should end.
    enum class End { FiveLiberal, SixFascist, HitlerElected, HitlerExecuted };
    /// Plays by taps until the game ends in `end` (the roles are the
    /// table's secret: the robot's own, decided by the plan); false when a
    /// screen did not offer the tap the plan needed.
    bool play_to(End end, int most_moves = 400);
    /// One move of a plan towards `end`, by a tap; false when none was made.
    bool move_towards(End end);
    /// On the reveal: each card tapped until it shows the robot's roles
    /// (Hitler the seat after the first president, the fascists after
    /// it), then Confirm; true when the result shows.
    bool reveal();
    /// From the home screen of a kept game that has ended: Resume, then
    /// Reveal; false (with `problem`) when the reveal did not open.
    bool open_reveal();
    /// On the reveal: every card not entered yet tapped once (liberal, the
    /// first role a tap shows), the roles a test then changes from there.
    bool enter_unknown_as_liberal();
    /// On Past games: the first kept game's row (empty when none is shown).
    std::string first_kept_game() const;
    /// What the vote's Confirm button says with these counts.
    std::string confirm_words(int ja, int nein) const;
    /// What the way on of the setup ("pick the first president at random")
    /// or of the night ("done") says.
    std::string way_on_words(Screen screen) const;
    /// The seat names as the table screen shows them.
    std::vector<std::string> names() const;
    /// Types `text` on the on-screen keyboard, a key a tap, `gap_ms`
    /// apart (a person's pace); returns how many times it switched the
    /// keyboard's page (an alphabet's key) for a letter not on the page shown.
    int type_on_keyboard(std::string_view text, std::uint64_t gap_ms);

    std::string problem; // what a false answer could not find

  private:
    bool tap_seat(int seat);

    TableRobot& robot_;
    int moves_ = 0;
};

} // namespace shn
