#pragma once

#include "app/geometry.h"
#include "app/palette.h"
#include "app/typeface.h"

#include <string_view>

namespace shn {

/// Surface: what a Canvas draws on, the one place a drawing backend plugs
/// in (as Dear ImGui keeps its renderer backends): rectangles, lines, and
/// single lines of text in the app's typefaces. SDL's (src/platform/sdl/
/// sdl_surface.h) draws them; a RecordingSurface keeps them for tests. A
/// surface with no typeface at a size says so (`has_type`): the canvas then
/// draws no text and the app still runs.
class Surface {
  public:
    virtual ~Surface() = default;
    virtual void fill(const Rect& box, Colour colour) = 0;
    virtual void line(int x1, int y1, int x2, int y2, Colour colour) = 0;
    /// Whether text can be drawn in `face` at `pixels` (a typeface opened).
    virtual bool has_type(Typeface face, int pixels) = 0;
    /// From one baseline to the next, at `pixels`.
    virtual int line_skip(Typeface face, int pixels) = 0;
    /// The width of one line of `text` at `pixels` (0 without a typeface).
    virtual int text_width(std::string_view text, Typeface face, int pixels) = 0;
    /// Draws one line of text, its top left at (x, y), nothing outside
    /// `clip`: both in the coordinates of `turned` (the screen's, unturned,
    /// by default), its letters facing that part's reader.
    virtual void text(int x, int y, std::string_view line, Typeface face, int pixels, Colour colour,
                      const Rect& clip, const Turned& turned) = 0;
};

} // namespace shn
