#include "session/round_history.h"

#include "session/game_log.h"

#include <doctest/doctest.h>

#include <fstream>

using namespace shn;

TEST_CASE("the history lists every round: government, votes, result, policy, power") {
    std::ifstream in(std::string(SHN_TEST_DATA_DIR) +
                     "/tests/golden/accepted/special_election_caller_executed_7p.jsonl");
    const auto loaded = GameLog::read(in);
    REQUIRE(loaded.log.has_value());
    const auto rounds = round_history(loaded.log->history());
    REQUIRE(rounds.size() == 4);
    CHECK(rounds[0].president == 0);  // Ada
    CHECK(rounds[0].chancellor == 2); // Cy
    CHECK(rounds[0].elected);
    CHECK(rounds[0].ja.size() == 7);
    CHECK(rounds[0].policy == Policy::Fascist);
    CHECK_FALSE(rounds[0].power.has_value());
    CHECK(rounds[1].power == EventType::Investigate);
    CHECK(rounds[1].target == 6); // Gus
    CHECK(rounds[2].power == EventType::SpecialElection);
    CHECK(rounds[3].president == 5); // Flo, the special candidate (R25)
    CHECK(rounds[3].power == EventType::Execute);
    CHECK(rounds[3].target == 2); // Cy
}

TEST_CASE("failed votes, chaos and vetoes are recorded") {
    std::ifstream in(std::string(SHN_TEST_DATA_DIR) + "/tests/golden/accepted/chaos_6p.jsonl");
    const auto loaded = GameLog::read(in);
    REQUIRE(loaded.log.has_value());
    const auto rounds = round_history(loaded.log->history());
    REQUIRE(rounds.size() == 4);
    CHECK_FALSE(rounds[1].elected);
    CHECK(rounds[1].ja.size() == 3); // a tie fails (R16)
    CHECK(rounds[3].by_chaos);
    CHECK(rounds[3].policy == Policy::Fascist);

    std::ifstream veto(std::string(SHN_TEST_DATA_DIR) +
                       "/tests/golden/accepted/veto_at_tracker_two_5p.jsonl");
    const auto vetoed = GameLog::read(veto);
    REQUIRE(vetoed.log.has_value());
    CHECK(round_history(vetoed.log->history()).back().vetoed);
}
