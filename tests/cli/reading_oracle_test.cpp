// The reading oracle (src/cli/reading_oracle.h, issue 54): a screen's texts,
// symbols and targets in millimetres on the table's devices, its contrast
// by WCAG 2.x, and what falls under the floors of docs/layout.md.
#include "app/canvas.h"
#include "app/palette.h"
#include "app/recording_surface.h"
#include "cli/reading_oracle.h"

#include <doctest/doctest.h>

namespace shn {

namespace {

DrawnScreen one_text(const std::string& text, int pixels, Typeface face, Colour colour,
                     Colour background, bool critical) {
    DrawnScreen drawn;
    drawn.texts = {text};
    drawn.boxes = {Rect{0, 0, 200, 40}};
    drawn.sizes = {pixels};
    drawn.styles = {DrawnStyle{face, colour, background, critical, false}};
    return drawn;
}

} // namespace

TEST_CASE("WCAG contrast: black on white is 21:1, the fascist track's old empty slot 4.39:1, "
          "the palette's pairs for text at least 4.5:1") {
    CHECK(contrast_ratio(Colour{0, 0, 0}, Colour{255, 255, 255}) == doctest::Approx(21.0));
    CHECK(contrast_ratio(palette::fascist, palette::parchment_dark) ==
          doctest::Approx(4.39).epsilon(0.01));
    CHECK(contrast_ratio(palette::fascist_text, palette::parchment_dark) >= 4.5);
    CHECK(contrast_ratio(palette::dimmed_text, palette::white) >= 4.5);
    CHECK(contrast_ratio(palette::disabled_text, palette::disabled) >= 4.5);
    CHECK(contrast_ratio(palette::ink, palette::executed) >= 4.5);
    CHECK(contrast_ratio(palette::fascist_on_night, palette::night) >= 4.5);
    CHECK(contrast_ratio(palette::white, palette::fascist) >= 4.5);
}

TEST_CASE("the device table: five devices, found by their size, none at another") {
    REQUIRE(device_of(800, 480));
    CHECK(std::string(device_of(800, 480)->name) == "pi-7in");
    CHECK(std::string(device_of(1280, 800)->name) == "tablet-10in");
    CHECK(std::string(device_of(844, 390)->name) == "phone-sideways");
    CHECK(device_of(1920, 1080) == nullptr);
}

TEST_CASE("a game-critical text: 36 px of PT Sans is 3.05 mm of x-height on the 10-inch "
          "tablet, 35 px is under its 3 mm, and Bebas capitals are read by their cap height") {
    const Device& tablet = *device_of(1280, 800);
    const auto at = [&](int pixels, Typeface face) {
        return measure_reading(
            tablet, one_text("Massimiliano", pixels, face, palette::ink, palette::white, true));
    };
    CHECK(at(36, Typeface::Narrow).critical_mm == doctest::Approx(3.048).epsilon(0.001));
    CHECK(at(36, Typeface::Narrow).findings == 0);
    CHECK(at(35, Typeface::Narrow).findings == 1);
    CHECK(at(35, Typeface::Narrow).first.find("critical") == 0);
    CHECK(at(26, Typeface::Poster).findings == 0); // 0.70 x 26 px = 3.08 mm
    CHECK(at(25, Typeface::Poster).findings == 1);
    // The same text not critical is held to the any-text floor only.
    CHECK(measure_reading(
              tablet, one_text("Rules", 16, Typeface::Body, palette::ink, palette::white, false))
              .findings == 0);
}

TEST_CASE("contrast under 4.5:1 is a finding, and large text needs 3:1") {
    const Device& pi = *device_of(800, 480);
    const ReadingFigures small =
        measure_reading(pi, one_text("Esecuzione", 21, Typeface::Narrow, palette::fascist,
                                     palette::parchment_dark, false));
    CHECK(small.findings == 1);
    CHECK(small.first.find("contrast") == 0);
    CHECK(measure_reading(pi, one_text("Esecuzione", 30, Typeface::Narrow, palette::fascist,
                                       palette::parchment_dark, false))
              .findings == 0);
}

TEST_CASE("a symbol stands as tall as twice the critical x-height, and targets under 9 mm or "
          "closer than 1 mm are reported, not failed, until every screen meets them") {
    const Device& pi = *device_of(800, 480);
    DrawnScreen drawn;
    drawn.texts = {"Not Hitler"};
    drawn.boxes = {Rect{0, 0, 20, 20}};
    drawn.sizes = {20};
    drawn.styles = {DrawnStyle{Typeface::Poster, palette::ink, palette::white, true, true}};
    CHECK(measure_reading(pi, drawn).findings == 1); // 3.8 mm under 4 mm
    drawn.sizes = {22};
    CHECK(measure_reading(pi, drawn).findings == 0);
    drawn.targets = {Panel::TapTarget{Rect{0, 100, 40, 40}, "small"},
                     Panel::TapTarget{Rect{44, 100, 60, 60}, "near"}};
    const ReadingFigures figures = measure_reading(pi, drawn);
    CHECK(figures.findings == 0);
    CHECK(figures.reported == 2);
    CHECK(figures.counts[std::size_t(ReadingFinding::Target)] == 1);
    CHECK(figures.counts[std::size_t(ReadingFinding::Gap)] == 1);
}

TEST_CASE("the canvas records each text's face, colour, background and whether it is "
          "critical, keeps a separator and a number with their words, and counts a bad break") {
    RecordingSurface surface;
    Canvas canvas(surface, 800, 480);
    std::vector<std::string> texts;
    std::vector<Rect> boxes;
    std::vector<int> sizes;
    std::vector<DrawnStyle> styles;
    canvas.record_texts(&texts, &boxes, &sizes);
    canvas.record_styles(&styles);
    canvas.fill({0, 0, 800, 480}, palette::parchment);
    canvas.fill({100, 100, 200, 100}, palette::ink);
    canvas.set_minimum_text(10);
    {
        CriticalText critical(canvas);
        canvas.text({100, 100, 200, 100}, "Kanzler", Typeface::Poster, 20, palette::white);
    }
    canvas.text({0, 300, 400, 40}, "Rules", Typeface::Body, 20, palette::ink);
    REQUIRE(styles.size() == 2);
    CHECK(styles[0].critical);
    CHECK(styles[0].background.r == palette::ink.r);
    CHECK_FALSE(styles[1].critical);
    CHECK(styles[1].background.r == palette::parchment.r);
    // "(5 Ja, 3 Nein)" in a box one word wide: "3" stays with "Nein", the
    // "·" with the word before it.
    canvas.text({0, 400, 70, 80}, "Vote 3 Nein · Round 4", Typeface::Body, 10, palette::ink,
                Align::Left);
    CHECK(canvas.bad_breaks() == 0);
    CHECK_FALSE(surface.drew("Vote 3"));
    CHECK(surface.drew("3 Nein"));
}

} // namespace shn
