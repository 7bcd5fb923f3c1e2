#include "app/recording_surface.h"

#include <algorithm>
#include <cstdlib>

namespace shn {

void RecordingSurface::line(int x1, int y1, int x2, int y2, Colour colour) {
    // A line is kept as the box it spans (the canvas draws discs as rows).
    fills_.push_back(
        {{std::min(x1, x2), std::min(y1, y2), std::abs(x2 - x1) + 1, std::abs(y2 - y1) + 1},
         colour});
}

int RecordingSurface::text_width(std::string_view text, Typeface, int pixels) {
    int letters = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++letters; // a code point's first byte
    return letters * pixels * 11 / 20;
}

void RecordingSurface::text(int x, int y, std::string_view line, Typeface face, int pixels,
                            Colour colour, const Rect& clip, const Turned& turned) {
    if (!clip.contains(x + text_width(line, face, pixels) / 2, y + pixels / 2) &&
        !clip.contains(x, y))
        return; // wholly outside its box: not seen
    const Rect at =
        turned.to_screen({x, y, text_width(line, face, pixels), line_skip(face, pixels)});
    texts_.push_back({at.x, at.y, std::string(line), face, pixels, colour, turned.turn});
}

bool RecordingSurface::drew(std::string_view words) const {
    for (const Text& text : texts_)
        if (text.line.find(words) != std::string::npos) return true;
    return false;
}

} // namespace shn
