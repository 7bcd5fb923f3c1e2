// The table view's places (src/app/table_ring.h) and the turned parts of
// the screen they are drawn in (src/app/geometry.h's Turned): docs/layout.md.

#include "app/table_ring.h"

#include "app/canvas.h"
#include "app/recording_surface.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace shn;

namespace {
bool inside(const Rect& outer, const Rect& inner) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}
bool overlap(const Rect& a, const Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
} // namespace

TEST_CASE("a turned part: its own width is the screen's height turned a quarter, and a box in "
          "it lies where its reader at that edge sees it") {
    const Turned left{{10, 20, 100, 300}, Turn::Quarter};
    CHECK(left.width() == 300);
    CHECK(left.height() == 100);
    // The top left of the part, as the player at the screen's left edge
    // reads it, is the part's top right on the screen (farthest from them).
    CHECK(left.to_screen({0, 0, 50, 10}) == Rect{100, 20, 10, 50});
    const Turned right{{10, 20, 100, 300}, Turn::ThreeQuarters};
    CHECK(right.to_screen({0, 0, 50, 10}) == Rect{10, 270, 10, 50});
    const Turned top{{10, 20, 100, 300}, Turn::Half};
    CHECK(top.to_screen({0, 0, 50, 10}) == Rect{60, 310, 50, 10});
    const Turned none{{10, 20, 100, 300}, Turn::None};
    CHECK(none.to_screen({0, 0, 50, 10}) == Rect{10, 20, 50, 10});
    CHECK(top.degrees() == 180);
    // Every turn keeps the part's whole inside the part.
    for (const Turn turn : {Turn::None, Turn::Quarter, Turn::Half, Turn::ThreeQuarters}) {
        const Turned part{{10, 20, 100, 300}, turn};
        CHECK(part.to_screen({0, 0, part.width(), part.height()}) == part.area);
    }
}

TEST_CASE("the table view's ring held sideways: ten seats clockwise from the foot's right, "
          "five a long side, each facing its edge, one size, none overlapping, the middle free") {
    const Rect body{0, 60, 1280, 680};
    const TableRing ring = table_ring(body, 10, 120, 8, 360);
    REQUIRE(ring.seats.size() == 10);
    // The foot, right to left: upright.
    for (int seat = 0; seat < 5; ++seat) {
        CHECK(ring.seats[std::size_t(seat)].turn == Turn::None);
        CHECK(ring.seats[std::size_t(seat)].area.y + 120 == body.y + body.h);
    }
    CHECK(ring.seats[0].area.x > ring.seats[1].area.x);
    // The top, left to right, turned a half.
    for (int seat = 5; seat < 10; ++seat) {
        CHECK(ring.seats[std::size_t(seat)].turn == Turn::Half);
        CHECK(ring.seats[std::size_t(seat)].area.y == body.y);
    }
    CHECK(ring.seats[5].area.x < ring.seats[6].area.x);
    // One size as each reads it; all inside the body, none over another
    // or over the middle.
    for (const SeatPlace& place : ring.seats) {
        const Turned turned{place.area, place.turn};
        CHECK(turned.width() == ring.seat.w);
        CHECK(turned.height() == 120);
        CHECK(inside(body, place.area));
        CHECK_FALSE(overlap(place.area, ring.middle));
        for (const SeatPlace& other : ring.seats)
            if (&other != &place) CHECK_FALSE(overlap(place.area, other.area));
    }
    CHECK(ring.middle.w == 1280);
    CHECK(ring.middle.h == 680 - 2 * 128);
}

