// BoardDrawing: the table screen's board and seats (board_drawing.h).
#include "app/board_drawing.h"
#include "app/seat_marks.h"

#include "app/name_lines.h"
#include "core/presidential_power.h"
#include "session/event_json.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shn {

namespace {

/// The marks a seat shows as symbols, in the order they are drawn, each
/// with the catalogue key of the word it stands for (the legend's, the
/// robot's and the oracle's).
enum class Symbol { NotHitler, Investigated, TermLimited, Executed };
inline constexpr int kSymbolCount = 4;
struct SymbolTraits {
    Symbol symbol;
    const char* key;
};
inline constexpr std::array<SymbolTraits, kSymbolCount> kSymbols{{
    {Symbol::NotHitler, "ui.marker.not_hitler"},
    {Symbol::Investigated, "ui.marker.investigated"},
    {Symbol::TermLimited, "ui.marker.term_limited"},
    {Symbol::Executed, "ui.marker.dead"},
}};
static_assert(static_cast<int>(Symbol::Executed) + 1 == kSymbolCount,
              "kSymbols has a row for every symbol");

/// A line `thickness` pixels wide from (x1, y1) to (x2, y2).
void thick_line(Canvas& canvas, int x1, int y1, int x2, int y2, int thickness, Colour colour) {
    const bool steep = std::abs(y2 - y1) > std::abs(x2 - x1);
    for (int offset = -thickness / 2; offset <= (thickness - 1) / 2; ++offset) {
        if (steep)
            canvas.line(x1 + offset, y1, x2 + offset, y2, colour);
        else
            canvas.line(x1, y1 + offset, x2, y2 + offset, colour);
    }
}

/// A ring of `radius` and `thickness` around (cx, cy), the inside `inside`.
void ring(Canvas& canvas, int cx, int cy, int radius, int thickness, Colour colour, Colour inside) {
    canvas.disc(cx, cy, radius, colour);
    canvas.disc(cx, cy, std::max(0, radius - thickness), inside);
}

/// Draws `symbol` in the square `box` on a seat filled `under`.
void draw_symbol(Canvas& canvas, Rect box, Symbol symbol, Colour under) {
    const int s = box.w;
    const auto at = [&](int per_cent_x, int per_cent_y) {
        return std::pair{box.x + s * per_cent_x / 100, box.y + s * per_cent_y / 100};
    };
    const int thick = std::max(2, s / 8);
    switch (symbol) {
    case Symbol::NotHitler: { // a tick in a blue disc: cleared (R18, R28)
        canvas.disc(box.x + s / 2, box.y + s / 2, s / 2, palette::liberal);
        const auto [ax, ay] = at(24, 52);
        const auto [bx, by] = at(43, 72);
        const auto [cx, cy] = at(77, 30);
        thick_line(canvas, ax, ay, bx, by, thick, palette::white);
        thick_line(canvas, bx, by, cx, cy, thick, palette::white);
        break;
    }
    case Symbol::Investigated: { // a magnifying glass: the party card seen (R26)
        const auto [cx, cy] = at(42, 42);
        ring(canvas, cx, cy, s * 30 / 100, std::max(2, s / 9), palette::ink, under);
        const auto [hx, hy] = at(64, 64);
        const auto [ex, ey] = at(94, 94);
        thick_line(canvas, hx, hy, ex, ey, thick + 1, palette::ink);
        break;
    }
    case Symbol::TermLimited: { // a no-entry sign: not eligible now (R12-R13)
        ring(canvas, box.x + s / 2, box.y + s / 2, s / 2, std::max(2, s / 8), palette::fascist,
             under);
        const auto [ax, ay] = at(80, 20);
        const auto [bx, by] = at(20, 80);
        thick_line(canvas, ax, ay, bx, by, thick, palette::fascist);
        break;
    }
    case Symbol::Executed: { // a cross: out of the game (R28)
        const auto [ax, ay] = at(12, 12);
        const auto [bx, by] = at(88, 88);
        thick_line(canvas, ax, ay, bx, by, thick + 1, palette::ink);
        thick_line(canvas, bx, ay, ax, by, thick + 1, palette::ink);
        break;
    }
    }
}

/// Whether a tap on `seat` can pick it in this phase (every seat the rules
/// forbid is dimmed, in every phase that picks a seat, by the engine's own
/// check: R11-R13 nomination, R26 investigation, R25 special election, R28
/// execution). Phases that pick no seat dim none.
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

/// The symbols `seat` shows in `state` (none dropped: every lasting mark
/// the state implies).
std::vector<Symbol> symbols_of(const GameState& state, Seat seat) {
    std::vector<Symbol> shown;
    const bool alive = state.alive().contains(seat);
    const bool candidate = state.phase() != Phase::Chaos && state.president() == seat;
    // R18: what the table relies on after three fascist policies.
    if (state.known_not_hitler().contains(seat) && alive) shown.push_back(Symbol::NotHitler);
    if (state.investigated().contains(seat)) shown.push_back(Symbol::Investigated);
    // Term limits matter when the next Chancellor is named (R12-R13), and
    // only to whom the candidate may name.
    if (state.term_limited().contains(seat) && state.phase() == Phase::Nomination && !candidate)
        shown.push_back(Symbol::TermLimited);
    if (!alive) shown.push_back(Symbol::Executed);
    return shown;
}

/// The size the table's game-critical text is asked at: the floor, grown
/// by the text size setting.
int table_text_px(const Canvas& canvas) {
    return Canvas::critical_text_px(canvas.width(), canvas.height()) * canvas.text_scale() / 100;
}

/// The size of capitals (Bebas Neue, read by their cap height, 0.70 of
/// the size) whose letters stand as tall as an x-height (0.50) at `pixels`.
int capitals_px(int pixels) {
    return (pixels * 5 + 6) / 7;
}

/// The heights of a seat's three rows: its name's line (the table's text),
/// its placard's (capitals, read by their cap height: 5/7 of the size for
/// the same letter height), its symbols' and vote's (a symbol as tall as
/// a critical text's size, 2 x its x-height).
struct SeatRows {
    int name, placard, marks;
};
SeatRows seat_rows(Canvas& canvas, int asked) {
    const MinimumText any(canvas, 1);
    SeatRows rows;
    rows.name = canvas.line_height(Typeface::Narrow, asked);
    // A placard's capitals as tall as the name's small letters, its frame
    // around them; where the seat has room to spare it grows first.
    rows.placard = canvas.line_height(Typeface::Poster, capitals_px(asked)) + 2;
    rows.marks = std::max(Canvas::critical_text_px(canvas.width(), canvas.height()) + 2,
                          canvas.line_height(Typeface::Poster, capitals_px(asked)));
    return rows;
}

/// Whether a name of `roster` is wider than `width` at the table's
/// critical size: then it takes two lines in its seat (as seats() draws it).
bool any_name_over(Canvas& canvas, const PlayerRoster& roster, int width) {
    const MinimumText critical(
        canvas,
        std::max(canvas.minimum_text(), Canvas::critical_text_px(canvas.width(), canvas.height())));
    for (Seat seat = 0; seat < int(roster.size()); ++seat)
        if (canvas.text_width(roster.name_of(seat), Typeface::Narrow, canvas.minimum_text()) >
            width)
            return true;
    return false;
}

/// The legend's size: two thirds of the table's critical text, where that
/// is over the floor of text read up close (a tablet: 2 mm of x-height),
/// else that floor (the Pi's 7-inch, a phone).
int legend_px(const Canvas& canvas) {
    return std::max(
        Canvas::minimum_text_px(canvas.width(), canvas.height(), ReadingDistance::UpClose),
        Canvas::critical_text_px(canvas.width(), canvas.height()) * 2 / 3);
}

/// The power a fascist slot grants, as its tile says it in one word.
std::string power_key(PresidentialPower power) {
    return "ui.board.short." + std::string(power_id(power));
}

} // namespace

