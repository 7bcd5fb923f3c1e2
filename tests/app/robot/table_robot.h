#pragma once

#include "app/app_context.h"
#include "app/panel.h"
#include "app/screen.h"
#include "platform/sdl/table_shell.h"
#include "session/game_log.h"

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// TableRobot: the real table app, headless, driven the way a table
/// drives it. It runs TableShell (the platforms' frame: the same panel
/// stack, controllers, tap guard and drawing) in a window of SDL's
/// window-less "dummy" video driver, with the app's clock held
/// (AppClock), so a night, a countdown or a double tap takes the time the
/// test says and no more, the same at every run.
///
/// It acts like a person: a tap at a target the screen itself reports
/// (its box and label, what SH_NARRATOR_REPORT_TARGETS writes), found by
/// its label, pressed at its centre after a human pause; a key; typed
/// text; time passing; a kill between two frames and a restart. It reads
/// back the screen on top, the texts and targets drawn, the message line,
/// the narrator's lines, the autosave and the pixels. Every action is
/// written down (`steps`), so a failure can be played again.
///
/// Contract: one robot at a time (SDL and the held clock are global);
/// the folder holds the autosave, the settings and the exports.
class TableRobot {
  public:
    struct Options {
        Options(std::string language_ = "en", int width_ = 800, int height_ = 480,
                std::filesystem::path folder_ = {})
            : language(std::move(language_)), width(width_), height(height_),
              folder(std::move(folder_)) {}
        std::string language;
        int width, height;
        std::filesystem::path folder; // empty: a new one, removed at the end
        // The web build's full screen, the page's own (TableShell::Options).
        std::function<void(bool)> page_fullscreen = nullptr;
        // SDL's dummy and disk drivers count as a sound device (the tests
        // hear nothing on purpose); false: as a table would, no device.
        bool silent_driver_plays = true;
        // The store the app's files go through (nullptr: the platform's);
        // it outlives the robot. The crawler's injects faults.
        TableStore* store = nullptr;
        // `tap` and `tap_beside` tap as a person does (issue 43): a finger
        // travelling 120-600 ms from the last tap (at least the double-tap
        // time when it taps the same spot again), held 40-200 ms, anywhere
        // inside the target; a tap that did not act is counted (`lost_taps`).
        bool person_pace = false;
        // The app's chance ("pick the first president at random"), seeded
        // at each start from this and the starts before: a run of a test
        // is the same at every try (the product seeds from the device).
        std::uint64_t random_seed = 2026;
    };
    explicit TableRobot(Options options);
    ~TableRobot();
    TableRobot(const TableRobot&) = delete;
    TableRobot& operator=(const TableRobot&) = delete;

    // --- Acting ---------------------------------------------------------
    /// The pause a person takes before a tap: what the screen shows has
    /// been seen (TapGuard's settle time and more).
    static constexpr std::uint64_t kHumanPauseMs = 600;
    /// Taps the first target (top first) whose label is `label`, after a
    /// human pause; false when the screen has none (written in the steps).
    bool tap(std::string_view label);
    /// The same, for the first target whose label contains `part`.
    bool tap_containing(std::string_view part);
    /// A finger down at (x, y) held `hold_ms`, then up; no pause before.
    void tap_at(int x, int y, std::uint64_t hold_ms = 80);
    /// A person's tap on `box` (issue 43): the finger travels `travel_ms`
    /// while the app draws as its loop would, comes down at a point inside
    /// the box (anywhere in its middle 80%), is held 40-200 ms (the app
    /// drawing meanwhile), and comes up a pixel or two from where it went
    /// down, still inside. Returns what the app made of it. The robot's
    /// own random numbers (fixed seed): the same run each time.
    TapGuard::Verdict person_tap(const Rect& box, std::uint64_t travel_ms);
    /// A person's tap at (x, y), held `hold_ms`, released at (up_x, up_y),
    /// after `travel_ms`.
    TapGuard::Verdict person_tap_at(int x, int y, int up_x, int up_y, std::uint64_t travel_ms,
                                    std::uint64_t hold_ms);
    /// The same, on the target labelled `label` (top first); false when
    /// not shown or when the tap did not act.
    bool person_tap(std::string_view label, std::uint64_t travel_ms);
    /// Taps at a person's pace that did not act (Options::person_pace).
    int lost_taps() const { return lost_taps_; }
    std::mt19937_64& random() { return finger_; }
    /// The centre of the target labelled `label` (top first), if shown.
    std::optional<std::pair<int, int>> centre_of(std::string_view label) const;
    void key(SDL_Keycode key, Uint16 modifiers = 0);
    /// Typed text, as SDL_TEXTINPUT brings it from a keyboard.
    void type(std::string_view text);
    /// Time passes; the app draws as its loop would (a countdown, a line).
    void wait(std::uint64_t ms);
    /// Time passes until `done()` or `most_ms`; whether it came.
    template <class Done>
    bool wait_until(Done done, std::uint64_t most_ms, std::uint64_t step_ms = 250) {
        for (std::uint64_t waited = 0; !done(); waited += step_ms) {
            if (waited >= most_ms) return false;
            wait(step_ms);
        }
        return true;
    }
    /// The app gone between two frames with no goodbye (what is on disk
    /// stays, nothing is saved on the way out), as a kill -9 leaves it.
    void kill();
    /// The app started again on the same folder: the home screen.
    void restart();
    /// Whether the app is running (Quit, or a kill, ends it).
    bool running() const { return shell_ && !shell_->quit_requested(); }

