#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

typedef struct _TTF_Font TTF_Font;
struct SDL_Renderer; // the drawing backend: only canvas.cpp and the platforms know SDL

namespace shn {

/// Rect: a box on screen, in pixels.
struct Rect {
    int x = 0, y = 0, w = 0, h = 0;

    bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
    Rect inset(int by) const { return {x + by, y + by, w - 2 * by, h - 2 * by}; }
    /// The index-th of `count` equal columns (or rows), `gap` pixels apart.
    Rect column(int index, int count, int gap) const;
    Rect row(int index, int count, int gap) const;
    Rect top(int height) const { return {x, y, w, height}; }
    Rect below(int height) const { return {x, y + height, w, h - height}; }
};

/// SeatGrid: the seats of a table in seating order, as the screens lay them
/// out: one row for 5 players, two rows for 6-10, cells `gap` pixels apart;
/// at most `most_per_row` a row when set (a phone held upright: 4).
struct SeatGrid {
    int players = 5;
    int most_per_row = 0;

    int per_row() const {
        const int natural = players <= 5 ? players : (players + 1) / 2;
        return most_per_row > 0 ? std::min(natural, most_per_row) : natural;
    }
    int rows() const { return (players + per_row() - 1) / per_row(); }
    Rect cell(const Rect& area, int seat, int gap) const {
        return area.row(seat / per_row(), rows(), gap).column(seat % per_row(), per_row(), gap);
    }
};

struct Colour {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

/// The poster palette: parchment, ink, liberal blue, fascist red; every
/// pairing used for text is above WCAG AA contrast.
namespace palette {
inline constexpr Colour parchment{238, 226, 196};
inline constexpr Colour parchment_dark{214, 196, 158};
inline constexpr Colour ink{33, 28, 24};
inline constexpr Colour liberal{38, 84, 124};
inline constexpr Colour fascist{160, 38, 32};
inline constexpr Colour fascist_light{226, 160, 140}; // bars under ink text
inline constexpr Colour dimmed{150, 140, 120};
inline constexpr Colour night{10, 10, 14};
inline constexpr Colour night_text{150, 140, 120};
inline constexpr Colour white{250, 246, 236};
} // namespace palette

enum class Typeface { Poster, Body, BodyBold, Narrow };
inline constexpr int kTypefaceCount = 4;
static_assert(static_cast<int>(Typeface::Narrow) + 1 == kTypefaceCount,
              "kTypefaceCount counts every typeface");

/// How far the eyes reading a screen are: across the table (the board, the
/// setup and night, the end: everybody reads it from their seat, ~1.5 m) or
/// up close (one player holding or leaning over the device: names, settings,
/// rules, the past games). Decides the smallest text a screen may draw.
enum class ReadingDistance { AcrossTheTable, UpClose };
enum class Align { Left, Centre };

/// Fonts: the shipped typefaces (assets/fonts), opened once per pixel size.
/// When a file is missing, falls back to any other of the set, then to a
/// plain system typeface (DejaVu, Liberation, FreeFont); `available()` is
/// false when none of the shipped files is there (the app says so). With no
/// typeface at all, text is not drawn and the app still runs.
class Fonts {
  public:
    explicit Fonts(std::filesystem::path folder);
    ~Fonts();
    Fonts(const Fonts&) = delete;
    Fonts& operator=(const Fonts&) = delete;

    TTF_Font* get(Typeface face, int pixels);
    bool available();

  private:
    /// A typeface file at a size, from its bytes in memory (read once).
    TTF_Font* open(const std::filesystem::path& file, int pixels);

    std::filesystem::path folder_;
    std::map<std::string, std::vector<char>> files_; // outlives the fonts opened from it
    std::map<std::pair<Typeface, int>, TTF_Font*> open_;
};

/// Canvas: draws the app's shapes and text on an SDL renderer. Text is set
/// inside a box: wrapped at spaces, and shrunk step by step until it fits,
/// never below the minimum text size (`set_minimum_text`, which every panel
/// sets from its reading distance before it draws); text that cannot fit at
/// the minimum is drawn clipped and counted in `overflows()`, which the
/// layout tests require to stay 0. So no screen can draw unreadable text:
/// a layout too tight for the floor shows up as an overflow instead.
class Canvas {
  public:
    Canvas(SDL_Renderer* renderer, Fonts& fonts, int width, int height);

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

    int overflows() const { return overflows_; }
    /// The last text that overflowed (for test reports).
    const std::string& overflowed_text() const { return overflowed_; }
    /// The text size setting: every text is drawn at `percent` of its size.
    void set_text_scale(int percent) { text_percent_ = percent; }
    /// Every text drawn from now on is also added to `into`, its box to
    /// `boxes` and the size it was drawn at, in pixels, to `sizes` (nullptr:
    /// none): what the table robot reads of a screen.
    void record_texts(std::vector<std::string>* into, std::vector<Rect>* boxes = nullptr,
                      std::vector<int>* sizes = nullptr) {
        drawn_texts_ = into;
        drawn_boxes_ = boxes;
        drawn_sizes_ = sizes;
    }

  private:
    struct Layout {
        TTF_Font* font = nullptr;
        int pixels = 0;
        bool fits = false;
        std::vector<std::string> lines;
    };
    /// Wraps `text` in `box` from `pixels` down to the floor, stopping at the first that fits.
    Layout lay_out(const Rect& box, std::string_view text, Typeface face, int pixels);

    SDL_Renderer* renderer_;
    Fonts& fonts_;
    int width_, height_, unit_;
    int overflows_ = 0;
    std::string overflowed_;
    int text_percent_ = 100;
    int minimum_text_ = 10; // until a panel sets its own: the old absolute floor
    int smallest_drawn_ = 0;
    std::vector<std::string>* drawn_texts_ = nullptr;
    std::vector<int>* drawn_sizes_ = nullptr;
    std::vector<Rect>* drawn_boxes_ = nullptr;
};

} // namespace shn
