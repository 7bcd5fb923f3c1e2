// Issue 43, section 2, "the board tells the truth": short journeys of the
// table robot through golden games resumed where each fix shows, in
// every language (items 3-6; the seat marks are board_oracle_test.cpp's).

#include "app/robot/table_play.h"
#include "app/robot/table_robot.h"

#include "cli/screenshot_command.h"
#include "session/game_log.h"
#include "session/languages.h"
#include "session/settings.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace shn {

namespace {

std::vector<std::string> golden_lines(const char* game) {
    return log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" / "golden" / "accepted" /
                     (std::string(game) + ".jsonl"));
}

/// The state after the first `count` lines of a log.
GameState state_of(const std::vector<std::string>& lines, std::size_t count) {
    std::string text;
    for (std::size_t index = 0; index < count; ++index) text += lines[index] + "\n";
    std::istringstream in(text);
    const LogReadResult read = GameLog::read(in);
    REQUIRE(read.log);
    return read.log->history().state();
}

/// The fewest lines of `lines` whose state is in `phase` and passes `also`.
template <class Also>
std::size_t lines_to(const std::vector<std::string>& lines, Phase phase, Also also) {
    for (std::size_t count = 2; count <= lines.size(); ++count) {
        const GameState state = state_of(lines, count);
        if (state.phase() == phase && also(state)) return count;
    }
    FAIL("no state in that phase");
    return 0;
}

/// Whether seat `name`'s name is drawn dimmed: the darkest pixel of the
/// name's text box is the dimmed grey's, not the ink's.
bool name_dimmed(TableRobot& robot, const std::string& name) {
    const std::vector<std::uint32_t> pixels = robot.pixels(true);
    const int width = robot.width();
    for (std::size_t index = 0; index < robot.texts().size(); ++index) {
        if (robot.texts()[index] != name) continue;
        const Rect box = robot.text_boxes()[index];
        int darkest = 3 * 255;
        for (int y = box.y + 2; y < box.y + box.h - 2; ++y)
            for (int x = box.x + 3; x < box.x + box.w - 3; ++x) {
                const std::uint32_t pixel = pixels[std::size_t(y * width + x)];
                // RGBA32: the bytes R, G, B, A in memory.
                const auto* bytes = reinterpret_cast<const unsigned char*>(&pixel);
                darkest = std::min(darkest, bytes[0] + bytes[1] + bytes[2]);
            }
        return darkest > 250; // ink is 85, the dimmed grey 410
    }
    FAIL("no seat named " << name);
    return false;
}

} // namespace