TEST_CASE("the table view's ring held upright: ten seats, an end's one at the foot, four up the "
          "left turned a quarter, the top's, four down the right, none overlapping") {
    const Rect body{0, 60, 800, 1160};
    const TableRing ring = table_ring(body, 10, 120, 8, 360);
    REQUIRE(ring.seats.size() == 10);
    CHECK(ring.seats[0].turn == Turn::None);
    for (int seat = 1; seat < 5; ++seat) {
        CHECK(ring.seats[std::size_t(seat)].turn == Turn::Quarter);
        CHECK(ring.seats[std::size_t(seat)].area.x == body.x);
    }
    CHECK(ring.seats[1].area.y > ring.seats[2].area.y);
    CHECK(ring.seats[5].turn == Turn::Half);
    for (int seat = 6; seat < 10; ++seat) {
        CHECK(ring.seats[std::size_t(seat)].turn == Turn::ThreeQuarters);
        CHECK(ring.seats[std::size_t(seat)].area.x + 120 == body.x + body.w);
    }
    CHECK(ring.seats[6].area.y < ring.seats[7].area.y);
    for (const SeatPlace& place : ring.seats) {
        CHECK(inside(body, place.area));
        CHECK_FALSE(overlap(place.area, ring.middle));
        for (const SeatPlace& other : ring.seats)
            if (&other != &place) CHECK_FALSE(overlap(place.area, other.area));
    }
    CHECK(ring.middle.w == 800 - 2 * 128);
}

TEST_CASE("the table view's ring: five seats on the long sides only, and upright, eight: the long "
          "sides are the left and the right") {
    const TableRing five = table_ring({0, 0, 1280, 700}, 5, 120, 8, 400);
    REQUIRE(five.seats.size() == 5);
    CHECK(std::count_if(five.seats.begin(), five.seats.end(),
                        [](const SeatPlace& p) { return p.turn == Turn::None; }) == 3);
    CHECK(std::count_if(five.seats.begin(), five.seats.end(),
                        [](const SeatPlace& p) { return p.turn == Turn::Half; }) == 2);
    CHECK(five.middle.x == 0);
    CHECK(five.middle.w == 1280);

    const TableRing upright = table_ring({0, 0, 800, 1200}, 8, 120, 8, 400);
    REQUIRE(upright.seats.size() == 8);
    // The foot's one seat first, then three up the left, the top's one,
    // three down the right.
    CHECK(upright.seats[0].turn == Turn::None);
    CHECK(upright.seats[1].turn == Turn::Quarter);
    CHECK(upright.seats[1].area.y > upright.seats[2].area.y);
    CHECK(upright.seats[4].turn == Turn::Half);
    CHECK(upright.seats[5].turn == Turn::ThreeQuarters);
    CHECK(upright.seats[5].area.y < upright.seats[6].area.y);
    CHECK(upright.seat.w <= 400);
}

TEST_CASE("a turned part on the canvas: its fills, lines, discs, symbols and texts all land "
          "inside the part on the screen, turned (the table view's seats)") {
    RecordingSurface surface;
    Canvas canvas(surface, 1280, 800);
    std::vector<std::string> texts;
    std::vector<Rect> boxes;
    canvas.record_texts(&texts, &boxes);
    for (const Turn turn : {Turn::None, Turn::Quarter, Turn::Half, Turn::ThreeQuarters}) {
        CAPTURE(int(turn));
        surface.clear();
        texts.clear();
        boxes.clear();
        const Rect area{300, 200, 120, 360};
        {
            TurnedPart part(canvas, area, turn);
            const Rect local = part.local();
            canvas.fill({0, 0, local.w, local.h}, palette::white);
            canvas.disc(20, 20, 8, palette::ink); // a symbol's round part
            canvas.line(2, local.h - 3, local.w - 3, local.h - 3, palette::ink);
            canvas.note_symbol({4, 4, 30, 30}, "Investigated", palette::ink);
            canvas.text({0, 0, local.w, local.h / 2}, "Konstantinos", Typeface::Narrow, 20,
                        palette::ink);
        }
        REQUIRE_FALSE(surface.fills().empty());
        for (const RecordingSurface::Fill& fill : surface.fills()) CHECK(inside(area, fill.box));
        REQUIRE(boxes.size() == 2);
        for (const Rect& box : boxes) CHECK(inside(area, box));
        REQUIRE(surface.texts().size() == 1);
        CHECK(surface.texts()[0].turn == turn);
        CHECK(area.contains(surface.texts()[0].x, surface.texts()[0].y));
    }
    // Outside the part, the screen's own coordinates again.
    surface.clear();
    canvas.fill({0, 0, 10, 10}, palette::white);
    CHECK(surface.fills().back().box == Rect{0, 0, 10, 10});
}
