// TablePanel, its seats: each seat with its name and marks, and what a tap
// on a seat does in each phase (table_panel.h).
#include "app/name_lines.h"
#include "app/panels/table_panel.h"

#include "app/panels/game_menu_panel.h"

#include "app/announcer.h"
#include "app/app_clock.h"
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
#include "session/languages.h"
#include "session/narration_cues.h"

#include <algorithm>
#include <bit>
#include <string>

namespace shn {

namespace {

/// Whether `text` fits `box` at the canvas's minimum size, wrapped as the
/// canvas wraps it (at spaces, never at a no-break space).
bool fits_at_floor(Canvas& canvas, const Rect& box, const std::string& text, Typeface face) {
    return canvas.fits(box, text, face, 1); // from the floor up: the floor is the first size tried
}

/// A seat's markers as it writes them: "President · Not Hitler", a line
/// never starting with the "·" (a no-break space before it: issue 32,
/// "Chancelier / · Pas Hitler").
std::string joined_markers(const std::vector<std::string>& items) {
    std::string joined;
    for (const std::string& item : items) joined += (joined.empty() ? "" : "\u00a0· ") + item;
    return joined;
}

/// `items` joined, the last ones dropped until it fits `box` (the seat's
/// frame and the history keep what a full seat cannot say); the first
/// `kept` are never dropped (the layout test sees them fit at every size).
std::string fitting_markers(Canvas& canvas, const Rect& box, std::vector<std::string> items,
                            std::size_t kept = 0) {
    for (; items.size() > kept; items.pop_back())
        if (const std::string joined = joined_markers(items);
            fits_at_floor(canvas, box, joined, Typeface::Narrow))
            return joined;
    return joined_markers(items);
}

/// Whether a tap on `seat` can pick it in this phase (issue 43: every seat
/// the rules forbid is dimmed, in every phase that picks a seat, by the
/// engine's own check: R11-R13 nomination, R26 investigation, R25 special
/// election, R28 execution). Phases that pick no seat dim none.
bool pickable(const GameState& state, Seat seat) {
    switch (state.phase()) {
    case Phase::Nomination: return state.check(Event::nominate(seat)) == Refusal::None;
    case Phase::Investigate: return state.check(Event::investigate(seat)) == Refusal::None;
    case Phase::SpecialElection: return state.check(Event::special_election(seat)) == Refusal::None;
    case Phase::Execution:
        return state.check(Event::execute(seat, false)) == Refusal::None ||
               state.check(Event::execute(seat, true)) == Refusal::None;
    default: return true;
    }
}

} // namespace

void TablePanel::draw_seats(Canvas& canvas, Rect area, const GameState& state) {
    const int u = canvas.unit();
    const int players = state.player_count();
    // A narrow screen (a phone held upright): four seats a row at most, so
    // that a name stays readable.
    const bool narrow = canvas.height() > canvas.width() && area.w < 12 * canvas.finger();
    const SeatGrid grid{players, narrow ? (table_.read_only() ? 4 : 3) : 0};
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    // One size for every name (issue 32): the largest at which the longest
    // fits its seat, so "Bea" is not drawn four times the size of
    // "Massimiliano" beside it.
    // A name too long for its seat's line even at the smallest size
    // ("Maximilien-Alexandre" at 800x480) goes on two lines, broken after
    // its hyphen or in its middle, never clipped at both ends.
    bool two_lines = false;
    const auto one_line = [&](const Rect& box) {
        const int height = std::max(box.h * 3 / 10 + u, canvas.minimum_text() * 3 / 2 + u);
        return Rect{box.x + 2, box.y + u / 2, box.w - 4, height - u};
    };
    for (Seat seat = 0; seat < players; ++seat) {
        const Rect box = grid.cell(area, seat, u);
        two_lines |= !canvas.fits(one_line(box), roster.name_of(seat), Typeface::Narrow, box.h / 4);
    }
    const auto name_box = [&](const Rect& box) {
        Rect line = one_line(box);
        if (two_lines)
            line.h =
                std::max(line.h, 2 * canvas.line_height(Typeface::Narrow, canvas.minimum_text()));
        return line;
    };
    // Each name measured once a frame, then drawn at the size they share.
    std::vector<std::string> shown_names;
    int name_px = 0;
    for (Seat seat = 0; seat < players; ++seat) {
        const Rect box = grid.cell(area, seat, u);
        shown_names.push_back(
            breakable_name(canvas, one_line(box), roster.name_of(seat), Typeface::Narrow));
        const int fits =
            canvas.text_size(name_box(box), shown_names.back(), Typeface::Narrow, box.h / 4);
        name_px = seat == 0 ? fits : std::min(name_px, fits);
    }
    for (Seat seat = 0; seat < players; ++seat) {
        const Rect box = grid.cell(area, seat, u);
        const bool alive = state.alive().contains(seat);
        // During chaos no government sits: the candidate voted down is no
        // President, and the frames and words of one are not drawn.
        const bool chaos = state.phase() == Phase::Chaos;
        const bool candidate = !chaos && state.president() == seat;
        const bool nominee = !chaos && state.chancellor() == seat;
        const bool dimmed = !alive || !pickable(state, seat);
        // The seat picked for execution, not yet confirmed: marked, so that
        // the table sees whom the answer will execute.
        const bool chosen = state.phase() == Phase::Execution && execution_target_ == seat;
        Colour fill = alive ? palette::white : palette::dimmed;
        if (state.phase() == Phase::Election && nein_.contains(seat))
            fill = palette::parchment_dark;
        if (chosen) fill = palette::fascist_light;
        canvas.fill(box, fill);
        canvas.frame(box,
                     candidate || chosen ? palette::fascist
                     : nominee           ? palette::liberal
                                         : palette::ink,
                     candidate || nominee || chosen ? u : std::max(1, u / 4));
        const int name_height = name_box(box).h + u;
        // Names in the narrow face: twelve characters fit ten seats a row of
        // five at a size the table reads.
        canvas.text_at(name_box(box), shown_names[std::size_t(seat)], Typeface::Narrow, name_px,
                       dimmed && alive ? palette::dimmed : palette::ink);
        // The seat's part in this round, then what lasts (term limits, the
        // investigated, the known not Hitler).
        std::vector<std::string> markers, lasting;
        const auto add = [&](std::vector<std::string>& to, const char* key) {
            to.push_back(text(key));
        };
        const bool electing =
            state.phase() == Phase::Nomination || state.phase() == Phase::Election;
        if (chosen) add(markers, "ui.marker.to_execute");
        if (candidate) add(markers, electing ? "ui.marker.candidate" : "ui.marker.president");
        if (nominee) add(markers, electing ? "ui.marker.nominee" : "ui.marker.chancellor");
        // Most needed first: a full seat drops from the end. "Not Hitler" is
        // what the table relies on after three fascist policies (R18): it
        // is never dropped.
        const bool not_hitler = state.known_not_hitler().contains(seat) && alive;
        if (not_hitler) add(lasting, "ui.marker.not_hitler");
        if (!alive) add(lasting, "ui.marker.dead");
        if (state.investigated().contains(seat)) add(lasting, "ui.marker.investigated");
        // Term limits matter when the next Chancellor is named (R12-R13),
        // and only to whom the candidate may name: the candidate is never
        // ineligible to be President (a term-limited seat tapped says why).
        if (state.term_limited().contains(seat) && state.phase() == Phase::Nomination && !candidate)
            add(lasting, "ui.marker.term_limited");
        const Rect below = box.below(name_height).inset(u / 2);
        if (state.phase() == Phase::Election && alive && !table_.read_only()) {
            // Each seat's own vote as it stands, big enough to read across the
            // table, in place of the markers (the frames still show the
            // candidate in red and the nominee in blue). Not on a phone: the
            // vote being entered is the table's, not yet confirmed.
            // The lasting markers stay under it.
            // Where the markers' line would be lower than a line of text at
            // the floor (seven seats at 800x480 with a name on two lines),
            // the vote and the markers share the line, side by side: a new
            // table saw "Not Hitler" cut in half under a tiny "JA!".
            const bool nein = nein_.contains(seat);
            const bool side_by_side =
                !lasting.empty() &&
                below.h * 45 / 100 < canvas.line_height(Typeface::Narrow, canvas.minimum_text());
            const Rect vote = lasting.empty() ? below
                              : side_by_side  ? Rect{below.x, below.y, below.w * 35 / 100, below.h}
                                              : below.top(below.h * 55 / 100);
            canvas.text(vote, text(nein ? "ui.table.nein" : "ui.table.ja"), Typeface::Poster,
                        box.h / 3, nein ? palette::fascist : palette::liberal);
            const Rect under = side_by_side
                                   ? Rect{vote.x + vote.w, below.y, below.w - vote.w, below.h}
                                   : below.below(vote.h);
            if (!lasting.empty())
                canvas.text(under, fitting_markers(canvas, under, lasting, not_hitler ? 1 : 0),
                            Typeface::Narrow, box.h / 6, palette::ink);
        } else {
            // What lasts first when a seat is full: the frame's colour says
            // President (red) or Chancellor (blue) without the word.
            // The seat to execute keeps saying so.
            std::vector<std::string> items = markers;
            items.insert(items.end(), lasting.begin(), lasting.end());
            if (!lasting.empty() &&
                !fits_at_floor(canvas, below, joined_markers(items), Typeface::Narrow)) {
                items.assign(lasting.begin(), lasting.end());
                if (chosen) items.insert(items.begin(), text("ui.marker.to_execute"));
            }
            const std::size_t kept = (chosen ? 1 : 0) + (not_hitler ? 1 : 0);
            canvas.text(below, fitting_markers(canvas, below, items, kept), Typeface::Narrow,
                        box.h / 6, palette::ink);
        }
        if (!table_.read_only()) {
            target(
                box, [this, seat] { tap_seat(seat); }, roster.names[std::size_t(seat)]);
            if (chosen) mark_chosen(); // the seat to execute, until the answer
        }
    }
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
