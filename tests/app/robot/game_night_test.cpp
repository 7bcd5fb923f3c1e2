// What a table met at a game night (issue 55): each point as the table met
// it, by taps on the real app's frame. Each test failed before its fix.
#include "app/screen.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <cstdlib>

using namespace shn;

TEST_CASE("issue 55, item 1: SDL's dummy driver plays to nowhere, so the app says there is no "
          "sound device on the home screen and shows the night's lines to be read aloud") {
    const char* before = std::getenv("SDL_AUDIODRIVER");
    const std::string kept = before ? before : "";
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    for (const bool as_a_table : {true, false}) {
        CAPTURE(as_a_table);
        TableRobot::Options options("ru", 1024, 768);
        options.silent_driver_plays = !as_a_table; // the tests' own: a device
        TableRobot robot(options);
        TablePlay play(robot);
        robot.shell().open_audio(); // as the desktop does after the first frame
        robot.wait(300);
        const std::string no_device = play.words("ui.error.no_audio");
        CHECK(robot.app().announcer().device().missing() == as_a_table);
        CHECK_MESSAGE((robot.message().find(no_device) != std::string::npos) == as_a_table,
                      robot.message());
        // Drawn on the home screen (its first words: the line may wrap).
        CHECK(robot.shows_text_containing(no_device.substr(0, no_device.find(':'))) == as_a_table);
        if (as_a_table) robot.keep_shot("home-dummy-driver");
        REQUIRE(play.new_game(5));
        REQUIRE(robot.screen() == Screen::Setup);
        CHECK(robot.shows_text_containing(play.words("ui.night.no_audio")) == as_a_table);
    }
    if (before)
        setenv("SDL_AUDIODRIVER", kept.c_str(), 1);
    else
        unsetenv("SDL_AUDIODRIVER");
}