SeatGrid BoardDrawing::seat_grid(const Canvas& canvas, Rect area, int players, bool viewer) {
    // A narrow screen (a phone held upright): four seats a row at most, so
    // that a name stays readable.
    const bool narrow = canvas.height() > canvas.width() && area.w < 12 * canvas.finger();
    // No more seats a row than leave each room for a name of twelve
    // letters at the table's size (a 10-inch tablet held upright: four).
    const int name_w = Canvas::critical_text_px(canvas.width(), canvas.height()) *
                       (canvas.height() > canvas.width() ? 6 : 5);
    const int fit = std::max(3, area.w / std::max(1, name_w));
    return SeatGrid{players, narrow ? std::min(fit, viewer ? 4 : 3) : fit};
}

Rect BoardDrawing::seat_box(const Canvas& canvas, Rect area, int players, bool viewer, Seat seat,
                            const std::vector<SeatPlace>& around) {
    if (std::size_t(seat) < around.size()) return around[std::size_t(seat)].area;
    return seat_grid(canvas, area, players, viewer).cell(area, seat, canvas.unit());
}

std::string BoardDrawing::text(std::string_view key) const {
    return catalogue_.text(key);
}

/// The table view's layout (BoardDrawing::layout with `around`): the seats
/// on the edge (TableRing), as deep as their three lines (four for a name
/// in two at the floor), at most a quarter of the shorter side, each at
/// most three times as long as deep; inside them the board and the column as the
/// screen is held (the column at the right sideways, under the board
/// upright), the legend under the board.
BoardDrawing::Layout BoardDrawing::layout_around(Canvas& canvas, Rect body,
                                                 const PlayerRoster& roster, int legend_h,
                                                 int column_need) {
    const int players = int(roster.size());
    const int u = canvas.unit();
    const SeatRows rows = seat_rows(canvas, table_text_px(canvas));
    const int frames = 2 * (std::max(3, u * 2 / 3) + 1) + 2;
    const int most = std::min(body.w, body.h) / 4;
    const auto ring_of = [&](int name_lines) {
        const int depth =
            std::min(most, name_lines * rows.name + rows.placard + rows.marks + frames);
        return table_ring(body, players, depth, u, 3 * depth);
    };
    TableRing ring = ring_of(1);
    int name_lines = 1;
    if (any_name_over(canvas, roster, ring.seat.w - frames)) ring = ring_of(2), name_lines = 2;
    // Seats that cannot be as deep as their lines (a name in two at the
    // floor, the placard, the symbols) at a quarter of the shorter side:
    // the rows, where they are (a twenty-letter name at 1024x768 pushed
    // its placard's words out: issue 55's new table).
    if (name_lines * rows.name + rows.placard + rows.marks + frames > most)
        return layout(canvas, body, roster, false, column_need, false);
    // The middle holds the board under the discussion timer: its tracks
    // (a line's height), the next policy's line and the counters' two, a
    // finger for the timer; where the ring leaves less (a phone held
    // sideways), the seats keep their rows.
    const int board_need =
        4 * canvas.line_height(Typeface::Narrow, table_text_px(canvas)) + canvas.finger();
    const bool upright = canvas.height() > canvas.width();
    if ((upright ? ring.middle.h * 9 / 20 : ring.middle.h) < board_need)
        return layout(canvas, body, roster, false, column_need, false);
    Layout layout;
    layout.around = ring.seats;
    const Rect middle = ring.middle; // the ring keeps a gap to it
    if (upright) {
        // Upright: the board over the column, which keeps what it needs
        // where it says (else a half).
        const int board_h = column_need > 0
                                ? std::max(middle.h * 2 / 5, middle.h - column_need - legend_h - u)
                                : middle.h * 9 / 20;
        layout.board = middle.top(board_h);
        layout.legend = {middle.x, middle.y + board_h, middle.w, legend_h};
        const int column_y = layout.legend.y + legend_h + u;
        layout.column = {middle.x, column_y, middle.w, middle.y + middle.h - column_y};
    } else {
        const int column_w = middle.w * 2 / 5;
        layout.board = {middle.x, middle.y, middle.w - column_w - u, middle.h - legend_h};
        layout.legend = {middle.x, middle.y + middle.h - legend_h, layout.board.w, legend_h};
        layout.column = {middle.x + middle.w - column_w, middle.y, column_w, middle.h};
    }
    layout.seats = ring.middle; // the seats' places are in `around`
    return layout;
}

