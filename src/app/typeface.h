#pragma once

namespace shn {

/// Typeface: the app's four faces (the poster headings, the body, its bold,
/// the narrow one for tight rows); each backend maps them to its files.
enum class Typeface { Poster, Body, BodyBold, Narrow };
inline constexpr int kTypefaceCount = 4;
static_assert(static_cast<int>(Typeface::Narrow) + 1 == kTypefaceCount,
              "kTypefaceCount counts every typeface");

} // namespace shn
