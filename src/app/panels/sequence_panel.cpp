#include "app/panels/sequence_panel.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/panels/leave_panel.h"
#include "app/screen.h"
#include "app/table_controller.h"
#include "session/app_clock.h"
#include "session/settings.h"

#include <cmath>

namespace shn {

SequencePanel::SequencePanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                             Announcer& announcer, const MessageLine& messages,
                             const Settings& settings, Kind kind)
    : Panel(stack, catalogue), table_(table), announcer_(announcer), messages_(messages),
      kind_(kind) {
    const int players = table_.game() ? table_.game()->state().player_count() : 5;
    pause_seconds_ = settings.night_pause_seconds;
    if (kind == Kind::Night) announcer_.cues().ambience(true); // covers the sounds of people moving
    const RuleOptions options =
        table_.game() ? table_.game()->state().setup().options : RuleOptions{};
    announcer_.narrate(kind == Kind::Setup ? setup_sequence(players, options)
                                           : night_sequence(players, pause_seconds_));
}

SequencePanel::~SequencePanel() {
    if (kind_ == Kind::Night)
        announcer_.cues().ambience(false); // however the night is left (Esc too)
}

bool SequencePanel::way_on_ready(bool done) const {
    if (!done) {
        done_since_ = -1; // a restart or a replay brings the lines back
        return false;
    }
    if (done_since_ < 0) done_since_ = AppClock::now_seconds();
    return AppClock::now_seconds() - done_since_ >= kWayOnSeconds;
}

int SequencePanel::next_tick_ms() const {
    // The way on, drawn waiting to be tappable: redraw when it is, and at
    // once if that time came between the drawing and this question (else
    // nothing would draw it tappable until the next input).
    if (done_since_ >= 0 && way_on_waiting_) {
        const double left = kWayOnSeconds - (AppClock::now_seconds() - done_since_);
        return left > 0 ? int(left * 1000.0) + 1 : 0;
    }
    // The countdown shows whole seconds: redraw when its number changes.
    // A spoken line's end and the next line are the narration's (the shell
    // redraws when the line changes); a paused night waits for a tap.
    NarrationSequencer* sequence = announcer_.narration();
    if (!sequence || sequence->paused()) return -1;
    const double left = sequence->pause_remaining(AppClock::now_seconds());
    if (left <= 0) return -1;
    const double to_next_number = left - (std::ceil(left) - 1.0);
    return int(to_next_number * 1000.0) + 1;
}

void SequencePanel::finish() {
    if (kind_ == Kind::Setup) {
        // R5: the first presidential candidate drawn at random, on screen.
        const bool to_draw =
            table_.game() && table_.game()->state().phase() == Phase::FirstPresident;
        stack_.replace(to_draw ? Screen::FirstPresident : Screen::Night);
    } else {
        announcer_.cues().ambience(false);
        // The log says the night is over: a resume after a crash reads it
        // again until then (a second reading of it writes nothing).
        if (TableSession* game = table_.game();
            game && game->state().check(Event::night_over()) == Refusal::None)
            table_.play(Event::night_over());
        stack_.replace(Screen::Table);
    }
}

void SequencePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const bool night = kind_ == Kind::Night;
    const Colour background = night ? palette::night : palette::parchment;
    const Colour ink = night ? palette::night_text : palette::ink;
    const Colour button_fill = night ? palette::night_button : palette::ink;
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, background);
    // The menu (Settings, Rules, home) by touch, the narration paused meanwhile.
    const Rect menu = menu_button_box(canvas, text("ui.menu.title"));
    const int beside = menu.x + menu.w + u;
    NarrationSequencer* sequence = announcer_.narration();
    // Once the table is told to open its eyes, the title says so (issue 55:
    // "Eyes closed" stayed over "Everybody, open your eyes").
    bool eyes_open = false;
    if (night && sequence)
        for (std::size_t line = 0; line < sequence->lines().size(); ++line)
            if (sequence->lines()[line].key == "say.night.everyone_open_eyes")
                eyes_open = sequence->finished() || sequence->current() >= line;
    canvas.text({beside, 0, canvas.width() - 2 * beside, std::max(10 * u, menu.y + menu.h)},
                text(!night      ? "ui.setup.title"
                     : eyes_open ? "ui.night.title_open"
                                 : "ui.night.title"),
                Typeface::Poster, 8 * u, ink);

    button(
        canvas, menu, text("ui.menu.title"), [this] { stack_.open(Screen::Menu); },
        night ? palette::night_button : palette::ink);
    const bool portrait = canvas.height() > canvas.width();
    // The buttons: one row on a landscape screen, two on a phone held upright.
    const int bar_h = portrait ? 2 * canvas.finger() + 2 * u : std::max(canvas.finger(), 16 * u);
    const Rect bar{3 * u, canvas.height() - bar_h - 3 * u, canvas.width() - 6 * u, bar_h};
    const bool done = !sequence || sequence->finished();
    const int above_bar = done ? bar.y - canvas.finger() - 3 * u : bar.y - u;
    const bool unheard =
        announcer_.device().missing() || announcer_.sound_stalled() || announcer_.clips_failed();
    // Where the narration is missed: read it aloud; and what the message
    // line says (a save refused), as on every other screen (its own word
    // of a stalled sound is the notice's, not said twice).
    const std::string message =
        messages_.text() == text("ui.error.sound_stalled") ? std::string() : messages_.text();
    std::string notice_text = message;
    if (unheard)
        notice_text +=
            (message.empty() ? "" : "\n") +
            text(announcer_.device().missing() ? "ui.night.no_audio" : "ui.night.sound_stalled");
    // Below the menu button, with room for its lines at the least text
    // size (a phone upright clipped the notice's second line: issue 42).
    const int lines = (message.empty() ? 2 : unheard ? 5 : 3) + (portrait ? 1 : 0);
    const int least_line = canvas.line_height(Typeface::Body, canvas.minimum_text());
    const int notice_h = notice_text.empty() ? 0
                                             : std::max((message.empty() ? 8
                                                         : unheard       ? 18
                                                                         : 12) *
                                                            u,
                                                        lines * least_line + u / 2);
    const int notice_y = notice_text.empty() ? 11 * u : std::max(11 * u, menu.y + menu.h + u / 2);
    const Rect notice{4 * u, notice_y, canvas.width() - 8 * u, notice_h};
    if (!notice_text.empty())
        canvas.text(notice, notice_text, Typeface::Body,
                    canvas.text_size(notice, notice_text, Typeface::Body, 5 * u),
                    palette::fascist_on_night);
    const Rect line_box{4 * u, notice.y + notice.h + u, canvas.width() - 8 * u,
                        above_bar - notice.y - notice.h - 2 * u};
    if (sequence && !sequence->lines().empty()) {
        // The last line stays up once the sequence is over, until the table moves on.
        const std::size_t shown = std::min(sequence->current(), sequence->lines().size() - 1);
        const NarrationLine& line = sequence->lines()[shown];
        canvas.text(line_box, text(line.key), Typeface::BodyBold, 9 * u, ink);
        if (!line.spoken && !sequence->finished()) {
            const int seconds = int(std::ceil(sequence->pause_remaining(AppClock::now_seconds())));
            canvas.text(
                {0, line_box.y + line_box.h - 10 * u, canvas.width(), 10 * u},
                catalogue_.format("ui.night.countdown", {{"seconds", std::to_string(seconds)}}),
                Typeface::BodyBold, 9 * u, palette::fascist_on_night); // "4 s", never "4 S"
        }
    }
    const bool paused = sequence && sequence->paused();
    // Pause, replay, restart, next line, skip all (or, at the end, the way on).
    const auto cell = [&](int index) {
        if (!portrait) return bar.column(index, 5, 2 * u);
        const Rect row = bar.row(index < 3 ? 0 : 1, 2, 2 * u);
        return index < 3 ? row.column(index, 3, 2 * u) : row.column(index - 3, 2, 2 * u);
    };
    // One label size for the row (the longest label decides it).
    const int row_px =
        row_text_size(canvas, {{cell(0), text(paused ? "ui.night.resume" : "ui.night.pause")},
                               {cell(1), text("ui.night.replay")},
                               {cell(2), text("ui.night.restart")},
                               {cell(3), text("ui.night.next_line")},
                               {cell(4), text("ui.night.skip_all")}});
    button(
        canvas, cell(0), text(paused ? "ui.night.resume" : "ui.night.pause"),
        [this] {
            if (auto* s = announcer_.narration()) {
                if (s->paused())
                    s->resume(AppClock::now_seconds());
                else
                    s->pause(AppClock::now_seconds());
            }
        },
        button_fill, !done, row_px); // nothing left to pause once every line was read
    button(
        canvas, cell(1), text("ui.night.replay"),
        [this] {
            if (auto* s = announcer_.narration()) s->replay_line(AppClock::now_seconds());
        },
        button_fill, true, row_px);
    button(
        canvas, cell(2), text("ui.night.restart"),
        [this] {
            if (auto* s = announcer_.narration()) s->restart(AppClock::now_seconds());
        },
        button_fill, true, row_px);
    if (done) {
        // The way on, above the bar: never where "Next line" was, so a table
        // tapping through the lines taps a spent "Next line" and nothing
        // else (the new table: the draw, the night and the game each started
        // by one tap too many). The setup offers both ways to the first
        // president (R5): the app draws one, or the table picks one.
        const Rect way{bar.x, bar.y - canvas.finger() - 2 * u, bar.w, canvas.finger()};
        const Rect draw = night ? way : way.column(1, 2, 2 * u);
        if (!night)
            button(
                canvas, way.column(0, 2, 2 * u), text("ui.setup.table_picks"),
                [this] { stack_.replace(Screen::Night); }, button_fill);
        // In its own colour from the moment it shows (issue 43: on a phone
        // held upright "Start the game" and the draw were seen in the tan of
        // a spent button, the one thing left to tap); a tap takes it only
        // after kWayOnSeconds.
        const std::string way_on = text(night ? "ui.night.done" : "ui.setup.pick_random");
        way_on_waiting_ = !way_on_ready(done);
        if (!way_on_waiting_)
            button(
                canvas, draw, way_on, [this] { finish(); }, palette::fascist);
        else
            waiting_button(canvas, draw, way_on, palette::fascist);
    } else {
        way_on_waiting_ = false;
    }
    // Next line and Skip all, spent once every line was read.
    button(
        canvas, cell(3), text("ui.night.next_line"),
        [this] {
            if (auto* s = announcer_.narration()) s->skip(AppClock::now_seconds());
        },
        button_fill, !done, row_px);
    button(
        canvas, cell(4), text("ui.night.skip_all"), [this] { skip_all(); }, button_fill, !done,
        row_px);
    way_on_ready(done);
}

void SequencePanel::skip_all() {
    NarrationSequencer* sequence = announcer_.narration();
    for (std::size_t lines = 0; sequence && !sequence->finished() && lines < 64; ++lines)
        sequence->skip(AppClock::now_seconds());
}

bool SequencePanel::command(const Command& command) {
    using Does = Command::Kind;
    if (command.kind == Does::Back) { // one stray key never skips the setup or the night
        stack_.open(std::make_unique<LeavePanel>(stack_, catalogue_, announcer_,
                                                 kind_ == Kind::Night ? "ui.leave.night"
                                                                      : "ui.leave.setup"));
        return true;
    }
    auto* sequence = announcer_.narration();
    if (!sequence) return false;
    if (command.kind == Does::Pause) {
        if (sequence->paused())
            sequence->resume(AppClock::now_seconds());
        else
            sequence->pause(AppClock::now_seconds());
    } else if (command.kind == Does::Replay) {
        sequence->replay_line(AppClock::now_seconds());
    } else if (command.kind == Does::Skip) {
        sequence->skip(AppClock::now_seconds());
    } else if (command.kind == Does::Confirm) {
        if (sequence->finished()) finish();
    } else {
        return false;
    }
    return true;
}

} // namespace shn
