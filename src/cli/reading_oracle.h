#pragma once

#include "app/canvas.h"
#include "app/panel.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace shn {

/// Device: a screen the table reads, at its real size (../shared/BOARD.md):
/// its pixels, its density, and the floors a reader at that table needs:
/// a game-critical text's x-height (cap height for capitals), any text's,
/// a tap target's side and the room between two targets, in millimetres.
struct Device {
    const char* name;
    int width, height;
    double ppi;         // pixels (CSS pixels on a phone) an inch
    double critical_mm; // the far chair: the board, the seats, the action
    double text_mm;     // any text, read up close
    double target_mm;   // a tap target's shorter side
    double gap_mm;      // between two tap targets
};

/// The devices of issue 54's audit: the Raspberry Pi's 7-inch, a 10-inch
/// tablet, an iPad, a phone held upright and on its side (44 CSS pixels,
/// Apple's and Google's smallest target, is 7.3 mm at 152.4 CSS px an inch).
inline constexpr std::array<Device, 5> kDevices{{
    {"pi-7in", 800, 480, 133.0, 2.0, 1.3, 9.0, 1.0},
    {"tablet-10in", 1280, 800, 150.0, 3.0, 1.3, 9.0, 1.0},
    {"ipad", 1024, 768, 132.0, 3.0, 1.3, 9.0, 1.0},
    {"phone-upright", 390, 844, 152.4, 1.4, 1.0, 7.3, 1.0},
    {"phone-sideways", 844, 390, 152.4, 1.4, 1.0, 7.3, 1.0},
}};
inline constexpr int kDeviceCount = 5;
static_assert(kDevices.size() == kDeviceCount, "kDeviceCount counts every device");

/// The device drawn at `width` x `height`, if it is one of kDevices.
const Device* device_of(int width, int height);

/// What a screen drew, as the canvas recorded it.
struct DrawnScreen {
    std::vector<std::string> texts;
    std::vector<Rect> boxes;
    std::vector<int> sizes;
    std::vector<DrawnStyle> styles;
    std::vector<Panel::TapTarget> targets;
    int overflows = 0, bad_breaks = 0;
    std::string overflowed, bad_break;
};

/// What the oracle finds under a floor, and whether the sweep fails on it
/// (enforced) or reports it (docs/layout.md says why one is not yet).
enum class ReadingFinding { Critical, Symbol, Contrast, Overflow, Text, Target, Gap, Break };
inline constexpr int kFindingCount = 8;
struct FindingTraits {
    ReadingFinding finding;
    const char* name;
    bool enforced;
};
inline constexpr std::array<FindingTraits, kFindingCount> kFindings{{
    {ReadingFinding::Critical, "critical", true},
    {ReadingFinding::Symbol, "symbol", true},
    {ReadingFinding::Contrast, "contrast", true},
    {ReadingFinding::Overflow, "overflow", true},
    {ReadingFinding::Text, "text", false},
    {ReadingFinding::Target, "target", false},
    {ReadingFinding::Gap, "gap", false},
    {ReadingFinding::Break, "break", false},
}};
static_assert(static_cast<int>(ReadingFinding::Break) + 1 == kFindingCount,
              "kFindings has a row for every finding");

/// ReadingFigures: the smallest of each figure a screen drew on a device
/// (millimetres; contrast as WCAG's ratio), and what fell under its floor:
/// the count of each kind of finding, the first enforced one and the first
/// reported one, in words.
struct ReadingFigures {
    double critical_mm = 0, text_mm = 0, symbol_mm = 0, contrast = 0, target_mm = 0, gap_mm = 0;
    std::array<int, kFindingCount> counts{};
    int findings = 0; // enforced ones
    int reported = 0; // the others
    std::string first, first_reported;
};

/// The reading oracle: every text and symbol of `drawn` in millimetres on
/// `device` (x-height 0.50 em of PT Sans, cap height 0.70 em of Bebas
/// Neue), its contrast against what is under it (WCAG 2.x: 4.5:1, large
/// text 3:1), every tap target's side and the room between targets; a
/// finding for each under its floor, each overflow and each bad line break.
ReadingFigures measure_reading(const Device& device, const DrawnScreen& drawn);

/// WCAG 2.x contrast ratio of two colours (1 to 21).
double contrast_ratio(Colour a, Colour b);

} // namespace shn