BoardDrawing::Layout BoardDrawing::layout(Canvas& canvas, Rect body, const PlayerRoster& roster,
                                          bool viewer, int column_need, bool around,
                                          int board_strip) {
    const int players = int(roster.size());
    const int u = canvas.unit();
    Layout layout;
    // The legend: one line read up close held sideways, two upright.
    const int legend_h = (canvas.height() > canvas.width() ? 2 : 1) *
                         canvas.line_height(Typeface::Narrow,
                                            Canvas::minimum_text_px(canvas.width(), canvas.height(),
                                                                    ReadingDistance::UpClose));
    const SeatGrid grid = seat_grid(canvas, body, players, viewer);
    const SeatRows rows = seat_rows(canvas, table_text_px(canvas));
    const int frames = 2 * (std::max(3, u * 2 / 3) + 1) + 2;
    // A name wider than its seat at the floor takes two lines (as seats() draws it).
    const bool long_name = any_name_over(canvas, roster, grid.cell(body, 0, u).w - frames);
    if (around) return layout_around(canvas, body, roster, legend_h, column_need);
    if (canvas.height() > canvas.width()) {
        // Upright: the board, the seats (three lines each, as many rows as
        // they take) and their legend, then the column in the rest.
        // Up to two rows of seats (five or six players): a name on two lines.
        const int seat_h = (grid.rows() <= 2 || long_name ? 2 : 1) * rows.name + rows.placard +
                           rows.marks + frames;
        const int seats_h = std::min(grid.rows() * seat_h + (grid.rows() - 1) * u,
                                     body.h * (viewer ? 56 : 52) / 100);
        layout.board = body.top(body.h * 24 / 100 + board_strip);
        layout.seats = {body.x, body.y + layout.board.h + u, body.w, seats_h};
        layout.legend = {body.x, layout.seats.y + seats_h, body.w, legend_h};
        const int column_y = layout.legend.y + legend_h + u;
        layout.column = {body.x, column_y, body.w, body.y + body.h - column_y};
        return layout;
    }
    // Three lines a seat (its name, its placard, its symbols and vote);
    // one row of seats (five players) gets a fourth, for a name in two.
    const int name_lines = grid.rows() == 1 || long_name ? 2 : 1;
    const int seat_h = name_lines * rows.name + rows.placard + rows.marks + frames;
    const SeatRows critical_rows =
        seat_rows(canvas, Canvas::critical_text_px(canvas.width(), canvas.height()));
    const int critical_seat_h =
        name_lines * critical_rows.name + critical_rows.placard + critical_rows.marks + frames;
    // The seats' share: their lines, under a cap, and under what the
    // column needs; never under their lines at the critical size (the
    // names' floor), so the column's need gives way there.
    const int seats_h = std::max(std::min({grid.rows() * seat_h + (grid.rows() - 1) * u,
                                           body.h * (long_name ? 62 : 56) / 100 - legend_h,
                                           body.h - legend_h - u - column_need}),
                                 std::min(grid.rows() * critical_seat_h + (grid.rows() - 1) * u,
                                          body.h * (long_name ? 62 : 56) / 100 - legend_h));
    layout.legend = {body.x, body.y + body.h - legend_h, body.w, legend_h};
    layout.seats = {body.x, layout.legend.y - seats_h, body.w, seats_h};
    const int top_h = layout.seats.y - u - body.y;
    const int column_w = body.w * 40 / 100;
    layout.board = {body.x, body.y, body.w - column_w - u, top_h};
    layout.column = {body.x + body.w - column_w, body.y, column_w, top_h};
    return layout;
}

