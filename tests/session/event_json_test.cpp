#include "session/event_json.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace shn;

namespace {
const PlayerRoster kRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}};

std::variant<Event, LogProblem> decode(const char* text) {
    return decode_event(nlohmann::json::parse(text), kRoster);
}
} // namespace

TEST_CASE("every event type reads and writes the contract's fields") {
    const Event events[] = {
        Event::first_president(2),
        Event::nominate(3),
        Event::vote(SeatSet::first(3)),
        Event::hitler_check(true),
        Event::enact(Policy::Fascist),
        Event::veto_request(),
        Event::veto_response(false),
        Event::investigate(4),
        Event::peek(),
        Event::special_election(1),
        Event::execute(4, true),
    };
    for (const Event& event : events) {
        const auto json = encode_event(event, kRoster);
        CAPTURE(json.dump());
        const auto decoded = decode_event(nlohmann::json::parse(json.dump()), kRoster);
        REQUIRE(std::holds_alternative<Event>(decoded));
        CHECK(std::get<Event>(decoded) == event);
    }
    CHECK(encode_event(Event::vote(SeatSet::of(1) | SeatSet::of(3)), kRoster).dump() ==
          R"({"type":"vote","ja":["Bo","Di"]})");
    CHECK(encode_event(Event::execute(4, false), kRoster).dump() ==
          R"({"type":"execute","target":"Ed","was_hitler":false})");
}

TEST_CASE("fields the contract does not know are ignored (later versions may add some)") {
    const auto decoded =
        decode(R"({"type":"nominate","chancellor":"Bo","claim":"2 fascist","at":"20:14"})");
    REQUIRE(std::holds_alternative<Event>(decoded));
    CHECK(std::get<Event>(decoded) == Event::nominate(1));
}

TEST_CASE("wrong field types are named") {
    const auto check_problem = [](const char* text, const char* key, const char* detail) {
        const auto decoded = decode(text);
        REQUIRE(std::holds_alternative<LogProblem>(decoded));
        CHECK(std::get<LogProblem>(decoded).key == key);
        CHECK(std::get<LogProblem>(decoded).detail.rfind(detail, 0) == 0);
    };
    check_problem(R"({"type":"vote","ja":"Ada"})", "log.wrong_type", "ja");
    check_problem(R"({"type":"vote","ja":[1]})", "log.wrong_type", "ja");
    check_problem(R"({"type":"vote"})", "log.missing_field", "ja");
    check_problem(R"({"type":"enact","policy":"communist"})", "log.wrong_type", "policy");
    check_problem(R"({"type":"hitler_check","is_hitler":"no"})", "log.wrong_type", "is_hitler");
    check_problem(R"({"type":"execute","target":"Ed"})", "log.missing_field", "was_hitler");
    check_problem(R"({"type":"execute","target":"Zed","was_hitler":false})", "log.unknown_player",
                  "Zed");
    check_problem(R"({"player":"Ed"})", "log.missing_field", "type");
}

TEST_CASE("claims read and write the four forms of docs/game-log.md") {
    const std::pair<Event, const char*> forms[] = {
        {Event::claim_drew(0, 1),
         R"({"type":"claim","player":"Ada","drew":{"liberal":1,"fascist":2}})"},
        {Event::claim_received(1, 0),
         R"({"type":"claim","player":"Bo","received":{"liberal":0,"fascist":2}})"},
        {Event::claim_peeked(0, 0b010),
         R"({"type":"claim","player":"Ada","peeked":["fascist","liberal","fascist"]})"},
        {Event::claim_investigated(0, 1, Policy::Fascist),
         R"({"type":"claim","player":"Ada","investigated":"Bo","party":"fascist"})"},
    };
    for (const auto& [event, text] : forms) {
        CAPTURE(text);
        CHECK(encode_event(event, kRoster).dump() == text);
        const auto decoded = decode(text);
        REQUIRE(std::holds_alternative<Event>(decoded));
        CHECK(std::get<Event>(decoded) == event);
    }
}

