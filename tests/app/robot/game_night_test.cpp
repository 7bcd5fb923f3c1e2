// What a table met at a game night (issue 55): each point as the table met
// it, by taps on the real app's frame. Each test failed before its fix.
#include "app/claim_words.h"
#include "app/screen.h"
#include "app/text_field.h"
#include "core/event.h"
#include "core/odds_series.h"
#include "core/phase.h"
#include "platform/posix/posix_store.h"
#include "session/app_clock.h"
#include "session/catalogue.h"
#include "session/faulty_store.h"
#include "session/player_roster.h"
#include "session/round_history.h"
#include "session/table_store.h"
#include "table_play.h"
#include "table_robot.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <tuple>

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

namespace {

/// A table left in round 1 of the 7-player claims game: `moves` lines of
/// its log (2: the first President must nominate; 3: the vote).
std::filesystem::path left_at(const std::string& name, std::size_t moves) {
    std::vector<std::string> lines = log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" /
                                               "golden" / "accepted" / "claims_simulated_7p.jsonl");
    lines.resize(moves);
    return folder_with_autosave(name, lines);
}

/// The words of `key` up to its first '(' or '{' (the part a message shows
/// whole, before the data and the wrap).
std::string opening(const TablePlay& play, std::string_view key) {
    const std::string words = play.words(key);
    return words.substr(0, words.find_first_of("({"));
}

} // namespace

TEST_CASE("issue 55, item 2: a full disk while a vote is entered: the Nein marks that a reload "
          "would not bring back are said, and kept again once the disk has room") {
    const std::filesystem::path folder = left_at("shn-vote-full", 3);
    {
        FaultyStore store(platform_store());
        TableRobot::Options options("fr", 800, 480, folder);
        options.store = &store;
        TableRobot robot(options);
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        REQUIRE(robot.app().table().game()->state().phase() == Phase::Election);
        const std::filesystem::path marks = robot.autosave_file().concat(".vote");
        store.set_full(true);
        REQUIRE(robot.tap(play.names()[1])); // Nein
        robot.wait(300);
        CHECK_MESSAGE(robot.message().find(opening(play, "ui.error.vote_not_saved")) !=
                          std::string::npos,
                      robot.message());
        CHECK(platform_store().read(marks).value_or("").find("\"nein\":0") !=
              std::string::npos); // as before the tap
        store.set_full(false);
        REQUIRE(robot.tap(play.names()[2]));
        robot.wait(300);
        REQUIRE(std::filesystem::exists(marks));
        const std::optional<std::string> kept = platform_store().read(marks);
        REQUIRE(kept);
        CHECK(kept->find("\"nein\":6") != std::string::npos); // Player 2 and Player 3
    }
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 55, item 3: a read-only disk: each move's own words stay on the message line "
          "with the warning after them, and once saving works the table is told it is saved") {
    const std::filesystem::path folder = left_at("shn-read-only-moves", 2);
    {
        FaultyStore store(platform_store());
        TableRobot::Options options("ru", 1024, 768, folder);
        options.store = &store;
        TableRobot robot(options);
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        // Left before the first nomination: the night is read again first.
        if (robot.screen() != Screen::Table) REQUIRE(play.through_setup_and_night());
        REQUIRE(robot.app().table().game()->state().phase() == Phase::Nomination);
        store.set_read_only(true);
        REQUIRE(robot.tap(play.names()[3]));
        const std::string warning = opening(play, "ui.error.save_failed");
        CHECK_MESSAGE(robot.message().find(play.names()[3]) != std::string::npos, robot.message());
        CHECK_MESSAGE(robot.message().find(warning) != std::string::npos, robot.message());
        // The game's own warning says it all: the marks' is not said too.
        CHECK(robot.message().find(opening(play, "ui.error.vote_not_saved")) == std::string::npos);
        robot.keep_shot("read-only-move");
        store.set_read_only(false);
        REQUIRE(robot.tap(play.confirm_words(7, 0)));
        CHECK_MESSAGE(robot.message().find(play.words("ui.error.saved_again")) != std::string::npos,
                      robot.message());
        CHECK(robot.message().find(warning) == std::string::npos);
        // Said once: the next move's line is its own again.
        REQUIRE(robot.app().table().game()->state().phase() == Phase::Legislative);
        REQUIRE(robot.autosave());
        CHECK(robot.autosave()->log->history().events().back().type == EventType::Vote);
    }
    std::filesystem::remove_all(folder);
}

