#pragma once

#include "app/geometry.h"
#include "app/palette.h"
#include "app/surface.h"
#include "app/typeface.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shn {

/// How far the eyes reading a screen are: across the table (the board, the
/// setup and night, the end: everybody reads it from their seat, ~1.5 m) or
/// up close (one player holding or leaning over the device: names, settings,
/// rules, the past games). Decides the smallest text a screen may draw.
enum class ReadingDistance { AcrossTheTable, UpClose };
enum class Align { Left, Centre };

/// How a text or a symbol was drawn, for the reading oracle (src/cli/
/// reading_oracle.h): its face, its colour and the colour under it (the
/// last fill drawn under its box's centre), whether it is game-critical
/// (read from the far chair: the board, the seats, what the table must do)
/// and whether it is a symbol (then its box is the symbol's and its text
/// the catalogue's word for what it stands for).
struct DrawnStyle {
    Typeface face = Typeface::Body;
    Colour colour, background;
    bool critical = false;
    bool symbol = false;
};

/// Canvas: draws the app's shapes and text on a Surface (SDL's, or a
/// recording one). Text is set
/// inside a box: wrapped at spaces, and shrunk step by step until it fits,
/// never below the minimum text size (`set_minimum_text`, which every panel
/// sets from its reading distance before it draws); text that cannot fit at
/// the minimum is drawn clipped and counted in `overflows()`, which the
/// layout tests require to stay 0. So no screen can draw unreadable text:
/// a layout too tight for the floor shows up as an overflow instead.
class Canvas {
  public:
    Canvas(Surface& surface, int width, int height);

    int width() const { return width_; }
    int height() const { return height_; }
    /// One "unit": 1/100 of the shorter side, so layouts scale from 800x480 up.
    int unit() const { return unit_; }
    /// The side of the smallest tap target: a finger, 48 px at 800x480,
    /// growing with the screen.
    int finger() const { return std::max(48, 8 * unit_); }

    void fill(const Rect& box, Colour colour);
    void frame(const Rect& box, Colour colour, int thickness);
    void disc(int cx, int cy, int radius, Colour colour);
    /// A line one pixel wide from (x1, y1) to (x2, y2).
    void line(int x1, int y1, int x2, int y2, Colour colour) {
        turned_.to_screen(x1, y1);
        turned_.to_screen(x2, y2);
        surface_.line(x1, y1, x2, y2, colour);
    }
    /// Everything drawn from now on is given in the coordinates of
    /// `turned` and drawn turned as it is (the table view's seats, each
    /// facing its player); TurnedPart sets it for a scope. What is recorded
    /// (texts' boxes, symbols, fills) is where it lies on the screen.
    void set_turned(const Turned& turned) { turned_ = turned; }
    const Turned& turned() const { return turned_; }
    /// Draws `text` inside `box` at `size` pixels or smaller; false if it overflowed.
    bool text(const Rect& box, std::string_view text, Typeface face, int size, Colour colour,
              Align align = Align::Centre);
    /// The size in pixels `text(box, text, face, size, ...)` would draw at
    /// (the text size setting, the floor and the shrinking applied).
    int text_size(const Rect& box, std::string_view text, Typeface face, int size);
    /// Whether `text(box, text, face, size, ...)` would fit, at its size or
    /// shrunk to no less than the minimum.
    bool fits(const Rect& box, std::string_view text, Typeface face, int size);
    /// The height of a line of text at `pixels`, from one baseline to the next.
    int line_height(Typeface face, int pixels);
    /// The width in pixels of `text` on one line at `pixels` (0 without a typeface).
    int text_width(std::string_view text, Typeface face, int pixels);
    /// Draws `text` at `pixels` exactly, a size `text_size` gave (so the text
    /// size setting is not applied twice): for labels that share one size.
    /// Still never below the minimum, and shrunk if it does not fit.
    bool text_at(const Rect& box, std::string_view text, Typeface face, int pixels, Colour colour,
                 Align align = Align::Centre);

    /// The smallest text height (pixels) a screen of this size may draw, for
    /// readers at `distance` (docs/layout.md): across the table 18 px at
    /// 800x480 (~3.4 mm on the Pi's 7-inch screen, read at 1.5 m), up close
    /// 14 px; both grow at half the rate of the shorter side on larger
    /// screens (24 and 18 px at 1280x800), never below 14 and 12 px.
    static int minimum_text_px(int width, int height, ReadingDistance distance);
    /// Text is never drawn smaller than `px` from now on (after the text
    /// size setting is applied: the floor always holds).
    void set_minimum_text(int px) { minimum_text_ = px; }
    int minimum_text() const { return minimum_text_; }
    /// The smallest text size drawn so far, in pixels; 0 when none was.
    int smallest_text_px() const { return smallest_drawn_; }
    /// The lowest minimum in force while a text was drawn (a panel may
    /// lower it for a part read up close: a crowded seat's marks, issue
    /// 43); 0 when no text was drawn. What the layout sweep holds the
    /// smallest text against, with the screen's up-close floor.
    int lowest_minimum_px() const { return lowest_minimum_; }

