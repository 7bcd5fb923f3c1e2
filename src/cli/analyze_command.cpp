#include "cli/analyze_command.h"

#include "cli/replay_command.h"
#include "core/game_analysis.h"
#include "session/analysis_report.h"

#include <nlohmann/json.hpp>
#include <ostream>

namespace shn {

namespace {

using Json = nlohmann::ordered_json;

/// Each claim's odds of being a lie, keyed like `claims` (docs/analysis.md).
Json lie_odds_object(const SessionBelief& belief) {
    Json odds = Json::object();
    const auto put = [&odds](ClaimKind kind, std::optional<double> chance) {
        if (chance) odds[std::string(claim_kind_id(kind))] = *chance;
    };
    put(ClaimKind::Drew, belief.drew_lie);
    put(ClaimKind::Received, belief.received_lie);
    put(ClaimKind::Peeked, belief.peeked_lie);
    put(ClaimKind::Investigated, belief.investigated_lie);
    return odds;
}

/// The behaviour model's figures beside analysis_report's: each session's
/// `lie_odds` (what the table could know) and, once the roles are revealed,
/// `verdict_lie_odds` (given the roles).
void add_lie_odds(const GameAnalysis& analysis, Json& report) {
    for (std::size_t index = 0; index < analysis.sessions.size(); ++index) {
        Json& item = report["sessions"][index];
        item["lie_odds"] = lie_odds_object(analysis.sessions[index].belief);
        if (analysis.verdicts && index < analysis.verdicts->beliefs.size())
            item["verdict_lie_odds"] = lie_odds_object(analysis.verdicts->beliefs[index]);
    }
}

} // namespace

int run_analyze(const std::string& path, const Catalogue& catalogue, std::ostream& out,
                std::ostream& err) {
    const std::optional<GameLog> log = read_log_argument(path, catalogue, err);
    if (!log) return 1;
    const GameHistory& history = log->history();
    const GameAnalysis analysis = analyze_game(history.setup(), history.events());
    Json report = analysis_report(analysis, log->roster());
    add_lie_odds(analysis, report);
    out << report.dump() << '\n';
    return 0;
}

} // namespace shn
