// A game that ends while the disk refuses it (found by the Italian table,
// issue 44's play-through): the end says it is not saved, the way home never
// says "saved", and the finished game is kept once the disk takes it again,
// before a new game replaces it.
#include "app/screen.h"
#include "platform/posix/posix_store.h"
#include "session/faulty_store.h"
#include "session/settings.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <optional>

using namespace shn;

TEST_CASE("issue 42, a game ended on a disk that refuses it: the end says it is not saved, home "
          "never says saved, and the game reaches Past games once the disk takes it") {
    for (const std::string language : {"it", "de"}) {
        CAPTURE(language);
        FaultyStore store(platform_store());
        TableRobot::Options options(language, 800, 480);
        options.store = &store;
        TableRobot robot(options);
        TablePlay play(robot);
        REQUIRE(play.new_game(5));
        REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
        store.set_read_only(true); // a folder the app may not write
        REQUIRE_MESSAGE(play.play_to(TablePlay::End::FiveLiberal), play.problem << '\n'
                                                                                << robot.steps());
        REQUIRE(robot.screen() == Screen::GameOver);
        const Catalogue& words = robot.app().preferences().catalogue();
        const TableSession& game = *robot.app().table().game();
        REQUIRE(game.save_problem() != DiskProblem::None);
        const std::string problem = words.text(std::string(disk_problem_key(game.save_problem())));
        CHECK_MESSAGE(robot.shows_text_containing(
                          words.format("ui.error.save_failed", {{"detail", problem}})),
                      robot.steps());
        robot.keep_shot("game-over-unsaved");
        REQUIRE(play.tap("ui.menu.title"));
        REQUIRE(play.tap("ui.menu.home"));
        REQUIRE(robot.screen() == Screen::Home);
        CHECK(robot.message() == words.format("ui.menu.not_saved", {{"detail", problem}}));
        CHECK(robot.message() != words.text("ui.menu.kept"));
        // The disk takes writes again; a new game over the finished one keeps it first.
        store.set_read_only(false);
        REQUIRE(play.tap("ui.home.games"));
        CHECK_FALSE(robot.shows_text_containing(words.text("winner.liberals")));
        robot.key(SDLK_ESCAPE);
        REQUIRE(play.new_game(5)); // the finished game leaves the table
        bool kept = false;
        for (const KeptGame& game : robot.app().archive().list())
            kept |= game.finished && game.winner == Winner::Liberals;
        CHECK_MESSAGE(kept, robot.steps());
    }
}

TEST_CASE("issue 43, new table: the text size's - and + stay under the finger from 100% to 140% "
          "and back, and each tap changes the text size alone") {
    for (const auto& [width, height] : {std::pair{390, 844}, std::pair{800, 480}}) {
        CAPTURE(width);
        TableRobot robot({"es", width, height});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.settings"));
        // The topmost of a label's targets: the text size's row is the first.
        const auto topmost = [&](const std::string& label) {
            std::optional<Rect> found;
            for (const Panel::TapTarget& target : robot.targets())
                if (target.label == label && (!found || target.box.y < found->y))
                    found = target.box;
            REQUIRE(found);
            return *found;
        };
        const Rect plus = topmost("+");
        robot.app().preferences().settings().text_size_percent =
            110; // "-" is dimmed at 100%: where is it?
        robot.app().preferences().apply();
        robot.key(SDLK_ESCAPE);
        REQUIRE(play.tap("ui.home.settings"));
        const Rect minus = topmost("-");
        robot.app().preferences().settings().text_size_percent = 100;
        robot.app().preferences().apply();
        robot.key(SDLK_ESCAPE);
        REQUIRE(play.tap("ui.home.settings"));
        Settings expected = robot.app().preferences().settings();
        REQUIRE(expected.text_size_percent == 100);
        const auto tap_at_centre = [&](const Rect& box, int step) {
            const int x = box.x + box.w / 2, y = box.y + box.h / 2;
            robot.person_tap_at(x, y, x + 1, y, 400, 120); // where it was, at a person's pace
            expected.text_size_percent += step;
            CHECK(robot.app().preferences().settings() == expected);
            // Still there for the next tap (a button at its end is dimmed: no target).
            const int percent = expected.text_size_percent;
            if (percent < 140) CHECK_MESSAGE(topmost("+") == plus, topmost("+").y << " " << plus.y);
            if (percent > 100)
                CHECK_MESSAGE(topmost("-") == minus, topmost("-").y << " " << minus.y);
        };
        for (int tap = 0; tap < 4; ++tap) tap_at_centre(plus, +10);
        CHECK(robot.app().preferences().settings().text_size_percent == 140);
        for (int tap = 0; tap < 4; ++tap) tap_at_centre(minus, -10);
        CHECK(robot.app().preferences().settings().text_size_percent == 100);
    }
}