namespace {

/// Seven players, Claims and odds on, played to Hitler elected and the
/// roles revealed: the reveal's screen.
void to_the_reveal(TableRobot& robot, TablePlay& play) {
    robot.app().preferences().settings().analysis = true;
    robot.app().preferences().apply();
    REQUIRE_MESSAGE(play.new_game(7), play.problem << '\n' << robot.steps());
    REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
    REQUIRE_MESSAGE(play.play_to(TablePlay::End::HitlerElected), play.problem << robot.steps());
    REQUIRE(play.tap("ui.game_over.reveal"));
    REQUIRE_MESSAGE(play.reveal(), play.problem << '\n' << robot.steps());
}

} // namespace

TEST_CASE("issue 55, item 7: the reveal and the chart name one moment, before the last move, and "
          "show the same odds for it") {
    TableRobot robot({"fr", 1024, 768});
    TablePlay play(robot);
    // Hitler elected: the last move makes him certain, the moment before does not.
    to_the_reveal(robot, play);
    REQUIRE(robot.screen() == Screen::Reveal);
    const TableSession& game = *robot.app().table().game();
    const GameHistory& history = game.log().history();
    const std::vector<OddsPoint> series = odds_series(history.setup(), history.events());
    const std::size_t moment = odds_moment(history.setup(), history.events());
    REQUIRE(moment >= 1);
    REQUIRE(moment < series.size()); // the game's last move is after it
    const OddsPoint& shown = series[moment - 1];
    const Catalogue& catalogue = robot.app().preferences().catalogue();
    const ClaimWords words(catalogue, game.log().roster());
    CHECK(robot.shows_text_containing(play.words("ui.reveal.model_heading")));
    // The moment's figures differ from the end's for the Hitler elected.
    const Seat hitler = history.state().revealed_roles()->hitler;
    CHECK(words.percent(shown.players[hitler].hitler) !=
          words.percent(series.back().players[hitler].hitler));
    const int players = game.log().roster().size();
    for (int seat = 0; seat < players; ++seat)
        CHECK(robot.shows_text_containing(words.percent(shown.players[std::size_t(seat)].hitler)));
    robot.keep_shot("reveal-odds");
    REQUIRE(play.tap("ui.chart.open"));
    REQUIRE(robot.screen() == Screen::OddsChart);
    CHECK(robot.shows_text_containing(play.words("ui.chart.before_end").substr(0, 12)));
    for (int seat = 0; seat < players; ++seat) {
        const std::string end = catalogue.format(
            "ui.chart.last", {{"percent", words.percent(shown.players[std::size_t(seat)].hitler)}});
        CHECK_MESSAGE(robot.shows_text_containing(end), end);
    }
    robot.keep_shot("chart-odds");
}