TEST_CASE("a malformed claim is refused with a reason, never guessed at") {
    const char* malformed[] = {
        R"({"type":"claim","player":"Ada","drew":{"liberal":2,"fascist":2}})",  // 4 tiles
        R"({"type":"claim","player":"Ada","drew":{"liberal":1}})",              // a count missing
        R"({"type":"claim","player":"Ada","drew":{"liberal":-1,"fascist":4}})", // negative
        R"({"type":"claim","player":"Ada","drew":{"liberal":1.5,"fascist":1.5}})", // not whole
        R"({"type":"claim","player":"Ada","drew":[1,2]})",
        R"({"type":"claim","player":"Bo","received":{"liberal":3,"fascist":0}})", // 3 of 2
        R"({"type":"claim","player":"Ada","peeked":["fascist","liberal"]})",
        R"({"type":"claim","player":"Ada","peeked":["fascist","liberal","red"]})",
        R"({"type":"claim","player":"Ada","drew":{"liberal":1,"fascist":2},"peeked":[]})",
        R"({"type":"claim","player":"Ada","drew":{"liberal":1,"fascist":2,"x":0}})",
    };
    for (const char* text : malformed) {
        CAPTURE(text);
        const auto decoded = decode(text);
        REQUIRE(std::holds_alternative<LogProblem>(decoded));
        CHECK(std::get<LogProblem>(decoded).key == "log.bad_claim");
    }
    const auto no_content = decode(R"({"type":"claim","player":"Ada"})");
    REQUIRE(std::holds_alternative<LogProblem>(no_content));
    CHECK(std::get<LogProblem>(no_content).key == "log.missing_field");
    const auto stranger =
        decode(R"({"type":"claim","player":"Zed","drew":{"liberal":1,"fascist":2}})");
    REQUIRE(std::holds_alternative<LogProblem>(stranger));
    CHECK(std::get<LogProblem>(stranger).key == "log.unknown_player");
    const auto party =
        decode(R"({"type":"claim","player":"Ada","investigated":"Bo","party":"red"})");
    REQUIRE(std::holds_alternative<LogProblem>(party));
    CHECK(std::get<LogProblem>(party).key == "log.wrong_type");
}

TEST_CASE("O2-O4 the rebalanced options read and write, only when on, and only at their size") {
    SetupLine setup;
    setup.roster.names = {"A", "B", "C", "D", "E", "F"};
    setup.setup.players = 6;
    CHECK(encode_setup(setup).dump().find("rebalanced") ==
          std::string::npos); // older builds read it
    setup.setup.options.rebalanced_6p = true;
    const auto decoded = decode_setup(nlohmann::json::parse(encode_setup(setup).dump()));
    REQUIRE(std::holds_alternative<SetupLine>(decoded));
    CHECK(std::get<SetupLine>(decoded).setup.options.rebalanced_6p);
    const auto wrong = decode_setup(nlohmann::json::parse(
        R"({"type":"setup","players":["A","B","C","D","E"],"options":{"rebalanced_6p":true}})"));
    REQUIRE(std::holds_alternative<LogProblem>(wrong));
    CHECK(std::get<LogProblem>(wrong).key == "refusal.option_not_for_player_count");
}

TEST_CASE("R2 a reveal reads and writes every player's role, in seat order") {
    const Event reveal = Event::reveal({2, SeatSet::of(4)});
    const auto json = encode_event(reveal, kRoster);
    CHECK(
        json.dump() ==
        R"({"type":"reveal","roles":{"Ada":"liberal","Bo":"liberal","Cy":"hitler","Di":"liberal","Ed":"fascist"}})");
    const auto decoded = decode(
        R"({"type":"reveal","roles":{"Ed":"fascist","Cy":"hitler","Ada":"liberal","Bo":"liberal","Di":"liberal"}})");
    REQUIRE(std::holds_alternative<Event>(decoded));
    CHECK(std::get<Event>(decoded) == reveal);
}

TEST_CASE("a malformed reveal is refused with a reason, never guessed at") {
    const char* malformed[] = {
        // a player missing
        R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"fascist","Cy":"liberal","Di":"liberal"}})",
        // a player twice (JSON keeps one of the two)
        R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"fascist","Cy":"liberal","Di":"liberal","Di":"liberal"}})",
        // a role the game does not have
        R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"fascist","Cy":"liberal","Di":"liberal","Ed":"spy"}})",
        R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"fascist","Cy":"liberal","Di":"liberal","Ed":1}})",
        R"({"type":"reveal","roles":["Ada","Bo"]})",
    };
    for (const char* text : malformed) {
        CAPTURE(text);
        const auto decoded = decode(text);
        REQUIRE(std::holds_alternative<LogProblem>(decoded));
        CHECK(std::get<LogProblem>(decoded).key == "log.bad_reveal");
    }
    const auto missing = decode(R"({"type":"reveal"})");
    REQUIRE(std::holds_alternative<LogProblem>(missing));
    CHECK(std::get<LogProblem>(missing).key == "log.missing_field");
    const auto stranger = decode(
        R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"fascist","Cy":"liberal","Di":"liberal","Zed":"liberal"}})");
    REQUIRE(std::holds_alternative<LogProblem>(stranger));
    CHECK(std::get<LogProblem>(stranger).key == "log.unknown_player");
    // R2: two Hitlers, or none, cannot even be written as an event.
    for (
        const char* text :
        {R"({"type":"reveal","roles":{"Ada":"hitler","Bo":"hitler","Cy":"liberal","Di":"liberal","Ed":"liberal"}})",
         R"({"type":"reveal","roles":{"Ada":"fascist","Bo":"liberal","Cy":"liberal","Di":"liberal","Ed":"liberal"}})"}) {
        CAPTURE(text);
        const auto decoded = decode(text);
        REQUIRE(std::holds_alternative<LogProblem>(decoded));
        CHECK(std::get<LogProblem>(decoded).key == "refusal.wrong_role_counts");
    }
}