    int overflows() const { return overflows_; }
    /// Lines of wrapped text that begin with a separator ("·", "/", ")")
    /// or follow a line that ends in a number or a claim's letters before
    /// more of them: a break a reader takes for two facts. The oracle fails
    /// on any; `bad_break_text()` is the last such text.
    int bad_breaks() const { return bad_breaks_; }
    const std::string& bad_break_text() const { return bad_break_; }
    /// Texts drawn from now on are game-critical (`true`) or not: what the
    /// whole table reads from its chairs (CriticalText sets it for a scope).
    void set_critical(bool critical) { critical_ = critical; }
    bool critical() const { return critical_; }
    /// The smallest size (pixels) of a game-critical text on this screen
    /// (docs/layout.md): 4.5% of the shorter side, so that an x-height of
    /// PT Sans (half its size) is 3 mm on a 10-inch 1280x800 tablet and an
    /// iPad, and 2 mm on the Pi's 7-inch 800x480; never under 16 px.
    static int critical_text_px(int width, int height);
    /// A symbol drawn in `box` (by the shapes above) that stands for
    /// `meaning` (its catalogue word): recorded as a text of that word at
    /// the box's height, marked a symbol, for the robot and the oracle.
    void note_symbol(const Rect& box, std::string_view meaning, Colour colour);
    /// The last text that overflowed (for test reports).
    const std::string& overflowed_text() const { return overflowed_; }
    /// The text size setting: every text is drawn at `percent` of its size.
    void set_text_scale(int percent) { text_percent_ = percent; }
    int text_scale() const { return text_percent_; }
    /// Every text drawn from now on is also added to `into`, its box to
    /// `boxes` and the size it was drawn at, in pixels, to `sizes` (nullptr:
    /// none): what the table robot reads of a screen.
    void record_texts(std::vector<std::string>* into, std::vector<Rect>* boxes = nullptr,
                      std::vector<int>* sizes = nullptr) {
        drawn_texts_ = into;
        drawn_boxes_ = boxes;
        drawn_sizes_ = sizes;
    }
    /// With record_texts: each text's style, to `into` (nullptr: none).
    void record_styles(std::vector<DrawnStyle>* into) { drawn_styles_ = into; }

  private:
    struct Layout {
        bool typed = false; // a typeface at this size (else no text is drawn)
        int pixels = 0;
        bool fits = false;
        std::vector<std::string> lines;
    };
    /// Wraps `text` in `box` from `pixels` down to the floor, stopping at the first that fits.
    Layout lay_out(const Rect& box, std::string_view text, Typeface face, int pixels);

    /// Greedy word wrap at `pixels`; `fits` false if a word alone is too wide.
    std::vector<std::string> wrap(std::string_view text, Typeface face, int pixels, int width,
                                  bool& fits);

    Surface& surface_;
    int width_, height_, unit_;
    int overflows_ = 0;
    std::string overflowed_;
    int text_percent_ = 100;
    int minimum_text_ = 10; // until a panel sets its own: the old absolute floor
    int smallest_drawn_ = 0;
    int lowest_minimum_ = 0;
    std::vector<std::string>* drawn_texts_ = nullptr;
    std::vector<int>* drawn_sizes_ = nullptr;
    std::vector<Rect>* drawn_boxes_ = nullptr;
    std::vector<DrawnStyle>* drawn_styles_ = nullptr;
    /// The fills drawn, kept while styles are recorded (a text's background).
    std::vector<std::pair<Rect, Colour>> fills_;
    bool critical_ = false;
    Turned turned_;
    int bad_breaks_ = 0;
    std::string bad_break_;
    Colour background_at(const Rect& box) const;
    void check_breaks(std::string_view text, const std::vector<std::string>& lines);
};

/// CriticalText: the texts drawn while it lives are game-critical (Canvas::
/// set_critical), the canvas's previous setting restored after.
class CriticalText {
  public:
    CriticalText(Canvas& canvas, bool critical = true) : canvas_(canvas), was_(canvas.critical()) {
        canvas.set_critical(critical);
    }
    ~CriticalText() { canvas_.set_critical(was_); }
    CriticalText(const CriticalText&) = delete;
    CriticalText& operator=(const CriticalText&) = delete;

  private:
    Canvas& canvas_;
    bool was_;
};

/// MinimumText: the canvas's text floor is `px` while it lives (Canvas::
/// set_minimum_text), the previous floor restored after: a part drawn or
/// measured at its own floor (the table's critical size, the up-close one).
class MinimumText {
  public:
    MinimumText(Canvas& canvas, int px) : canvas_(canvas), was_(canvas.minimum_text()) {
        canvas.set_minimum_text(px);
    }
    ~MinimumText() { canvas_.set_minimum_text(was_); }
    MinimumText(const MinimumText&) = delete;
    MinimumText& operator=(const MinimumText&) = delete;

  private:
    Canvas& canvas_;
    int was_;
};

/// TurnedPart: while it lives the canvas draws in `area` turned by `turn`
/// (Canvas::set_turned), the previous part restored after.
class TurnedPart {
  public:
    TurnedPart(Canvas& canvas, Rect area, Turn turn) : canvas_(canvas), was_(canvas.turned()) {
        canvas.set_turned({area, turn});
    }
    ~TurnedPart() { canvas_.set_turned(was_); }
    TurnedPart(const TurnedPart&) = delete;
    TurnedPart& operator=(const TurnedPart&) = delete;
    /// The part's own size, as its reader sees it.
    Rect local() const { return {0, 0, canvas_.turned().width(), canvas_.turned().height()}; }

  private:
    Canvas& canvas_;
    Turned was_;
};

/// SH_NARRATOR_REPORT_TEXTS: when that variable names a file, every text
/// drawn in the frame (`texts`, `boxes`, `sizes` as Canvas::record_texts
/// fills them), one a line: "x y w h pixels text" (a line break inside a
/// text written as a space), written whole: to FILE.partial, then renamed
/// into place, for the tests that read a screen's words.
void report_drawn_texts(const std::vector<std::string>& texts, const std::vector<Rect>& boxes,
                        const std::vector<int>& sizes);

} // namespace shn