    // --- Reading back -----------------------------------------------------
    AppContext& app() { return shell_->app(); }
    TableShell& shell() { return *shell_; }
    std::optional<Screen> screen() const;
    /// The screen on top's id ("table"), or "page" for a page a panel built
    /// (a question, a kept game), "none" when the app is not running.
    std::string screen_name() const;
    std::vector<Panel::TapTarget> targets() const;
    bool shows_target(std::string_view label) const;
    /// The texts the last frame drew, in order.
    const std::vector<std::string>& texts() const { return shell_->drawn_texts(); }
    /// The box each of those texts was drawn in, in the same order.
    const std::vector<Rect>& text_boxes() const { return shell_->drawn_text_boxes(); }
    /// The size, in pixels, each of them was drawn at.
    const std::vector<int>& text_sizes() const { return shell_->drawn_text_sizes(); }
    bool shows_text_containing(std::string_view part) const;
    /// Taps the target labelled `label` on the row of the text that
    /// contains `words` (a setting's On/Off beside its name), or the first
    /// under it (the name above its controls), after a human pause; false
    /// when there is none.
    bool tap_beside(std::string_view words, std::string_view label);
    std::string message() const;
    /// The keys of the narrator's lines asked for since `from` (a count
    /// `asked_count` gave earlier), oldest first.
    std::vector<std::string> said_since(std::uint64_t from) const;
    std::uint64_t asked_count() const;
    /// The autosave read back (nullopt when there is none).
    std::optional<LogReadResult> autosave() const;
    const std::filesystem::path& folder() const { return options_.folder; }
    std::filesystem::path autosave_file() const { return options_.folder / "autosave.jsonl"; }
    /// The last frame's pixels, row by row: RGBA32, or (`as_rgba` false)
    /// in the window's own 32-bit format, quicker, to tell a change.
    std::vector<std::uint32_t> pixels(bool as_rgba = true) const;
    /// With SHN_ROBOT_SHOTS set to a folder: the last frame there as
    /// NAME-LANGUAGE-WxH.png, to be looked at (a journey's screens, by hand).
    void keep_shot(const std::string& name) const;
    int width() const;
    int height() const;
    /// Every action so far, one a line: the reproduction of a failure.
    const std::string& steps() const { return steps_; }
    void note(const std::string& line) { steps_ += line + '\n'; }

    /// One turn of the app's loop with no time passing: the inputs queued,
    /// then a frame if the app has something to draw.
    void frame();

    /// A finger down (or up) at (x, y), handed to the app at once; nothing
    /// is drawn (`frame` draws).
    void press(int x, int y, bool down);

  private:
    void open();

    Options options_;
    std::unique_ptr<TableShell> shell_;
    std::mt19937_64 finger_{43};
    Rect last_tapped_{};
    std::uint64_t last_release_ms_ = 0;
    std::uint64_t starts_ = 0;
    int lost_taps_ = 0;
    /// `tap`'s and `tap_beside`'s tap on `box`, at the options' pace.
    void tap_box(const Rect& box, std::string_view label);
    bool made_folder_ = false;
    std::string steps_;
};

/// The non-empty lines of a game log (a golden game of tests/golden/).
std::vector<std::string> log_lines(const std::filesystem::path& file);
/// A new folder in the temporary directory, `name`, holding `lines` as its
/// autosave: a table that left a game there (a TableRobot opened on it taps
/// Resume). The caller removes it.
std::filesystem::path folder_with_autosave(const std::string& name,
                                           const std::vector<std::string>& lines);

} // namespace shn