TEST_CASE("issue 43, the draw pile as it lies: the three tiles the President drew are out of it "
          "from the election on (R21), in every language") {
    const std::vector<std::string> lines = golden_lines("simulated_game_7p");
    const std::size_t count = lines_to(lines, Phase::Election, [](const GameState& state) {
        return state.fascist_policies() < 3;
    });
    const GameState before = state_of(lines, count);
    for (const Language& language : kLanguages) {
        CAPTURE(language.id);
        const std::filesystem::path folder = folder_with_autosave(
            "shn-draw-pile", std::vector<std::string>(lines.begin(), lines.begin() + long(count)));
        {
            TableRobot robot({std::string(language.id), 800, 480, folder});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.resume"));
            REQUIRE(play.tap_starting("ui.table.confirm")); // all Ja: elected
            const GameState& state = robot.app().table().game()->state();
            REQUIRE(state.phase() == Phase::Legislative);
            const auto pile = [&](int count) {
                return robot.app().preferences().catalogue().format(
                    "ui.table.draw_pile", {{"count", std::to_string(count)}});
            };
            CHECK_MESSAGE(robot.shows_text_containing(pile(before.piles().draw_size() - 3)),
                          robot.steps());
            CHECK_FALSE(robot.shows_text_containing(pile(before.piles().draw_size())));
            robot.keep_shot("draw-pile-in-hand");
        }
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 43, every seat the rules forbid is dimmed in each power (R25, R26, R28), and "
          "the President's own seat tapped says the power's refusal, not the nomination's, in "
          "every language") {
    const std::vector<std::string> lines = golden_lines("claims_simulated_7p");
    const std::size_t investigate =
        lines_to(lines, Phase::Investigate, [](const GameState&) { return true; });
    const std::size_t special =
        lines_to(lines, Phase::SpecialElection, [](const GameState&) { return true; });
    // An execution after an investigation: a seat already investigated.
    const std::size_t execution = lines_to(lines, Phase::Execution, [](const GameState& state) {
        return !state.investigated().empty();
    });
    for (const Language& language : kLanguages)
        for (const std::size_t count : {investigate, special, execution}) {
            CAPTURE(language.id);
            CAPTURE(count);
            const GameState state = state_of(lines, count);
            const std::filesystem::path folder = folder_with_autosave(
                "shn-dimmed", std::vector<std::string>(lines.begin(), lines.begin() + long(count)));
            {
                TableRobot robot({std::string(language.id), 800, 480, folder});
                TablePlay play(robot);
                REQUIRE(play.tap("ui.home.resume"));
                REQUIRE(robot.app().table().game()->state().phase() == state.phase());
                const PlayerRoster roster =
                    robot.app().seat_names().shown(robot.app().table().game()->log().roster());
                for (Seat seat = 0; seat < state.player_count(); ++seat) {
                    if (!state.alive().contains(seat)) continue; // the dead: their own fill
                    const std::string& name = roster.names[std::size_t(seat)];
                    CAPTURE(name);
                    const bool forbidden =
                        seat == state.president() || (state.phase() == Phase::Investigate &&
                                                      state.investigated().contains(seat));
                    CHECK(name_dimmed(robot, name) == forbidden);
                }
                robot.keep_shot("dimmed-" + std::string(phase_id(state.phase())));
                // The President taps their own seat.
                REQUIRE(robot.tap(roster.names[std::size_t(*state.president())]));
                CHECK(robot.message() == play.words("refusal.power_on_president"));
            }
            std::filesystem::remove_all(folder);
        }
}

TEST_CASE("issue 43, the reveal shows the model's odds from before the move that ended the game "
          "(R18: not the Hitler just elected at 100%)") {
    const std::vector<std::string> lines = golden_lines("hitler_elected_7p");
    for (const Language& language : kLanguages) {
        CAPTURE(language.id);
        const std::filesystem::path folder = folder_with_autosave("shn-last-odds", lines);
        {
            TableRobot robot({std::string(language.id), 800, 480, folder});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.settings"));
            REQUIRE(
                robot.tap_beside(play.words("ui.settings.analysis"), play.words("ui.toggle.off")));
            REQUIRE(play.tap("ui.settings.back"));
            REQUIRE_MESSAGE(play.tap("ui.home.resume"), robot.steps());
            REQUIRE_MESSAGE(play.tap("ui.game_over.reveal"), robot.steps());
            REQUIRE_MESSAGE(play.enter_unknown_as_liberal(), play.problem);
            // Hitler the Chancellor elected (R18), two fascists beside.
            const GameState& over = robot.app().table().game()->state();
            const PlayerRoster roster =
                robot.app().seat_names().shown(robot.app().table().game()->log().roster());
            const auto show = [&](Seat seat, const char* role) {
                const std::string& name = roster.names[std::size_t(seat)];
                for (int tap = 0; tap < 4; ++tap)
                    for (const Panel::TapTarget& target : robot.targets())
                        if (target.label.rfind(name + " ", 0) == 0) {
                            if (target.label == name + " · " + play.words(role)) return;
                            REQUIRE(robot.tap(target.label));
                            break;
                        }
                FAIL("no card for " << name);
            };
            const Seat hitler = *over.chancellor();
            show(hitler, "ui.reveal.role.hitler");
            int fascists = 0;
            for (Seat seat = 0; seat < over.player_count() && fascists < 2; ++seat)
                if (seat != hitler) show(seat, "ui.reveal.role.fascist"), ++fascists;
            REQUIRE(play.tap("ui.reveal.confirm"));
            // The model's heading, then no odds at 100% nor all the others at 0%.
            REQUIRE(robot.shows_text_containing(play.words("ui.reveal.model_heading")));
            const Catalogue& catalogue = robot.app().preferences().catalogue();
            const std::string all = catalogue.format("ui.analysis.percent", {{"value", "100"}});
            const std::string none = catalogue.format("ui.analysis.percent", {{"value", "0"}});
            int zero = 0;
            bool hundred = false;
            for (const std::string& text : robot.texts()) {
                hundred |= text == all;
                zero += text == none ? 1 : 0;
            }
            CHECK_FALSE(hundred);
            CHECK(zero < 6);
            robot.keep_shot("reveal-last-odds");
        }
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 43, a Chancellor already known not to be Hitler is not asked again: the table "
          "is told, and Undo takes back the vote with the answer (R18)") {
    const std::vector<std::string> lines = golden_lines("long_veto_game_200_events");
    // Elected again after answering "not Hitler": the vote of line 31.
    const std::size_t count = lines_to(lines, Phase::Election, [](const GameState& state) {
        return state.fascist_policies() >= 3 && state.chancellor() &&
               state.known_not_hitler().contains(*state.chancellor());
    });
    for (const Language& language : kLanguages) {
        CAPTURE(language.id);
        const std::filesystem::path folder = folder_with_autosave(
            "shn-known-not-hitler",
            std::vector<std::string>(lines.begin(), lines.begin() + long(count)));
        {
            TableRobot robot({std::string(language.id), 800, 480, folder});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.resume"));
            const GameState before = robot.app().table().game()->state();
            const std::string chancellor = robot.app()
                                               .seat_names()
                                               .shown(robot.app().table().game()->log().roster())
                                               .name_of(*before.chancellor());
            REQUIRE(play.tap_starting("ui.table.confirm"));
            const GameState& state = robot.app().table().game()->state();
            CHECK(state.phase() == Phase::Legislative);
            CHECK_FALSE(robot.shows_target(play.words("ui.table.yes")));
            CHECK_MESSAGE(robot.message().find(robot.app().preferences().catalogue().format(
                              "ui.did.hitler_known_not", {{"chancellor", chancellor}})) !=
                              std::string::npos,
                          robot.message());
            const auto saved = robot.autosave();
            REQUIRE(saved);
            REQUIRE(saved->log);
            CHECK(saved->log->history().events().back().type == EventType::HitlerCheck);
            robot.keep_shot("known-not-hitler");
            REQUIRE(play.tap("ui.table.undo"));
            CHECK(robot.app().table().game()->state().phase() == Phase::Election);
        }
        std::filesystem::remove_all(folder);
    }
}

} // namespace shn

namespace shn {

namespace {

struct ReportedText {
    Rect box;
    int pixels = 0;
    std::string text;
};

std::vector<ReportedText> read_report(const std::filesystem::path& file) {
    std::vector<ReportedText> found;
    std::ifstream in(file);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        ReportedText text;
        fields >> text.box.x >> text.box.y >> text.box.w >> text.box.h >> text.pixels;
        fields.get(); // the space before the text
        std::getline(fields, text.text);
        found.push_back(text);
    }
    return found;
}

} // namespace

TEST_CASE("issue 43, SH_NARRATOR_REPORT_TEXTS: the app and --screenshot write every text drawn "
          "in the frame, its box and its size in pixels, one a line") {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / "shn-report-texts.txt";
    std::filesystem::remove(file);
    ::setenv("SH_NARRATOR_REPORT_TEXTS", file.c_str(), 1);
    const std::vector<std::string> lines = golden_lines("simulated_game_7p");
    const std::filesystem::path folder = folder_with_autosave(
        "shn-report-texts", std::vector<std::string>(lines.begin(), lines.begin() + 12));
    {
        TableRobot robot({"de", 800, 480, folder});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        const std::vector<ReportedText> reported = read_report(file);
        REQUIRE(reported.size() == robot.texts().size());
        REQUIRE_FALSE(reported.empty());
        for (std::size_t index = 0; index < reported.size(); ++index) {
            std::string text = robot.texts()[index];
            std::replace(text.begin(), text.end(), '\n', ' ');
            CHECK(reported[index].text == text);
            CHECK(reported[index].box.x == robot.text_boxes()[index].x);
            CHECK(reported[index].box.w == robot.text_boxes()[index].w);
            CHECK(reported[index].pixels == robot.text_sizes()[index]);
        }
    }
    std::filesystem::remove(file);
    // --screenshot's path draws the same table and says so.
    const std::filesystem::path log = folder / "twelve.jsonl";
    {
        std::ofstream out(log);
        for (std::size_t index = 0; index < 12; ++index) out << lines[index] << '\n';
    }
    REQUIRE_FALSE(
        screenshot_pixels(SHN_TEST_DATA_DIR, "de", "table", 800, 480, log, Settings{}).empty());
    bool pile = false;
    for (const ReportedText& text : read_report(file))
        pile |= text.text.rfind("Gesetzesstapel: ", 0) == 0 && text.pixels > 0 && text.box.w > 0;
    CHECK(pile);
    ::unsetenv("SH_NARRATOR_REPORT_TEXTS");
    std::filesystem::remove(file);
    std::filesystem::remove_all(folder);
}

} // namespace shn

