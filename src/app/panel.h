#pragma once

#include "app/canvas.h"
#include "app/command.h"
#include "app/keyboard_layout.h"
#include "session/catalogue.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shn {

class Preferences;

class PanelStack;

/// Panel: one screen of the app (Endless Sky's panel stack). `draw` paints
/// it and records its tap targets; `tap` runs the target under a finger or
/// the mouse; `command` does what a key means (Command: the platform maps
/// keys to meanings). A panel that changes with time
/// (a countdown) says so through `next_tick_ms`, so the main loop can sleep
/// in SDL_WaitEvent the rest of the time.
///
/// A panel is handed the parts of the app it uses (make_screen builds each
/// screen from them); every panel has the two this base holds: the stack,
/// to open a screen or go back (the title bar's Back), and the catalogue,
/// whose texts it draws in the table's language.
class Panel {
  public:
    Panel(PanelStack& stack, const Catalogue& catalogue)
        : stack_(stack), catalogue_(catalogue), serial_(++made_) {}
    virtual ~Panel() = default;

    /// Sets the canvas's minimum text size from `reading_distance()`, then draws.
    void paint(Canvas& canvas);
    /// Who reads this screen from how far; decides its minimum text size
    /// (Canvas::minimum_text_px). Screens the whole table reads say AcrossTheTable.
    virtual ReadingDistance reading_distance() const { return ReadingDistance::UpClose; }
    bool tap(int x, int y);
    /// Runs the target at `index` of `tap_targets()` (TapGuard chose it:
    /// the one the finger pressed, which may have moved a little).
    bool tap_target(std::size_t index);
    /// Returns false when the command means nothing here (the platform then
    /// offers the key's next meaning; Back unhandled closes the screen).
    virtual bool command(const Command&) { return false; }
    /// Typed text (SDL text input, UTF-8), for panels that want it.
    virtual bool text_input(std::string_view) { return false; }
    virtual bool wants_text_input() const { return false; }
    /// Milliseconds until the panel wants to be redrawn on its own; -1: never.
    virtual int next_tick_ms() const { return -1; }
    /// The panel's step, before each draw (PanelStack::step): time moves on,
    /// and a panel may ask for another screen here (or from a tap or a
    /// key), never while it is drawn.
    virtual void tick() {}
    /// A tap target of the last paint: its box and what it says (a
    /// button's label, a seat's name; empty for a bare area).
    struct TapTarget {
        Rect box;
        std::string label;
        bool chosen = false;    // shows the choice made (a tap on it again changes nothing)
        bool repeats = false;   // a key meant to be tapped again at once ("ss")
        bool ends_game = false; // the answer that ends the game (TapGuard asks twice)
    };
    /// The tap targets of the last paint, top last (for the hit-target tests
    /// and the web build's browser test, which taps them by label).
    std::vector<TapTarget> tap_targets() const;
    /// Grows with every panel made: a panel shown again (back from the
    /// history) keeps its number, a new one has a larger one (the robot).
    std::uint64_t serial() const { return serial_; }

  protected:
    virtual void draw(Canvas& canvas) = 0;

