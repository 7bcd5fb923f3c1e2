// TablePanel, its board: the two tracks with their powers, the election
// tracker and the piles, the discussion timer, the phones strip and the
// language button (table_panel.h).
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
#include <string>

namespace shn {

void TablePanel::draw_language_button(Canvas& canvas) {
    // A phone chooses its own language: each tap, the next one (kLanguages).
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

void TablePanel::step_timer(const GameState& state) {
    const int seconds = table_.read_only() ? 0 : preferences_.settings().discussion_seconds;
    const double now = AppClock::now_seconds();
    if (seconds > 0 && state.phase() == Phase::Election)
        timer_.follow(table_.game()->log().history().events().size(), seconds, now);
    else
        timer_.stop();
    if (timer_.reached_zero(now)) announcer_.cues().cue("timer");
}

void TablePanel::draw_board_and_timer(Canvas& canvas, Rect area, const GameState& state) {
    // A phone held upright: the strip over the board's tracks, whose powers
    // keep their words in the height left, the counters theirs (held
    // sideways, it is the action's: the powers would not fit under it).
    if (!timer_.shown()) {
        draw_board(canvas, area, state);
        return;
    }
    draw_timer(canvas, area.top(canvas.finger()));
    draw_board(canvas, area, state, canvas.finger() + canvas.unit());
}

void TablePanel::draw_timer(Canvas& canvas, Rect area) {
    // The board stays whole beside or under it: the table reads the tracks
    // and the tracker to decide its vote, and the seats it votes on never
    // move (issue 43: the clock covered the board in every vote until Hide
    // was tapped).
    const int u = canvas.unit();
    const double now = AppClock::now_seconds();
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
    // The words are for the one who taps: read up close, on two lines if
    // they need them. A phone's strip has no room for the long words
    // (Russian): the title.
    const int floor = canvas.minimum_text();
    canvas.set_minimum_text(std::min(
        floor, Canvas::minimum_text_px(canvas.width(), canvas.height(), ReadingDistance::UpClose)));
    if (left > 0 && !timer_.paused() &&
        !canvas.fits(words.inset(u / 2), said, Typeface::Narrow, canvas.finger() / 2))
        said = text("ui.timer.title");
    canvas.text(words.inset(u / 2), said, Typeface::Narrow, canvas.finger() / 2, palette::white,
                stacked ? Align::Centre : Align::Left);
    canvas.set_minimum_text(floor);
    // At 0:00 there is nothing left to pause: the clock is no target.
    if (left > 0)
        target(
            stacked ? Rect{clock.x, clock.y, hide.x - clock.x - u, clock.h} : clock,
            [this] { timer_.toggle_pause(AppClock::now_seconds()); }, text("ui.timer.title"));
    button(
        canvas, hide, text("ui.timer.hide"), [this] { timer_.dismiss(); }, palette::dimmed_text);
}

void TablePanel::draw_board(Canvas& canvas, Rect area, const GameState& state, int top_taken) {
    BoardDrawing(catalogue_).board(canvas, area, state, top_taken);
}

} // namespace shn
