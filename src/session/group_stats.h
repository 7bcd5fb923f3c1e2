#pragma once

#include "core/phase.h"
#include "session/game_archive.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shn {

/// A share of games won, with how sure it is: `wins` of `games`, and the
/// 95% Wilson interval around it. `enough()` is false under kFewGames: the
/// screens then say "too few games" and never a bare rate (one game won is
/// not "100%").
struct WinShare {
    static constexpr int kFewGames = 5;
    int games = 0;
    int wins = 0;
    bool enough() const { return games >= kFewGames; }
    double rate() const { return games > 0 ? static_cast<double>(wins) / games : 0.0; }
    /// The 95% Wilson score interval, {0, 1} with no games.
    std::pair<double, double> interval() const;
};

/// One player of the group, by name as typed (the same name typed the same
/// way is the same player), over the finished games whose reveal was entered.
struct PlayerRecord {
    std::string name;
    WinShare all;
    std::array<WinShare, kRoleCount> as; // indexed by Role: liberal, fascist, Hitler
};

/// One player count's finished games and each team's wins.
struct CountRecord {
    int games = 0;
    int liberal_wins = 0;
    int fascist_wins = 0;
    WinShare fascists() const { return {games, fascist_wins}; }
};

/// GroupStats: what a group's kept games say together (issue 44). `games`
/// counts the games that could be read (finished or not); a damaged file
/// is counted in `damaged` and left out of everything else. `by_players`
/// and `ends` count finished games; `players` counts finished games with
/// the reveal entered (`revealed` of them), most games first, then by name. A value, computed
/// from the archive's list and nothing else.
struct GroupStats {
    int games = 0;
    int finished = 0;
    int damaged = 0;
    int revealed = 0; // finished games with the reveal entered: what `players` counts
    std::map<int, CountRecord> by_players;
    std::array<int, kWinReasonCount> ends{}; // indexed by WinReason (None unused)
    std::vector<PlayerRecord> players;
};

GroupStats tally_games(const std::vector<KeptGame>& games);

/// The reference beside a group's figure: the fascists' wins at one player
/// count in the real secrethitler.io games of data/real-games/ (their own
/// published statistics could not be found; docs/statistics.md). Absent for
/// a count those games do not have.
std::optional<WinShare> reference_fascist_wins(int players);

} // namespace shn
