// How the odds moved (issue 44): every point of the chart is what
// `--analyze` says of the game cut at that move, for every golden game with
// claims; and the chart is reached by taps from Analysis and shows each
// player's last odds and, revealed, who they were.
#include "app/claim_words.h"
#include "app/screen.h"
#include "cli/analyze_command.h"
#include "core/odds_series.h"
#include "session/event_json.h"
#include "session/game_log.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <SDL.h>

#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace shn;

namespace {

const std::filesystem::path kSource = SHN_TEST_DATA_DIR;

GameLog read_golden(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    LogReadResult read = GameLog::read(in);
    REQUIRE_MESSAGE((read.log && !read.error), file);
    return std::move(*read.log);
}

} // namespace

TEST_CASE("issue 44: each point of the odds chart is --analyze of the game cut at that move, for "
          "every golden game with claims") {
    const Catalogue catalogue = Catalogue::load(kSource, "en");
    const auto cut = std::filesystem::temp_directory_path() /
                     ("shn-odds-chart-" + std::to_string(::getpid()) + ".jsonl");
    std::vector<std::filesystem::path> games;
    for (const auto& entry : std::filesystem::directory_iterator(kSource / "tests/golden/analysis"))
        if (entry.path().extension() == ".jsonl") games.push_back(entry.path());
    games.push_back(kSource / "tests/golden/accepted/long_names_10p.jsonl");
    REQUIRE(games.size() >= 8);
    int points = 0;
    for (const auto& file : games) {
        CAPTURE(file);
        const GameLog log = read_golden(file);
        const std::vector<OddsPoint> series =
            odds_series(log.history().setup(), log.history().events());
        std::size_t moves = 0;
        for (const Event& event : log.history().events()) moves += event.type != EventType::Reveal;
        REQUIRE(series.size() == moves); // a point a move, the reveal none
        for (const OddsPoint& point : series) {
            std::ofstream(cut, std::ios::binary | std::ios::trunc) << [&] {
                std::string text = log.setup_line() + "\n";
                for (std::size_t index = 0; index < point.events; ++index)
                    text += log.event_line(index) + "\n";
                return text;
            }();
            std::ostringstream out, err;
            REQUIRE(run_analyze(cut.string(), catalogue, out, err) == 0);
            const nlohmann::json report = nlohmann::json::parse(out.str());
            REQUIRE(report["players"].size() == point.players.size());
            for (std::size_t seat = 0; seat < point.players.size(); ++seat) {
                CHECK(report["players"][seat]["hitler"].get<double>() ==
                      point.players[seat].hitler);
                CHECK(report["players"][seat]["fascist_team"].get<double>() ==
                      point.players[seat].fascist_team);
            }
            ++points;
        }
    }
    std::filesystem::remove(cut);
    MESSAGE(points << " points checked");
}

TEST_CASE("issue 44: the odds chart from Analysis by taps shows each player's last odds") {
    // A game at its execution, with claims made and lies planted.
    const std::vector<std::string> lines =
        log_lines(kSource / "tests/golden/analysis/planted_lies_5p.jsonl");
    for (const auto& [language, width, height] :
         {std::tuple{"it", 800, 480}, std::tuple{"ru", 390, 844}, std::tuple{"es", 1280, 800}}) {
        CAPTURE(language);
        const std::filesystem::path folder = folder_with_autosave("shn-odds-chart", lines);
        {
            TableRobot robot({language, width, height, folder});
            robot.app().preferences().settings().analysis = true;
            robot.app().preferences().apply();
            TablePlay play(robot);
            REQUIRE_MESSAGE(play.tap("ui.home.resume"), robot.steps());
            REQUIRE_MESSAGE(play.tap("ui.analysis.title"), robot.steps());
            REQUIRE(robot.screen() == Screen::Analysis);
            REQUIRE(play.tap("ui.chart.open"));
            REQUIRE(robot.screen() == Screen::OddsChart);
            const TableSession& game = *robot.app().table().game();
            const GameHistory& history = game.log().history();
            const OddsPoint last = odds_series(history.setup(), history.events()).back();
            CHECK_FALSE(history.state().revealed_roles());
            const ClaimWords words(robot.app().preferences().catalogue(), game.log().roster());
            for (int seat = 0; seat < game.log().roster().size(); ++seat) {
                const std::string& name = game.log().roster().name_of(Seat(seat));
                CHECK_MESSAGE(robot.shows_text_containing(name), name);
                const std::string end = robot.app().preferences().catalogue().format(
                    "ui.chart.last",
                    {{"percent", words.percent(last.players[std::size_t(seat)].hitler)}});
                CHECK_MESSAGE(robot.shows_text_containing(end), end);
            }
            robot.key(SDLK_ESCAPE);
            CHECK(robot.screen() == Screen::Analysis);
        }
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 44: the odds chart from the reveal, with Claims and odds on, shows how the odds "
          "moved to the end and marks the truth, and off the reveal offers none") {
    for (const bool analysis : {true, false}) {
        CAPTURE(analysis);
        TableRobot robot({"fr", 800, 480});
        robot.app().preferences().settings().analysis = analysis;
        robot.app().preferences().apply();
        TablePlay play(robot);
        REQUIRE_MESSAGE(play.new_game(5), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.play_to(TablePlay::End::FiveLiberal), play.problem << robot.steps());
        REQUIRE(play.tap("ui.game_over.reveal"));
        REQUIRE_MESSAGE(play.reveal(), play.problem << '\n' << robot.steps());
        REQUIRE(robot.screen() == Screen::Reveal);
        CHECK(robot.shows_target(play.words("ui.chart.open")) == analysis);
        if (!analysis) continue;
        REQUIRE(play.tap("ui.chart.open"));
        REQUIRE(robot.screen() == Screen::OddsChart);
        const TableSession& game = *robot.app().table().game();
        for (int seat = 0; seat < game.log().roster().size(); ++seat)
            CHECK(robot.shows_text_containing(game.log().roster().name_of(Seat(seat))));
        robot.key(SDLK_ESCAPE);
        CHECK(robot.screen() == Screen::Reveal);
    }
}
