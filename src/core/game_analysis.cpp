#include "core/game_analysis.h"

#include "core/deck_orders.h"

namespace shn {

namespace {

/// Adds up a cycle's orders by what one quantity of theirs is (0-3), as odds.
template <typename Quantity>
DrawOdds odds_of(const CycleOrders& orders, Quantity quantity) {
    DrawOdds odds{};
    if (orders.orders() == 0) return odds;
    for (const CycleOrders::Group& group : orders.groups())
        odds[static_cast<std::size_t>(quantity(group.signature))] += group.orders;
    for (double& chance : odds) chance /= orders.orders();
    return odds;
}

} // namespace

GameAnalysis analyze_game(const GameSetup& setup, const std::vector<Event>& events) {
    GameAnalysis analysis;
    analysis.record = public_record(setup, events);
    const PublicRecord& record = analysis.record;
    const std::vector<CycleOrders> cycles = cycle_orders(record);

    analysis.sessions.resize(record.sessions.size());
    for (const CycleOrders& orders : cycles) {
        for (std::size_t slot = 0; slot < orders.sessions().size(); ++slot)
            analysis.sessions[static_cast<std::size_t>(orders.sessions()[slot])].facts_drawn_odds =
                odds_of(orders, [&](std::uint32_t signature) {
                    return orders.session_liberals(signature, static_cast<int>(slot));
                });
        if (orders.holds_next_draw())
            analysis.next_draw =
                NextDrawOdds{record.draw_pile, odds_of(orders, [&](std::uint32_t signature) {
                                 return orders.next_draw_liberals(signature);
                             })};
    }
    std::vector<std::vector<Finding>> findings = claim_findings(record, cycles);
    for (std::size_t index = 0; index < findings.size(); ++index)
        analysis.sessions[index].findings = std::move(findings[index]);

    RolePosterior posterior = role_posterior(record, cycles);
    analysis.players = std::move(posterior.players);
    for (std::size_t index = 0; index < posterior.sessions.size(); ++index) {
        analysis.sessions[index].liberals_drawn_odds = posterior.sessions[index].liberals_drawn;
        analysis.sessions[index].belief = posterior.sessions[index];
    }
    if (!posterior.model_fits)
        analysis.findings.push_back({FindingKind::ModelDoesNotFit, {}, {}, 0, {}});

    // An accepted history holds at most one reveal, after the end.
    for (const Event& event : events) {
        if (event.type != EventType::Reveal) continue;
        analysis.roles = event.roles();
        analysis.verdicts = judge_claims(record, cycles, *analysis.roles);
    }
    return analysis;
}

} // namespace shn
