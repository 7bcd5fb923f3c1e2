// TablePanel, its seats: each seat with its name and marks, and what a tap
// on a seat does in each phase (table_panel.h).
#include "app/name_lines.h"
#include "app/panels/table_panel.h"

#include "app/board_drawing.h"

#include "app/panels/game_menu_panel.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/phone_board.h"
#include "app/preferences.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/table_words.h"
#include "app/tile_letters.h"
#include "core/presidential_power.h"
#include "core/random_stream.h"
#include "session/app_clock.h"
#include "session/languages.h"
#include "session/narration_cues.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace shn {

void TablePanel::draw_seats(Canvas& canvas, Rect area, const GameState& state,
                            const std::vector<SeatPlace>& around) {
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    BoardDrawing::Seats seats{roster,
                              state.phase() == Phase::Election ? nein_ : SeatSet{},
                              execution_target_,
                              !table_.read_only(),
                              table_.read_only(),
                              std::nullopt,
                              &around};
    BoardDrawing(catalogue_).seats(canvas, area, state, seats);
    if (table_.read_only()) return;
    for (Seat seat = 0; seat < state.player_count(); ++seat) {
        target(
            BoardDrawing::seat_box(canvas, area, state.player_count(), seats.viewer, seat, around),
            [this, seat] { tap_seat(seat); }, roster.names[std::size_t(seat)]);
        // the seat to execute, until the answer
        if (state.phase() == Phase::Execution && execution_target_ == seat) mark_chosen();
    }
}

void TablePanel::draw_legend(Canvas& canvas, Rect area, const GameState& state) {
    BoardDrawing(catalogue_).legend(canvas, area, state);
}

void TablePanel::tap_seat(Seat seat) {
    if (table_.read_only()) return; // a phone only watches
    const GameState& state = table_.game()->state();
    switch (state.phase()) {
    case Phase::FirstPresident: table_.play(Event::first_president(seat)); break;
    case Phase::Nomination: table_.play(Event::nominate(seat)); break;
    case Phase::Election:
        if (state.alive().contains(seat)) {
            if (nein_.contains(seat))
                nein_.erase(seat);
            else
                nein_.insert(seat);
            // Kept at the tap, not at the next frame: a kill right after
            // it loses no mark (issue 42).
            if (!table_.read_only()) keep_vote();
        } else { // an executed player's seat: said, not silently ignored (the crawler's find)
            messages_.set(
                [](const Catalogue& catalogue) { return catalogue.text("refusal.voter_dead"); });
        }
        break;
    case Phase::Investigate: table_.play(Event::investigate(seat)); break;
    case Phase::SpecialElection: table_.play(Event::special_election(seat)); break;
    case Phase::Execution:
        // Chosen now, confirmed with the answer "was Hitler?" in the action panel.
        if (state.check(Event::execute(seat, false)) == Refusal::None ||
            state.check(Event::execute(seat, true)) == Refusal::None) {
            execution_target_ = seat;
            // A refusal of the seat tapped before is no longer true.
            if (!messages_.names_last_move()) messages_.clear();
        } else
            table_.play(Event::execute(seat, false)); // refused: says why
        break;
    case Phase::HitlerCheck:
    case Phase::Legislative:
    case Phase::Veto:
    case Phase::Chaos:
    case Phase::Peek:
    case Phase::GameOver:
        // A seat means nothing now: the message line says what the game asks.
        messages_.set([this, roster = table_.game()->log().roster(), state,
                       target = execution_target_](const Catalogue& catalogue) {
            return TableWords(catalogue, seat_names_.shown(roster)).prompt(state, target);
        });
        break;
    }
}

} // namespace shn
