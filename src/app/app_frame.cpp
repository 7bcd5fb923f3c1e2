#include "app/app_frame.h"

#include "app/app_context.h"
#include "app/panel.h"
#include "session/app_clock.h"

#include <algorithm>

namespace shn {

void AppFrame::press(int x, int y) {
    // Where and when the finger went down, on what the screen showed (the
    // app's clock: a platform's event stamps are on another, and a test's
    // pushed events carry none of theirs).
    if (app_.stack().top()) tap_guard_.down(x, y, AppClock::now_ms());
}

TapGuard::Verdict AppFrame::release(int x, int y, const LayOut& lay_out) {
    Panel* panel = app_.stack().top();
    if (!panel) return TapGuard::Verdict::Missed;
    // The panel's targets are those of its last drawing: drawn again,
    // unseen (the next paint draws over it), when the app moved since.
    if (dirty_ || laid_out_generation_ != app_.screen_generation()) {
        lay_out(*panel);
        laid_out_generation_ = app_.screen_generation();
    }
    const TapGuard::Verdict verdict =
        tap_guard_.up(x, y, panel->tap_targets(), app_.screen_generation());
    ++taps_.judged[std::size_t(verdict)];
    taps_.last = verdict;
    switch (verdict) {
    case TapGuard::Verdict::Acts:
        tap_guard_.acted(AppClock::now_ms());
        if (panel->tap_target(tap_guard_.chosen())) ++taps_.ran;
        break;
    case TapGuard::Verdict::EndsGameAfter:
        // Asked once more, on the message line; the next tap is taken.
        tap_guard_.forget_last();
        app_.messages().set(
            [](const Catalogue& catalogue) { return catalogue.text("ui.tap.ends_game"); });
        break;
    case TapGuard::Verdict::Changed:
        // Never on what appeared under the finger: said, so the table
        // knows that nothing was done and can tap again.
        app_.messages().set(
            [](const Catalogue& catalogue) { return catalogue.text("ui.tap.screen_changed"); });
        break;
    case TapGuard::Verdict::SameTap: // a double tap: done once, already
    case TapGuard::Verdict::Missed:  // no tap: the finger slid off, or met nothing
        break;
    }
    if ((verdict == TapGuard::Verdict::SameTap || verdict == TapGuard::Verdict::Missed) &&
        tap_guard_.judged_double()) {
        // The second tap of a double tap, not taken (the same tap, or
        // nothing on the screen the first led to): said after the line's
        // words, once, so that a table that meant two taps (Back twice)
        // knows and taps again (issue 55, item 23).
        const std::string said = app_.preferences().catalogue().text("ui.tap.same_tap");
        const std::string& line = app_.messages().text();
        if (line.size() < said.size() || line.compare(line.size() - said.size(), said.size(), said))
            app_.messages().add(said);
    }
    dirty_ = true;
    return verdict;
}

void AppFrame::key(const std::vector<Command>& meanings, bool escape) {
    if (Panel* panel = app_.stack().top()) {
        // The key's meanings in order; the screen takes the first it
        // understands. Back that no screen takes closes it (a screen may
        // ask first: the night is never lost to one key).
        const bool taken =
            std::any_of(meanings.begin(), meanings.end(),
                        [&](const Command& command) { return panel->command(command); });
        if (!taken && escape) app_.stack().back();
    }
    dirty_ = true;
}

void AppFrame::typed(std::string_view text) {
    if (Panel* panel = app_.stack().top()) panel->text_input(text);
    dirty_ = true;
}

void AppFrame::toggle_fullscreen() {
    // The setting, applied by the shell at the next step.
    app_.preferences().settings().fullscreen = !app_.preferences().settings().fullscreen;
    app_.preferences().apply();
    dirty_ = true;
}

void AppFrame::fullscreen_changed(bool on) {
    if (app_.preferences().settings().fullscreen == on) return;
    app_.preferences().settings().fullscreen = on;
    app_.preferences().apply();
    dirty_ = true;
}

void AppFrame::quit() {
    app_.stack().close_all();
}

void AppFrame::step() {
    if (app_.step_narration()) dirty_ = true; // the next line, the end, a stalled sound
    audio_rest_ms_ = app_.announcer().rest_when_quiet();
    // A timed panel moves on (the draw's marker stops and plays its move),
    // and the screens asked for are opened, before anything is painted, so
    // the platform can save first and nothing changes while it is drawn.
    if (dirty_ || app_.stack().changing()) {
        app_.stack().step();
        dirty_ = true;
    }
}

void AppFrame::shown() {
    dirty_ = false;
    Panel* panel = app_.stack().top();
    if (panel) {
        tap_guard_.shown(panel->tap_targets(), app_.screen_generation(), AppClock::now_ms());
        laid_out_generation_ = app_.screen_generation();
    }
    // When the screen shown changes by itself (a countdown's next number),
    // counted from after the question: a panel measures what is left from
    // its own reading of the clock, so counting from the frame's end would
    // wake it early, before what it waits for.
    const int tick = panel ? panel->next_tick_ms() : -1;
    tick_due_ms_ = tick < 0 ? 0 : AppClock::now_ms() + std::uint64_t(tick);
}

int AppFrame::wake_in_ms() const {
    // Quit, or a screen asked for, is done at once: never after a sleep.
    if (app_.stack().empty() || app_.stack().changing()) return 0;
    // Asleep until an input, or the first of: the panel's next change (a
    // countdown's next second), the narration's (a line's end), the sound
    // device's rest. Nothing else wakes an idle table.
    const std::uint64_t now = AppClock::now_ms();
    int wait = tick_due_ms_ == 0 ? -1 : int(tick_due_ms_ > now ? tick_due_ms_ - now : 0);
    for (const int other : {app_.announcer().next_update_ms(), audio_rest_ms_})
        if (other >= 0) wait = wait < 0 ? other : std::min(wait, other);
    return wait;
}

void AppFrame::woke() {
    // Nothing came: a timed panel (a countdown, the draw) moves on its own,
    // when its time has come (a web frame polls sooner than that).
    if (tick_due_ms_ != 0 && AppClock::now_ms() >= tick_due_ms_) dirty_ = true;
}

bool AppFrame::tap_would_act(int x, int y) const {
    const Panel* panel = app_.stack().top();
    return !dirty_ && panel &&
           tap_guard_.judge_now(x, y, AppClock::now_ms(), panel->tap_targets(),
                                app_.screen_generation()) == TapGuard::Verdict::Acts;
}

} // namespace shn
