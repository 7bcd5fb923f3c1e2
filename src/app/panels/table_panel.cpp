#include "app/panels/table_panel.h"
#include "app/name_lines.h"

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

/// The power a fascist slot grants, as its tile says it; `narrow`: a
/// phone's tile, where one word must do ("Проверка").
std::string power_label(PresidentialPower power, bool narrow) {
    if (power == PresidentialPower::None) return "";
    return (narrow ? "ui.board.short." : "phase.") + std::string(power_id(power));
}

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

} // namespace

void TablePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    TableSession* game = table_.game();
    if (!game) {
        if (table_.read_only()) { // a phone before the table has a game
            const Rect bar = title_bar(canvas, text("ui.phones.board_title"));
            draw_language_button(canvas);
            canvas.text(screen.below(bar.h).inset(6 * u), text("ui.phones.waiting"), Typeface::Body,
                        6 * u, palette::ink);
        }
        return;
    }
    const GameState& state = game->state();
    if (state.game_over()) return; // tick() hands over to the game-over screen
    const bool portrait = canvas.height() > canvas.width();
    const std::string title = text("phase." + std::string(phase_id(state.phase())));
    const bool analysis = preferences_.settings().analysis;
    const Rect header = title_bar(canvas, std::string());
    // Menu first (Settings, Rules, home, by touch: issue 31), then History,
    // Analysis when on, the title in the room left before Undo.
    Rect history = bar_button(canvas, true);
    if (!table_.read_only()) {
        const Rect menu = menu_button_box(canvas);
        button(canvas, menu, text("ui.menu.title"), [this] { stack_.open(Screen::Menu); });
        history.x = menu.x + menu.w + u;
    }
    button(canvas, history, text("ui.table.history"), [this] { stack_.open(Screen::History); });
    int left = history.x + history.w + u;
    if (analysis) { // a second button beside History
        const Rect opener{left, history.y, history.w, history.h};
        button(canvas, opener, text("ui.analysis.title"),
               [this] { stack_.open(Screen::Analysis); });
        left = opener.x + opener.w + u;
    }
    const int right = bar_button(canvas, false).x - u;
    // A phone has no room between the buttons: the action's prompt says
    // what the phase is about there.
    if (right - left >= 30 * u)
        canvas.text({left, 0, right - left, header.h}, title, Typeface::Poster,
                    canvas.finger() * 8 / 10, palette::white);
    if (table_.read_only())
        draw_language_button(canvas);
    else
        button(
            canvas, bar_button(canvas, false), text("ui.table.undo"), [this] { undo(); },
            palette::fascist, table_.can_undo()); // (the night's end alone is no move)

    // The message line: a finger tall, so that Undo fits beside what it
    // undoes; two when its words need it (a save problem, in French, on a
    // phone), never cut.
    int message_h = table_.read_only() ? 0 : canvas.finger(); // a phone makes no move
    if (message_h > 0 && !canvas.fits(message_words(canvas, {0, 0, screen.w, message_h}),
                                      messages_.text(), Typeface::Body, canvas.finger() / 2))
        message_h *= 2;
    const Rect message{0, screen.h - message_h - u, screen.w, message_h};
    const Rect body = Rect{0, header.h + u, screen.w, message.y - header.h - u}.inset(u);
    // The board for phones, when served: a strip under the action (its
    // code, the address, how many watch), a tap folds the code away.
    const PhoneBoard& phones = phones_;
    const int strip = !phones.serving      ? 0
                      : phones.code_hidden ? canvas.finger() + 5 * u
                      : portrait           ? canvas.finger() * 2 + 7 * u
                                           : std::max(canvas.finger() * 2, 24 * u) + 7 * u;
    if (portrait) {
        // A phone has no buttons to show: the seats take more of the height;
        // the table's action keeps two rows of finger-sized buttons (a
        // phone's 390x844 had 39-pixel Confirm and All Ja, issue 31).
        const int seats = table_.read_only() ? 42 : 40;
        if (!draw_timer(canvas, body.top(body.h * 30 / 100), state))
            draw_board(canvas, body.top(body.h * 30 / 100), state);
        // The phones' strip, when shown, comes out of the seats' height: the
        // action keeps room for its buttons.
        const int seats_h = body.h * seats / 100 - (strip ? strip + u : 0);
        draw_seats(canvas, {body.x, body.y + body.h * 31 / 100, body.w, seats_h}, state);
        if (strip)
            draw_phones(canvas, {body.x, body.y + body.h * 31 / 100 + seats_h + u, body.w, strip});
        const Rect action{body.x, body.y + body.h * (32 + seats) / 100, body.w,
                          body.h * (table_.read_only() ? 20 : 28) / 100};
        draw_action(canvas, action, state);
    } else {
        const Rect left{body.x, body.y, body.w * 67 / 100, body.h};
        // A phone on its side (less than 480 pixels high): the board takes
        // more of the height, its piles and tracker stay readable.
        const int board = table_.read_only() && canvas.height() < 480 ? 54 : 48;
        if (!draw_timer(canvas, left.top(left.h * board / 100), state))
            draw_board(canvas, left.top(left.h * board / 100), state);
        draw_seats(canvas, left.below(left.h * (board + 2) / 100), state);
        const Rect action{body.x + body.w * 68 / 100, body.y, body.w * 32 / 100, body.h};
        draw_action(canvas, action.top(action.h - strip - (strip ? u : 0)), state);
        if (strip) draw_phones(canvas, {action.x, action.y + action.h - strip, action.w, strip});
    }
    draw_message(canvas, message);
}

