#pragma once

#include "app/panel.h"
#include "core/game_analysis.h"
#include "core/game_history.h"
#include "core/roles.h"
#include "session/player_roster.h"

#include <optional>
#include <string>
#include <vector>

namespace shn {

class MessageLine;
class SeatNames;
class ShownGame;
class TableController;
struct Settings;

/// RevealPanel: the end of a game, who was who (issue 15). Before the
/// reveal: each player's name, tapped through liberal, fascist and Hitler,
/// each unknown until tapped (the first tap: liberal), with what is already
/// certain filled in (Hitler elected or executed) and Hitler skipped for a
/// player the game proved is not (R18, R28: the tap says why); Confirm asks
/// for every role;
/// Confirm hands the roles to the engine, which refuses what cannot be true
/// (R2, R18, R28, R40) with the reason under Confirm, shown only while the
/// roles tapped are the ones refused (a tap that changes them clears it). After
/// the reveal: every player's role (and, with Claims and odds on, the
/// model's last Hitler odds beside it), then each government that took
/// office, under its round's number as the history gives it (Hitler's
/// election included, R18), with its members' roles and the policy; with
/// Claims and odds on and some claim made, every claim judged true, a lie
/// or a possible lie. Governments turn a page at a time. "Same table
/// again". A kept game opened from home is shown read-only. No text is set
/// below the up-close minimum (Canvas, 14 px at 800x480) with 12-character
/// names, at any size the layout test sweeps.
class RevealPanel : public Panel {
  public:
    RevealPanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                MessageLine& messages, const ShownGame& shown, const SeatNames& seat_names,
                const Settings& settings)
        : Panel(stack, catalogue), table_(table), messages_(messages), shown_(shown),
          seat_names_(seat_names), settings_(settings) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void draw_choice(Canvas& canvas, Rect body);
    void draw_result(Canvas& canvas, Rect body, const Roles& roles);
    void draw_players(Canvas& canvas, Rect area, const Roles& roles);
    void draw_governments(Canvas& canvas, Rect area, const Roles& roles);
    void confirm();
    /// A tap on `seat`'s card: the next role, or (the Hitler the game's end
    /// proved, R18 elected, R28 executed) why it stays Hitler.
    void tap_card(std::size_t seat);
    /// Why `seat` cannot be Hitler (R18, R28), named, with its round.
    std::string known_not_hitler_words(const GameHistory& history, Seat seat) const;
    /// The note when the liberals did not keep to the strict reading, naming
    /// who could have been the one (ClaimVerdicts::liberals_off_reading).
    std::string liberals_off_reading_words(const PlayerRoster& kept_roster) const;

    TableController& table_;
    MessageLine& messages_;
    const ShownGame& shown_;
    const SeatNames& seat_names_;
    const Settings& settings_;
    // By seat, before the reveal; none: not entered yet (issue 43: a new
    // table found every role filled in as liberal, and could confirm roles
    // it never entered).
    std::vector<std::optional<Role>> chosen_;
    // The Hitler the game's end proved (R18, R28): fixed on the reveal.
    std::optional<Seat> known_hitler_;
    bool only_one_left_ = false; // known as the one seat not proved not Hitler
    std::optional<GameAnalysis> analysis_;
    std::size_t analysed_events_ = 0;
    // The model's odds as the table had them before the move that ended
    // the game (issue 43: after it, the Hitler elected read 100%).
    std::vector<PlayerOdds> last_odds_;
    int page_ = 0; // the page of governments shown, 0: the first
    // The engine's (or the count's) reason for refusing `refused_`, the
    // roles as tapped then; shown only while they are still the ones tapped.
    std::string refusal_;
    std::vector<std::optional<Role>> refused_;
};

} // namespace shn
