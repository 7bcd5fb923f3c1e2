// TapGuard's rule 2 (src/app/tap_guard.h, issue 43): a second press at once
// where a tap acted is the same tap, unless it is the same key that
// repeats, where it was.

#include "app/tap_guard.h"

#include <doctest/doctest.h>

namespace shn {

namespace {

Panel::TapTarget key(Rect box, std::string label) {
    Panel::TapTarget target;
    target.box = box;
    target.label = std::move(label);
    target.repeats = true;
    return target;
}

/// A tap at (x, y) held 60 ms from `at_ms`, on the frame shown last.
TapGuard::Verdict tap(TapGuard& guard, int x, int y, std::uint64_t at_ms,
                      const std::vector<Panel::TapTarget>& now) {
    guard.down(x, y, at_ms);
    const TapGuard::Verdict verdict = guard.up(x, y, now, 1);
    if (verdict == TapGuard::Verdict::Acts) guard.acted(at_ms + 60);
    return verdict;
}

/// A first tap at (x, y) on `first`, which acts; the next frame shows
/// `then`; the verdict on a second tap there 127 ms after the first ended.
/// `guard` is left as it is after both.
TapGuard::Verdict second_tap(TapGuard& guard, int x, int y,
                             const std::vector<Panel::TapTarget>& first,
                             const std::vector<Panel::TapTarget>& then) {
    guard.shown(first, 1, 1000);
    REQUIRE(tap(guard, x, y, 1000, first) == TapGuard::Verdict::Acts);
    guard.shown(then, 1, 1070);
    return tap(guard, x, y, 1187, then);
}

} // namespace

TEST_CASE("issue 43, a + tapped twice at a person's pace: two steps where it stays, one when "
          "the rows moved under the finger, never another row's step (the crawler's find, seed "
          "17 in CI)") {
    const Rect plus{408, 581, 90, 84};
    const int x = 453, y = 623;
    const std::vector<Panel::TapTarget> before{key({214, 581, 90, 84}, "-"), key(plus, "+")};
    SUBCASE("the rows stay: two steps") {
        TapGuard guard;
        CHECK(second_tap(guard, x, y, before, before) == TapGuard::Verdict::Acts);
    }
    SUBCASE("a message line moved the rows up 12 px: the same tap (the + may be another row's)") {
        const std::vector<Panel::TapTarget> moved{key({214, 569, 90, 84}, "-"),
                                                  key({408, 569, 90, 84}, "+")};
        TapGuard guard;
        CHECK(second_tap(guard, x, y, before, moved) == TapGuard::Verdict::SameTap);
    }
    SUBCASE("the rows moved up a row: the - of the row below is under the finger, the same tap") {
        const std::vector<Panel::TapTarget> moved{key({214, 490, 90, 84}, "-"),
                                                  key({408, 490, 90, 84}, "+"),
                                                  key({408, 578, 90, 84}, "-")};
        TapGuard guard;
        CHECK(second_tap(guard, x, y, before, moved) == TapGuard::Verdict::SameTap);
        // Tapped again after a person's pause: that - acts.
        guard.shown(moved, 1, 1300);
        CHECK(tap(guard, x, y, 1900, moved) == TapGuard::Verdict::Acts);
    }
    SUBCASE("the + of the row below came up under the finger: the same tap, not its step") {
        // The crawler's rows: 91 px apart, then 79 (a message line came).
        const std::vector<Panel::TapTarget> moved{key({408, 533, 90, 84}, "+"),
                                                  key({408, 612, 90, 84}, "+")};
        TapGuard guard;
        CHECK(second_tap(guard, x, y, before, moved) == TapGuard::Verdict::SameTap);
    }
}

TEST_CASE("issue 43, a keyboard's key tapped twice types it twice, its case changed or not") {
    const std::vector<Panel::TapTarget> upper{key({10, 10, 40, 40}, "S")};
    const std::vector<Panel::TapTarget> lower{key({10, 10, 40, 40}, "s")};
    TapGuard guard;
    CHECK(second_tap(guard, 30, 30, upper, lower) == TapGuard::Verdict::Acts);
}

} // namespace shn