void TablePanel::undo() {
    // A vote taken back comes back as it was entered: its Nein marks stay.
    std::optional<Event> vote;
    if (const TableSession* game = table_.game()) {
        const auto& events = game->log().history().events();
        for (auto it = events.rbegin(); it != events.rend(); ++it) {
            if (it->type == EventType::NightOver) continue;
            if (it->type == EventType::Vote) vote = *it;
            break;
        }
    }
    table_.undo();
    nein_ = {};
    if (vote && table_.game() && table_.game()->state().phase() == Phase::Election)
        nein_ = table_.game()->state().alive().without(vote->ja);
    execution_target_.reset();
    peeked_ = 0;
}

Rect TablePanel::message_words(Canvas& canvas, Rect area) const {
    const int u = canvas.unit();
    const bool undoable = messages_.names_last_move() && !table_.read_only();
    const int undo_x = area.x + area.w - u - bar_button(canvas, false).w;
    return {area.x + 2 * u, area.y, (undoable ? undo_x : area.w) - 3 * u, area.h};
}

void TablePanel::draw_message(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    if (messages_.text().empty()) return;
    // What a move did gets Undo beside it: a mis-tap is named and one tap away.
    const bool undoable = messages_.names_last_move() && !table_.read_only();
    const Rect undo_box{area.x + area.w - u - bar_button(canvas, false).w, area.y,
                        bar_button(canvas, false).w, canvas.finger()};
    canvas.text(message_words(canvas, area), messages_.text(), Typeface::Body, canvas.finger() / 2,
                undoable ? palette::ink : palette::fascist, Align::Left);
    if (undoable)
        button(
            canvas, undo_box, text("ui.table.undo"), [this] { undo(); }, palette::fascist);
}

void TablePanel::draw_language_button(Canvas& canvas) {
    // A phone chooses its own language: each tap, the next of the four.
    button(canvas, bar_button(canvas, false), text("lang." + preferences_.language()), [this] {
        preferences_.settings().language = std::string(next_language(preferences_.language()));
        preferences_.apply();
    });
}

