// The group's statistics (issue 44) walked by taps: two games played to
// their end at the table (one revealed), then the Statistics screen from the
// home screen and from Past games, its figures in the table's words, paged,
// and back to where the table came from.
#include "app/canvas.h"
#include "app/screen.h"
#include "session/languages.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <filesystem>
#include <fstream>
#include <set>

using namespace shn;

namespace {

/// A 5-player game from home to its end by taps, then New game (which keeps
/// it) and back home.
void play_and_keep(TableRobot& robot, TablePlay& play, TablePlay::End end, bool reveal) {
    REQUIRE_MESSAGE(play.new_game(5), play.problem << '\n' << robot.steps());
    REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
    REQUIRE_MESSAGE(play.play_to(end), play.problem << '\n' << robot.steps());
    REQUIRE(robot.screen() == Screen::GameOver);
    if (reveal) {
        REQUIRE(play.tap("ui.game_over.reveal"));
        REQUIRE_MESSAGE(play.reveal(), play.problem << '\n' << robot.steps());
        robot.key(SDLK_ESCAPE);
        REQUIRE(robot.screen() == Screen::GameOver);
    }
    REQUIRE(play.tap("ui.game_over.new_game"));
    robot.key(SDLK_ESCAPE);
    REQUIRE_MESSAGE(robot.screen() == Screen::Home, robot.screen_name() << '\n' << robot.steps());
}

/// One 5-player game played to five liberal policies and kept: its file.
std::filesystem::path keep_one_game(TableRobot& robot, TablePlay& play) {
    play_and_keep(robot, play, TablePlay::End::FiveLiberal, false);
    std::filesystem::path kept;
    for (const auto& entry : std::filesystem::directory_iterator(robot.folder() / "games"))
        kept = entry.path();
    REQUIRE_FALSE(kept.empty());
    return kept;
}

std::string format(TableRobot& robot, std::string_view key,
                   const std::vector<std::pair<std::string, std::string>>& values) {
    return robot.app().preferences().catalogue().format(key, values);
}

} // namespace

TEST_CASE("issue 44, R40: Statistics from home and from Past games counts the games played at "
          "the table, its players by role from the revealed game, and a rate from few games says "
          "so") {
    for (const std::string& language : {std::string("es"), std::string("de"), std::string("en")}) {
        for (const auto& [width, height] : {std::pair{800, 480}, std::pair{390, 844}}) {
            CAPTURE(language);
            CAPTURE(width);
            TableRobot robot({language, width, height});
            TablePlay play(robot);
            play_and_keep(robot, play, TablePlay::End::HitlerElected, true);
            const std::vector<std::string> names = play.names();
            play_and_keep(robot, play, TablePlay::End::FiveLiberal, false);

            REQUIRE(play.tap("ui.stats.title"));
            REQUIRE_MESSAGE(robot.screen() == Screen::Stats, robot.screen_name());
            // Two games kept, both finished; five players, the fascists won
            // one (Hitler elected) and the liberals one.
            CHECK_MESSAGE(robot.shows_text_containing(format(robot, "ui.stats.summary",
                                                             {{"games", "2"}, {"finished", "2"}})),
                          robot.steps());
            CHECK(robot.shows_text_containing(
                format(robot, "ui.stats.count",
                       {{"players", "5"}, {"games", "2"}, {"liberal", "1"}, {"fascist", "1"}})));
            // The players' figures say whose games they count: the revealed one.
            CHECK(robot.shows_text_containing(
                format(robot, "ui.stats.players_note", {{"games", "1"}})));
            // Two games: too few for a rate, said in words, never "50%".
            CHECK(robot.shows_text_containing(format(robot, "ui.stats.too_few", {{"count", "5"}})));
            // No real 5-player games to compare: said, not guessed.
            CHECK(robot.shows_text_containing(play.words("ui.stats.no_reference")));
            // Each player of the revealed game, on this page or the next ones:
            // one game, and the win only for the fascist team (Hitler is the
            // seat after the first President in the robot's roles).
            const std::string hitler_won =
                format(robot, "ui.stats.as_hitler", {{"wins", "1"}, {"games", "1"}});
            // (A text drawn on two frames is one row: sets.)
            std::set<std::string> seen, won;
            for (int page = 0; page < 6; ++page) {
                for (const std::string& text : robot.texts()) {
                    for (const std::string& name : names)
                        if (text.rfind(name + ":", 0) == 0 || text.rfind(name + " :", 0) == 0)
                            seen.insert(text);
                    if (text.find(hitler_won) != std::string::npos) won.insert(text);
                }
                if (!robot.shows_target(play.words("ui.rules.next"))) break;
                REQUIRE(play.tap("ui.rules.next"));
            }
            CHECK_MESSAGE(seen.size() == names.size(), robot.steps());
            CHECK(won.size() == 1); // exactly one Hitler, who won
            robot.key(SDLK_ESCAPE);
            CHECK(robot.screen() == Screen::Home);

            // From Past games, and Back returns there.
            REQUIRE(play.tap("ui.home.games"));
            REQUIRE(robot.screen() == Screen::Games);
            REQUIRE(play.tap("ui.stats.title"));
            CHECK(robot.screen() == Screen::Stats);
            REQUIRE(play.tap("ui.settings.back"));
            CHECK(robot.screen() == Screen::Games);
        }
    }
}

