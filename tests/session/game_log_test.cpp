#include "session/game_log.h"

#include "core/table_simulator.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace shn;

namespace {

LogReadResult read(const std::string& text) {
    std::istringstream in(text);
    return GameLog::read(in);
}

const std::string kSetup =
    R"({"type":"setup","players":["Ada","Bo","Cy","Di","Ed","Flo","Gus"],"options":{"tracker_resets_on_election":false}})"
    "\n";

void check_error(const std::string& text, std::size_t line, const std::string& key) {
    const auto result = read(text);
    REQUIRE(result.error.has_value());
    CHECK(result.error->line == line);
    CHECK(result.error->problem.key == key);
}

} // namespace

TEST_CASE("the example log of the contract loads") {
    const auto result = read(kSetup + R"({"type":"first_president","player":"Cy"}
{"type":"nominate","chancellor":"Di"}
{"type":"vote","ja":["Ada","Bo","Cy","Di"]}
{"type":"enact","policy":"fascist"}
)");
    REQUIRE_FALSE(result.error.has_value());
    REQUIRE(result.log.has_value());
    const GameState& state = result.log->history().state();
    CHECK(state.phase() == Phase::Nomination);
    CHECK(state.fascist_policies() == 1);
    CHECK(result.log->roster().name_of(*state.president()) == "Di");
}

TEST_CASE("blank lines are ignored but counted, options may be absent") {
    const auto result = read("\n  \n"
                             R"({"type":"setup","players":["A","B","C","D","E"]})"
                             "\n\n"
                             R"({"type":"first_president","player":"E"})"
                             "\r\n");
    REQUIRE_FALSE(result.error.has_value());
    CHECK(result.log->history().events().size() == 1);
    CHECK_FALSE(result.log->history().setup().options.tracker_resets_on_election);
    check_error("\n\n"
                R"({"type":"setup","players":["A","B","C","D","E"]})"
                "\n\n"
                R"({"type":"nominate"})",
                5, "log.missing_field");
}

TEST_CASE("bad input names the first bad line and keeps the valid prefix") {
    check_error("", 1, "log.empty");
    check_error("\n\n   \n", 1, "log.empty");
    check_error(R"({"type":"first_president","player":"Cy"})", 1, "log.setup_expected");
    check_error("{not json", 1, "log.malformed_json");
    check_error("[1,2,3]", 1, "log.not_an_object");
    check_error(kSetup + R"({"type":"first_president","player":"Zed"})", 2, "log.unknown_player");
    check_error(kSetup + R"({"type":"first_president","player":3})", 2, "log.wrong_type");
    check_error(kSetup + R"({"type":"first_president"})", 2, "log.missing_field");
    check_error(kSetup + R"({"type":"teleport"})", 2, "log.unknown_event_type");
    check_error(kSetup + R"({"type":42})", 2, "log.wrong_type");
    check_error(kSetup + kSetup, 2, "log.setup_repeated");
    check_error(kSetup + R"({"type":"nominate","chancellor":"Bo"})", 2, "refusal.wrong_phase");
    check_error(kSetup + "{\"type\":\"first_president\",\"player\":\"\xff\"}", 2,
                "log.invalid_utf8");
    check_error(kSetup + "{\"type\":\"first_president\",\"player\":\"Cy\"}\n{\"type\":\"nominate\","
                         "\"chancellor\":\"Cy\"}",
                3, "refusal.target_is_president");

    const auto prefix = read(kSetup + R"({"type":"first_president","player":"Cy"}
{"type":"nominate","chancellor":"Di"}
{"type":"vote","ja":["Ada","Ada"]})");
    REQUIRE(prefix.error.has_value());
    CHECK(prefix.error->line == 4);
    CHECK(prefix.error->problem.key == "log.duplicate_voter");
    REQUIRE(prefix.log.has_value());
    CHECK(prefix.log->history().events().size() == 2);
    CHECK(prefix.log->history().state().phase() == Phase::Election);
}