void TablePanel::draw_phones(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    PhoneBoard& phones = phones_;
    canvas.fill(area, palette::ink);
    const std::string watching =
        catalogue_.format(phones.viewers == 1 ? "ui.phones.watching_one" : "ui.phones.watching",
                          {{"count", std::to_string(phones.viewers)}});
    if (phones.code_hidden || phones.code_size == 0) {
        canvas.text(area.inset(u / 2), watching + " · " + text("ui.phones.show_code"),
                    Typeface::Narrow, 4 * u, palette::white);
        target(
            area, [&phones] { phones.code_hidden = false; }, text("ui.phones.show_code"));
        return;
    }
    // The address across the strip's foot (no space to wrap at), the code
    // above it on white with its quiet zone (4 modules), whole pixels a module.
    const Rect address = area.below(area.h - 7 * u).inset(u / 2);
    canvas.text(address, phones.address, Typeface::Narrow, 6 * u, palette::white);
    area = area.top(area.h - 7 * u);
    const int side = area.h - u;
    const int modules = phones.code_size + 8;
    const int pixel = std::max(1, side / modules);
    const Rect paper{area.x + u / 2, area.y + (area.h - pixel * modules) / 2, pixel * modules,
                     pixel * modules};
    canvas.fill(paper, palette::white);
    for (int y = 0; y < phones.code_size; ++y)
        for (int x = 0; x < phones.code_size; ++x)
            if (phones.code[std::size_t(y * phones.code_size + x)])
                canvas.fill({paper.x + (x + 4) * pixel, paper.y + (y + 4) * pixel, pixel, pixel},
                            palette::black);
    const Rect words{paper.x + paper.w + u, area.y + u / 2,
                     area.x + area.w - paper.x - paper.w - 2 * u, area.h - u};
    canvas.text(words.top(words.h * 62 / 100), text("ui.phones.scan"), Typeface::Narrow, 4 * u,
                palette::white, Align::Left);
    canvas.text(words.below(words.h * 62 / 100), watching, Typeface::Narrow, 4 * u, palette::white,
                Align::Left);
    target(
        {area.x, area.y, area.w, area.h + 7 * u}, [&phones] { phones.code_hidden = true; },
        text("ui.phones.hide_code"));
}

bool TablePanel::draw_timer(Canvas& canvas, Rect area, const GameState& state) {
    const int u = canvas.unit();
    const int seconds = table_.read_only() ? 0 : preferences_.settings().discussion_seconds;
    const double now = Announcer::now();
    if (seconds > 0 && state.phase() == Phase::Election)
        timer_.follow(table_.game()->log().history().events().size(), seconds, now);
    else
        timer_.stop();
    if (timer_.reached_zero(now)) announcer_.cue("timer");
    if (!timer_.shown()) return false;
    const int left = timer_.remaining(now);
    const Colour fill = left == 0 ? palette::fascist : palette::ink;
    const Rect hide{area.x + area.w - std::max(canvas.finger() * 2, 22 * u), area.y,
                    std::max(canvas.finger() * 2, 22 * u), canvas.finger()};
    const Rect clock{area.x, area.y, hide.x - area.x - u, area.h};
    canvas.fill(clock, fill);
    const std::string shown = clock_text(left);
    canvas.text(clock.top(clock.h * 60 / 100).inset(u), shown, Typeface::Poster, clock.h / 2,
                palette::white);
    canvas.text(clock.below(clock.h * 60 / 100).inset(u / 2),
                text(left == 0         ? "ui.timer.time_up"
                     : timer_.paused() ? "ui.timer.paused"
                                       : "ui.timer.tap_to_pause"),
                Typeface::Narrow, clock.h / 8, palette::white);
    // At 0:00 there is nothing left to pause: the clock is no target.
    if (left > 0)
        target(
            clock, [this] { timer_.toggle_pause(Announcer::now()); }, text("ui.timer.title"));
    button(
        canvas, hide, text("ui.timer.hide"), [this] { timer_.dismiss(); }, palette::dimmed);
    return true;
}

void TablePanel::tick() {
    if (table_.game() && table_.game()->state().game_over()) {
        vote_.forget();
        stack_.replace(Screen::GameOver);
        return;
    }
    if (table_.game() && !table_.read_only()) keep_vote();
}