void BoardDrawing::board(Canvas& canvas, Rect area, const GameState& state, int top_taken) const {
    const int u = canvas.unit();
    const int floor = canvas.minimum_text();
    const int critical = Canvas::critical_text_px(canvas.width(), canvas.height());
    const int close = std::min(
        floor, Canvas::minimum_text_px(canvas.width(), canvas.height(), ReadingDistance::UpClose));
    const int asked = table_text_px(canvas);
    const int line = canvas.line_height(Typeface::Narrow, asked);
    area = area.below(top_taken);
    // The piles' lines: the draw and discard piles, and after a reshuffle
    // the new pile's composition (R23: public; not while the President
    // holds three of its tiles unseen by the table).
    std::vector<std::string> piles{
        catalogue_.format("ui.table.draw_pile",
                          {{"count", std::to_string(state.draw_pile_lying())}}),
        catalogue_.format("ui.table.discard_pile",
                          {{"count", std::to_string(state.piles().discard_size())}})};
    const std::uint32_t possible = state.piles().possible_liberals_in_draw();
    if (state.piles().reshuffles() > 0 && (possible & (possible - 1)) == 0 &&
        state.tiles_in_hand() == 0) {
        const int liberals = std::countr_zero(possible);
        piles.push_back(
            catalogue_.format("ui.table.composition",
                              {{"liberal", std::to_string(liberals)},
                               {"fascist", std::to_string(state.piles().draw_size() - liberals)}}));
    }
    // From the foot: the counters (the tracker's line, the piles', and
    // after a reshuffle the composition's), the next fascist policy's
    // line, then the two tracks in what is left.
    // Where the area is narrow (the table view held upright, between the
    // seats): the tracker's steps under its words, the piles one a line.
    const std::string tracker_words = catalogue_.format(
        "ui.table.election_tracker", {{"count", std::to_string(state.election_tracker())},
                                      {"limit", std::to_string(kChaosTrackerLevel)}});
    const int step_w = std::min(line * 3 / 2, area.w / 10);
    bool steps_apart = false, piles_apart = false;
    {
        const MinimumText at_critical(canvas, std::max(floor, critical));
        steps_apart =
            !canvas.fits({0, 0, area.w - 4 * step_w - u, line}, tracker_words, Typeface::Narrow, 1);
        piles_apart = !canvas.fits({0, 0, (area.w - u) / 2, line}, piles[0], Typeface::Narrow, 1) ||
                      !canvas.fits({0, 0, (area.w - u) / 2, line}, piles[1], Typeface::Narrow, 1);
    }
    const int tracker_lines = steps_apart ? 2 : 1;
    const int pile_lines = (piles_apart ? 2 : 1) + (piles.size() > 2 ? 1 : 0);
    const int counters_h = (tracker_lines + pile_lines) * line;
    const Rect counters{area.x, area.y + area.h - counters_h, area.w, counters_h};
    // What the next fascist policy does (R24-R29), in words: one line, or
    // two where a language needs them ("Следующий фашистский закон: ...").
    std::string next_words;
    const int next_slot = state.fascist_policies() + 1;
    if (next_slot <= kFascistPoliciesToWin) {
        std::string power;
        if (next_slot == kFascistPoliciesToWin) {
            power = text("winner.fascists");
        } else {
            const PresidentialPower granted = power_for_slot(state.board(), next_slot);
            power = text(granted == PresidentialPower::None
                             ? "ui.board.no_power"
                             : "phase." + std::string(power_id(granted)));
            if (next_slot == kVetoFascistPolicies) power += " · " + text("ui.track.veto");
        }
        next_words = catalogue_.format("ui.board.next_power", {{"power", power}});
    }
    canvas.set_minimum_text(std::max(floor, critical));
    const int next_lines =
        next_words.empty() || canvas.fits({0, 0, area.w, line}, next_words, Typeface::Narrow, 1)
            ? 1
            : 2;
    canvas.set_minimum_text(floor);
    const Rect next{area.x, counters.y - next_lines * line - u / 2, area.w, next_lines * line};
    const int tracks_h = std::max(2 * u, next.y - u - area.y);
    // The fascist tiles keep two lines of their words read up close; the
    // liberal tiles, bare, are the ones that give.
    canvas.set_minimum_text(close);
    const int tile_words = 2 * canvas.line_height(Typeface::Narrow, close) + u + 2;
    canvas.set_minimum_text(floor);
    const int liberal_h = std::max(2 * u, std::min(tracks_h * 36 / 100, tracks_h - tile_words));
    const Rect liberal{area.x, area.y, area.w, liberal_h - u / 2};
    const Rect fascist{area.x, area.y + liberal_h, area.w, tracks_h - liberal_h};
    for (int slot = 0; slot < kLiberalPoliciesToWin; ++slot) {
        const Rect box = liberal.column(slot, kLiberalPoliciesToWin, u);
        const bool filled = slot < state.liberal_policies();
        canvas.fill(box, filled ? palette::liberal : palette::parchment_dark);
        canvas.frame(box, palette::liberal, std::max(1, u / 3));
        // The last tile says what the fascists' last says, where it has
        // the room (the liberal tiles are the ones that give their height).
        if (slot + 1 == kLiberalPoliciesToWin) {
            canvas.set_minimum_text(close);
            const Rect words = box.inset(std::max(1, u / 2));
            const std::string label = text("winner.liberals");
            if (canvas.fits(words, label, Typeface::Narrow, 1))
                canvas.text(words, label, Typeface::Narrow, box.h / 3,
                            filled ? palette::white : palette::liberal);
            canvas.set_minimum_text(floor);
        }
    }
    // The tiles' words are read up close (one word each); the next
    // policy's line says it for the far chair.
    for (int slot = 0; slot < kFascistPoliciesToWin; ++slot) {
        const Rect box = fascist.column(slot, kFascistPoliciesToWin, u);
        const bool filled = slot < state.fascist_policies();
        canvas.fill(box, filled ? palette::fascist : palette::parchment_dark);
        canvas.frame(box, palette::fascist, std::max(1, u / 3));
        const PresidentialPower power = power_for_slot(state.board(), slot + 1);
        std::string label = power == PresidentialPower::None ? "" : text(power_key(power));
        if (slot + 1 == kFascistPoliciesToWin) label = text("winner.fascists");
        // R29: the fifth fascist policy also unlocks the veto, as the board
        // prints it on that tile.
        if (slot + 1 == kVetoFascistPolicies)
            label += (label.empty() ? "" : "\u00a0· ") + text("ui.track.veto_short");
        canvas.set_minimum_text(close);
        // Where the tile is too small for its words at the floor: the
        // veto alone on the fifth (R29, the next policy's line names its
        // power), nothing on the last (the next policy's line says it).
        const Rect words = box.inset(std::max(1, u / 2));
        if (!canvas.fits(words, label, Typeface::Narrow, 1))
            label = slot + 1 == kVetoFascistPolicies ? text("ui.track.veto_short") : "";
        if (!canvas.fits(words, label, Typeface::Narrow, 1)) label.clear();
        canvas.text(words, label, Typeface::Narrow, box.h / 3,
                    filled ? palette::white : palette::fascist_text);
        canvas.set_minimum_text(floor);
    }
    CriticalText critical_text(canvas);
    canvas.set_minimum_text(std::max(floor, critical));
    // What the next fascist policy does (R24-R29), in words.
    if (!next_words.empty())
        canvas.text(next, next_words, Typeface::Narrow, asked, palette::fascist_text);
    // Election tracker (R17): the count in words, then its four steps.
    const Rect tracker = counters.top(line);
    const Rect steps =
        steps_apart
            ? Rect{tracker.x + (tracker.w - 4 * step_w) / 2, tracker.y + line, 4 * step_w, line}
            : Rect{tracker.x + tracker.w - 4 * step_w, tracker.y, 4 * step_w, line};
    canvas.text({tracker.x, tracker.y, steps_apart ? tracker.w : steps.x - u - tracker.x, line},
                tracker_words, Typeface::Narrow, asked, palette::ink);
    for (int step = 0; step <= kChaosTrackerLevel; ++step) {
        const Rect spot = steps.column(step, 4, 0);
        const int radius = std::max(2, std::min(spot.w, spot.h) * 4 / 10);
        const bool lit = step == state.election_tracker();
        canvas.disc(spot.x + spot.w / 2, spot.y + spot.h / 2, radius,
                    lit ? palette::fascist : palette::dimmed);
        // The lit step is full, the others rings: not told by colour alone.
        if (!lit)
            canvas.disc(spot.x + spot.w / 2, spot.y + spot.h / 2, radius * 2 / 3,
                        palette::parchment);
    }
    // The piles side by side (or one a line), the composition under them.
    const int piles_y = counters.y + tracker_lines * line;
    const Rect pile_row{counters.x, piles_y, counters.w, line};
    for (int column = 0; column < 2; ++column)
        canvas.text(piles_apart ? Rect{counters.x, piles_y + column * line, counters.w, line}
                                : pile_row.column(column, 2, u),
                    piles[std::size_t(column)], Typeface::Narrow, asked, palette::ink);
    if (piles.size() > 2)
        canvas.text({counters.x, piles_y + (piles_apart ? 2 : 1) * line, counters.w, line},
                    piles[2], Typeface::Narrow, asked, palette::ink);
    canvas.set_minimum_text(floor);
}

