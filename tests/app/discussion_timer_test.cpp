// The discussion timer (issue 15): a clock on the talk before a vote; it
// never touches the game, so only its own behaviour is tested here. A clock
// is no rule of the game: these tests name their issue, not a rule id.
#include "app/discussion_timer.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("issue 15: the discussion timer counts down from the chosen time, rounded up to whole "
          "seconds") {
    DiscussionTimer timer;
    CHECK_FALSE(timer.shown());
    timer.follow(7, 90, 100.0);
    CHECK(timer.shown());
    CHECK(timer.remaining(100.0) == 90);
    CHECK(timer.remaining(100.4) == 90);
    CHECK(timer.until_change(100.4) == doctest::Approx(0.6));
    CHECK(timer.remaining(101.0) == 89);
    timer.follow(7, 90, 150.0); // the same nomination: it goes on
    CHECK(timer.remaining(150.0) == 40);
    CHECK_FALSE(timer.reached_zero(189.9));
    CHECK(timer.reached_zero(190.0)); // the cue, once
    CHECK_FALSE(timer.reached_zero(191.0));
    CHECK(timer.remaining(200.0) == 0);
    CHECK(timer.until_change(200.0) < 0); // nothing more to redraw
}

TEST_CASE("issue 15: a tap pauses and resumes it, Hide dismisses it until the next nomination") {
    DiscussionTimer timer;
    timer.follow(3, 60, 0.0);
    timer.toggle_pause(10.0);
    CHECK(timer.paused());
    CHECK(timer.remaining(40.0) == 50);
    CHECK(timer.until_change(40.0) < 0); // paused: no redraws
    timer.toggle_pause(40.0);
    CHECK(timer.remaining(45.0) == 45);
    timer.dismiss();
    CHECK_FALSE(timer.shown());
    timer.follow(3, 60, 50.0); // still the same vote: stays hidden
    CHECK_FALSE(timer.shown());
    timer.follow(9, 60, 60.0); // the next nomination: a new clock
    CHECK(timer.shown());
    CHECK(timer.remaining(60.0) == 60);
    timer.stop(); // the vote was cast
    CHECK_FALSE(timer.shown());
    CHECK_FALSE(timer.reached_zero(500.0));
}

TEST_CASE("the timer's clock reads minutes and two-digit seconds, on the table and in Settings") {
    CHECK(clock_text(90) == "1:30");
    CHECK(clock_text(5) == "0:05");
    CHECK(clock_text(300) == "5:00");
}
