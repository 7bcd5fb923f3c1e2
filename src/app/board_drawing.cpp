// BoardDrawing: the table screen's board and seats (board_drawing.h).
#include "app/board_drawing.h"
#include "app/seat_marks.h"

#include "app/name_lines.h"
#include "core/presidential_power.h"
#include "session/event_json.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace shn {

namespace {

/// The power a fascist slot grants, as its tile says it; `narrow`: a
/// phone's tile, where one word must do ("Проверка").
std::string power_label(PresidentialPower power, bool narrow) {
    if (power == PresidentialPower::None) return "";
    return (narrow ? "ui.board.short." : "phase.") + std::string(power_id(power));
}

} // namespace

namespace {

/// Whether `text` fits `box` at the canvas's minimum size, wrapped as the
/// canvas wraps it (at spaces, never at a no-break space).
bool fits_at_floor(Canvas& canvas, const Rect& box, const std::string& text, Typeface face) {
    return canvas.fits(box, text, face, 1); // from the floor up: the floor is the first size tried
}

/// Where a seat's texts go (TablePanel::draw_seats): its name, its vote
/// (during an election), its marks and the floors they are drawn at.
struct SeatPlan {
    Rect name, vote, marks;
    std::string marks_text;
    int across = 0, vote_floor = 0, marks_floor = 0, name_floor = 0;
    bool name_line = false; // the name on one line at name_floor, not two
    // The marks' own lines, closer than the face's line skip (its glyphs are
    // far shorter): the last resort of a seat of three marks at 800x480.
    std::vector<std::string> tight_lines;
    int pitch = 0;
};

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

SeatGrid BoardDrawing::seat_grid(const Canvas& canvas, Rect area, int players, bool viewer) {
    // A narrow screen (a phone held upright): four seats a row at most, so
    // that a name stays readable.
    const bool narrow = canvas.height() > canvas.width() && area.w < 12 * canvas.finger();
    return SeatGrid{players, narrow ? (viewer ? 4 : 3) : 0};
}

Rect BoardDrawing::seat_box(const Canvas& canvas, Rect area, int players, bool viewer, Seat seat) {
    return seat_grid(canvas, area, players, viewer).cell(area, seat, canvas.unit());
}

std::string BoardDrawing::text(std::string_view key) const {
    return catalogue_.text(key);
}

void BoardDrawing::board(Canvas& canvas, Rect area, const GameState& state, int top_taken) const {
    const int u = canvas.unit();
    // The liberal track is bare tiles; the fascist one carries its powers and
    // the counters two lines each: they get the height. The room taken at
    // the top (the discussion timer's strip) comes out of the tracks alone:
    // the counters keep theirs, two lines of words.
    const int bare = canvas.height() > canvas.width() ? 14 : 20; // upright: two fascist rows
    const int tracks = area.h * 58 / 100 - top_taken;
    // Under the timer the liberal track, bare tiles, is the one that gives.
    const int liberal_h =
        top_taken == 0 ? area.h * bare / 100 : std::max(3 * u, tracks * bare / 116);
    const Rect liberal{area.x, area.y + top_taken, area.w, liberal_h - u};
    const Rect fascist{area.x, area.y + top_taken + liberal_h, area.w,
                       (top_taken == 0 ? area.h * (58 - bare) / 100 : tracks - liberal_h) - u};
    const Rect counters = area.below(area.h * 58 / 100);
    for (int slot = 0; slot < kLiberalPoliciesToWin; ++slot) {
        const Rect box = liberal.column(slot, kLiberalPoliciesToWin, u);
        canvas.fill(box,
                    slot < state.liberal_policies() ? palette::liberal : palette::parchment_dark);
        canvas.frame(box, palette::liberal, std::max(1, u / 3));
    }
    // A phone held upright: the fascist track in two rows of three, so that
    // a power's one word is not cut ("Esecuzione", "Фашисты побеждают").
    const bool two_rows = canvas.height() > canvas.width();
    for (int slot = 0; slot < kFascistPoliciesToWin; ++slot) {
        const Rect box = two_rows ? fascist.row(slot / 3, 2, u / 2).column(slot % 3, 3, u)
                                  : fascist.column(slot, kFascistPoliciesToWin, u);
        const bool filled = slot < state.fascist_policies();
        canvas.fill(box, filled ? palette::fascist : palette::parchment_dark);
        canvas.frame(box, palette::fascist, std::max(1, u / 3));
        const PresidentialPower power = power_for_slot(state.board(), slot + 1);
        // One word a tile where two lines of the long name do not fit at a
        // size the table reads (the Pi's screen, a phone).
        const bool narrow = box.w < 30 * u || box.h < 14 * u;
        std::string label =
            power == PresidentialPower::None ? "" : text(power_label(power, narrow));
        if (slot + 1 == kFascistPoliciesToWin) label = text("winner.fascists");
        // R29: the fifth fascist policy also unlocks the veto, as the board
        // prints it on that tile.
        if (slot + 1 == kVetoFascistPolicies)
            label += (label.empty() ? "" : " · ") +
                     text(narrow ? "ui.track.veto_short" : "ui.track.veto");
        canvas.text(box.inset(1), label, Typeface::Narrow, box.h / 4,
                    filled ? palette::white : palette::fascist);
    }
    // Election tracker (0-3) and the piles.
    const Rect tracker = counters.column(0, 2, u);
    // R17: the count in words as well as the lit dot (the board oracle reads it).
    canvas.text(tracker.top(tracker.h / 2),
                catalogue_.format("ui.table.election_tracker",
                                  {{"count", std::to_string(state.election_tracker())},
                                   {"limit", std::to_string(kChaosTrackerLevel)}}),
                Typeface::Body, tracker.h / 3, palette::ink);
    for (int step = 0; step <= kChaosTrackerLevel; ++step) {
        const Rect spot = tracker.below(tracker.h / 2).column(step, 4, u);
        canvas.disc(spot.x + spot.w / 2, spot.y + spot.h / 2, std::min(spot.w, spot.h) / 3,
                    step == state.election_tracker() ? palette::fascist : palette::dimmed);
    }
    const Rect piles = counters.column(1, 2, u);
    std::vector<std::string> lines{
        catalogue_.format("ui.table.draw_pile",
                          {{"count", std::to_string(state.draw_pile_lying())}}),
        catalogue_.format("ui.table.discard_pile",
                          {{"count", std::to_string(state.piles().discard_size())}})};
    // R23: after a reshuffle the new pile's composition is public; not
    // while the President holds three of its tiles unseen by the table.
    const std::uint32_t possible = state.piles().possible_liberals_in_draw();
    if (state.piles().reshuffles() > 0 && (possible & (possible - 1)) == 0 &&
        state.tiles_in_hand() == 0) {
        const int liberals = std::countr_zero(possible);
        lines.push_back(
            catalogue_.format("ui.table.composition",
                              {{"liberal", std::to_string(liberals)},
                               {"fascist", std::to_string(state.piles().draw_size() - liberals)}}));
    }
    // Three lines in a low strip (844x390): one that does not fit at the
    // floor is drawn at the floor of text read up close, still legible,
    // never clipped (issue 43's board oracle).
    const int rows = static_cast<int>(lines.size());
    const int across = canvas.minimum_text();
    for (int row = 0; row < rows; ++row) {
        const Rect line = piles.row(row, rows, 0);
        const std::string& said = lines[std::size_t(row)];
        if (!canvas.fits(line, said, Typeface::Narrow, piles.h / 3))
            canvas.set_minimum_text(
                std::min(across, Canvas::minimum_text_px(canvas.width(), canvas.height(),
                                                         ReadingDistance::UpClose)));
        canvas.text(line, said, Typeface::Narrow, piles.h / 3, palette::ink);
        canvas.set_minimum_text(across);
    }
}

void BoardDrawing::seats(Canvas& canvas, Rect area, const GameState& state,
                         const Seats& shown) const {
    const int u = canvas.unit();
    const int players = state.player_count();
    const SeatGrid grid = seat_grid(canvas, area, players, shown.viewer);
    const PlayerRoster& roster = shown.roster;
    // One size for every name (issue 32): the largest at which the longest
    // fits its seat, so "Bea" is not drawn four times the size of
    // "Massimiliano" beside it.
    // A name too long for its seat's line even at the smallest size
    // ("Maximilien-Alexandre" at 800x480) goes on two lines, broken after
    // its hyphen or in its middle, never clipped at both ends.
    bool two_lines = false;
    // A seat's words keep clear of its frame at their sides, the thickest
    // (a President's, a Chancellor's: a unit) and a pixel more (issue 43:
    // "Kanzler", as wide as its line, touched its seat's frame at 1280x800,
    // text at 140%); above and below, a line's own leading keeps its
    // letters off the frame.
    const int edge = u + 1;
    const auto one_line = [&](const Rect& box) {
        const int height = std::max(box.h * 3 / 10 + u, canvas.minimum_text() * 3 / 2 + u);
        return Rect{box.x + edge, box.y + u / 2, box.w - 2 * edge, height - u};
    };
    // The room under a name `name_h` high, for the vote and the marks.
    const auto under_name = [&](const Rect& box, int name_h) {
        const int top = box.y + name_h + u + u / 2;
        return Rect{box.x + edge, top, box.w - 2 * edge, box.y + box.h - u / 2 - top};
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
    // A seat's plan: the name on its own lines (one where it fits one: a
    // short name beside a long one keeps its room), the marks in their
    // full words where they fit at the floor, else in their short ones
    // (the catalogue's "_short"), wrapped between marks; else the same at
    // the floor of text read up close, still legible; the vote above the
    // marks, or beside them. Never a mark dropped (issue 43).
    const int across = canvas.minimum_text();
    const int close = std::min(
        across, Canvas::minimum_text_px(canvas.width(), canvas.height(), ReadingDistance::UpClose));
    const auto marks_at = [&](const Rect& where, const std::vector<std::string>& full,
                              const std::vector<std::string>& brief, int tier, SeatPlan& plan) {
        plan.tight_lines.clear();
        if (tier == 4) { // the short words, a line holding what fits, lines close together
            canvas.set_minimum_text(close);
            const int skip = canvas.line_height(Typeface::Narrow, close);
            canvas.set_minimum_text(across);
            std::vector<std::string> lines, line;
            for (const std::string& item : brief) {
                line.push_back(item);
                if (line.size() > 1 &&
                    canvas.text_width(joined_markers(line), Typeface::Narrow, close) > where.w) {
                    line.pop_back();
                    lines.push_back(joined_markers(line));
                    line = {item};
                }
            }
            lines.push_back(joined_markers(line));
            // A line every 1.25 text heights: each line's box is still the
            // face's line skip high, centred on its line (the glyphs are
            // shorter than the skip, so they stay inside `where`).
            const int pitch = close * 5 / 4;
            for (const std::string& each : lines)
                if (canvas.text_width(each, Typeface::Narrow, close) > where.w) return false;
            if (int(lines.size()) * pitch > where.h || skip > 2 * where.h) return false;
            plan.marks = where, plan.marks_floor = close, plan.pitch = pitch;
            plan.tight_lines = lines;
            return true;
        }
        const std::string text = joined_markers(tier % 2 == 0 ? full : brief);
        const int floor = tier < 2 ? across : close;
        canvas.set_minimum_text(floor);
        const bool fits = fits_at_floor(canvas, where, text, Typeface::Narrow);
        canvas.set_minimum_text(across);
        if (fits) plan.marks = where, plan.marks_text = text, plan.marks_floor = floor;
        return fits;
    };
    const auto plan_below = [&](const Rect& below, const std::vector<std::string>& full,
                                const std::vector<std::string>& brief, const std::string& vote_word,
                                SeatPlan& plan) {
        plan.vote = below;
        plan.vote_floor = across;
        if (full.empty()) return true;
        if (vote_word.empty()) {
            for (int tier = 0; tier < 5; ++tier)
                if (marks_at(below, full, brief, tier, plan)) return true;
            return false;
        }
        // The vote above the marks; beside them, in two fifths of the seat;
        // beside them, as wide as its word at the tier's floor.
        const Rect above = below.top(below.h * 45 / 100);
        const bool vote_above = fits_at_floor(canvas, above, vote_word, Typeface::Poster);
        for (int tier = 0; tier < 5; ++tier) {
            if (vote_above && marks_at(below.below(above.h), full, brief, tier, plan)) {
                plan.vote = above;
                return true;
            }
            plan.vote_floor = tier < 2 ? across : close;
            const int narrowest = std::min(
                below.w / 2, canvas.text_width(vote_word, Typeface::Poster, plan.vote_floor) + u);
            for (const int wide : {std::max(narrowest, below.w * 2 / 5), narrowest})
                if (marks_at({below.x + wide, below.y, below.w - wide, below.h}, full, brief, tier,
                             plan)) {
                    plan.vote = {below.x, below.y, wide, below.h};
                    return true;
                }
        }
        return false;
    };
    const auto plan_seat = [&](const Rect& box, const std::string& name,
                               const std::vector<std::string>& full,
                               const std::vector<std::string>& brief,
                               const std::string& vote_word) {
        SeatPlan plan;
        plan.across = across;
        const bool own_two_lines =
            two_lines && (canvas.text_width(name, Typeface::Narrow, name_px) > one_line(box).w ||
                          canvas.line_height(Typeface::Narrow, name_px) > one_line(box).h);
        plan.name = own_two_lines ? name_box(box) : one_line(box);
        if (plan_below(under_name(box, plan.name.h), full, brief, vote_word, plan)) return plan;
        if (own_two_lines) {
            canvas.set_minimum_text(close);
            const bool one = canvas.fits(one_line(box), name, Typeface::Narrow, 1);
            canvas.set_minimum_text(across);
            if (one && plan_below(under_name(box, one_line(box).h), full, brief, vote_word, plan)) {
                plan.name = one_line(box);
                plan.name_line = true;
                plan.name_floor = close;
                return plan;
            }
        }
        // Nothing fits: the short words beside the vote, counted as an overflow.
        const Rect below = under_name(box, plan.name.h);
        const int wide =
            vote_word.empty()
                ? 0
                : std::min(below.w / 2, canvas.text_width(vote_word, Typeface::Poster, close) + u);
        plan.vote = {below.x, below.y, wide, below.h};
        plan.vote_floor = close;
        plan.marks = {below.x + wide, below.y, below.w - wide, below.h};
        plan.marks_text = joined_markers(brief);
        plan.marks_floor = close;
        return plan;
    };
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
        const bool chosen = state.phase() == Phase::Execution && shown.execution_target == seat;
        Colour fill = alive ? palette::white : palette::dimmed;
        if (state.phase() == Phase::Election && shown.nein.contains(seat))
            fill = palette::parchment_dark;
        if (chosen) fill = palette::fascist_light;
        canvas.fill(box, fill);
        canvas.frame(box,
                     candidate || chosen ? palette::fascist
                     : nominee           ? palette::liberal
                                         : palette::ink,
                     candidate || nominee || chosen ? u : std::max(1, u / 4));
        // Every mark the seat's state implies, none dropped or replaced
        // (issue 43): its part in this round, then what lasts (the known
        // not Hitler, the executed, the investigated, the term-limited).
        std::vector<std::string> full, brief;
        const auto add = [&](const char* key) {
            full.push_back(text(key));
            brief.push_back(text(std::string(key) + "_short"));
        };
        const bool electing =
            state.phase() == Phase::Nomination || state.phase() == Phase::Election;
        if (shown.roles) {
            const std::string role =
                text("ui.reveal.role." + std::string(role_id(shown.roles->of(seat))));
            full.push_back(role);
            brief.push_back(role);
        }
        if (chosen) add("ui.marker.to_execute");
        if (candidate) add(electing ? "ui.marker.candidate" : "ui.marker.president");
        if (nominee) add(electing ? "ui.marker.nominee" : "ui.marker.chancellor");
        // R18: what the table relies on after three fascist policies.
        if (state.known_not_hitler().contains(seat) && alive) add("ui.marker.not_hitler");
        if (!alive) add("ui.marker.dead");
        if (state.investigated().contains(seat)) add("ui.marker.investigated");
        // Term limits matter when the next Chancellor is named (R12-R13),
        // and only to whom the candidate may name: the candidate is never
        // ineligible to be President (a term-limited seat tapped says why).
        if (state.term_limited().contains(seat) && state.phase() == Phase::Nomination && !candidate)
            add("ui.marker.term_limited");
        // Each seat's own vote as it stands, big enough to read across the
        // table; not on a phone: the vote being entered is the table's, not
        // yet confirmed (a new table saw "Not Hitler" cut in half under a
        // tiny "JA!", and later a small "NEIN" over "No es Hitler").
        const bool voting = state.phase() == Phase::Election && alive && shown.votes;
        const bool nein = shown.nein.contains(seat);
        const std::string vote_word = voting ? text(nein ? "ui.table.nein" : "ui.table.ja") : "";
        const SeatPlan plan =
            plan_seat(box, shown_names[std::size_t(seat)], full, brief, vote_word);
        if (plan.name_line) {
            // A seat too full for a name on two lines: its name on one, as
            // small as text read up close (the others keep their size).
            canvas.set_minimum_text(plan.name_floor);
            canvas.text_at(plan.name, shown_names[std::size_t(seat)], Typeface::Narrow,
                           plan.name_floor, dimmed && alive ? palette::dimmed : palette::ink);
            canvas.set_minimum_text(plan.across);
        } else {
            // Names in the narrow face: twelve characters fit ten seats a
            // row of five at a size the table reads.
            canvas.text_at(plan.name, shown_names[std::size_t(seat)], Typeface::Narrow, name_px,
                           dimmed && alive ? palette::dimmed : palette::ink);
        }
        if (voting) {
            canvas.set_minimum_text(plan.vote_floor);
            canvas.text(plan.vote, vote_word, Typeface::Poster, box.h / 3,
                        nein ? palette::fascist : palette::liberal);
            canvas.set_minimum_text(plan.across);
        }
        if (!full.empty()) {
            canvas.set_minimum_text(plan.marks_floor);
            if (plan.tight_lines.empty()) {
                canvas.text(plan.marks, plan.marks_text, Typeface::Narrow, box.h / 6, palette::ink);
            } else {
                const int skip = canvas.line_height(Typeface::Narrow, plan.marks_floor);
                const int lines = int(plan.tight_lines.size());
                const int top = plan.marks.y + (plan.marks.h - lines * plan.pitch) / 2;
                for (int line = 0; line < lines; ++line)
                    canvas.text_at({plan.marks.x,
                                    top + line * plan.pitch + plan.pitch / 2 - skip / 2,
                                    plan.marks.w, skip},
                                   plan.tight_lines[std::size_t(line)], Typeface::Narrow,
                                   plan.marks_floor, palette::ink);
            }
            canvas.set_minimum_text(plan.across);
        }
    }
}

} // namespace shn
