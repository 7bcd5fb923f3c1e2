#include "session/state_report.h"

#include "session/event_json.h"

#include <nlohmann/json.hpp>
#include <optional>

namespace shn {

namespace {

nlohmann::ordered_json names(SeatSet seats, const PlayerRoster& roster) {
    auto list = nlohmann::ordered_json::array();
    for (const Seat seat : seats) list.push_back(roster.name_of(seat));
    return list;
}

nlohmann::ordered_json name_or_null(std::optional<Seat> seat, const PlayerRoster& roster) {
    return seat ? nlohmann::ordered_json(roster.name_of(*seat)) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json id_or_null(bool present, std::string_view id) {
    return present ? nlohmann::ordered_json(id) : nlohmann::ordered_json(nullptr);
}

} // namespace

nlohmann::ordered_json state_report(const GameState& state, const PlayerRoster& roster) {
    nlohmann::ordered_json report;
    report["phase"] = phase_id(state.phase());
    auto& players = report["players"] = nlohmann::ordered_json::array();
    for (const Seat seat : state.seats()) {
        players.push_back({{"name", roster.name_of(seat)},
                           {"alive", state.alive().contains(seat)},
                           {"investigated", state.investigated().contains(seat)},
                           {"not_hitler", state.known_not_hitler().contains(seat)}});
    }
    report["president"] = name_or_null(state.president(), roster);
    report["chancellor"] = name_or_null(state.chancellor(), roster);
    report["eligible_chancellors"] = names(state.eligible_chancellors(), roster);
    report["term_limited"] = names(state.term_limited(), roster);
    report["liberal_policies"] = state.liberal_policies();
    report["fascist_policies"] = state.fascist_policies();
    report["election_tracker"] = state.election_tracker();
    report["veto_unlocked"] = state.veto_unlocked();
    report["draw_pile"] = state.piles().draw_size();
    report["discard_pile"] = state.piles().discard_size();
    report["winner"] = id_or_null(state.winner() != Winner::None, winner_id(state.winner()));
    report["win_reason"] =
        id_or_null(state.win_reason() != WinReason::None, win_reason_id(state.win_reason()));
    if (const auto roles = state.revealed_roles()) report["roles"] = encode_roles(*roles, roster);
    return report;
}

} // namespace shn
