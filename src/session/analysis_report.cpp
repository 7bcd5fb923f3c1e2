#include "session/analysis_report.h"

#include <nlohmann/json.hpp>

namespace shn {

namespace {

using Json = nlohmann::ordered_json;

Json odds_array(const DrawOdds& odds) {
    Json values = Json::array();
    for (const double chance : odds) values.push_back(chance);
    return values;
}

Json findings_array(const std::vector<Finding>& findings, const PlayerRoster& roster) {
    Json list = Json::array();
    for (const Finding& finding : findings) {
        Json item;
        item["kind"] = finding_kind_id(finding.kind);
        if (finding.kind != FindingKind::ModelDoesNotFit) {
            item["players"] = Json::array();
            for (const Seat seat : finding.players) item["players"].push_back(roster.name_of(seat));
            item["claims"] = Json::array();
            for (const ClaimKind claim : finding.claims)
                item["claims"].push_back(claim_kind_id(claim));
        }
        if (finding.kind == FindingKind::Unlikely) item["probability"] = finding.probability;
        list.push_back(item);
    }
    return list;
}

Json verdicts_object(const SessionVerdicts& verdicts) {
    Json marks = Json::object();
    const auto mark = [&marks](ClaimKind kind, std::optional<ClaimVerdict> verdict) {
        if (verdict) marks[std::string(claim_kind_id(kind))] = claim_verdict_id(*verdict);
    };
    mark(ClaimKind::Drew, verdicts.drew);
    mark(ClaimKind::Received, verdicts.received);
    mark(ClaimKind::Peeked, verdicts.peeked);
    mark(ClaimKind::Investigated, verdicts.investigated);
    return marks;
}

} // namespace

std::string_view claim_verdict_id(ClaimVerdict verdict) {
    switch (verdict) {
    case ClaimVerdict::True: return "true";
    case ClaimVerdict::Lie: return "lie";
    case ClaimVerdict::PossibleLie: return "possible_lie";
    }
    return "possible_lie";
}

std::string_view finding_kind_id(FindingKind kind) {
    switch (kind) {
    case FindingKind::Impossible: return "impossible";
    case FindingKind::Conflict: return "conflict";
    case FindingKind::Unlikely: return "unlikely";
    case FindingKind::ModelDoesNotFit: return "model_does_not_fit";
    }
    return "impossible";
}

std::string finding_real_play_note(const Finding& finding, const Catalogue& catalogue) {
    if (finding.kind != FindingKind::Impossible) return {};
    for (const ClaimKind claim : finding.claims)
        if (claim != ClaimKind::Drew && claim != ClaimKind::Received) return {};
    return catalogue.text("ui.analysis.impossible_real_play");
}

Json analysis_report(const GameAnalysis& analysis, const PlayerRoster& roster) {
    const PublicRecord& record = analysis.record;
    Json report;
    report["sessions"] = Json::array();
    for (std::size_t index = 0; index < record.sessions.size(); ++index) {
        const LegislativeSession& session = record.sessions[index];
        const SessionAnalysis& analysed = analysis.sessions[index];
        Json item;
        item["president"] = roster.name_of(session.president);
        item["chancellor"] = roster.name_of(session.chancellor);
        item["enacted"] = session.enacted ? policy_id(*session.enacted) : "vetoed";
        item["liberals_drawn_odds"] = odds_array(analysed.liberals_drawn_odds);
        Json claims = Json::object();
        if (session.claims.drew) claims["drew"] = encode_tile_counts(*session.claims.drew, 3);
        if (session.claims.received)
            claims["received"] = encode_tile_counts(*session.claims.received, 2);
        if (session.claims.peeked) claims["peeked"] = encode_peeked(*session.claims.peeked);
        if (session.claims.investigated && session.investigated) {
            claims["investigated"]["player"] = roster.name_of(*session.investigated);
            claims["investigated"]["party"] = policy_id(*session.claims.investigated);
        }
        item["claims"] = claims;
        item["findings"] = findings_array(analysed.findings, roster);
        if (analysis.verdicts)
            item["verdicts"] = verdicts_object(analysis.verdicts->sessions[index]);
        report["sessions"].push_back(item);
    }
    if (analysis.next_draw) {
        report["next_draw"]["draw_pile"] = analysis.next_draw->draw_pile;
        report["next_draw"]["liberals_odds"] = odds_array(analysis.next_draw->liberals_odds);
    } else {
        report["next_draw"] = nullptr;
    }
    report["players"] = Json::array();
    for (std::size_t seat = 0; seat < analysis.players.size(); ++seat) {
        Json player;
        player["name"] = roster.name_of(static_cast<Seat>(seat));
        player["hitler"] = analysis.players[seat].hitler;
        player["fascist_team"] = analysis.players[seat].fascist_team;
        report["players"].push_back(player);
    }
    report["model"] = kRoleModelName;
    report["findings"] = findings_array(analysis.findings, roster);
    if (analysis.roles) { // only once the roles are revealed (docs/analysis.md, "The reveal")
        report["roles"] = encode_roles(*analysis.roles, roster);
        report["liberals_fit"] = analysis.verdicts->liberals_fit;
    }
    return report;
}

} // namespace shn