void TablePanel::keep_vote() {
    const GameState& state = table_.game()->state();
    const std::size_t key = table_.game()->log().history().events().size();
    if (state.phase() != Phase::Election) {
        vote_.forget();
        vote_looked_for_.reset();
        return;
    }
    const double now = Announcer::now();
    if (vote_looked_for_ != key) { // a nomination first seen: what a reload kept of it
        vote_looked_for_ = key;
        if (const auto kept = vote_.kept_for(key)) {
            nein_ = SeatSet::from_bits(kept->nein.bits() & state.alive().bits());
            if (kept->timer) {
                DiscussionTimer::Kept clock = kept->clock;
                const std::uint64_t wall = AppClock::wall_ms();
                if (!clock.paused && wall > kept->wall_ms) // it ran on meanwhile
                    clock.left -= double(wall - kept->wall_ms) / 1000.0;
                timer_.restore(clock, now);
            }
        }
    }
    vote_.keep({key, nein_, timer_.running(), timer_.kept(now), AppClock::wall_ms()});
}

int TablePanel::next_tick_ms() const {
    const double seconds = timer_.until_change(Announcer::now());
    return seconds < 0 ? -1 : static_cast<int>(seconds * 1000.0 + 0.999);
}

void TablePanel::draw_board(Canvas& canvas, Rect area, const GameState& state) {
    const int u = canvas.unit();
    // The liberal track is bare tiles; the fascist one carries its powers and
    // the counters two lines each: they get the height.
    const int bare = canvas.height() > canvas.width() ? 14 : 20; // upright: two fascist rows
    const Rect liberal = area.top(area.h * bare / 100 - u);
    const Rect fascist{area.x, area.y + area.h * bare / 100, area.w,
                       area.h * (58 - bare) / 100 - u};
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
    canvas.text(tracker.top(tracker.h / 2), text("ui.table.election_tracker"), Typeface::Body,
                tracker.h / 3, palette::ink);
    for (int step = 0; step <= kChaosTrackerLevel; ++step) {
        const Rect spot = tracker.below(tracker.h / 2).column(step, 4, u);
        canvas.disc(spot.x + spot.w / 2, spot.y + spot.h / 2, std::min(spot.w, spot.h) / 3,
                    step == state.election_tracker() ? palette::fascist : palette::dimmed);
    }
    const Rect piles = counters.column(1, 2, u);
    std::vector<std::string> lines{
        text("ui.table.draw_pile") + ": " + std::to_string(state.piles().draw_size()),
        text("ui.table.discard_pile") + ": " + std::to_string(state.piles().discard_size())};
    // R23: after a reshuffle the new pile's composition is public.
    const std::uint32_t possible = state.piles().possible_liberals_in_draw();
    if (state.piles().reshuffles() > 0 && (possible & (possible - 1)) == 0) {
        const int liberals = std::countr_zero(possible);
        lines.push_back(
            catalogue_.format("ui.table.composition",
                              {{"liberal", std::to_string(liberals)},
                               {"fascist", std::to_string(state.piles().draw_size() - liberals)}}));
    }
    const int rows = static_cast<int>(lines.size());
    for (int row = 0; row < rows; ++row)
        canvas.text(piles.row(row, rows, 0), lines[std::size_t(row)], Typeface::Narrow, piles.h / 3,
                    palette::ink);
}

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
        const bool dimmed = !alive || (state.phase() == Phase::Nomination &&
                                       !state.eligible_chancellors().contains(seat) && !candidate);
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
            const bool nein = nein_.contains(seat);
            const Rect vote = lasting.empty() ? below : below.top(below.h * 55 / 100);
            canvas.text(vote, text(nein ? "ui.table.nein" : "ui.table.ja"), Typeface::Poster,
                        box.h / 3, nein ? palette::fascist : palette::liberal);
            const Rect under = below.below(vote.h);
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

namespace {

/// What the table is doing, as a phone says it (the viewer: no buttons).
std::string watched_key(const GameState& state) {
    const std::string_view cue = phase_prompt_cue(state.phase());
    return cue.empty() ? "ui.phones.waiting" : std::string(cue);
}

} // namespace

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
    if (night_again && claims.empty())
        button(canvas, buttons.row(1, 2, u), text("ui.table.replay_night"),
               [this] { stack_.replace(Screen::Night); });
}

