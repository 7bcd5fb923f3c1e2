// The text cache of SdlSurface (src/platform/sdl/sdl_surface.h): a line set
// once is drawn again from its texture, and past the budget of pixels the
// least recently drawn go, without changing a pixel of what is drawn.

#include "platform/sdl/offscreen_image.h"
#include "platform/sdl/sdl_surface.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

using namespace shn;

namespace {

const Rect kWhole{0, 0, 900, 120};

/// The pixels of `line` drawn alone, black on white, on a fresh image.
std::vector<std::uint32_t> drawn_alone(Fonts& fonts, const std::string& line) {
    OffscreenImage image(kWhole.w, kWhole.h, fonts);
    image.surface().fill(kWhole, {255, 255, 255, 255});
    image.surface().text(4, 4, line, Typeface::Body, 72, {0, 0, 0, 255}, kWhole);
    return image.rgba();
}

} // namespace

TEST_CASE("a line drawn again after the text cache went past its budget is the same pixels") {
    Fonts fonts(std::filesystem::path(SHN_TEST_DATA_DIR) / "assets" / "fonts");
    REQUIRE(fonts.available());
    const std::string first = "Kanzlerkandidatur 0";
    const std::vector<std::uint32_t> expected = drawn_alone(fonts, first);

    OffscreenImage image(kWhole.w, kWhole.h, fonts);
    Surface& surface = image.surface();
    // Lines of about 700 x 90 px: 4 million pixels in about 64 of them. 200
    // distinct lines go well past the budget, and the first is the least
    // recently drawn.
    for (int n = 0; n < 200; ++n) {
        surface.fill(kWhole, {255, 255, 255, 255});
        surface.text(4, 4, "Kanzlerkandidatur " + std::to_string(n), Typeface::Body, 72,
                     {0, 0, 0, 255}, kWhole);
    }
    surface.fill(kWhole, {255, 255, 255, 255});
    surface.text(4, 4, first, Typeface::Body, 72, {0, 0, 0, 255}, kWhole);
    CHECK(image.rgba() == expected);
    // And once more from the cache.
    surface.fill(kWhole, {255, 255, 255, 255});
    surface.text(4, 4, first, Typeface::Body, 72, {0, 0, 0, 255}, kWhole);
    CHECK(image.rgba() == expected);
    // A width measured once is the width measured again.
    CHECK(surface.text_width(first, Typeface::Body, 72) ==
          surface.text_width(first, Typeface::Body, 72));
    CHECK(surface.text_width(first, Typeface::Body, 72) > 300);
}