    /// A button: drawn, and remembered as a tap target when enabled. Layouts
    /// keep targets at least a finger (48 px at 800x480) each way and apart
    /// (tests/app/hit_target_test.cpp).
    /// `text_px`: the label's size in pixels, for a button of a row that
    /// shares one (row_text_size); 0: the largest that fits this button.
    void button(Canvas& canvas, Rect box, std::string_view label, std::function<void()> action,
                Colour fill = palette::ink, bool enabled = true, int text_px = 0);
    /// A button drawn as `button` draws it enabled, in its own colour, but
    /// not yet a tap target: a way on in its first moment (SequencePanel),
    /// which is the one thing to tap and must not look spent (issue 43).
    void waiting_button(Canvas& canvas, Rect box, std::string_view label, Colour fill);
    /// One label size for a row of buttons side by side (each box with its
    /// label): the largest at which every label fits, so the row reads as
    /// one line rather than a long word in small print beside short ones in large.
    int row_text_size(Canvas& canvas,
                      const std::vector<std::pair<Rect, std::string>>& buttons) const;
    /// The languages, each named in its own, as buttons in `rows` rows of
    /// `area` (as many in each as it takes), one label size for all; the
    /// table's language in the liberal blue. A tap sets it and applies it
    /// (`settings`, then `apply`). The same row in New game and Settings.
    void language_buttons(Canvas& canvas, Rect area, int rows, int row_gap, int column_gap,
                          Preferences& preferences);
    /// An On/Off toggle, the same words and look on every screen: says its
    /// state ("On" on blue, "Off" on ink); a tap calls `flip`.
    void toggle_button(Canvas& canvas, Rect box, bool on, std::function<void()> flip,
                       int text_px = 0);
    /// How wide a toggle is drawn beside its words, on every screen.
    static int toggle_width(const Canvas& canvas, int room) {
        return std::min(room, 3 * canvas.finger());
    }
    /// Two buttons in `area` that page through `count` rows shown
    /// `per_page` at a time: the first (`first_key`) scrolls `skipped` back
    /// towards 0, the second (`second_key`) on, or the other way round when
    /// `first_goes_back` is false; a tap turns a whole page (`per_page`
    /// rows), each is dimmed at its end, and two quick taps on one are two
    /// pages (TapGuard). Stacked, the first above; or
    /// `side_by_side`, the first left (a strip under a list: Settings),
    /// with `between` (the page shown: "1 of 3") between the two when given.
    void pager(Canvas& canvas, Rect area, int& skipped, int per_page, int count,
               std::string_view first_key, std::string_view second_key, bool first_goes_back = true,
               bool side_by_side = false, const std::string& between = {});
    /// Where a page of `per_page` rows out of `count` starts, for a list
    /// scrolled by `skipped`: on the pages' grid (a multiple of `per_page`,
    /// the last page maybe short), so paging on and back shows the same
    /// pages and never a row twice (the French table: the last page
    /// repeated a player, and back from it showed a page never seen).
    static int page_start(int skipped, int per_page, int count) {
        if (per_page <= 0 || count <= 0) return 0;
        const int last = (count - 1) / per_page * per_page;
        return std::clamp(skipped / per_page * per_page, 0, last);
    }
    /// A pager through rounds of a game, the same on every screen that
    /// lists them (issue 43: History and the reveal put Older and Newer in
    /// opposite places): Newer first (above, or left), Older second,
    /// whichever way the list runs (`newest_first`: History; else the
    /// reveal's story, oldest first).
    void rounds_pager(Canvas& canvas, Rect area, int& skipped, int per_page, int count,
                      bool newest_first);
    /// A page with a title bar and a Back button on parchment; returns the
    /// area below the bar.
    Rect titled_page(Canvas& canvas, std::string_view title_key);
    /// The ink title bar across the top, tall enough for finger-sized
    /// buttons at both ends; returns the bar.
    Rect title_bar(Canvas& canvas, std::string_view title);
    /// A button at the left or right end of the title bar.
    Rect bar_button(const Canvas& canvas, bool left) const;
    /// (These three mark the target just added: call them only after a
    /// button that is enabled, or a `target`.)
    /// The last target added shows the choice made now (the player count,
    /// the language): tapping it again changes nothing, and says so by
    /// how it is drawn (the table robot's crawler reads it).
    void mark_chosen() {
        if (!targets_.empty()) targets_.back().chosen = true;
    }
    /// The last target added is a key of a keyboard: a second tap on it
    /// at once is a second letter, not the same tap (TapGuard).
    void mark_repeats() {
        if (!targets_.empty()) targets_.back().repeats = true;
    }
    /// The last target added ends the game: never taken from a tap that
    /// began on the button shown there before it (TapGuard).
    void mark_ends_game() {
        if (!targets_.empty()) targets_.back().ends_game = true;
    }
    /// The on-screen keyboard in `area` (its keys as `fit` lays them out,
    /// src/app/keyboard_layout.h): letters of the `shown` alphabet (capitals
    /// when `capital`, the other case for the next letter when `shifted`,
    /// which the shift key turns on and off and a letter turns off), the
    /// three alphabets (a tap changes `shown`), shift, space,
    /// erase (dimmed, no target, when `can_erase` is false) and next. Each key
    /// calls its function; the keys that repeat are marked so (TapGuard).
    /// Written in src/app/panel_keyboard.cpp; names and narrators type with it.
    void keyboard(Canvas& canvas, Rect area, const KeyboardFit& fit, Alphabet& shown, bool capital,
                  bool& shifted, bool can_erase, std::function<void(const std::string&)> type,
                  std::function<void()> erase, std::function<void()> next);
    /// A tap target without drawing (a seat, a whole card), and what it says.
    void target(Rect box, std::function<void()> action, std::string label = {});
    std::string text(std::string_view key) const;

    PanelStack& stack_;
    const Catalogue& catalogue_;

  private:
    struct Target {
        Rect box;
        std::function<void()> action;
        std::string label;
        bool chosen = false;
        bool repeats = false;
        bool ends_game = false;
    };
    std::vector<Target> targets_;
    std::uint64_t serial_;
    static inline std::uint64_t made_ = 0;
};

} // namespace shn