TEST_CASE("issue 44: Statistics with no game kept says where its figures will come from") {
    TableRobot robot({"fr", 800, 480});
    TablePlay play(robot);
    REQUIRE(play.tap("ui.stats.title"));
    REQUIRE(robot.screen() == Screen::Stats);
    CHECK(robot.shows_text_containing(play.words("ui.stats.none")));
    CHECK_FALSE(robot.shows_target(play.words("ui.rules.next")));
}

TEST_CASE("Past games: a file damaged after its setup opens up to its bad line and says so, one "
          "that cannot be read says so at the tap, Statistics counts both as damaged (the "
          "Italian table's find: such a game was left out whole, and its tap said nothing)") {
    for (const std::string& language : {std::string("it"), std::string("ru")}) {
        CAPTURE(language);
        TableRobot robot({language, 800, 480});
        TablePlay play(robot);
        const std::filesystem::path kept = keep_one_game(robot, play);
        const auto games = kept.parent_path();
        std::vector<std::string> lines = log_lines(kept);
        REQUIRE(lines.size() > 6);
        // Newer than the game: its first five lines, then a torn one.
        {
            std::ofstream torn(games / "29990101-000000.jsonl");
            for (std::size_t line = 0; line < 5; ++line) torn << lines[line] << '\n';
            torn << "{\"type\":\"vote\",\"ja\n";
        }
        std::ofstream(games / "29990102-000000.jsonl") << "garbage\n";
        REQUIRE(play.tap("ui.home.games"));
        REQUIRE(robot.screen() == Screen::Games);
        // Newest first: the unreadable file, then the torn one, then the game.
        const std::string cannot =
            format(robot, "ui.games.cannot_open", {{"file", "29990102-000000.jsonl"}});
        CHECK_FALSE(robot.shows_text_containing(cannot));
        REQUIRE(robot.shows_text_containing("29990102-000000.jsonl"));
        const std::string months = play.words("ui.games.months");
        const std::string january = months.substr(0, months.find(' '));
        REQUIRE_MESSAGE(
            robot.tap(
                format(robot, "ui.games.kept_on_year",
                       {{"month", january}, {"day", "2"}, {"year", "2999"}, {"time", "00:00"}})),
            robot.steps());
        CHECK(robot.screen() == Screen::Games);
        CHECK_MESSAGE(robot.shows_text_containing(cannot), robot.steps());
        // The torn game: listed with its players, and it opens.
        CHECK(robot.shows_text_containing(format(robot, "ui.games.damaged_from", {{"line", "6"}})));
        robot.key(SDLK_2);
        REQUIRE_MESSAGE(robot.shows_text_containing(play.words("ui.games.read_only")),
                        robot.steps());
        CHECK(
            robot.shows_text_containing(format(robot, "ui.games.damaged_opened", {{"line", "6"}})));
        REQUIRE(play.tap("ui.table.history"));
        CHECK(robot.screen() == Screen::History);
        robot.key(SDLK_ESCAPE);
        robot.key(SDLK_ESCAPE);
        REQUIRE(robot.screen() == Screen::Games);
        // Statistics: three files, one game counted, two damaged.
        REQUIRE(play.tap("ui.stats.title"));
        CHECK_MESSAGE(robot.shows_text_containing(
                          format(robot, "ui.stats.summary_damaged",
                                 {{"games", "1"}, {"finished", "1"}, {"damaged", "2"}})),
                      robot.steps());
    }
}

