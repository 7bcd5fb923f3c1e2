#include "app/canvas.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

namespace shn {

std::vector<std::string> Canvas::wrap(std::string_view text, Typeface face, int pixels, int width,
                                      bool& fits) {
    std::vector<std::string> lines;
    fits = true;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t newline = text.find('\n', start);
        if (newline == std::string_view::npos) newline = text.size();
        const std::string_view paragraph = text.substr(start, newline - start);
        std::string line;
        std::size_t at = 0;
        while (at <= paragraph.size()) {
            std::size_t space = paragraph.find(' ', at);
            if (space == std::string_view::npos) space = paragraph.size();
            const std::string word(paragraph.substr(at, space - at));
            const std::string candidate = line.empty() ? word : line + " " + word;
            const int w = surface_.text_width(candidate, face, pixels);
            if (w <= width || line.empty()) {
                if (w > width) fits = false; // one word wider than the box
                line = candidate;
            } else {
                lines.push_back(line);
                line = word;
                if (surface_.text_width(line, face, pixels) > width) fits = false;
            }
            at = space + 1;
        }
        lines.push_back(line);
        start = newline + 1;
    }
    return lines;
}

Canvas::Canvas(Surface& surface, int width, int height)
    : surface_(surface), width_(width), height_(height),
      unit_(std::max(4, std::min(width, height) / 100)) {}

void Canvas::fill(const Rect& box, Colour colour) {
    surface_.fill(box, colour);
}

void Canvas::frame(const Rect& box, Colour colour, int thickness) {
    fill({box.x, box.y, box.w, thickness}, colour);
    fill({box.x, box.y + box.h - thickness, box.w, thickness}, colour);
    fill({box.x, box.y, thickness, box.h}, colour);
    fill({box.x + box.w - thickness, box.y, thickness, box.h}, colour);
}

void Canvas::disc(int cx, int cy, int radius, Colour colour) {
    for (int dy = -radius; dy <= radius; ++dy) {
        int dx = 0;
        while ((dx + 1) * (dx + 1) + dy * dy <= radius * radius) ++dx;
        surface_.line(cx - dx, cy + dy, cx + dx, cy + dy, colour);
    }
}

int Canvas::minimum_text_px(int width, int height, ReadingDistance distance) {
    const int shorter = std::min(width, height);
    // Half proportional: a bigger screen is read from a little farther (the
    // middle of a bigger table), but its pixels are not bigger (a 10-inch
    // 1280x800 tablet has about the Pi's 7-inch density): 18 px at 800x480,
    // 24 at 1280x800, 29 at 1920x1080; up close 14, 18, 22.
    return distance == ReadingDistance::AcrossTheTable ? std::max(14, (shorter + 480) * 18 / 960)
                                                       : std::max(12, (shorter + 480) * 14 / 960);
}

Canvas::Layout Canvas::lay_out(const Rect& box, std::string_view text, Typeface face, int pixels) {
    const int smallest = std::max(6, minimum_text_);
    Layout layout;
    const auto try_size = [&](int at) {
        Layout tried;
        tried.typed = surface_.has_type(face, at);
        if (!tried.typed) return tried;
        tried.pixels = at;
        tried.lines = wrap(text, face, at, box.w, tried.fits);
        tried.fits = tried.fits && int(tried.lines.size()) * surface_.line_skip(face, at) <= box.h;
        return tried;
    };
    int too_large = 0; // the last size that did not fit
    for (pixels = std::max(pixels, smallest);; pixels = std::max(smallest, pixels * 9 / 10)) {
        layout = try_size(pixels);
        if (!layout.typed) return layout;
        if (layout.fits || pixels == smallest) break; // the floor is the last size tried
        too_large = pixels;
    }
    // The largest size that fits between the step that fit and the one
    // that did not: so a text asked for larger is never drawn smaller
    // (issue 43: "130 %" under "120 %", a phone's buttons at 140%).
    for (int low = layout.pixels; layout.fits && too_large - low > 1;) {
        const int middle = low + (too_large - low) / 2;
        Layout tried = try_size(middle);
        if (tried.typed && tried.fits) {
            layout = std::move(tried);
            low = middle;
        } else {
            too_large = middle;
        }
    }
    return layout;
}

int Canvas::text_size(const Rect& box, std::string_view text, Typeface face, int size) {
    // The setting first, then the floor: a smaller text setting never goes below it.
    const int pixels = size * text_percent_ / 100;
    if (text.empty() || box.w <= 0 || box.h <= 0) return std::max(pixels, minimum_text_);
    return lay_out(box, text, face, pixels).pixels;
}

bool Canvas::fits(const Rect& box, std::string_view text, Typeface face, int size) {
    if (text.empty()) return true;
    if (box.w <= 0 || box.h <= 0) return false;
    return lay_out(box, text, face, size * text_percent_ / 100).fits;
}

int Canvas::line_height(Typeface face, int pixels) {
    const int at = std::max(pixels, minimum_text_);
    return surface_.has_type(face, at) ? surface_.line_skip(face, at) : pixels * 5 / 4;
}

int Canvas::text_width(std::string_view text, Typeface face, int pixels) {
    return surface_.text_width(text, face, pixels);
}

bool Canvas::text(const Rect& box, std::string_view text, Typeface face, int size, Colour colour,
                  Align align) {
    return text_at(box, text, face, size * text_percent_ / 100, colour, align);
}

bool Canvas::text_at(const Rect& box, std::string_view text, Typeface face, int pixels,
                     Colour colour, Align align) {
    if (text.empty() || box.w <= 0 || box.h <= 0) return true;
    if (drawn_texts_) drawn_texts_->emplace_back(text);
    if (drawn_boxes_) drawn_boxes_->push_back(box);
    const Layout layout = lay_out(box, text, face, pixels);
    if (drawn_sizes_) drawn_sizes_->push_back(layout.pixels);
    const bool fits = layout.fits;
    const std::vector<std::string>& lines = layout.lines;
    if (!layout.typed) return false;
    if (smallest_drawn_ == 0 || layout.pixels < smallest_drawn_) smallest_drawn_ = layout.pixels;
    if (lowest_minimum_ == 0 || minimum_text_ < lowest_minimum_) lowest_minimum_ = minimum_text_;
    if (!fits) {
        ++overflows_;
        overflowed_.assign(text);
    }
    const int skip = surface_.line_skip(face, layout.pixels);
    int y = box.y + std::max(0, (box.h - int(lines.size()) * skip) / 2);
    for (const std::string& line : lines) {
        if (!line.empty()) {
            const int x = align == Align::Centre
                              ? box.x + (box.w - surface_.text_width(line, face, layout.pixels)) / 2
                              : box.x;
            surface_.text(x, y, line, face, layout.pixels, colour, box);
        }
        y += skip;
    }
    return fits;
}

void report_drawn_texts(const std::vector<std::string>& texts, const std::vector<Rect>& boxes,
                        const std::vector<int>& sizes) {
    const char* file = std::getenv("SH_NARRATOR_REPORT_TEXTS");
    if (!file || !*file) return;
    const std::string partial = std::string(file) + ".partial";
    {
        std::ofstream out(partial);
        for (std::size_t index = 0; index < texts.size(); ++index) {
            const Rect box = index < boxes.size() ? boxes[index] : Rect{};
            std::string line = texts[index];
            std::replace(line.begin(), line.end(), '\n', ' ');
            out << box.x << ' ' << box.y << ' ' << box.w << ' ' << box.h << ' '
                << (index < sizes.size() ? sizes[index] : 0) << ' ' << line << '\n';
        }
    }
    std::rename(partial.c_str(), file);
}

} // namespace shn
