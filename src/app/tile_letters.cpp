#include "app/tile_letters.h"

namespace shn {

std::string tile_letters(const Catalogue& catalogue, int liberal_bits, int count,
                         std::string_view between) {
    const std::string liberal = catalogue.text("ui.claims.liberal_letter");
    const std::string fascist = catalogue.text("ui.claims.fascist_letter");
    std::string shown;
    for (int tile = 0; tile < count; ++tile) {
        if (tile > 0) shown += between;
        shown += ((liberal_bits >> tile) & 1) != 0 ? liberal : fascist;
    }
    return shown;
}

} // namespace shn
