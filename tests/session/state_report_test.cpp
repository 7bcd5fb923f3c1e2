#include "session/state_report.h"

#include "session/game_log.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace shn;

TEST_CASE("the replay report has the contract's fields, in seating order") {
    std::istringstream in(
        R"({"type":"setup","players":["Ada","Bo","Cy","Di","Ed","Flo","Gus"]}
{"type":"first_president","player":"Cy"}
{"type":"nominate","chancellor":"Di"}
{"type":"vote","ja":["Ada","Bo","Cy","Di"]}
{"type":"enact","policy":"liberal"}
)");
    const auto result = GameLog::read(in);
    REQUIRE_FALSE(result.error.has_value());
    const auto report = state_report(result.log->history().state(), result.log->roster());
    CHECK(
        report.dump() ==
        R"({"phase":"nomination","players":[)"
        R"({"name":"Ada","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Bo","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Cy","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Di","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Ed","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Flo","alive":true,"investigated":false,"not_hitler":false},)"
        R"({"name":"Gus","alive":true,"investigated":false,"not_hitler":false}],)"
        R"("president":"Di","chancellor":null,"eligible_chancellors":["Ada","Bo","Ed","Flo","Gus"],)"
        R"("term_limited":["Cy","Di"],"liberal_policies":1,"fascist_policies":0,"election_tracker":0,)"
        R"("veto_unlocked":false,"draw_pile":14,"discard_pile":2,"winner":null,"win_reason":null})");
}
