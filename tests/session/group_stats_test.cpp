// The group's statistics (issue 44): what the kept games say together, how
// sure each figure is, and the JSON and CSV of `--stats`.
#include "session/group_stats.h"
#include "session/stats_report.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

using namespace shn;

namespace {

KeptGame finished(std::vector<std::string> players, Winner winner, WinReason reason,
                  std::optional<Roles> roles = std::nullopt) {
    KeptGame game;
    game.players = std::move(players);
    game.finished = true;
    game.winner = winner;
    game.reason = reason;
    game.roles = roles;
    game.revealed = roles.has_value();
    return game;
}

const std::vector<std::string> kFive{"Ada", "Bo", "Cy", "Di", "Ed"};

} // namespace

TEST_CASE("R40 statistics: a damaged file is counted apart, an unfinished game is a game but "
          "no result") {
    KeptGame damaged;
    damaged.damaged = true;
    damaged.players = kFive; // its readable prefix names players: still left out
    KeptGame unfinished;
    unfinished.players = kFive;
    const GroupStats stats =
        tally_games({damaged, unfinished,
                     finished(kFive, Winner::Fascists, WinReason::HitlerElected, Roles{1, {}})});
    CHECK(stats.damaged == 1);
    CHECK(stats.games == 2);
    CHECK(stats.finished == 1);
    REQUIRE(stats.by_players.size() == 1);
    CHECK(stats.by_players.at(5).fascist_wins == 1);
    CHECK(stats.ends[static_cast<int>(WinReason::HitlerElected)] == 1);
    CHECK(stats.players.size() == 5); // the unfinished game's players are not counted
}

TEST_CASE("R2 R40 statistics: each player's games and wins by role, from the games whose reveal "
          "was entered") {
    // Game 1: Bo is Hitler, Cy a fascist (R2, 7 players: two fascists), the fascists win.
    const std::vector<std::string> seven{"Ada", "Bo", "Cy", "Di", "Ed", "Fa", "Gu"};
    Roles first{1, SeatSet::of(2) | SeatSet::of(3)};
    // Game 2: the same friends, other seats: Ada is Hitler and is executed.
    const std::vector<std::string> moved{"Bo", "Ada", "Cy", "Di", "Ed"};
    Roles second{1, SeatSet::of(4)};
    const GroupStats stats =
        tally_games({finished(seven, Winner::Fascists, WinReason::FascistPolicies, first),
                     finished(moved, Winner::Liberals, WinReason::HitlerExecuted, second),
                     finished(kFive, Winner::Liberals, WinReason::LiberalPolicies)}); // no reveal
    CHECK(stats.finished == 3);
    CHECK(stats.revealed == 2); // what the players' figures count
    CHECK(stats.by_players.at(5).games == 2);
    CHECK(stats.by_players.at(5).liberal_wins == 2);
    const auto player = [&stats](std::string_view name) {
        for (const PlayerRecord& record : stats.players)
            if (record.name == name) return record;
        FAIL("no player " << name);
        return PlayerRecord{};
    };
    const PlayerRecord ada = player("Ada");
    CHECK(ada.all.games == 2); // the unrevealed third game is not counted
    CHECK(ada.all.wins == 0);  // a liberal who lost, then Hitler executed
    CHECK(ada.as[static_cast<int>(Role::Hitler)].games == 1);
    CHECK(ada.as[static_cast<int>(Role::Liberal)].games == 1);
    const PlayerRecord bo = player("Bo");
    CHECK(bo.all.wins == 2); // Hitler when the fascists won, then a liberal when they lost
    CHECK(bo.as[static_cast<int>(Role::Hitler)].wins == 1);
    CHECK(bo.as[static_cast<int>(Role::Liberal)].wins == 1);
    CHECK(player("Ed").as[static_cast<int>(Role::Fascist)].games == 1);
    CHECK(stats.players.back().all.games == 1); // most games first: Fa and Gu played one
}

TEST_CASE("R40 statistics: a name typed another way is another player") {
    const GroupStats stats =
        tally_games({finished({"Ada", "Bo", "Cy", "Di", "Ed"}, Winner::Liberals,
                              WinReason::LiberalPolicies, Roles{0, {}}),
                     finished({"ada", "Bo", "Cy", "Di", "Ed"}, Winner::Liberals,
                              WinReason::LiberalPolicies, Roles{0, {}})});
    CHECK(stats.players.size() == 6);
}

TEST_CASE("statistics: a rate from few games says so, and its interval is honest at 0 and at n "
          "of n") {
    const WinShare one{1, 1};
    CHECK_FALSE(one.enough()); // one game won is not "100%"
    const auto [low, high] = one.interval();
    CHECK(low < 0.25);
    CHECK(high == doctest::Approx(1.0));
    const WinShare five{WinShare::kFewGames, 0};
    CHECK(five.enough());
    CHECK(five.interval().first == doctest::Approx(0.0));
    CHECK(five.interval().second > 0.4);
    // 248 of 461 (the real 7-player games): 53.8%, about 49.2% to 58.3%.
    const WinShare real{461, 248};
    CHECK(real.interval().first == doctest::Approx(0.4924).epsilon(0.001));
    CHECK(real.interval().second == doctest::Approx(0.5829).epsilon(0.001));
    CHECK(WinShare{}.interval() == std::pair{0.0, 1.0});
}

TEST_CASE("statistics: the reference is the real games' figure, only for counts they have") {
    REQUIRE(reference_fascist_wins(7));
    CHECK(reference_fascist_wins(7)->games > 400);
    CHECK_FALSE(reference_fascist_wins(5)); // no real 5-player games: no reference, never a guess
    CHECK_FALSE(reference_fascist_wins(10));
}

TEST_CASE("statistics: --stats JSON has the contract's fields, and the CSV quotes a name with a "
          "comma") {
    const GroupStats stats =
        tally_games({finished({"Luca, jr.", "Bo \"B\"", "Cy", "Di", "Ed"}, Winner::Liberals,
                              WinReason::LiberalPolicies, Roles{4, {}})});
    const auto json = stats_report(stats);
    CHECK(json["games"] == 1);
    CHECK(json["by_players"]["5"]["liberal_wins"] == 1);
    CHECK(json["ends"]["liberal_policies"] == 1);
    CHECK(json["ends"]["hitler_elected"] == 0);
    CHECK(json["players"].size() == 5);
    CHECK(json["players"][0]["liberal"]["wins"] == 1);
    CHECK(json["reference"].empty()); // no real 5-player games
    const std::string csv = stats_csv(stats);
    CHECK(csv.find("player,\"Luca, jr.\",1,1,1,1,0,0,0,0\r\n") != std::string::npos);
    CHECK(csv.find("player,\"Bo \"\"B\"\"\",") != std::string::npos);
    CHECK(csv.find("all,games,1,,,,,,,\r\n") != std::string::npos);
}