void BoardDrawing::legend(Canvas& canvas, Rect area, const GameState& state) const {
    const int u = canvas.unit();
    std::array<bool, kSymbolCount> present{};
    for (Seat seat = 0; seat < state.player_count(); ++seat)
        for (const Symbol symbol : symbols_of(state, seat)) present[std::size_t(symbol)] = true;
    int count = 0;
    for (const bool is : present) count += is;
    if (count == 0) return;
    const int floor = canvas.minimum_text();
    const int close = legend_px(canvas);
    canvas.set_minimum_text(std::min(floor, close));
    // Each symbol and its word in turn, on as many lines as the area holds
    // (one held sideways, two upright), a line broken between entries.
    const int line = canvas.line_height(Typeface::Narrow, close);
    const int lines = std::max(1, area.h / std::max(1, line));
    const int side = std::max(4, line - 2);
    int x = area.x, y = area.y + (area.h - lines * line) / 2;
    for (const SymbolTraits& traits : kSymbols) {
        if (!present[std::size_t(traits.symbol)]) continue;
        const std::string word = text(traits.key);
        const int width = side + u / 2 + canvas.text_width(word, Typeface::Narrow, close);
        if (x > area.x && x + width > area.x + area.w) {
            x = area.x;
            y += line;
        }
        draw_symbol(canvas, {x, y + (line - side) / 2, side, side}, traits.symbol,
                    palette::parchment);
        canvas.text_at({x + side + u / 2, y, area.x + area.w - x - side - u / 2, line}, word,
                       Typeface::Narrow, close, palette::ink, Align::Left);
        x += width + 2 * u;
    }
    canvas.set_minimum_text(floor);
}

