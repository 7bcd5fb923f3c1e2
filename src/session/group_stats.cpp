#include "session/group_stats.h"

#include <algorithm>
#include <cmath>

namespace shn {

std::pair<double, double> WinShare::interval() const {
    if (games <= 0) return {0.0, 1.0};
    // Wilson's score interval, z = 1.96: honest at 0 and at n of n, where
    // the plain p +- z*sqrt(p(1-p)/n) collapses to a point.
    constexpr double z = 1.959963984540054;
    const double n = games;
    const double p = rate();
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

GroupStats tally_games(const std::vector<KeptGame>& games) {
    GroupStats stats;
    std::map<std::string, PlayerRecord> players;
    for (const KeptGame& game : games) {
        if (game.damaged) {
            ++stats.damaged;
            continue;
        }
        ++stats.games;
        if (!game.finished || game.winner == Winner::None) continue;
        ++stats.finished;
        CountRecord& count = stats.by_players[static_cast<int>(game.players.size())];
        ++count.games;
        const bool fascists_won = game.winner == Winner::Fascists;
        ++(fascists_won ? count.fascist_wins : count.liberal_wins);
        ++stats.ends[static_cast<int>(game.reason)];
        if (!game.roles) continue;
        ++stats.revealed;
        for (std::size_t seat = 0; seat < game.players.size(); ++seat) {
            const Role role = game.roles->of(static_cast<Seat>(seat));
            const bool won = (role == Role::Liberal) != fascists_won;
            PlayerRecord& player = players[game.players[seat]];
            player.name = game.players[seat];
            for (WinShare* share : {&player.all, &player.as[static_cast<int>(role)]}) {
                ++share->games;
                if (won) ++share->wins;
            }
        }
    }
    for (auto& [name, player] : players) stats.players.push_back(std::move(player));
    std::stable_sort(
        stats.players.begin(), stats.players.end(),
        [](const PlayerRecord& a, const PlayerRecord& b) { return a.all.games > b.all.games; });
    return stats;
}

namespace {

/// The fascists' wins in the finished real games of data/real-games/, by
/// player count: `sh-narrator --stats --games DIR` over the unpacked archive
/// (its `ID.jsonl` files), checked by tests/check_reference_stats.sh.
struct ReferenceRow {
    int players;
    WinShare fascists;
};
constexpr ReferenceRow kReference[] = {
    {6, {6, 2}},
    {7, {461, 248}},
};

} // namespace

std::optional<WinShare> reference_fascist_wins(int players) {
    for (const ReferenceRow& row : kReference)
        if (row.players == players) return row.fascists;
    return std::nullopt;
}

} // namespace shn
