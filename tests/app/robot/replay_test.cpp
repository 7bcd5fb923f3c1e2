// A kept game replayed move by move (issue 44), walked by taps: a game
// played to its end and revealed, then Past games, the game, Replay; Next,
// Previous and the rounds. At each step the window is the picture
// `--screenshot --screen replay --step N` draws of that game, however it got
// there; the roles stay hidden until the last step unless the table asks;
// the game file is never written.
#include "app/screen.h"
#include "app/shown_game.h"
#include "cli/screenshot_command.h"
#include "session/event_json.h"
#include "session/game_archive.h"
#include "session/round_history.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <fstream>
#include <iterator>
#include <map>
#include <unistd.h>

using namespace shn;

namespace {

std::map<std::filesystem::path, std::string> files_in(const std::filesystem::path& folder) {
    std::map<std::filesystem::path, std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        std::ifstream in(entry.path(), std::ios::binary);
        files[entry.path()] = std::string(std::istreambuf_iterator<char>(in), {});
    }
    return files;
}

/// How many seats show `role` as their first mark ("Hitler", "Hitler · Dead").
int seats_marked(const TableRobot& robot, const std::string& role) {
    std::string unbroken;
    for (const char c : role) unbroken += c == ' ' ? std::string("\u00a0") : std::string(1, c);
    int marked = 0;
    for (const std::string& text : robot.texts())
        marked += text == unbroken || text.rfind(unbroken + "\u00a0·", 0) == 0;
    return marked;
}

} // namespace

TEST_CASE("issue 44: Replay of a kept game by taps is, at each step, --screenshot --screen replay "
          "--step N of it, the roles hidden until the last step unless asked, nothing written") {
    for (const auto& [language, width, height] :
         {std::tuple{"de", 800, 480}, std::tuple{"es", 390, 844}}) {
        CAPTURE(language);
        TableRobot robot({language, width, height});
        TablePlay play(robot);
        REQUIRE_MESSAGE(play.new_game(5), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.play_to(TablePlay::End::HitlerElected), play.problem << '\n'
                                                                                  << robot.steps());
        REQUIRE(play.tap("ui.game_over.reveal"));
        REQUIRE_MESSAGE(play.reveal(), play.problem << '\n' << robot.steps());
        robot.key(SDLK_ESCAPE);
        REQUIRE(play.tap("ui.game_over.new_game"));
        robot.key(SDLK_ESCAPE);
        REQUIRE_MESSAGE(robot.screen() == Screen::Home, robot.screen_name() << '\n'
                                                                            << robot.steps());

        REQUIRE(play.tap("ui.home.games"));
        const std::string game = play.first_kept_game();
        REQUIRE(!game.empty());
        REQUIRE(robot.tap(game));
        const auto kept_before = files_in(robot.app().archive().folder());
        REQUIRE(play.tap("ui.replay.title"));
        REQUIRE_MESSAGE(robot.screen() == Screen::Replay, robot.screen_name());

        const GameLog& log = *robot.app().shown_game().log();
        const auto file = std::filesystem::temp_directory_path() /
                          ("shn-replay-" + std::to_string(::getpid()) + ".jsonl");
        std::ofstream(file, std::ios::binary) << log.text();
        const std::size_t last = log.history().events().size();
        REQUIRE(log.history().state().revealed_roles());
        const std::string hitler_word =
            play.words("ui.reveal.role." + std::string(role_id(Role::Hitler)));
        const auto step = [&] { return robot.app().shown_game().replay_step(); };
        // The window beside the picture of that step.
        const auto same_as_screenshot = [&] {
            const std::vector<std::uint32_t> shown = robot.pixels();
            const std::vector<std::uint32_t> drawn =
                screenshot_pixels(SHN_TEST_DATA_DIR, language, "replay", width, height, file,
                                  robot.app().preferences().settings(),
                                  SDL_GetWindowPixelFormat(robot.shell().window()), int(step()));
            std::size_t differ = shown.size() == drawn.size() ? 0 : shown.size() + 1;
            for (std::size_t index = 0; index < std::min(shown.size(), drawn.size()); ++index)
                if ((shown[index] ^ drawn[index]) & 0x00FFFFFFu) ++differ;
            return differ == 0;
        };
        CHECK(step() == 0);
        CHECK(same_as_screenshot());
        CHECK_FALSE(robot.shows_target(play.words("ui.replay.previous"))); // dimmed at the start
        // Next, three times, then Previous: step 2.
        for (int tap = 0; tap < 3; ++tap) REQUIRE(play.tap("ui.replay.next"));
        REQUIRE(play.tap("ui.replay.previous"));
        CHECK(step() == 2);
        CHECK(same_as_screenshot());
        CHECK(seats_marked(robot, hitler_word) == 0); // hidden before the end
        // A round on, and another: the step its second round begins at.
        const auto rounds = round_history(log.history());
        REQUIRE(rounds.size() >= 2);
        REQUIRE(play.tap("ui.replay.round_after"));
        REQUIRE(play.tap("ui.replay.round_after"));
        CHECK(step() == rounds[1].first_event + 1);
        CHECK(same_as_screenshot());
        CHECK(seats_marked(robot, hitler_word) == 0);
        // The table asks to see the roles: Hitler's seat says so.
        REQUIRE(play.tap("ui.replay.show_roles"));
        CHECK(seats_marked(robot, hitler_word) == 1);
        REQUIRE(play.tap("ui.replay.hide_roles"));
        CHECK(seats_marked(robot, hitler_word) == 0);
        // The keys, to the last step: the roles show there, unasked.
        while (step() < last) robot.key(SDLK_RIGHT);
        CHECK(same_as_screenshot());
        CHECK(seats_marked(robot, hitler_word) == 1);
        CHECK_FALSE(robot.shows_target(play.words("ui.replay.show_roles")));
        // Read only: no Undo, the kept games as they were.
        CHECK_FALSE(robot.shows_target(play.words("ui.table.undo")));
        robot.key(SDLK_ESCAPE);
        CHECK(files_in(robot.app().archive().folder()) == kept_before);
        std::filesystem::remove(file);
    }
}