std::vector<ClaimKind> TablePanel::open_claims(const GameState& state) const {
    std::vector<ClaimKind> open;
    if (!preferences_.settings().analysis) return open;
    const bool asks_for_a_seat = state.phase() == Phase::Nomination ||
                                 state.phase() == Phase::Investigate ||
                                 state.phase() == Phase::SpecialElection ||
                                 (state.phase() == Phase::Execution && !execution_target_);
    if (!asks_for_a_seat) return open;
    const ClaimWindow& window = state.claim_window();
    for (const ClaimKind kind :
         {ClaimKind::Drew, ClaimKind::Received, ClaimKind::Peeked, ClaimKind::Investigated}) {
        const auto claimant = window.claimant(kind);
        if (claimant && !window.made_already(kind) && state.alive().contains(*claimant))
            open.push_back(kind);
    }
    return open;
}

void TablePanel::draw_claims(Canvas& canvas, Rect area, const GameState& state,
                             const std::vector<ClaimKind>& open) {
    if (open.empty()) return;
    const int u = canvas.unit();
    const ClaimWindow& window = state.claim_window();
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    // "L L F": `liberals` liberal letters first, then fascist ones.
    const auto tiles = [this](int liberals, int count) {
        // No-break spaces: a label breaks between word groups, never inside
        // one ("F F / F" on a 1024x768 tablet).
        return tile_letters(catalogue_, liberals_first(liberals), count, "\u00a0");
    };
    const int rows = static_cast<int>(open.size());
    for (int index = 0; index < rows; ++index) {
        const ClaimKind kind = open[static_cast<std::size_t>(index)];
        const Seat claimant = *window.claimant(kind);
        const Rect row = area.row(index, rows, u / 2);
        // Side by side where the row is wide; else the words above the choices.
        const bool wide = row.w >= 70 * u;
        const Rect label = wide ? Rect{row.x, row.y, row.w * 32 / 100, row.h} : row.top(row.h / 3);
        const Rect choices = wide ? Rect{row.x + row.w * 34 / 100, row.y, row.w * 66 / 100, row.h}
                                  : row.below(row.h / 3);
        std::string said;
        switch (kind) {
        case ClaimKind::Drew:
            said = catalogue_.format("ui.claims.drew", {{"name", roster.name_of(claimant)}});
            for (int liberals = 0; liberals <= 3; ++liberals)
                button(canvas, choices.column(liberals, 4, u / 2), tiles(liberals, 3),
                       [this, claimant, liberals] {
                           table_.play(Event::claim_drew(claimant, liberals));
                       });
            break;
        case ClaimKind::Received:
            said = catalogue_.format("ui.claims.received", {{"name", roster.name_of(claimant)}});
            for (int liberals = 0; liberals <= 2; ++liberals)
                button(canvas, choices.column(liberals, 3, u / 2), tiles(liberals, 2),
                       [this, claimant, liberals] {
                           table_.play(Event::claim_received(claimant, liberals));
                       });
            break;
        case ClaimKind::Peeked: {
            said = catalogue_.format("ui.claims.peeked", {{"name", roster.name_of(claimant)}});
            // Three tiles, top first (a tap turns one over), then the confirmation.
            const Rect tiles_area{choices.x, choices.y, choices.w * 66 / 100, choices.h};
            const Rect confirm{choices.x + choices.w * 68 / 100, choices.y, choices.w * 32 / 100,
                               choices.h};
            for (int tile = 0; tile < 3; ++tile) {
                const bool is_liberal = ((peeked_ >> tile) & 1) != 0;
                button(
                    canvas, tiles_area.column(tile, 3, u / 2),
                    tile_letters(catalogue_, is_liberal ? 1 : 0, 1, ""),
                    [this, tile] { peeked_ ^= 1 << tile; },
                    is_liberal ? palette::liberal : palette::fascist);
            }
            button(canvas, confirm, text("ui.table.done"), [this, claimant] {
                if (table_.play(Event::claim_peeked(claimant, peeked_))) peeked_ = 0;
            });
            break;
        }
        case ClaimKind::Investigated: {
            const auto target = static_cast<Seat>(window.target);
            said =
                catalogue_.format("ui.claims.investigated", {{"name", roster.name_of(claimant)},
                                                             {"target", roster.name_of(target)}});
            button(
                canvas, choices.column(0, 2, u / 2), text("ui.table.liberal"),
                [this, claimant, target] {
                    table_.play(Event::claim_investigated(claimant, target, Policy::Liberal));
                },
                palette::liberal);
            button(
                canvas, choices.column(1, 2, u / 2), text("ui.table.fascist"),
                [this, claimant, target] {
                    table_.play(Event::claim_investigated(claimant, target, Policy::Fascist));
                },
                palette::fascist);
            break;
        }
        }
        canvas.text(label, said, Typeface::Narrow, wide ? row.h * 4 / 10 : label.h * 8 / 10,
                    palette::ink, Align::Left);
    }
}

