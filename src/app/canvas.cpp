#include "app/canvas.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

namespace shn {

namespace {
bool claim_letters(std::string_view token);
bool is_number(std::string_view token);

/// Whether `text` begins with a separator, which never starts a line: "·",
/// "/", "–", "—", a closing bracket or quote, a stop. Both the wrap rule
/// (`bound`) and the detector of bad breaks (`Canvas::check_breaks`) ask it.
bool starts_with_separator(std::string_view text) {
    if (text.empty()) return false;
    for (const std::string_view mark : {"\u00b7", "\u2013", "\u2014", "\u00bb"})
        if (text.rfind(mark, 0) == 0) return true;
    return std::string_view("/):;,!?").find(text[0]) != std::string_view::npos;
}

/// Whether a line may not break before `next`, which follows `last` (the
/// words of a paragraph): a separator stays with the word before it, a
/// number with the word after it ("3 Nein"), a claim's letters together
/// across their slash ("LF / F").
bool bound(std::string_view last, std::string_view next) {
    if (next.empty() || last.empty()) return false;
    // A percent sign stays with its number ("53 %", the French way).
    return starts_with_separator(next) || next == "%" || is_number(last) || last == "/" ||
           (claim_letters(last) && claim_letters(next));
}
} // namespace

std::vector<std::string> Canvas::wrap(std::string_view text, Typeface face, int pixels, int width,
                                      bool& fits) {
    std::vector<std::string> lines;
    fits = true;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t newline = text.find('\n', start);
        if (newline == std::string_view::npos) newline = text.size();
        const std::string_view paragraph = text.substr(start, newline - start);
        // The paragraph's units: its words, those a line may not break
        // between (bound) kept as one.
        std::vector<std::string> units;
        std::string_view last;
        for (std::size_t at = 0; at <= paragraph.size();) {
            std::size_t space = paragraph.find(' ', at);
            if (space == std::string_view::npos) space = paragraph.size();
            const std::string_view word = paragraph.substr(at, space - at);
            if (!units.empty() && bound(last, word))
                units.back() += " " + std::string(word);
            else
                units.emplace_back(word);
            last = word;
            at = space + 1;
        }
        std::string line;
        for (const std::string& word : units) {
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
    const Rect on = turned_.to_screen(box);
    surface_.fill(on, colour);
    if (drawn_styles_ && colour.a == 255) fills_.emplace_back(on, colour);
}

Colour Canvas::background_at(const Rect& local) const {
    const Rect box = turned_.to_screen(local);
    const int x = box.x + box.w / 2, y = box.y + box.h / 2;
    for (auto it = fills_.rbegin(); it != fills_.rend(); ++it)
        if (it->first.contains(x, y)) return it->second;
    return palette::parchment; // every screen fills itself first; a bare canvas is parchment
}

int Canvas::critical_text_px(int width, int height) {
    return std::max(16, std::min(width, height) * 45 / 1000);
}

void Canvas::note_symbol(const Rect& box, std::string_view meaning, Colour colour) {
    if (drawn_texts_) drawn_texts_->emplace_back(meaning);
    if (drawn_boxes_) drawn_boxes_->push_back(turned_.to_screen(box));
    if (drawn_sizes_) drawn_sizes_->push_back(box.h);
    if (drawn_styles_)
        drawn_styles_->push_back({Typeface::Poster, colour, background_at(box), critical_, true});
}

namespace {
/// Whether `token` is a claim's letters (the tiles' L and F in every
/// alphabet, "LLF", "ФФ"): capitals only, one to three of them.
bool claim_letters(std::string_view token) {
    if (token.empty() || token.size() > 6) return false;
    for (const char c : token)
        if (c >= 'a' && c <= 'z') return false;
    // Cyrillic capitals are two bytes from U+0410 to U+042F: D0 90 to D0 AF.
    int letters = 0;
    for (std::size_t at = 0; at < token.size(); ++letters) {
        const unsigned char c = static_cast<unsigned char>(token[at]);
        if (c >= 'A' && c <= 'Z') {
            ++at;
        } else if (c == 0xD0 && at + 1 < token.size() &&
                   static_cast<unsigned char>(token[at + 1]) >= 0x90 &&
                   static_cast<unsigned char>(token[at + 1]) <= 0xAF) {
            at += 2;
        } else {
            return false;
        }
    }
    return letters >= 1 && letters <= 3;
}
std::string_view first_token(std::string_view line) {
    const std::size_t end = line.find(' ');
    return line.substr(0, end);
}
std::string_view last_token(std::string_view line) {
    const std::size_t start = line.rfind(' ');
    return start == std::string_view::npos ? line : line.substr(start + 1);
}
bool is_number(std::string_view token) {
    while (!token.empty() && (token.back() == ',' || token.back() == '.')) token.remove_suffix(1);
    return !token.empty() &&
           std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}
} // namespace

void Canvas::check_breaks(std::string_view text, const std::vector<std::string>& lines) {
    // Only where the text itself went on: a line break the text asked for
    // (a newline) is the writer's.
    std::size_t at = 0;
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const std::string& line = lines[index];
        const std::size_t found = text.find(line, at);
        const bool wrapped =
            index > 0 && found != std::string_view::npos && found > 0 && text[found - 1] == ' ';
        if (found != std::string_view::npos) at = found + line.size();
        if (!wrapped || line.empty()) continue;
        const std::string_view before = lines[index - 1];
        const std::string_view first = first_token(line);
        const bool separator = starts_with_separator(line);
        const bool number = is_number(last_token(before)) && !is_number(first);
        const bool claim =
            claim_letters(last_token(before)) && (claim_letters(first) || first == "/");
        if (separator || number || claim) {
            ++bad_breaks_;
            bad_break_ = std::string(before) + " / " + line;
        }
    }
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
        line(cx - dx, cy + dy, cx + dx, cy + dy, colour); // turned with the part
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
    if (drawn_boxes_) drawn_boxes_->push_back(turned_.to_screen(box));
    const Layout layout = lay_out(box, text, face, pixels);
    if (drawn_sizes_) drawn_sizes_->push_back(layout.pixels);
    if (drawn_styles_)
        drawn_styles_->push_back({face, colour, background_at(box), critical_, false});
    if (drawn_styles_ && layout.lines.size() > 1) check_breaks(text, layout.lines);
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
            surface_.text(x, y, line, face, layout.pixels, colour, box, turned_);
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
