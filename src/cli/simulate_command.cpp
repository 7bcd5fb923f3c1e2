#include "cli/simulate_command.h"

#include "core/phase.h"
#include "core/table_simulator.h"
#include "session/game_log.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <ostream>

namespace shn {

int run_simulate(const SimulationRequest& request, std::ostream& out) {
    const auto start = std::chrono::steady_clock::now();
    const SimulationSummary summary = simulate_games(request);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    nlohmann::ordered_json report;
    report["games"] = summary.games;
    report["seed"] = request.seed;
    report["players"] =
        request.players ? nlohmann::ordered_json(*request.players) : nlohmann::ordered_json("5-10");
    report["tracker_resets_on_election"] = request.options.tracker_resets_on_election;
    if (request.options.rebalanced_6p) report["rebalanced_6p"] = true;
    if (request.options.rebalanced_7p) report["rebalanced_7p"] = true;
    if (request.options.rebalanced_9p) report["rebalanced_9p"] = true;
    report["invariant_violations"] = summary.invariant_violations;
    auto& wins = report["wins"] = nlohmann::ordered_json::object();
    for (const WinReason reason : {WinReason::LiberalPolicies, WinReason::FascistPolicies,
                                   WinReason::HitlerExecuted, WinReason::HitlerElected})
        wins[std::string(win_reason_id(reason))] =
            summary.wins_by_reason[static_cast<std::size_t>(reason)];
    report["mean_rounds"] = summary.mean_rounds();
    report["mean_events"] =
        summary.games == 0 ? 0.0 : double(summary.events) / double(summary.games);
    if (request.claims) {
        auto& claims = report["claims"] = nlohmann::ordered_json::object();
        claims["made"] = summary.claims;
        claims["lies"] = summary.lies;
        claims["flagged_impossible"] = summary.impossible_flags;
        const double games = summary.games == 0 ? 1.0 : double(summary.games);
        claims["hitler_found_by_model"] = summary.hitler_found / games;
        claims["hitler_found_by_chance"] = summary.hitler_chance / games;
        const double hidden = summary.hidden_games == 0 ? 1.0 : double(summary.hidden_games);
        claims["games_hitler_not_revealed"] = summary.hidden_games;
        claims["hitler_not_revealed_found_by_model"] = summary.hidden_hitler_found / hidden;
        claims["hitler_not_revealed_found_by_chance"] = summary.hidden_hitler_chance / hidden;
    }
    report["seconds"] = seconds;
    report["games_per_second"] = seconds > 0 ? double(summary.games) / seconds : 0.0;
    if (summary.first_violation_game) {
        report["first_violation"] = {{"game", *summary.first_violation_game},
                                     {"invariant", invariant_id(summary.first_violation)},
                                     {"after_event", summary.first_violation_event}};
    }
    out << report.dump() << '\n';
    return summary.invariant_violations == 0 ? 0 : 1;
}

bool write_simulated_log(const SimulationRequest& request, const std::string& path,
                         const Catalogue& catalogue) {
    const GameSetup setup = game_setup(request, 0);
    std::vector<Event> events;
    TableSimulator(game_seed(request.seed, 0), request.claims).play(setup, &events);
    PlayerRoster roster;
    for (int seat = 1; seat <= setup.players; ++seat)
        roster.names.push_back(
            catalogue.format("ui.new_game.default_name", {{"number", std::to_string(seat)}}));
    GameLog log(roster, setup);
    for (const Event& event : events)
        if (log.history().append(event) != Refusal::None) break;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << log.text();
    out.flush();
    return static_cast<bool>(out);
}

} // namespace shn
