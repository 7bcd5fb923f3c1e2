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
    // The whole line's width: Undo is the header's, always in one place
    // (a second Undo beside the move's words was two buttons for one thing:
    // issue 55, item 16).
    const int u = canvas.unit();
    return {area.x + 2 * u, area.y, area.w - 4 * u, area.h};
}

int TablePanel::message_floor(Canvas& canvas) {
    return std::min(canvas.minimum_text(), Canvas::minimum_text_px(canvas.width(), canvas.height(),
                                                                   ReadingDistance::UpClose));
}

void TablePanel::draw_message(Canvas& canvas, Rect area) {
    if (messages_.text().empty()) return;
    // What a move did in ink (the header's Undo takes it back); a problem
    // or a refusal in the fascist red.
    const bool names_move = messages_.names_last_move() && !table_.read_only();
    // Words too long for the line at the table's floor: at the floor of
    // text read up close (the room kept for them, issue 43).
    const Rect words = message_words(canvas, area);
    const int floor = canvas.minimum_text();
    if (!canvas.fits(words, messages_.text(), Typeface::Body, canvas.finger() / 2))
        canvas.set_minimum_text(message_floor(canvas));
    canvas.text(words, messages_.text(), Typeface::Body, canvas.finger() / 2,
                names_move ? palette::ink : palette::fascist_text, Align::Left);
    canvas.set_minimum_text(floor);
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
    const int critical = Canvas::critical_text_px(canvas.width(), canvas.height());
    const int asked = critical * canvas.text_scale() / 100;
    const int floor = canvas.minimum_text();
    if (table_.read_only()) { // a phone: what the table is doing, for everyone
        const TableWords said(catalogue_, seat_names_.shown(table_.game()->log().roster()));
        const std::string ask = said.ask(state);
        const std::string doing = text(watched_key(state));
        CriticalText critical_text(canvas);
        canvas.set_minimum_text(std::max(floor, critical));
        const int line = canvas.line_height(Typeface::Narrow, std::max(floor, critical));
        int ask_h = std::min(inner.h, line);
        while (ask_h < inner.h && !canvas.fits(inner.top(ask_h), ask, Typeface::Narrow, 1))
            ask_h = std::min(inner.h, ask_h + line);
        canvas.text(inner.top(ask_h), ask, Typeface::Narrow, asked, palette::ink);
        // Below, the narrator's words for it, read up close, where they fit.
        canvas.set_minimum_text(message_floor(canvas));
        canvas.set_critical(false);
        const Rect rest = inner.below(std::min(inner.h, ask_h + u));
        if (rest.h > 0 && canvas.fits(rest, doing, Typeface::Narrow, 1))
            canvas.text(rest, doing, Typeface::Narrow, std::max(asked, 5 * u), palette::ink);
        canvas.set_minimum_text(floor);
        return;
    }
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
    // From the foot: the buttons the phase offers (or the claims' rows),
    // as tall as they need; above them what the table must do now, for the
    // far chair, and the instruction to the one who taps, read up close.
    const std::vector<ClaimKind> claims = open_claims(state);
    const int finger = canvas.finger();
    const int close = message_floor(canvas);
    const int small_line = canvas.line_height(Typeface::Narrow, close);
    int rows = 0; // rows of finger-tall buttons
    switch (state.phase()) {
    case Phase::FirstPresident: rows = night_again ? 2 : 1; break;
    case Phase::Nomination: rows = night_again ? 2 : 0; break;
    case Phase::Election: rows = 2; break;
    case Phase::Legislative: rows = state.veto_unlocked() && !state.veto_requested() ? 2 : 1; break;
    case Phase::HitlerCheck:
    case Phase::Chaos:
    case Phase::Veto:
    case Phase::Peek: rows = 1; break;
    case Phase::Execution: rows = execution_target_ ? 1 : 0; break;
    case Phase::Investigate:
    case Phase::SpecialElection:
    case Phase::GameOver: break;
    }
    // A column too low for two rows of buttons under two lines of what the
    // table must do and a line of instruction (the Pi's 800x480): the
    // buttons side by side in one row, their words on two lines.
    const int head_line = canvas.line_height(Typeface::Narrow, std::max(floor, critical));
    const bool one_row = rows == 2 && inner.h - 2 * finger - u - u < 2 * head_line + u;
    if (one_row) rows = 1;
    const int claim_rows = int(claims.size());
    // The claims' rows: their words above their choices, or, where that
    // leaves no line for what the table must do, beside them.
    const TableWords table_words(catalogue_, seat_names_.shown(table_.game()->log().roster()));
    const std::string ask = table_words.ask(state, execution_target_);
    const int ask_line = canvas.line_height(Typeface::Narrow, std::max(floor, critical));
    // The lines the headline needs at its floor, in the column's width.
    int ask_needed = ask_line;
    canvas.set_minimum_text(std::max(floor, critical));
    while (ask_needed < inner.h &&
           !canvas.fits({0, 0, inner.w, ask_needed}, ask, Typeface::Narrow, 1))
        ask_needed += ask_line;
    canvas.set_minimum_text(floor);
    const bool claims_stacked =
        inner.h - claim_rows * (small_line + finger + 2) >= ask_needed + u / 2;
    const int buttons_h = claim_rows > 0
                              ? claim_rows * ((claims_stacked ? small_line : 0) + finger + 2)
                          : rows > 0 ? rows * finger + (rows - 1) * u
                                     : 0;
    const Rect buttons = inner.below(std::max(0, inner.h - buttons_h));
    const Rect words{inner.x, inner.y, inner.w, std::max(0, inner.h - buttons_h - u / 2)};
    const std::string instruction = table_words.instruction(state, execution_target_);
    // The headline takes the lines it needs at its floor (up to all the
    // room); the instruction what is left, or, where it does not fit
    // there, nothing (the buttons say what they do).
    int ask_h = std::min(words.h, ask_line);
    canvas.set_minimum_text(std::max(floor, critical));
    while (ask_h < words.h && !canvas.fits(words.top(ask_h), ask, Typeface::Body, 1))
        ask_h = std::min(words.h, ask_h + ask_line);
    canvas.set_minimum_text(close);
    int instruction_h = words.h - ask_h;
    if (instruction.empty() || !canvas.fits(words.below(ask_h), instruction, Typeface::Narrow, 1))
        instruction_h = 0;
    else
        while (instruction_h > small_line &&
               canvas.fits(words.below(words.h - instruction_h + small_line), instruction,
                           Typeface::Narrow, 1))
            instruction_h -= small_line; // as few lines as it needs, the headline the rest
    canvas.set_minimum_text(floor);
    const Rect headline = words.top(words.h - instruction_h);
    // No room for its names at the floor (a tablet held upright, a phone
    // held sideways, claims open): the phase in a word, the seats'
    // placards name who; no room for a line at all: the header's title
    // says the phase.
    canvas.set_minimum_text(std::max(floor, critical));
    std::string shown_ask = ask;
    if (!canvas.fits(headline, shown_ask, Typeface::Narrow, 1))
        shown_ask = text("phase." + std::string(phase_id(state.phase())));
    if (!canvas.fits(headline, shown_ask, Typeface::Narrow, 1)) shown_ask.clear();
    canvas.set_minimum_text(floor);
    if (!shown_ask.empty()) {
        CriticalText critical_text(canvas);
        canvas.set_minimum_text(std::max(floor, critical));
        canvas.text(headline, shown_ask, Typeface::Narrow, std::max(asked, headline.h / 3),
                    palette::ink);
        canvas.set_minimum_text(floor);
    }
    if (instruction_h > 0) {
        canvas.set_minimum_text(close);
        canvas.text(words.below(words.h - instruction_h), instruction, Typeface::Narrow, close,
                    palette::ink);
        canvas.set_minimum_text(floor);
    }
    switch (state.phase()) {
    case Phase::FirstPresident:
        button(canvas,
               !night_again ? buttons
               : one_row    ? buttons.column(0, 2, u)
                            : buttons.row(0, 2, u),
               text("ui.table.pick_random"), [this] { confirm(); });
        break;
    case Phase::Nomination:
        if (claims.empty() && night_again) break; // the button below
        draw_claims(canvas, buttons, state, claims);
        break;
    case Phase::Election: {
        const int ja = state.alive().without(nein_).size();
        const int nein = nein_.size();
        // One row: All Ja and All Nein in its first 56%, Confirm (its count) in the rest.
        const Rect top = one_row ? Rect{buttons.x, buttons.y, buttons.w * 56 / 100, buttons.h}
                                 : buttons.row(0, 2, u);
        const int across = 2;
        button(canvas, top.column(0, across, u), text("ui.table.all_ja"), [this] { nein_ = {}; });
        if (nein == 0) mark_chosen();
        button(canvas, top.column(1, across, u), text("ui.table.all_nein"),
               [this, &state] { nein_ = state.alive(); });
        if (ja == 0) mark_chosen();
        button(
            canvas,
            one_row ? Rect{top.x + top.w + u, top.y, buttons.w - top.w - u, top.h}
                    : buttons.row(1, 2, u),
            text("ui.table.confirm") + " · " +
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
        const Rect policies = !veto     ? buttons
                              : one_row ? Rect{buttons.x, buttons.y, buttons.w * 2 / 3, buttons.h}
                                        : buttons.row(0, 2, u);
        button(
            canvas, policies.column(0, 2, u), text("ui.table.liberal"),
            [this] { enact(Policy::Liberal); }, palette::liberal);
        ending(Event::enact(Policy::Liberal));
        button(
            canvas, policies.column(1, 2, u), text("ui.table.fascist"),
            [this] { enact(Policy::Fascist); }, palette::fascist);
        ending(Event::enact(Policy::Fascist));
        if (veto)
            button(canvas,
                   one_row ? Rect{buttons.x + buttons.w * 2 / 3 + u / 2, buttons.y,
                                  buttons.w - buttons.w * 2 / 3 - u / 2, buttons.h}
                           : buttons.row(1, 2, u),
                   text("ui.table.veto"), [this] { enact(std::nullopt); });
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
        button(canvas,
               one_row ? (alone ? buttons : buttons.column(1, 2, u))
                       : buttons.row(alone ? 0 : 1, 2, u),
               text("ui.table.replay_night"), [this] { stack_.replace(Screen::Night); });
}

} // namespace shn