TEST_CASE("issue 55, item 8: a Hitler the game made certain (everyone else proved not Hitler) is "
          "filled in on the reveal, and a tap on the card says why") {
    // 5 players: three fascist policies, then Ada, Bo, Cy and Di each
    // elected Chancellor and answering No (R18): Ed is Hitler; five liberal
    // policies end the game.
    const std::vector<std::string> names{"Ada", "Bo", "Cy", "Di", "Ed"};
    std::vector<std::string> lines{R"({"type":"setup","players":["Ada","Bo","Cy","Di","Ed"]})",
                                   R"({"type":"first_president","player":"Ada"})"};
    const std::string all_ja = R"({"type":"vote","ja":["Ada","Bo","Cy","Di","Ed"]})";
    const auto government = [&](const std::string& chancellor, const std::string& policy,
                                bool asked) {
        lines.push_back(R"({"type":"nominate","chancellor":")" + chancellor + R"("})");
        lines.push_back(all_ja);
        if (asked) lines.push_back(R"({"type":"hitler_check","is_hitler":false})");
        lines.push_back(R"({"type":"enact","policy":")" + policy + R"("})");
    };
    government("Bo", "fascist", false);
    government("Cy", "fascist", false);
    government("Di", "fascist", false);
    lines.push_back(R"({"type":"peek"})");
    government("Ada", "liberal", true);
    government("Bo", "liberal", true);
    government("Cy", "liberal", true);
    government("Di", "liberal", true);
    government("Ada", "liberal", true);
    const std::filesystem::path folder = folder_with_autosave("shn-only-one-left", lines);
    {
        TableRobot robot({"fr", 800, 480, folder});
        TablePlay play(robot);
        REQUIRE_MESSAGE(play.open_reveal(), play.problem << '\n' << robot.steps());
        const std::string hitler = " · " + play.words("ui.reveal.role.hitler");
        CHECK(robot.shows_target("Ed" + hitler));
        CHECK_FALSE(robot.shows_target("Ed · " + play.words("ui.reveal.role.unknown")));
        robot.keep_shot("reveal-only-one-left");
        REQUIRE(robot.tap("Ed" + hitler));
        CHECK(robot.shows_target("Ed" + hitler)); // a tap does not cycle it
        CHECK(robot.shows_text_containing("Ed"));
        CHECK_MESSAGE(
            robot.shows_text_containing(robot.app()
                                            .preferences()
                                            .catalogue()
                                            .format("ui.reveal.only_hitler_left", {{"name", "Ed"}})
                                            .substr(0, 10)),
            robot.steps());
    }
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 55, item 9: the investigation claim's buttons say the party card's party, in "
          "words that agree with the card, not with a name or a policy") {
    std::vector<std::string> lines = log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" /
                                               "golden" / "accepted" / "claims_simulated_7p.jsonl");
    lines.resize(17); // Player 2 investigated Player 1: the claim is open
    for (const std::string language : {"fr", "ru"}) {
        CAPTURE(language);
        const std::filesystem::path folder = folder_with_autosave("shn-party-claim", lines);
        {
            TableRobot robot({language, 1024, 768, folder});
            robot.app().preferences().settings().analysis = true;
            robot.app().preferences().apply();
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.resume"));
            const Catalogue& catalogue = robot.app().preferences().catalogue();
            const std::string said = catalogue.format(
                "ui.claims.investigated", {{"name", play.names()[1]}, {"target", play.names()[0]}});
            CHECK_MESSAGE(robot.shows_text_containing(said), said);
            // The card's own words: «партийная карта … — либеральная».
            CHECK(robot.shows_target(play.words("ui.claims.party_liberal")));
            CHECK(robot.shows_target(play.words("ui.claims.party_fascist")));
            if (language == "ru") {
                CHECK(play.words("ui.claims.party_liberal") == "Либеральная");
                CHECK(said.find("партийная карта") != std::string::npos);
            } else {
                CHECK(said.find("carte de") != std::string::npos); // the card, feminine
            }
            robot.keep_shot("party-claim");
        }
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 55, item 10: a claim's tiles are never split across lines (no ordinary space "
          "between its letters)") {
    for (const std::string language : {"ru", "fr", "en"}) {
        const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, language);
        PlayerRoster roster;
        roster.names = {"Noël", "Zoë", "Ada", "Bo", "Cy"};
        const ClaimWords words(catalogue, roster);
        for (const Event& claim :
             {Event::claim_drew(0, 1), Event::claim_received(1, 0), Event::claim_peeked(0, 5)}) {
            const std::string said = words.claim(claim);
            const std::string letter = catalogue.text("ui.claims.fascist_letter");
            // The tiles are the claim's end: from the first tile letter on, no plain space.
            const std::size_t first = std::min(said.rfind(' '), said.size());
            CAPTURE(said);
            CHECK(said.substr(first + 1).find(letter) != std::string::npos);
            CHECK(said.substr(first + 1).find("\u00a0") != std::string::npos);
        }
    }
}

TEST_CASE("issue 55, items 13 and 19: the game-over timeline marks the chaos policy and the veto, "
          "and History keeps a refused veto") {
    const std::vector<std::string> lines =
        log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" / "app" / "robot" /
                  "game_night" / "chaos_and_vetoes_7p.jsonl");
    {
        const std::filesystem::path folder = folder_with_autosave("shn-timeline-marks", lines);
        TableRobot robot({"it", 1024, 768, folder});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        REQUIRE(robot.screen() == Screen::GameOver);
        CHECK(robot.shows_text_containing(play.words("ui.history.chaos")));
        CHECK(robot.shows_text_containing(play.words("ui.table.veto")));
        robot.keep_shot("timeline-chaos-veto");
        std::filesystem::remove_all(folder);
    }
    {
        // Before the last policy: the veto refused is History's last round.
        std::vector<std::string> before_end = lines;
        before_end.pop_back();
        const std::filesystem::path folder = folder_with_autosave("shn-veto-refused", before_end);
        TableRobot robot({"it", 1024, 768, folder});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        REQUIRE(robot.screen() == Screen::Table);
        REQUIRE(play.tap("ui.table.history"));
        CHECK_MESSAGE(robot.shows_text_containing(play.words("ui.history.veto_refused")),
                      robot.steps());
        robot.keep_shot("history-veto-refused");
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 55, item 16: the night's title says the eyes are open once the narrator has said "
          "so, and its countdown reads seconds in small letters") {
    TableRobot robot({"es", 800, 480});
    TablePlay play(robot);
    REQUIRE(play.new_game(5));
    REQUIRE(robot.wait_until([&] { return robot.shows_target(play.words("ui.setup.pick_random")); },
                             10 * 60 * 1000));
    REQUIRE(play.tap("ui.setup.pick_random"));
    REQUIRE(robot.wait_until([&] { return robot.shows_target(play.words("ui.setup.to_night")); },
                             60 * 1000));
    REQUIRE(play.tap("ui.setup.to_night"));
    REQUIRE(robot.screen() == Screen::Night);
    const Catalogue& catalogue = robot.app().preferences().catalogue();
    const std::string closed = play.words("ui.night.title");
    const std::string open = play.words("ui.night.title_open");
    CHECK(robot.shows_text_containing(closed));
    CHECK_FALSE(robot.shows_text_containing(open));
    // A pause's countdown, as the catalogue writes it ("5 s", never "5 S").
    bool counted = false;
    REQUIRE(robot.wait_until(
        [&] {
            for (int seconds = 1; seconds <= 20 && !counted; ++seconds)
                counted = robot.shows_text_containing(
                    catalogue.format("ui.night.countdown", {{"seconds", std::to_string(seconds)}}));
            return counted || robot.shows_target(play.words("ui.night.done"));
        },
        10 * 60 * 1000, 100));
    CHECK(counted);
    REQUIRE(robot.wait_until([&] { return robot.shows_target(play.words("ui.night.done")); },
                             10 * 60 * 1000));
    CHECK(robot.shows_text_containing(open));
    CHECK_FALSE(robot.shows_text_containing(closed));
    robot.keep_shot("night-eyes-open");
}

