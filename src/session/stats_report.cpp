#include "session/stats_report.h"

#include "session/event_json.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace shn {

namespace {

using Json = nlohmann::ordered_json;

Json share_object(const WinShare& share) {
    return Json{{"games", share.games}, {"wins", share.wins}};
}

/// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

} // namespace

Json stats_report(const GroupStats& stats) {
    Json report;
    report["games"] = stats.games;
    report["finished"] = stats.finished;
    report["damaged"] = stats.damaged;
    report["revealed"] = stats.revealed;
    Json by_players = Json::object();
    Json reference = Json::object();
    for (const auto& [players, count] : stats.by_players) {
        by_players[std::to_string(players)] = Json{{"games", count.games},
                                                   {"liberal_wins", count.liberal_wins},
                                                   {"fascist_wins", count.fascist_wins}};
        if (const std::optional<WinShare> real = reference_fascist_wins(players))
            reference[std::to_string(players)] =
                Json{{"games", real->games}, {"fascist_wins", real->wins}};
    }
    report["by_players"] = by_players;
    Json ends = Json::object();
    for (int reason = 1; reason < kWinReasonCount; ++reason)
        ends[std::string(win_reason_id(static_cast<WinReason>(reason)))] = stats.ends[reason];
    report["ends"] = ends;
    Json players = Json::array();
    for (const PlayerRecord& player : stats.players) {
        Json item{{"name", player.name}, {"games", player.all.games}, {"wins", player.all.wins}};
        for (int role = 0; role < kRoleCount; ++role)
            item[std::string(role_id(static_cast<Role>(role)))] = share_object(player.as[role]);
        players.push_back(std::move(item));
    }
    report["players"] = players;
    report["reference"] = reference;
    return report;
}

std::string stats_csv(const GroupStats& stats) {
    std::string csv = "kind,key,games,wins,liberal_games,liberal_wins,fascist_games,fascist_wins,"
                      "hitler_games,hitler_wins\r\n";
    // An empty field: a figure that row does not have.
    using Figure = std::optional<int>;
    const auto row = [&csv](std::string_view kind, const std::string& key,
                            std::initializer_list<Figure> figures) {
        csv.append(kind).append(",").append(csv_field(key));
        // Every row has the header's ten fields (RFC 4180).
        std::size_t fields = 0;
        for (const Figure figure : figures) {
            csv.append(",");
            if (figure) csv.append(std::to_string(*figure));
            ++fields;
        }
        for (; fields < 8; ++fields) csv.append(",");
        csv.append("\r\n");
    };
    row("all", "games", {stats.games});
    row("all", "finished", {stats.finished});
    row("all", "damaged", {stats.damaged});
    row("all", "revealed", {stats.revealed});
    for (const auto& [players, count] : stats.by_players)
        row("players", std::to_string(players),
            {count.games, {}, {}, count.liberal_wins, {}, count.fascist_wins});
    for (int reason = 1; reason < kWinReasonCount; ++reason)
        row("end", std::string(win_reason_id(static_cast<WinReason>(reason))),
            {stats.ends[reason]});
    for (const PlayerRecord& player : stats.players)
        row("player", player.name,
            {player.all.games, player.all.wins, player.as[0].games, player.as[0].wins,
             player.as[1].games, player.as[1].wins, player.as[2].games, player.as[2].wins});
    return csv;
}

} // namespace shn
