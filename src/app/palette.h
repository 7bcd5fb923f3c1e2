#pragma once

#include <cstdint>

namespace shn {

/// Colour: 8-bit RGBA.
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
inline constexpr Colour night_button{40, 36, 32}; // a button in the dark of the night
inline constexpr Colour black{0, 0, 0}; // a QR code's dark modules (as its readers expect)
} // namespace palette

} // namespace shn
