#pragma once

#include "app/command.h"
#include "app/tap_guard.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace shn {

class AppContext;
class Panel;

/// AppFrame: what the table's inputs mean, and one turn of the app, the
/// same for every platform; a platform's shell only translates its events
/// (SDL's, a browser's) into these calls and draws when `dirty`.
///  - A finger: `press` and `release`, in the screen's pixels, judged by the
///    tap guard (TapGuard's rules, said on the message line when a tap is
///    refused for a reason the table must know) and acted on once.
///  - A key: its meanings, offered in turn to the screen on top; Esc that
///    no screen takes goes back (a screen may ask first).
///  - F11: the full-screen setting flipped (the shell applies it).
///  - `step` before a paint: the narration and the panels move on (a timed
///    panel plays its move, screens asked for open), so nothing changes
///    while a frame is drawn; `shown` after it: what the table saw, and
///    when the screen changes by itself next (`wake_in_ms`).
/// Contract: the AppContext outlives the frame; its clock is AppClock.
class AppFrame {
  public:
    explicit AppFrame(AppContext& app) : app_(app) {}

    /// What became of the taps so far (the robot's invariant: a person's
    /// tap on a target acts exactly once).
    struct Taps {
        std::uint64_t judged[TapGuard::kVerdictCount] = {}; // by verdict
        std::uint64_t ran = 0;                              // taps that met a target's action
        TapGuard::Verdict last = TapGuard::Verdict::Missed;
    };

    // --- Inputs, as the shell translates them -------------------------------
    /// A finger went down at (x, y).
    void press(int x, int y);
    /// Draws the top panel unseen on the shell's canvas, so that its tap
    /// targets are those of the app as it is now.
    using LayOut = std::function<void(Panel&)>;
    /// The finger came up at (x, y): judged against the screen as it is now
    /// (laid out again when the app moved since the last frame), then acted
    /// on or said.
    TapGuard::Verdict release(int x, int y, const LayOut& lay_out);
    /// A key, as the commands it may mean (in order); `escape`: the key that
    /// goes back when no screen takes it.
    void key(const std::vector<Command>& meanings, bool escape);
    /// Typed text (a real keyboard).
    void typed(std::string_view text);
    /// F11: full screen on or off, saved.
    void toggle_fullscreen();
    /// The page left or entered full screen by itself (the browser's Esc, a
    /// system gesture): the setting says what the table sees, and is kept.
    void fullscreen_changed(bool on);
    /// Something shown changed outside the app (the window, the renderer).
    void redraw() { dirty_ = true; }
    /// The platform closes the app (the window's close button).
    void quit();

    // --- The turn -----------------------------------------------------------
    /// Whether a paint is due.
    bool dirty() const { return dirty_; }
    /// Before a paint: the narration, a timed panel and the screens asked
    /// for move on.
    void step();
    /// After a paint: the table saw the top panel's targets.
    void shown();
    /// Milliseconds until the app changes by itself (a countdown's next
    /// second, the narration's next line, the sound device's rest), from
    /// now; -1: only an input changes it.
    int wake_in_ms() const;
    /// The platform waited and nothing came: a timed panel's time may have come.
    void woke();
    /// Whether a tap at (x, y) beginning now would act: the screen is drawn
    /// and what is there has been shown long enough (the tests that tap
    /// like a person wait for it).
    bool tap_would_act(int x, int y) const;
    const Taps& taps() const { return taps_; }

  private:
    AppContext& app_;
    TapGuard tap_guard_;
    Taps taps_;
    bool dirty_ = true;
    std::uint64_t tick_due_ms_ = 0;         // the panel's next change by itself (0: none)
    int audio_rest_ms_ = -1;                // when the quiet sound device may rest
    std::uint64_t laid_out_generation_ = 0; // the generation the panel's targets are of
};

} // namespace shn
