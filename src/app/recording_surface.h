#pragma once

#include "app/surface.h"

#include <string>
#include <vector>

namespace shn {

/// RecordingSurface: a Surface that draws nothing and keeps what it was
/// asked to draw (the boxes filled, each line of text with its place, face,
/// size and colour), for tests that read a screen without SDL or a font.
/// Its type has fixed metrics, the same on every machine: a letter is 11/20
/// of the size wide (a code point of UTF-8, so Cyrillic counts as Latin), a
/// line 6/5 of it high; about the shipped Body face, so text wraps nearly as
/// it does on screen.
class RecordingSurface : public Surface {
  public:
    struct Fill {
        Rect box;
        Colour colour;
    };
    struct Text {
        int x = 0, y = 0;
        std::string line;
        Typeface face = Typeface::Body;
        int pixels = 0;
        Colour colour;
        Turn turn = Turn::None;
    };

    void fill(const Rect& box, Colour colour) override { fills_.push_back({box, colour}); }
    void line(int x1, int y1, int x2, int y2, Colour colour) override;
    bool has_type(Typeface, int pixels) override { return pixels > 0; }
    int line_skip(Typeface, int pixels) override { return pixels * 6 / 5; }
    int text_width(std::string_view text, Typeface face, int pixels) override;
    /// Kept at its place on the screen (the top left of its box there).
    void text(int x, int y, std::string_view line, Typeface face, int pixels, Colour colour,
              const Rect& clip, const Turned& turned) override;

    const std::vector<Fill>& fills() const { return fills_; }
    const std::vector<Text>& texts() const { return texts_; }
    /// Whether a line of text containing `words` was drawn.
    bool drew(std::string_view words) const;
    void clear() {
        fills_.clear();
        texts_.clear();
    }

  private:
    std::vector<Fill> fills_;
    std::vector<Text> texts_;
};

} // namespace shn