TEST_CASE("issue 55, item 17: during a legislative session Analysis names the draw in the "
          "President's hand, not a next draw") {
    std::vector<std::string> lines = log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" /
                                               "golden" / "accepted" / "claims_simulated_7p.jsonl");
    lines.resize(4); // the first government elected: the President holds three
    const std::filesystem::path folder = folder_with_autosave("shn-draw-in-hand", lines);
    {
        TableRobot robot({"it", 1024, 768, folder});
        robot.app().preferences().settings().analysis = true;
        robot.app().preferences().apply();
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        REQUIRE(robot.app().table().game()->state().phase() == Phase::Legislative);
        REQUIRE(play.tap("ui.analysis.title"));
        const Catalogue& catalogue = robot.app().preferences().catalogue();
        const std::string in_hand = catalogue.text("ui.analysis.draw_in_hand");
        const std::string next = catalogue.text("ui.analysis.next_draw");
        CHECK(robot.shows_text_containing(in_hand.substr(0, in_hand.find('('))));
        CHECK_FALSE(robot.shows_text_containing(next.substr(0, next.find('('))));
        robot.keep_shot("analysis-draw-in-hand");
    }
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 55, item 18: fixing an execution offers only the seats the rules allow: the "
          "President's own seat is dimmed, as on the table") {
    const std::vector<std::string> lines =
        log_lines(std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" / "golden" / "accepted" /
                  "phase_veto_9p.jsonl");
    const std::filesystem::path folder = folder_with_autosave("shn-fix-execution", lines);
    {
        TableRobot robot({"it", 1024, 768, folder});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.resume"));
        const TableSession& game = *robot.app().table().game();
        const GameHistory& history = game.log().history();
        std::optional<RoundRecord> executed;
        for (const RoundRecord& round : round_history(history))
            if (!executed && round.power == EventType::Execute) executed = round;
        REQUIRE(executed);
        REQUIRE(play.tap("ui.table.history"));
        REQUIRE_MESSAGE(robot.tap(play.round_words(executed->number)), robot.steps());
        REQUIRE(robot.tap_containing(play.words("phase.execution")));
        const std::string president = game.log().roster().name_of(executed->president);
        CHECK_FALSE(robot.shows_target(president));
        CHECK(robot.shows_text_containing(president)); // drawn, dimmed
        CHECK(robot.shows_target(game.log().roster().name_of(*executed->target)));
        robot.keep_shot("fix-execution");
    }
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 55, item 23: a quick second tap counted as the first is said on the screen it "
          "leads to, so a table that meant two taps knows to tap again") {
    TableRobot robot({"de", 800, 480});
    TablePlay play(robot);
    REQUIRE(play.tap("ui.home.settings"));
    REQUIRE(robot.screen() == Screen::Settings);
    const std::string back = play.words("ui.settings.back");
    std::optional<Rect> box;
    for (const Panel::TapTarget& target : robot.targets())
        if (target.label == back) box = target.box;
    REQUIRE(box);
    const int x = box->x + box->w / 2, y = box->y + box->h / 2;
    robot.wait(TableRobot::kHumanPauseMs);
    for (int tap = 0; tap < 2; ++tap) { // Back, Back: 60 ms held, 120 ms apart
        robot.press(x, y, true);
        AppClock::advance(60);
        robot.press(x, y, false);
        robot.frame();
        AppClock::advance(120);
    }
    robot.frame();
    // Not taken: the same tap, or nothing on the home screen under it.
    CHECK(robot.shell().taps().last != TapGuard::Verdict::Acts);
    CHECK(robot.screen() == Screen::Home);
    const std::string said = play.words("ui.tap.same_tap");
    CHECK_MESSAGE(robot.message().find(said) != std::string::npos, robot.message());
    CHECK(robot.shows_text_containing(said.substr(0, said.find(':'))));
    robot.keep_shot("same-tap-said");
    // A tap at a person's pace after it acts.
    robot.wait(TableRobot::kHumanPauseMs);
    REQUIRE(play.tap("ui.home.settings"));
    CHECK(robot.screen() == Screen::Settings);
}

