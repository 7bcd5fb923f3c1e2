#include "app/panels/sequence_panel.h"

#include "app/app_context.h"
#include "app/screens.h"

#include <cmath>

namespace shn {

SequencePanel::SequencePanel(AppContext& app, Kind kind) : Panel(app), kind_(kind) {
    const int players = app_.game() ? app_.game()->state().player_count() : 5;
    pause_seconds_ = app_.settings().night_pause_seconds;
    if (kind == Kind::Night) app_.ambience(true); // covers the sounds of people moving
    const RuleOptions options = app_.game() ? app_.game()->state().setup().options : RuleOptions{};
    app_.narrate(kind == Kind::Setup ? setup_sequence(players, options)
                                     : night_sequence(players, pause_seconds_));
}

SequencePanel::~SequencePanel() {
    if (kind_ == Kind::Night) app_.ambience(false); // however the night is left (Esc too)
}

int SequencePanel::next_tick_ms() const {
    // The countdown shows whole seconds: redraw when its number changes.
    // A spoken line's end and the next line are the narration's (the shell
    // redraws when the line changes); a paused night waits for a tap.
    NarrationSequencer* sequence = app_.narration();
    if (!sequence || sequence->paused()) return -1;
    const double left = sequence->pause_remaining(AppContext::now());
    if (left <= 0) return -1;
    const double to_next_number = left - (std::ceil(left) - 1.0);
    return int(to_next_number * 1000.0) + 1;
}

void SequencePanel::finish() {
    if (kind_ == Kind::Setup) {
        // R5: the first presidential candidate drawn at random, on screen.
        const bool to_draw = app_.game() && app_.game()->state().phase() == Phase::FirstPresident;
        app_.replace(make_screen(to_draw ? "first_president" : "night", app_));
    } else {
        app_.ambience(false);
        app_.replace(make_screen("table", app_));
    }
}

void SequencePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const bool night = kind_ == Kind::Night;
    const Colour background = night ? palette::night : palette::parchment;
    const Colour ink = night ? palette::night_text : palette::ink;
    const Colour button_fill = night ? Colour{40, 36, 32} : palette::ink;
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, background);
    canvas.text(screen.top(10 * u).inset(u), text(night ? "ui.night.title" : "ui.setup.title"),
                Typeface::Poster, 8 * u, ink);

    NarrationSequencer* sequence = app_.narration();
    const Rect line_box{4 * u, 12 * u, canvas.width() - 8 * u, canvas.height() - 40 * u};
    if (sequence && !sequence->finished()) {
        const NarrationLine& line = sequence->lines()[sequence->current()];
        canvas.text(line_box, text(line.key), Typeface::BodyBold, 9 * u, ink);
        if (!line.spoken) {
            const int seconds = int(std::ceil(sequence->pause_remaining(AppContext::now())));
            canvas.text({0, line_box.y + line_box.h - 10 * u, canvas.width(), 10 * u},
                        app_.catalogue().format("ui.night.countdown",
                                                {{"seconds", std::to_string(seconds)}}),
                        Typeface::Poster, 10 * u, night ? palette::fascist : palette::fascist);
        }
    }
    const Rect bar{3 * u, canvas.height() - 24 * u, canvas.width() - 6 * u, 20 * u};
    const bool paused = sequence && sequence->paused();
    button(
        canvas, bar.column(0, 4, 2 * u), text(paused ? "ui.night.resume" : "ui.night.pause"),
        [this] {
            if (auto* s = app_.narration()) {
                if (s->paused())
                    s->resume(AppContext::now());
                else
                    s->pause(AppContext::now());
            }
        },
        button_fill);
    button(
        canvas, bar.column(1, 4, 2 * u), text("ui.night.replay"),
        [this] {
            if (auto* s = app_.narration()) s->replay_line(AppContext::now());
        },
        button_fill);
    button(
        canvas, bar.column(2, 4, 2 * u), text("ui.night.restart"),
        [this] {
            if (auto* s = app_.narration()) s->restart(AppContext::now());
        },
        button_fill);
    const bool done = !sequence || sequence->finished();
    if (done && !night) { // R5: the app draws the first president, or the table picks one
        button(
            canvas, {bar.x, bar.y - 14 * u, bar.w, 12 * u}, text("ui.setup.table_picks"),
            [this] { app_.replace(make_screen("night", app_)); }, button_fill);
    }
    button(
        canvas, bar.column(3, 4, 2 * u),
        text(done ? (night ? "ui.night.done" : "ui.setup.pick_random") : "ui.night.skip"),
        [this, done] {
            if (done)
                finish();
            else if (auto* s = app_.narration())
                s->skip(AppContext::now());
        },
        done ? palette::fascist : button_fill);
}

bool SequencePanel::key(SDL_Keycode key) {
    auto* sequence = app_.narration();
    if (!sequence) return false;
    switch (key) {
    case SDLK_SPACE:
        if (sequence->paused())
            sequence->resume(AppContext::now());
        else
            sequence->pause(AppContext::now());
        return true;
    case SDLK_r: sequence->replay_line(AppContext::now()); return true;
    case SDLK_RIGHT: sequence->skip(AppContext::now()); return true;
    case SDLK_RETURN:
        if (sequence->finished()) finish();
        return true;
    default: return false;
    }
}

} // namespace shn