void TablePanel::confirm() {
    const GameState& state = table_.game()->state();
    switch (state.phase()) {
    case Phase::FirstPresident:
        table_.play(Event::first_president(
            static_cast<Seat>(random_.below(static_cast<std::uint32_t>(state.player_count())))));
        break;
    case Phase::Election:
        if (table_.play(Event::vote(state.alive().without(nein_)))) nein_ = {};
        break;
    case Phase::Peek: table_.play(Event::peek()); break;
    case Phase::Nomination:
    case Phase::HitlerCheck:
    case Phase::Legislative:
    case Phase::Chaos:
    case Phase::Veto:
    case Phase::Investigate:
    case Phase::SpecialElection:
    case Phase::Execution:
    case Phase::GameOver: break; // no one button says "go on" here
    }
}

void TablePanel::answer(bool yes) {
    const GameState& state = table_.game()->state();
    switch (state.phase()) {
    case Phase::HitlerCheck: table_.play(Event::hitler_check(yes)); break;
    case Phase::Veto: table_.play(Event::veto_response(yes)); break;
    case Phase::Execution:
        // Only once a seat is chosen: the answer is what executes (issue 23).
        if (execution_target_ && table_.play(Event::execute(*execution_target_, yes)))
            execution_target_.reset();
        break;
    case Phase::FirstPresident:
    case Phase::Nomination:
    case Phase::Election:
    case Phase::Legislative:
    case Phase::Chaos:
    case Phase::Investigate:
    case Phase::SpecialElection:
    case Phase::Peek:
    case Phase::GameOver: break; // no yes-or-no question here
    }
}

void TablePanel::enact(std::optional<Policy> policy) {
    const Phase phase = table_.game()->state().phase();
    if (phase != Phase::Legislative && phase != Phase::Chaos) return;
    table_.play(policy ? Event::enact(*policy) : Event::veto_request());
}

bool TablePanel::command(const Command& command) {
    // The keyboard does what the fingers do, through the same moves: 1-9
    // and 0 tap seats 1-10, Enter confirms, L/F enact, V asks for the veto,
    // Y/N answer; P pauses the discussion timer, H hides it; Q shows or
    // hides the phones' code. Esc opens the menu (a stray Esc never leaves
    // the game: Home is one tap further, and says where the game went).
    using Kind = Command::Kind;
    if (!table_.game() || table_.read_only()) return false;
    switch (command.kind) {
    case Kind::Back: stack_.open(Screen::Menu); return true;
    case Kind::PhoneCode:
        if (!phones_.serving) return false;
        phones_.code_hidden = !phones_.code_hidden;
        return true;
    case Kind::PauseTimer:
    case Kind::Hide:
        if (!timer_.shown()) return false;
        if (command.kind == Kind::PauseTimer)
            timer_.toggle_pause(Announcer::now());
        else
            timer_.dismiss();
        return true;
    case Kind::Undo: undo(); return true;
    case Kind::Number: tap_seat(static_cast<Seat>(command.number - 1)); return true;
    case Kind::Confirm: confirm(); return true;
    case Kind::Yes:
    case Kind::No: {
        const Phase phase = table_.game()->state().phase();
        if (phase != Phase::HitlerCheck && phase != Phase::Veto && phase != Phase::Execution)
            return false; // N is New game elsewhere: nothing on the table
        answer(command.kind == Kind::Yes);
        return true;
    }
    case Kind::EnactLiberal: enact(Policy::Liberal); return true;
    case Kind::EnactFascist: enact(Policy::Fascist); return true;
    case Kind::Veto: enact(std::nullopt); return true;
    default: return false;
    }
}

} // namespace shn
