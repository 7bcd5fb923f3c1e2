#pragma once

#include "session/catalogue.h"

#include <string>
#include <string_view>

namespace shn {

/// Tiles as the screens write them: one letter per tile from the catalogue
/// (ui.claims.liberal_letter / fascist_letter: "L", "F"; "Л", "Ф"), top
/// first, `between` each. Bit i of `liberal_bits` set: the i-th tile is
/// liberal. `liberals_first(n)` gives the bits of n liberal tiles shown
/// before the fascist ones, the way a count of tiles is written ("L F F").
std::string tile_letters(const Catalogue& catalogue, int liberal_bits, int count,
                         std::string_view between);

constexpr int liberals_first(int liberals) {
    return (1 << liberals) - 1;
}

} // namespace shn
