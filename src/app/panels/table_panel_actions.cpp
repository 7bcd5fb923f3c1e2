// TablePanel, its actions: the message line and the buttons of the phase,
// or what a phone watching says (table_panel.h).
#include "app/name_lines.h"
#include "app/panels/table_panel.h"

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
#include <string>

namespace shn {

namespace {

/// What the table is doing, as a phone says it (the viewer: no buttons).
std::string watched_key(const GameState& state) {
    const std::string_view cue = phase_prompt_cue(state.phase());
    return cue.empty() ? "ui.phones.waiting" : std::string(cue);
}

} // namespace

Rect TablePanel::message_words(Canvas& canvas, Rect area) const {
    const int u = canvas.unit();
    const bool undoable = messages_.names_last_move() && !table_.read_only();
    const int undo_x = area.x + area.w - u - bar_button(canvas, false).w;
    return {area.x + 2 * u, area.y, (undoable ? undo_x : area.w) - 3 * u, area.h};
}

int TablePanel::message_floor(Canvas& canvas) {
    return std::min(canvas.minimum_text(), Canvas::minimum_text_px(canvas.width(), canvas.height(),
                                                                   ReadingDistance::UpClose));
}

void TablePanel::draw_message(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    if (messages_.text().empty()) return;
    // What a move did gets Undo beside it: a mis-tap is named and one tap away.
    const bool undoable = messages_.names_last_move() && !table_.read_only();
    const Rect undo_box{area.x + area.w - u - bar_button(canvas, false).w, area.y,
                        bar_button(canvas, false).w, canvas.finger()};
    // Words too long for the line at the table's floor: at the floor of
    // text read up close (the room kept for them, issue 43).
    const Rect words = message_words(canvas, area);
    const int floor = canvas.minimum_text();
    if (!canvas.fits(words, messages_.text(), Typeface::Body, canvas.finger() / 2))
        canvas.set_minimum_text(message_floor(canvas));
    canvas.text(words, messages_.text(), Typeface::Body, canvas.finger() / 2,
                undoable ? palette::ink : palette::fascist, Align::Left);
    canvas.set_minimum_text(floor);
    if (undoable)
        button(
            canvas, undo_box, text("ui.table.undo"), [this] { undo(); }, palette::fascist);
}

void TablePanel::draw_action(Canvas& canvas, Rect area, const GameState& state) {
    const int u = canvas.unit();
    // The button just drawn ends the game with `event` (TapGuard asks twice
    // when the tap began on the button before it).
    const auto ending = [&](const Event& event) {
        GameState after = state;
        if (after.apply(event) == Refusal::None && after.game_over()) mark_ends_game();
    };
    canvas.fill(area, palette::parchment_dark);
    const Rect inner = area.inset(u);
    if (table_.read_only()) {
        canvas.text(inner, text(watched_key(state)), Typeface::Body, 5 * u, palette::ink);
        return;
    }
    // Open claims take most of the area; the prompt stays, smaller.
    const std::vector<ClaimKind> claims = open_claims(state);
    const Rect prompt = inner.top(inner.h * (claims.empty() ? 45 : 30) / 100);
    const Rect buttons = inner.below(inner.h * (claims.empty() ? 50 : 32) / 100);
    const TableWords words(catalogue_, seat_names_.shown(table_.game()->log().roster()));
    canvas.text(prompt, words.prompt(state, execution_target_), Typeface::Body, 5 * u,
                palette::ink);
    // Until the first government is elected the night can be read again (a
    // table that skipped it, or a player who missed it).
    // (A chaos policy clears the term limits, not the game's past: a policy
    // on the board, or a government elected, ends it for good.)
    const auto& events = table_.game()->log().history().events();
    const bool night_again =
        !state.last_elected_president() &&
        std::none_of(events.begin(), events.end(),
                     [](const Event& event) { return event.type == EventType::Enact; }) &&
        (state.phase() == Phase::Nomination || state.phase() == Phase::FirstPresident);
    switch (state.phase()) {
    case Phase::FirstPresident:
        button(canvas, night_again ? buttons.row(0, 2, u) : buttons, text("ui.setup.pick_random"),
               [this] { confirm(); });
        break;
    case Phase::Nomination:
        if (claims.empty() && night_again) break; // the button below
        draw_claims(canvas, buttons, state, claims);
        break;
    case Phase::Election: {
        const int ja = state.alive().without(nein_).size();
        const int nein = nein_.size();
        button(canvas, buttons.row(0, 2, u).column(0, 2, u), text("ui.table.all_ja"),
               [this] { nein_ = {}; });
        if (nein == 0) mark_chosen();
        button(canvas, buttons.row(0, 2, u).column(1, 2, u), text("ui.table.all_nein"),
               [this, &state] { nein_ = state.alive(); });
        if (ja == 0) mark_chosen();
        button(
            canvas, buttons.row(1, 2, u),
            text("ui.table.confirm") + "  " +
                catalogue_.format("ui.table.vote_result",
                                  {{"ja", std::to_string(ja)}, {"nein", std::to_string(nein)}}),
            [this] { confirm(); }, palette::fascist);
        break;
    }
    case Phase::HitlerCheck:
        button(
            canvas, buttons.column(0, 2, u), text("ui.table.no"), [this] { answer(false); },
            palette::liberal);
        ending(Event::hitler_check(false));
        button(
            canvas, buttons.column(1, 2, u), text("ui.table.yes"), [this] { answer(true); },
            palette::fascist);
        ending(Event::hitler_check(true));
        break;
    case Phase::Legislative:
    case Phase::Chaos: {
        const bool veto =
            state.phase() == Phase::Legislative && state.veto_unlocked() && !state.veto_requested();
        const Rect policies = veto ? buttons.row(0, 2, u) : buttons;
        button(
            canvas, policies.column(0, 2, u), text("ui.table.liberal"),
            [this] { enact(Policy::Liberal); }, palette::liberal);
        ending(Event::enact(Policy::Liberal));
        button(
            canvas, policies.column(1, 2, u), text("ui.table.fascist"),
            [this] { enact(Policy::Fascist); }, palette::fascist);
        ending(Event::enact(Policy::Fascist));
        if (veto)
            button(canvas, buttons.row(1, 2, u), text("ui.table.veto"),
                   [this] { enact(std::nullopt); });
        break;
    }
    case Phase::Veto:
        button(canvas, buttons.column(0, 2, u), text("ui.table.agree"), [this] { answer(true); });
        ending(Event::veto_response(true));
        button(canvas, buttons.column(1, 2, u), text("ui.table.refuse"), [this] { answer(false); });
        ending(Event::veto_response(false));
        break;
    case Phase::Investigate: draw_claims(canvas, buttons, state, claims); break;
    case Phase::SpecialElection: draw_claims(canvas, buttons, state, claims); break;
    case Phase::Peek: button(canvas, buttons, text("ui.table.done"), [this] { confirm(); }); break;
    case Phase::Execution:
        if (execution_target_) {
            button(canvas, buttons.column(0, 2, u), text("ui.table.not_hitler"),
                   [this] { answer(false); });
            ending(Event::execute(*execution_target_, false));
            button(
                canvas, buttons.column(1, 2, u), text("ui.table.was_hitler"),
                [this] { answer(true); }, palette::fascist);
            ending(Event::execute(*execution_target_, true));
        } else {
            draw_claims(canvas, buttons, state, claims);
        }
        break;
    case Phase::GameOver: break;
    }
    // Under the draw's button; alone (Nomination), in the upper row: the
    // lower one lies where the night's Start the game was on a phone held
    // upright, and a tap too many replayed the night (issue 32's journey,
    // after issue 43 kept the message line's room).
    const bool alone = state.phase() != Phase::FirstPresident;
    if (night_again && claims.empty())
        button(canvas, buttons.row(alone ? 0 : 1, 2, u), text("ui.table.replay_night"),
               [this] { stack_.replace(Screen::Night); });
}

} // namespace shn