TEST_CASE("setup lines are checked: count, names, options, format") {
    check_error(R"({"type":"setup","players":["A","B","C","D"]})", 1,
                "refusal.player_count_out_of_range");
    check_error(R"({"type":"setup","players":["A","B","C","D","E","F","G","H","I","J","K"]})", 1,
                "refusal.player_count_out_of_range");
    check_error(R"({"type":"setup","players":["A","B","C","D","A"]})", 1, "log.duplicate_player");
    check_error(R"({"type":"setup","players":["A","B","C","D"," "]})", 1, "log.blank_player_name");
    check_error(R"({"type":"setup","players":["A","B","C","D",5]})", 1, "log.wrong_type");
    check_error(R"({"type":"setup","players":"A,B,C,D,E"})", 1, "log.wrong_type");
    check_error(R"({"type":"setup"})", 1, "log.missing_field");
    check_error(R"({"type":"setup","players":["A","B","C","D","E"],"options":{"rebalanced":true}})",
                1, "log.unknown_option");
    check_error(
        R"({"type":"setup","players":["A","B","C","D","E"],"options":{"tracker_resets_on_election":1}})",
        1, "log.wrong_type");
    check_error(R"({"type":"setup","format":2,"players":["A","B","C","D","E"]})", 1,
                "log.newer_format");
    check_error(R"({"type":"setup","format":18446744073709551615,"players":["A","B","C","D","E"]})",
                1, "log.newer_format");
    check_error(R"({"type":"setup","format":0,"players":["A","B","C","D","E"]})", 1,
                "log.wrong_type");
    check_error(R"({"type":"setup","format":-1,"players":["A","B","C","D","E"]})", 1,
                "log.wrong_type");
    CHECK_FALSE(
        read(R"({"type":"setup","format":1,"players":["A","B","C","D","E"]})").error.has_value());
}

TEST_CASE("a line longer than the limit is refused without reading it all into the engine") {
    const std::string huge(GameLog::kMaxLineBytes + 10, 'x');
    check_error(kSetup + huge + "\n", 2, "log.line_too_long");
    // The limit is exact: kMaxLineBytes bytes are read, one more is refused.
    std::string padded = R"({"type":"first_president","player":"Cy","note":")";
    padded += std::string(GameLog::kMaxLineBytes - padded.size() - 2, ' ') + "\"}";
    REQUIRE(padded.size() == GameLog::kMaxLineBytes);
    CHECK_FALSE(read(kSetup + padded + "\n").error.has_value());
    padded.insert(padded.size() - 2, " ");
    check_error(kSetup + padded + "\n", 2, "log.line_too_long");
    // A NUL byte inside a line is not JSON.
    check_error(kSetup + std::string("{\"type\":\0\"peek\"}", 17), 2, "log.malformed_json");
}

TEST_CASE("events after the end of the game are refused (R40)") {
    std::vector<Event> events;
    TableSimulator(5).play(GameSetup{5, {}}, &events);
    GameLog log(PlayerRoster{{"A", "B", "C", "D", "E"}}, GameSetup{5, {}});
    for (const Event& event : events) REQUIRE(log.history().append(event) == Refusal::None);
    const std::string text = log.text() + R"({"type":"peek"})"
                                          "\n";
    const auto result = read(text);
    REQUIRE(result.error.has_value());
    CHECK(result.error->problem.key == "refusal.game_over");
    CHECK(result.error->line == events.size() + 2);
}

TEST_CASE("writing a log and reading it back gives the same game") {
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        std::vector<Event> events;
        const GameSetup setup{5 + int(seed % 6), {seed % 3 == 0}};
        TableSimulator(seed).play(setup, &events);
        PlayerRoster roster;
        for (int seat = 0; seat < setup.players; ++seat)
            roster.names.push_back(seat % 2 ? "Игрок " + std::to_string(seat)
                                            : "Giocatore " + std::to_string(seat));
        GameLog log(roster, setup);
        for (const Event& event : events) REQUIRE(log.history().append(event) == Refusal::None);

        const auto again = read(log.text());
        REQUIRE_FALSE(again.error.has_value());
        CHECK(again.log->history().events() == events);
        CHECK(again.log->history().setup() == setup);
        CHECK(again.log->text() == log.text());
    }
}