namespace shn {

TEST_CASE("issue 54, the table view: turned on from the game's menu, a whole game tapped at a "
          "person's pace on seats around the screen's edge, each facing its player, still on "
          "after a kill, and off again") {
    struct Trial {
        const char* language;
        int width, height, players;
        TablePlay::End end;
    };
    // The Pi with ten, the iPad with seven, a 10" tablet upright with
    // eight (seats up the sides, turned a quarter).
    for (const Trial trial : {Trial{"de", 800, 480, 10, TablePlay::End::HitlerElected},
                              Trial{"ru", 1024, 768, 7, TablePlay::End::FiveLiberal},
                              Trial{"es", 800, 1280, 8, TablePlay::End::HitlerExecuted}}) {
        CAPTURE(trial.language);
        CAPTURE(trial.width);
        const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                             ("shn-table-view-" + std::string(trial.language));
        std::filesystem::remove_all(folder);
        {
            TableRobot::Options options(trial.language, trial.width, trial.height, folder);
            options.person_pace = true;
            TableRobot robot(options);
            TablePlay play(robot);
            const Catalogue& catalogue = robot.app().preferences().catalogue();
            const auto table_view_row = [&](const char* state) {
                return catalogue.format("ui.menu.table_view", {{"state", play.words(state)}});
            };
            REQUIRE_MESSAGE(play.new_game(trial.players), play.problem << '\n' << robot.steps());
            REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
            // At the board: Menu, the table view's row, back to the game.
            REQUIRE(play.tap("ui.menu.title"));
            REQUIRE_MESSAGE(robot.tap(table_view_row("ui.toggle.off")), robot.steps());
            REQUIRE(robot.app().preferences().settings().table_view);
            CHECK(robot.shows_target(table_view_row("ui.toggle.on")));
            REQUIRE(play.tap("ui.menu.back_to_game"));
            // The seats where their players sit: the first at the foot,
            // upright; the table's far side at the screen's top, above the
            // board's words; held upright, seats down both long sides.
            const std::vector<std::string> names = play.names();
            const auto box_of = [&](const std::string& name) -> std::optional<Rect> {
                for (const Panel::TapTarget& target : robot.targets())
                    if (target.label == name) return target.box;
                return std::nullopt;
            };
            const std::optional<Rect> first = box_of(names[0]);
            const std::optional<Rect> far = box_of(names[std::size_t(trial.players) / 2 + 1]);
            REQUIRE(first);
            REQUIRE(far);
            CHECK(first->y + first->h > robot.height() * 3 / 4);
            if (trial.width > trial.height) {
                CHECK(far->y < robot.height() / 3);
            } else {
                // Upright: a long side's seat is taller than wide (turned).
                const std::optional<Rect> side = box_of(names[1]);
                REQUIRE(side);
                CHECK(side->h > side->w);
                CHECK(side->x < robot.width() / 4);
            }
            // No two seats' targets overlap, and each is a finger at least.
            for (std::size_t a = 0; a < names.size(); ++a) {
                const std::optional<Rect> one = box_of(names[a]);
                REQUIRE(one);
                CHECK(std::min(one->w, one->h) >= 48);
                for (std::size_t b = a + 1; b < names.size(); ++b) {
                    const std::optional<Rect> two = box_of(names[b]);
                    REQUIRE(two);
                    CHECK_FALSE((one->x < two->x + two->w && two->x < one->x + one->w &&
                                 one->y < two->y + two->h && two->y < one->y + one->h));
                }
            }
            robot.keep_shot("table-view");
            // Half the game, then a kill: the view comes back with the game.
            for (int move = 0; move < 6; ++move)
                REQUIRE_MESSAGE(play.move_towards(trial.end), play.problem << '\n'
                                                                           << robot.steps());
            const std::size_t events = robot.app().table().game()->log().history().events().size();
            robot.kill();
            robot.restart();
            REQUIRE(play.tap("ui.home.resume"));
            CHECK(robot.app().preferences().settings().table_view);
            CHECK(robot.app().table().game()->log().history().events().size() == events);
            CHECK(box_of(names[0]) == first);
            REQUIRE_MESSAGE(play.play_to(trial.end), play.problem << '\n' << robot.steps());
            CHECK(robot.screen() == Screen::GameOver);
            CHECK_MESSAGE(robot.lost_taps() == 0, robot.steps());
        }
        // Off again, from the next game's menu: the rows at the foot.
        {
            TableRobot robot({trial.language, trial.width, trial.height, folder});
            TablePlay play(robot);
            CHECK(robot.app().preferences().settings().table_view);
            REQUIRE_MESSAGE(play.new_game(5), play.problem << '\n' << robot.steps());
            REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
            const std::vector<std::string> names = play.names();
            REQUIRE(play.tap("ui.menu.title"));
            REQUIRE(robot.tap(robot.app().preferences().catalogue().format(
                "ui.menu.table_view", {{"state", play.words("ui.toggle.on")}})));
            REQUIRE(play.tap("ui.menu.back_to_game"));
            CHECK_FALSE(robot.app().preferences().settings().table_view);
            // The rows again: the first two seats side by side in the first
            // row (around the edge the second sits on another side).
            int top = -1;
            for (const Panel::TapTarget& target : robot.targets())
                if (target.label == names[1]) top = target.box.y;
            for (const Panel::TapTarget& target : robot.targets())
                if (target.label == names[0]) CHECK(target.box.y == top);
        }
        std::filesystem::remove_all(folder);
    }
}

} // namespace shn
