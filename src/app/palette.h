#pragma once

#include <cstdint>

namespace shn {

/// Colour: 8-bit RGBA.
struct Colour {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

/// The poster palette: parchment, ink, liberal blue, fascist red; every
/// pairing used for text is above WCAG AA contrast (4.5:1, large text 3:1),
/// as the reading oracle measures it (src/cli/reading_oracle.h).
namespace palette {
inline constexpr Colour parchment{238, 226, 196};
inline constexpr Colour parchment_dark{214, 196, 158};
inline constexpr Colour ink{33, 28, 24};
inline constexpr Colour liberal{38, 84, 124};
inline constexpr Colour fascist{160, 38, 32};
inline constexpr Colour fascist_light{226, 160, 140}; // the seat picked for execution
// The odds' two series, told apart by lightness, not by hue alone (a
// deuteranope or a protanope sees them apart too: Machado 2009 keeps
// luminance): the fascist team's orange, 3.4:1 on white, and Hitler's dark
// red, 3.3:1 against that orange; ink reads on the orange at 4.6:1.
inline constexpr Colour odds_team{200, 110, 60};
inline constexpr Colour odds_hitler{110, 20, 18};
inline constexpr Colour dimmed{150, 140, 120}; // shapes only (an unlit tracker step)
// A seat or a word that cannot be picked now, still readable: 5.2:1 on white.
inline constexpr Colour dimmed_text{110, 102, 90};
// A fascist word on parchment or an empty tile: 5.3:1 on parchment_dark.
inline constexpr Colour fascist_text{140, 30, 26};
// A control that cannot be used now: its fill and its label (5.2:1), unlike
// an enabled one (ink or colour, white words) and still readable.
inline constexpr Colour disabled{214, 196, 158};
inline constexpr Colour disabled_text{80, 72, 62};
// An executed player's seat: grey, its words in ink (5.6:1).
inline constexpr Colour executed{168, 160, 146};
inline constexpr Colour night{10, 10, 14};
inline constexpr Colour night_text{150, 140, 120};
// A warning in the dark of the night: 8.7:1 on night, a light coral read
// across the table (issue 55: 5.6:1 read as dark red on black).
inline constexpr Colour fascist_on_night{255, 140, 120};
inline constexpr Colour white{250, 246, 236};
inline constexpr Colour night_button{40, 36, 32}; // a button in the dark of the night
inline constexpr Colour black{0, 0, 0}; // a QR code's dark modules (as its readers expect)
} // namespace palette

} // namespace shn