TEST_CASE("issue 55, item 16: one Undo on the table, the header's, whatever the message line "
          "says") {
    for (const auto& [language, width, height] :
         {std::tuple{"es", 800, 480}, std::tuple{"de", 390, 844}}) {
        CAPTURE(language);
        TableRobot robot({language, width, height});
        TablePlay play(robot);
        REQUIRE(play.new_game(5));
        REQUIRE(play.through_setup_and_night());
        REQUIRE(play.move_towards(TablePlay::End::FiveLiberal)); // the first nomination
        REQUIRE(robot.app().messages().names_last_move());
        const std::string undo = play.words("ui.table.undo");
        int undos = 0;
        for (const Panel::TapTarget& target : robot.targets()) undos += target.label == undo;
        CHECK(undos == 1);
        robot.keep_shot("one-undo");
        REQUIRE(play.tap("ui.table.undo"));
        CHECK(robot.app().table().game()->state().phase() == Phase::Nomination);
    }
}

TEST_CASE("issue 55, item 16: the seats' name tiles keep their size while a name is typed, and "
          "name being typed shrinks in its own tile") {
    TableRobot robot({"de", 800, 480});
    TablePlay play(robot);
    REQUIRE(play.tap("ui.home.new_game"));
    REQUIRE(play.tap("ui.new_game.names_button"));
    REQUIRE(robot.screen() == Screen::Names);
    robot.wait(TableRobot::kHumanPauseMs);
    // The size the other tiles' words are drawn at, by the word (a seat's
    // default name, "Spieler 2").
    const std::string second = robot.app().draft().starting_names()[1];
    const auto drawn_size = [&]() {
        for (std::size_t index = 0; index < robot.texts().size(); ++index)
            if (robot.texts()[index] == second) return robot.text_sizes()[index];
        return 0;
    };
    const int before = drawn_size();
    REQUIRE(before > 0);
    robot.type("Hans-Joachim Müller-Lü");
    robot.frame();
    CHECK(robot.app().draft().names[0].rfind("Hans-Joachim", 0) == 0);
    CHECK(drawn_size() == before);
    // Cut at 20 letters, and said so.
    CHECK(robot.app().draft().names[0].size() < std::string("Hans-Joachim Müller-Lü").size());
    CHECK(robot.message() == robot.app().preferences().catalogue().format(
                                 "ui.names.full", {{"count", std::to_string(TextField::kLimit)}}));
    robot.keep_shot("names-long-typed");
}

TEST_CASE("issue 55, item 24: on a phone the odds chart's last row stays clear of the screen's "
          "edge, and the rounds' numbers under the strips tell which move moved a strip") {
    TableRobot robot({"de", 390, 844});
    TablePlay play(robot);
    to_the_reveal(robot, play);
    REQUIRE(play.tap("ui.chart.open"));
    REQUIRE(robot.screen() == Screen::OddsChart);
    const std::string rounds = play.words("ui.chart.rounds");
    int rounds_y = -1, lowest_name = 0;
    const std::vector<std::string> names = play.names();
    for (std::size_t index = 0; index < robot.texts().size(); ++index) {
        const Rect& box = robot.text_boxes()[index];
        if (robot.texts()[index] == rounds) rounds_y = box.y;
        if (std::find(names.begin(), names.end(), robot.texts()[index]) != names.end())
            lowest_name = std::max(lowest_name, box.y + box.h);
        CHECK_MESSAGE(box.y + box.h <= 844 - 4, robot.texts()[index]); // clear of the edge
    }
    REQUIRE(rounds_y >= 0);
    CHECK(rounds_y >= lowest_name); // under the last row
    CHECK(robot.shows_text_containing("1"));
    robot.keep_shot("chart-rounds");
}
