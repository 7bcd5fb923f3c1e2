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
    image.surface().text(4, 4, line, Typeface::Body, 72, {0, 0, 0, 255}, kWhole, {});
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
                     {0, 0, 0, 255}, kWhole, {});
    }
    surface.fill(kWhole, {255, 255, 255, 255});
    surface.text(4, 4, first, Typeface::Body, 72, {0, 0, 0, 255}, kWhole, {});
    CHECK(image.rgba() == expected);
    // And once more from the cache.
    surface.fill(kWhole, {255, 255, 255, 255});
    surface.text(4, 4, first, Typeface::Body, 72, {0, 0, 0, 255}, kWhole, {});
    CHECK(image.rgba() == expected);
    // A width measured once is the width measured again.
    CHECK(surface.text_width(first, Typeface::Body, 72) ==
          surface.text_width(first, Typeface::Body, 72));
    CHECK(surface.text_width(first, Typeface::Body, 72) > 300);
}

TEST_CASE("a line turned a half is the same pixels turned, and turned a quarter it lies across its "
          "part of the screen, read from its left edge") {
    Fonts fonts(std::filesystem::path(SHN_TEST_DATA_DIR) / "assets" / "fonts");
    REQUIRE(fonts.available());
    const std::string line = "Konstantinos";
    const std::vector<std::uint32_t> upright = drawn_alone(fonts, line);
    // Turned a half in the whole image: each pixel where its twin lies
    // turned about the centre (within the odd pixel of the rounding).
    OffscreenImage image(kWhole.w, kWhole.h, fonts);
    image.surface().fill(kWhole, {255, 255, 255, 255});
    image.surface().text(4, 4, line, Typeface::Body, 72, {0, 0, 0, 255}, kWhole,
                         Turned{kWhole, Turn::Half});
    const std::vector<std::uint32_t> half = image.rgba();
    const auto dark = [&](const std::vector<std::uint32_t>& pixels, int x, int y) {
        if (x < 0 || y < 0 || x >= kWhole.w || y >= kWhole.h) return false;
        const std::uint32_t pixel = pixels[std::size_t(y * kWhole.w + x)];
        return (pixel & 0xff) < 128; // RGBA32: red in the lowest byte here
    };
    int inked = 0, matched = 0;
    for (int y = 0; y < kWhole.h; ++y)
        for (int x = 0; x < kWhole.w; ++x) {
            if (!dark(upright, x, y)) continue;
            ++inked;
            const int tx = kWhole.w - 1 - x, ty = kWhole.h - 1 - y;
            bool near = false;
            for (int dy = -1; dy <= 1 && !near; ++dy)
                for (int dx = -1; dx <= 1 && !near; ++dx) near = dark(half, tx + dx, ty + dy);
            matched += near;
        }
    REQUIRE(inked > 1000);
    CHECK(matched * 100 >= inked * 98);

    // A quarter: the part is 120 wide and 900 tall on the screen; its own
    // width is 900. The ink lies inside the part, taller than wide.
    const Rect part{0, 0, 120, 900};
    OffscreenImage tall(120, 900, fonts);
    tall.surface().fill(part, {255, 255, 255, 255});
    tall.surface().text(4, 4, line, Typeface::Body, 72, {0, 0, 0, 255}, {0, 0, 900, 120},
                        Turned{part, Turn::Quarter});
    const std::vector<std::uint32_t> turned = tall.rgba();
    int left = 120, right = -1, top = 900, bottom = -1;
    for (int y = 0; y < 900; ++y)
        for (int x = 0; x < 120; ++x)
            if ((turned[std::size_t(y * 120 + x)] & 0xff) < 128) {
                left = std::min(left, x), right = std::max(right, x);
                top = std::min(top, y), bottom = std::max(bottom, y);
            }
    REQUIRE(right >= left);
    CHECK(bottom - top > 3 * (right - left)); // the line runs down the screen
    CHECK(top < 20);                          // from the part's top: its reader's left
    CHECK(left > 20); // its top line at the part's far side from its reader, the right
}
