// The reading oracle (reading_oracle.h): a screen measured as its table reads it.
#include "cli/reading_oracle.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace shn {

namespace {

double channel(std::uint8_t value) {
    const double c = value / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(Colour colour) {
    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/// The height of a letter drawn at `pixels` in `face`, in pixels: Bebas
/// Neue is all capitals (its cap height), the others read by their x-height.
double letter_px(Typeface face, int pixels) {
    return face == Typeface::Poster ? 0.70 * pixels : 0.50 * pixels;
}

/// WCAG's large text: 18 pt (24 CSS px), or 14 pt (18.66 px) in bold.
bool large(Typeface face, int pixels) {
    const bool bold = face == Typeface::Poster || face == Typeface::BodyBold;
    return pixels >= 24 || (bold && pixels * 3 >= 56);
}

/// The room between two boxes that do not overlap (0 when they touch or overlap).
int gap_between(const Rect& a, const Rect& b) {
    const int dx = std::max({0, b.x - (a.x + a.w), a.x - (b.x + b.w)});
    const int dy = std::max({0, b.y - (a.y + a.h), a.y - (b.y + b.h)});
    if (dx > 0 && dy > 0) return std::max(dx, dy); // apart on both axes: the nearer corner
    return std::max(dx, dy);
}

bool overlap(const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

} // namespace

const Device* device_of(int width, int height) {
    for (const Device& device : kDevices)
        if (device.width == width && device.height == height) return &device;
    return nullptr;
}

double contrast_ratio(Colour a, Colour b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

ReadingFigures measure_reading(const Device& device, const DrawnScreen& drawn) {
    ReadingFigures figures;
    const double mm = 25.4 / device.ppi; // one pixel
    const double slack = 0.005;          // a figure's rounding
    const auto find = [&](ReadingFinding kind, const std::string& what) {
        ++figures.counts[std::size_t(kind)];
        if (kFindings[std::size_t(kind)].enforced) {
            if (figures.findings++ == 0) figures.first = what;
        } else if (figures.reported++ == 0) {
            figures.first_reported = what;
        }
    };
    const auto lowest = [](double& figure, double value) {
        figure = figure == 0 ? value : std::min(figure, value);
    };
    char number[64];
    for (std::size_t index = 0; index < drawn.texts.size() && index < drawn.styles.size();
         ++index) {
        const DrawnStyle& style = drawn.styles[index];
        const int pixels = index < drawn.sizes.size() ? drawn.sizes[index] : 0;
        const std::string& text = drawn.texts[index];
        if (style.symbol) {
            // A symbol stands as tall as a critical text's whole letter height.
            const double height = pixels * mm;
            lowest(figures.symbol_mm, height);
            if (style.critical && height + slack < 2 * device.critical_mm) {
                std::snprintf(number, sizeof number, "%.2f mm", height);
                find(ReadingFinding::Symbol, "symbol \"" + text + "\" " + number);
            }
            continue;
        }
        const double letter = letter_px(style.face, pixels) * mm;
        lowest(figures.text_mm, letter);
        if (style.critical) lowest(figures.critical_mm, letter);
        if (style.critical && letter + slack < device.critical_mm) {
            std::snprintf(number, sizeof number, "%.2f mm (%d px)", letter, pixels);
            find(ReadingFinding::Critical, "critical \"" + text + "\" " + number);
        } else if (letter + slack < device.text_mm) {
            std::snprintf(number, sizeof number, "%.2f mm (%d px)", letter, pixels);
            find(ReadingFinding::Text, "text \"" + text + "\" " + number);
        }
        const double ratio = contrast_ratio(style.colour, style.background);
        lowest(figures.contrast, ratio);
        const double needed = large(style.face, pixels) ? 3.0 : 4.5;
        if (ratio + 0.005 < needed) {
            std::snprintf(number, sizeof number, "%.2f:1", ratio);
            find(ReadingFinding::Contrast, "contrast \"" + text + "\" " + number);
        }
    }
    for (std::size_t index = 0; index < drawn.targets.size(); ++index) {
        const Rect& box = drawn.targets[index].box;
        const double side = std::min(box.w, box.h) * mm;
        lowest(figures.target_mm, side);
        if (side + slack < device.target_mm) {
            std::snprintf(number, sizeof number, "%.2f mm (%dx%d px)", side, box.w, box.h);
            find(ReadingFinding::Target, "target \"" + drawn.targets[index].label + "\" " + number);
        }
        for (std::size_t other = index + 1; other < drawn.targets.size(); ++other) {
            const Rect& next = drawn.targets[other].box;
            if (overlap(box, next)) continue; // one over another: hit_target_test's to judge
            const double gap = gap_between(box, next) * mm;
            // Targets far apart are not neighbours.
            if (gap > 20) continue;
            lowest(figures.gap_mm, gap);
            if (gap + slack < device.gap_mm) {
                std::snprintf(number, sizeof number, "%.2f mm", gap);
                find(ReadingFinding::Gap, "targets \"" + drawn.targets[index].label + "\" and \"" +
                                              drawn.targets[other].label + "\" " + number +
                                              " apart");
            }
        }
    }
    if (drawn.overflows > 0)
        find(ReadingFinding::Overflow, "overflow \"" + drawn.overflowed + "\"");
    if (drawn.bad_breaks > 0) find(ReadingFinding::Break, "line break \"" + drawn.bad_break + "\"");
    return figures;
}

} // namespace shn