void BoardDrawing::seats(Canvas& canvas, Rect area, const GameState& state,
                         const Seats& shown) const {
    const int u = canvas.unit();
    const int players = state.player_count();
    const SeatGrid grid = seat_grid(canvas, area, players, shown.viewer);
    const PlayerRoster& roster = shown.roster;
    const int floor = canvas.minimum_text();
    const int critical = Canvas::critical_text_px(canvas.width(), canvas.height());
    CriticalText critical_text(canvas);
    canvas.set_minimum_text(std::max(floor, critical));
    const int asked = table_text_px(canvas);
    // A seat's words keep clear of its frame, the thickest (a President's,
    // a Chancellor's: a unit) and a pixel more.
    const int thick = std::max(3, u * 2 / 3); // a government's frame
    const int edge = thick + 1;
    const auto inner_of = [&](const Rect& box) {
        return Rect{box.x + edge, box.y + edge, box.w - 2 * edge, box.h - 2 * edge};
    };
    // A seat's rows: its name (one line, or two for a name too long for
    // one at the floor: "Maximilien-Alexandre", broken after its hyphen or
    // in its middle, never clipped), its placard, its symbols and vote;
    // the room over three lines goes half to the name, which grows.
    // The table view: each seat where its player sits, drawn in its own
    // coordinates, turned to face them (all of one size).
    const bool around = shown.around && shown.around->size() >= std::size_t(players);
    const auto local_of = [&](Seat seat) {
        const SeatPlace& place = (*shown.around)[std::size_t(seat)];
        const Turned turned{place.area, place.turn};
        return Rect{0, 0, turned.width(), turned.height()};
    };
    const Rect sample = inner_of(around ? local_of(0) : grid.cell(area, 0, u));
    const int line = canvas.line_height(Typeface::Narrow, asked);
    bool two_lines = false;
    for (Seat seat = 0; seat < players; ++seat)
        two_lines |= canvas.text_width(roster.name_of(seat), Typeface::Narrow,
                                       canvas.minimum_text()) > sample.w;
    const int name_rows = two_lines ? 2 : 1;
    const SeatRows rows = seat_rows(canvas, table_text_px(canvas));
    // Squeezed, the symbols' row keeps its height first, then the
    // placard's; the name takes what is left, and any room to spare.
    const int marks_h = std::min(sample.h, rows.marks);
    const int extra = std::max(0, sample.h - name_rows * line - rows.placard - rows.marks);
    // The name gives way before the placard: down to its lines at the
    // floor (the critical size), where the text size asked more.
    const int floor_lines = name_rows * canvas.line_height(Typeface::Narrow, canvas.minimum_text());
    const int placard_h =
        std::max(0, std::min(rows.placard + extra * 2 / 5, sample.h - marks_h - floor_lines));
    const int name_h = std::max(0, sample.h - marks_h - placard_h - extra / 5);
    // One size for every name (issue 32): the largest at which the longest
    // fits its seat, so "Bea" is not drawn four times the size of
    // "Massimiliano" beside it; never over half as large again as asked.
    std::vector<std::string> names;
    int name_px = 0;
    for (Seat seat = 0; seat < players; ++seat) {
        names.push_back(two_lines ? breakable_name(canvas, {0, 0, sample.w, line},
                                                   roster.name_of(seat), Typeface::Narrow)
                                  : roster.name_of(seat));
        const int fits = canvas.text_size({0, 0, sample.w, name_h}, names.back(), Typeface::Narrow,
                                          std::min(asked * 3 / 2, name_h * 4 / (5 * name_rows)) *
                                              100 / std::max(1, canvas.text_scale()));
        name_px = seat == 0 ? fits : std::min(name_px, fits);
    }
    // Capitals (Bebas Neue) are read by their cap height, 0.70 of their
    // size against an x-height of 0.50: their floor is 5/7 of the text's.
    const int capitals_floor = capitals_px(std::max(floor, critical));
    for (Seat seat = 0; seat < players; ++seat) {
        std::optional<TurnedPart> facing;
        if (around) {
            const SeatPlace& place = (*shown.around)[std::size_t(seat)];
            facing.emplace(canvas, place.area, place.turn);
        }
        const Rect box = around ? local_of(seat) : grid.cell(area, seat, u);
        const Rect inner = inner_of(box);
        const bool alive = state.alive().contains(seat);
        // During chaos no government sits: the candidate voted down is no
        // President, and no placard is drawn.
        const bool chaos = state.phase() == Phase::Chaos;
        const bool candidate = !chaos && state.president() == seat;
        const bool nominee = !chaos && state.chancellor() == seat;
        const bool electing =
            state.phase() == Phase::Nomination || state.phase() == Phase::Election;
        const bool dimmed = alive && !pickable(state, seat);
        // The seat picked for execution, not yet confirmed.
        const bool chosen = state.phase() == Phase::Execution && shown.execution_target == seat;
        const bool nein = shown.nein.contains(seat);
        Colour fill = alive ? palette::white : palette::executed;
        if (state.phase() == Phase::Election && nein) fill = palette::parchment_dark;
        if (chosen) fill = palette::fascist_light;
        canvas.fill(box, fill);
        canvas.frame(box,
                     candidate || chosen ? palette::fascist
                     : nominee           ? palette::liberal
                                         : palette::ink,
                     candidate || nominee || chosen ? thick : std::max(1, u / 4));
        // The name, then the placard's row, then the symbols and the vote.
        const Rect name_box = inner.top(name_h);
        const Rect placard_row{inner.x, name_box.y + name_h, inner.w, placard_h};
        const Rect marks_row{inner.x, placard_row.y + placard_row.h, inner.w,
                             inner.y + inner.h - placard_row.y - placard_row.h};
        canvas.text_at(name_box, names[std::size_t(seat)], Typeface::Narrow, name_px,
                       dimmed ? palette::dimmed_text : palette::ink);
        // The placard, as the physical game's, where the candidates hold
        // the President's and the Chancellor's placards through the vote:
        // the office's word, filled for the government, outlined for a
        // candidacy (nomination, election); the seat to execute's in red.
        const char* placard = nullptr;
        if (chosen)
            placard = "ui.placard.to_execute";
        else if (candidate)
            placard = "ui.marker.president";
        else if (nominee)
            placard = "ui.marker.chancellor";
        if (placard) {
            const Rect plate = placard_row;
            const bool filled = chosen || !electing;
            const Colour plate_fill = chosen ? palette::fascist : palette::ink;
            const int rim = std::max(2, u / 3);
            if (filled)
                canvas.fill(plate, plate_fill);
            else
                canvas.frame(plate, palette::ink, rim);
            // The word inside the rim: an accent above a capital
            // (PRÄSIDENTSCHAFT, CANCILLERÍA) clear of the outline (issue 55,
            // item 14), where the plate holds a line at the capitals' floor
            // between its rims (else the floor's line, centred).
            canvas.set_minimum_text(capitals_floor);
            const int words_h =
                std::min(plate.h, std::max(plate.h - 2 * rim,
                                           canvas.line_height(Typeface::Poster, capitals_floor)));
            const Rect words{plate.x + u / 2, plate.y + (plate.h - words_h) / 2, plate.w - u,
                             words_h};
            canvas.text(words, text(placard), Typeface::Poster, words.h,
                        filled ? palette::white : palette::ink);
            canvas.set_minimum_text(std::max(floor, critical));
        }
        // The symbols, then the role (the replay, roles shown), then the
        // vote being entered at the row's end.
        int x = marks_row.x;
        const std::vector<Symbol> symbols = symbols_of(state, seat);
        const int count = std::max(1, int(symbols.size()));
        // As tall as the row, as wide as leaves each symbol room beside the vote.
        const int vote_room =
            state.phase() == Phase::Election && shown.votes
                ? canvas.text_width(text("ui.table.nein"), Typeface::Poster, capitals_floor) + u
                : 0;
        const int side =
            std::max(4, std::min(marks_row.h - 2, (marks_row.w - vote_room) / count - u));
        for (const Symbol symbol : symbols) {
            const Rect square{x, marks_row.y + (marks_row.h - side) / 2, side, side};
            draw_symbol(canvas, square, symbol, fill);
            canvas.note_symbol(square, unbroken(text(kSymbols[std::size_t(symbol)].key)),
                               palette::ink);
            x += side + u;
        }
        const bool voting = state.phase() == Phase::Election && alive && shown.votes;
        const std::string vote_word = voting ? text(nein ? "ui.table.nein" : "ui.table.ja") : "";
        const int vote_w = voting
                               ? std::min(marks_row.w / 2,
                                          canvas.text_width(vote_word, Typeface::Poster,
                                                            std::max(capitals_floor, marks_row.h)) +
                                              u)
                               : 0;
        if (shown.roles) {
            const std::string role =
                text("ui.reveal.role." + std::string(role_id(shown.roles->of(seat))));
            // In the placard's row where the seat holds none, else beside its symbols.
            const Rect where =
                placard ? Rect{x, marks_row.y, marks_row.x + marks_row.w - vote_w - x, marks_row.h}
                        : placard_row;
            // A replay's seat with a placard and symbols: the role read up
            // close (the replay is read by whoever holds it).
            if (!canvas.fits(where, role, Typeface::Narrow, 1))
                canvas.set_minimum_text(std::min(
                    canvas.minimum_text(), Canvas::minimum_text_px(canvas.width(), canvas.height(),
                                                                   ReadingDistance::UpClose)));
            {
                CriticalText up_close(canvas, canvas.minimum_text() >= critical);
                canvas.text(where, role, Typeface::Narrow, asked, palette::ink,
                            placard ? Align::Left : Align::Centre);
            }
            canvas.set_minimum_text(std::max(floor, critical));
        }
        if (voting) {
            canvas.set_minimum_text(capitals_floor);
            canvas.text({marks_row.x + marks_row.w - vote_w, marks_row.y, vote_w, marks_row.h},
                        vote_word, Typeface::Poster, marks_row.h,
                        nein ? palette::fascist_text : palette::liberal);
            canvas.set_minimum_text(std::max(floor, critical));
        }
    }
    canvas.set_minimum_text(floor);
}

} // namespace shn
