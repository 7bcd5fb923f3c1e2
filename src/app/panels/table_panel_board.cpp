// TablePanel, its board: the two tracks with their powers, the election
// tracker and the piles, the discussion timer, the phones strip and the
// language button (table_panel.h).
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

/// The power a fascist slot grants, as its tile says it; `narrow`: a
/// phone's tile, where one word must do ("Проверка").
std::string power_label(PresidentialPower power, bool narrow) {
    if (power == PresidentialPower::None) return "";
    return (narrow ? "ui.board.short." : "phase.") + std::string(power_id(power));
}

} // namespace

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

bool TablePanel::timer_shown(const GameState& state) {
    const int seconds = table_.read_only() ? 0 : preferences_.settings().discussion_seconds;
    const double now = Announcer::now();
    if (seconds > 0 && state.phase() == Phase::Election)
        timer_.follow(table_.game()->log().history().events().size(), seconds, now);
    else
        timer_.stop();
    if (timer_.reached_zero(now)) announcer_.cue("timer");
    return timer_.shown();
}

void TablePanel::draw_board_and_timer(Canvas& canvas, Rect area, const GameState& state) {
    // A phone held upright: the strip over the board's tracks, whose powers
    // keep their words in the height left, the counters theirs (held
    // sideways, it is the action's: the powers would not fit under it).
    if (!timer_shown(state)) {
        draw_board(canvas, area, state);
        return;
    }
    draw_timer(canvas, area.top(canvas.finger()));
    draw_board(canvas, area, state, canvas.finger() + canvas.unit());
}

int TablePanel::timer_height(Canvas& canvas, int width) const {
    // The clock and Hide a finger tall; where the words do not fit beside
    // the clock, under it, two lines.
    const int hide_w = std::max(canvas.finger() * 2, 22 * canvas.unit());
    const bool beside = width - hide_w >= 6 * canvas.finger();
    return beside
               ? canvas.finger()
               : canvas.finger() + 2 * canvas.line_height(Typeface::Narrow, canvas.minimum_text()) +
                     canvas.unit();
}

void TablePanel::draw_timer(Canvas& canvas, Rect area) {
    // The board stays whole beside or under it: the table reads the tracks
    // and the tracker to decide its vote, and the seats it votes on never
    // move (issue 43: the clock covered the board in every vote until Hide
    // was tapped).
    const int u = canvas.unit();
    const double now = Announcer::now();
    const int left = timer_.remaining(now);
    const Colour fill = left == 0 ? palette::fascist : palette::ink;
    const int hide_w = std::max(canvas.finger() * 2, 22 * u);
    const Rect hide{area.x + area.w - hide_w, area.y, hide_w, canvas.finger()};
    const bool stacked = area.h > canvas.finger();
    const Rect clock = stacked ? area : Rect{area.x, area.y, hide.x - area.x - u, area.h};
    canvas.fill(clock, fill);
    const std::string shown = clock_text(left);
    const Rect digits{clock.x, clock.y,
                      stacked ? hide.x - clock.x - u : std::min(clock.w / 2, canvas.finger() * 2),
                      canvas.finger()};
    canvas.text(digits.inset(u / 2), shown, Typeface::Poster, digits.h * 8 / 10, palette::white);
    const Rect words = stacked ? clock.below(canvas.finger())
                               : Rect{digits.x + digits.w, clock.y, clock.w - digits.w, clock.h};
    std::string said = text(left == 0         ? "ui.timer.time_up"
                            : timer_.paused() ? "ui.timer.paused"
                                              : "ui.timer.tap_to_pause");
    // A phone's strip has no room for the long words (Russian): the title.
    if (left > 0 && !timer_.paused() &&
        !canvas.fits(words.inset(u / 2), said, Typeface::Narrow, canvas.finger() / 2))
        said = text("ui.timer.title");
    canvas.text(words.inset(u / 2), said, Typeface::Narrow, canvas.finger() / 2, palette::white,
                stacked ? Align::Centre : Align::Left);
    // At 0:00 there is nothing left to pause: the clock is no target.
    if (left > 0)
        target(
            stacked ? Rect{clock.x, clock.y, hide.x - clock.x - u, clock.h} : clock,
            [this] { timer_.toggle_pause(Announcer::now()); }, text("ui.timer.title"));
    button(
        canvas, hide, text("ui.timer.hide"), [this] { timer_.dismiss(); }, palette::dimmed);
}

void TablePanel::draw_board(Canvas& canvas, Rect area, const GameState& state, int top_taken) {
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

} // namespace shn