TEST_CASE("issue 44: the home screen's paired buttons (Rules, Past games, Settings, Statistics) "
          "say their words in one size, never squeezed on a phone (the Italian table's find: "
          "IMPOSTAZIONI and STATISTICHE smaller than their neighbours)") {
    for (const auto& each : kLanguages) {
        for (const auto& [width, height] :
             {std::pair{800, 480}, std::pair{390, 844}, std::pair{1280, 800}}) {
            const std::string language(each.id);
            CAPTURE(language);
            CAPTURE(width);
            TableRobot robot({language, width, height});
            TablePlay play(robot);
            REQUIRE(robot.screen() == Screen::Home);
            std::set<int> sizes;
            for (const char* key :
                 {"ui.home.rules", "ui.home.games", "ui.home.settings", "ui.stats.title"}) {
                const std::string words = play.words(key);
                bool drawn = false;
                for (std::size_t index = 0; index < robot.texts().size(); ++index)
                    if (robot.texts()[index] == words) {
                        sizes.insert(robot.text_sizes()[index]);
                        drawn = true;
                    }
                CHECK_MESSAGE(drawn, words);
            }
            CHECK(sizes.size() == 1);
            // Read across the table: at least that floor (the squeezed
            // Italian words were at the up-close one).
            CHECK(*sizes.begin() >=
                  Canvas::minimum_text_px(width, height, ReadingDistance::AcrossTheTable));
        }
    }
}

TEST_CASE("Past games: Older turns a whole page, Newer turns it back (the Italian table's find: a "
          "row a tap)") {
    TableRobot robot({"it", 800, 480});
    TablePlay play(robot);
    const std::filesystem::path kept = keep_one_game(robot, play);
    const auto games = kept.parent_path();
    // Twenty games, one a day in January 2030.
    for (int day = 1; day <= 20; ++day) {
        char name[32];
        std::snprintf(name, sizeof name, "203001%02d-120000.jsonl", day);
        std::filesystem::copy_file(kept, games / name);
    }
    const std::string months = play.words("ui.games.months");
    const std::string january = months.substr(0, months.find(' '));
    const auto shown_days = [&] {
        std::set<int> days;
        for (int day = 1; day <= 20; ++day)
            if (robot.shows_target(format(robot, "ui.games.kept_on_year",
                                          {{"month", january},
                                           {"day", std::to_string(day)},
                                           {"year", "2030"},
                                           {"time", "12:00"}})))
                days.insert(day);
        return days;
    };
    REQUIRE(play.tap("ui.home.games"));
    const std::set<int> first = shown_days();
    REQUIRE(first.size() >= 3);
    CHECK(*first.rbegin() == 20); // newest first
    REQUIRE(play.tap("ui.history.older"));
    const std::set<int> second = shown_days();
    REQUIRE(second.size() == first.size());
    // The next page: the day after the first page's oldest, none seen again.
    CHECK(*second.rbegin() == *first.begin() - 1);
    REQUIRE(play.tap("ui.history.newer"));
    CHECK(shown_days() == first);
}

TEST_CASE("issue 44: Statistics' player pages at 140% on a phone: Next shows each player once, "
          "Previous shows the page before again (the French table's find: the last page "
          "repeated a player, and back from it showed a page never seen)") {
    TableRobot robot({"fr", 390, 844});
    robot.app().preferences().settings().text_size_percent = 140;
    robot.app().preferences().apply();
    TablePlay play(robot);
    play_and_keep(robot, play, TablePlay::End::FiveLiberal, true);
    const std::vector<std::string> names = play.names();
    REQUIRE(play.tap("ui.stats.title"));
    const auto rows = [&] {
        std::set<std::string> shown;
        for (const std::string& text : robot.texts())
            for (const std::string& name : names)
                if (text.rfind(name + ":", 0) == 0 || text.rfind(name + " :", 0) == 0 ||
                    text.rfind(name + "\u00a0:", 0) == 0)
                    shown.insert(name);
        return shown;
    };
    std::vector<std::set<std::string>> pages{rows()};
    while (robot.shows_target(play.words("ui.rules.next")) && pages.size() < 8) {
        REQUIRE(play.tap("ui.rules.next"));
        pages.push_back(rows());
    }
    MESSAGE("pages: " << pages.size());
    CHECK(pages.size() >= 2); // at 140% on a phone, five players take more than a page
    std::multiset<std::string> seen;
    for (const auto& page : pages) seen.insert(page.begin(), page.end());
    CHECK(seen.size() == names.size());
    CHECK(std::set<std::string>(seen.begin(), seen.end()).size() == names.size());
    if (pages.size() >= 2) {
        REQUIRE(play.tap("ui.rules.previous"));
        CHECK(rows() == pages[pages.size() - 2]);
    }
}
