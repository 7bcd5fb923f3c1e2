#include "core/table_simulator.h"
#include "core/table_simulator_table.h"

#include "core/behaviour_model.h"
#include "core/behaviour_rates.h"
#include "core/claim_findings.h"
#include "core/claim_verdicts.h"
#include "core/role_model.h"

#include <algorithm>

namespace shn {

void TableSimulator::queue_claims(const Event& event, const GameState& before, Table& table) {
    if (event.type == EventType::Claim && !table.pending.empty()) table.pending.pop_front();
    const bool session_ended =
        (event.type == EventType::Enact && before.phase() == Phase::Legislative) ||
        (event.type == EventType::VetoResponse && event.yes);
    if (session_ended) table.truth.push_back({-1, -1, -1, -1});
    if (table.truth.empty()) return;
    std::array<int, 4>& truth = table.truth.back();
    // A fascist tells the truth half of the time, otherwise says anything; a
    // liberal says what real liberals said in that situation
    // (`liberal_odds`, core/behaviour_rates.h).
    const auto says = [this, &table](Seat player, int true_value, int largest,
                                     const double* liberal_odds) {
        if (!table.fascist_team.contains(player))
            return pick_value(random_, liberal_odds, largest + 1);
        if (random_.chance(50)) return true_value;
        return static_cast<int>(random_.below(static_cast<std::uint32_t>(largest + 1)));
    };
    const auto queue = [this, &table, &truth](Event claim, int true_value, int said) {
        if (random_.chance(10)) return; // now and then a claim is not made at all
        claim.tiles = static_cast<std::uint8_t>(said);
        truth[static_cast<std::size_t>(claim.claim)] = said == true_value ? 1 : 0;
        table.pending.push_back({claim, said == true_value});
    };
    const auto liberals = [](auto first, auto last) {
        return static_cast<int>(std::count(first, last, Policy::Liberal));
    };
    if (session_ended) {
        const auto president = before.president().value_or(0);
        const auto chancellor = before.chancellor().value_or(0);
        const int drew = liberals(table.session.begin(), table.session.end());
        const int received =
            drew -
            (table.session[static_cast<std::size_t>(table.president_discard)] == Policy::Liberal
                 ? 1
                 : 0);
        const auto enacted = static_cast<std::size_t>(
            event.type == EventType::Enact ? (event.policy == Policy::Liberal ? 0 : 1) : 2);
        queue(Event::claim_drew(president, 0), drew,
              says(president, drew, 3,
                   behaviour::kDrewClaim[0][board_flag(
                       behaviour::kDrewSplit, before.liberal_policies(), before.fascist_policies())]
                                        [static_cast<std::size_t>(drew)]
                                        [static_cast<std::size_t>(received)]));
        queue(Event::claim_received(chancellor, 0), received,
              says(chancellor, received, 2,
                   behaviour::kReceivedClaim[0][board_flag(
                       behaviour::kReceivedSplit, before.liberal_policies(),
                       before.fascist_policies())][static_cast<std::size_t>(received)][enacted]));
    } else if (event.type == EventType::Peek) {
        const auto president = before.president().value_or(0);
        int top = 0;
        for (int index = 0; index < 3; ++index)
            if (table.pile[static_cast<std::size_t>(table.pile_size - 1 - index)] ==
                Policy::Liberal)
                top |= 1 << index;
        std::array<double, 8> peek_odds{};
        for (std::size_t tiles = 0; tiles < peek_odds.size(); ++tiles)
            peek_odds[tiles] = static_cast<int>(tiles) == top ? behaviour::kPeekTruth[0]
                                                              : (1 - behaviour::kPeekTruth[0]) / 7;
        queue(Event::claim_peeked(president, 0), top, says(president, top, 7, peek_odds.data()));
    } else if (event.type == EventType::Investigate) {
        const auto president = before.president().value_or(0);
        const int fascist = table.fascist_team.contains(event.seat) ? 1 : 0; // R26
        const int said = says(president, fascist, 1,
                              behaviour::kInvestigatedClaim[0][static_cast<std::size_t>(fascist)]);
        if (random_.chance(10)) return;
        truth[static_cast<std::size_t>(ClaimKind::Investigated)] = said == fascist ? 1 : 0;
        table.pending.push_back(
            {Event::claim_investigated(president, event.seat,
                                       said ? Policy::Fascist : Policy::Liberal),
             said == fascist});
    }
}

namespace {

/// A flag that says a claim cannot be true, about claims that were all true:
/// the analysis is wrong (Invariant::TruthfulClaimFlagged).
bool flags_only_true_claims(const Finding& finding, const std::vector<std::array<int, 4>>& truth) {
    if (finding.kind != FindingKind::Impossible && finding.kind != FindingKind::Conflict)
        return false;
    for (std::size_t index = 0; index < finding.claims.size(); ++index)
        if (truth[static_cast<std::size_t>(finding.sessions[index])]
                 [static_cast<std::size_t>(finding.claims[index])] != 1)
            return false;
    return true;
}

} // namespace

Invariant TableSimulator::judge_claim(const Event& claim, Table& table, SimulatedGame& game) {
    ++game.claims;
    const int session = static_cast<int>(table.truth.size()) - 1;
    const bool truthful =
        table.truth[static_cast<std::size_t>(session)][static_cast<std::size_t>(claim.claim)] == 1;
    if (!truthful) ++game.lies;
    const PublicRecord record = public_record(table.setup, table.events);
    const std::vector<CycleOrders> cycles = cycle_orders(record);
    Invariant broken = Invariant::None;
    for (const Finding& finding : session_findings(record, cycles, session)) {
        bool about_this = false;
        for (std::size_t index = 0; index < finding.claims.size(); ++index)
            about_this = about_this || (finding.sessions[index] == session &&
                                        finding.claims[index] == claim.claim);
        if (!about_this) continue;
        if (finding.kind == FindingKind::Impossible) ++game.impossible_flags;
        if (flags_only_true_claims(finding, table.truth)) broken = Invariant::TruthfulClaimFlagged;
    }
    return broken;
}

Invariant TableSimulator::reveal_roles(GameState& state, Table& table,
                                       std::vector<Event>* record_to) {
    const Roles roles{table.hitler, table.fascist_team.without(SeatSet::of(table.hitler))};
    // A wrong reveal first: Hitler swapped with another player (the counts
    // stay right). Refused exactly when the end named Hitler (R18, R28) or
    // the other is known not to be Hitler.
    const auto other = static_cast<Seat>(
        (table.hitler + 1 + random_.below(static_cast<std::uint32_t>(table.setup.players - 1))) %
        table.setup.players);
    Roles swapped{other, roles.fascists.without(SeatSet::of(other))};
    if (roles.fascists.contains(other)) swapped.fascists.insert(table.hitler);
    const bool must_refuse =
        table.hitler_dead || table.hitler_elected || state.known_not_hitler().contains(other);
    if ((state.check(Event::reveal(swapped)) != Refusal::None) != must_refuse)
        return Invariant::WrongRefusal;

    const Event reveal = Event::reveal(roles);
    if (state.apply(reveal) != Refusal::None) return Invariant::RevealRefused;
    if (state.check(reveal) != Refusal::AlreadyRevealed) return Invariant::WrongRefusal;
    table.events.push_back(reveal);
    if (record_to) record_to->push_back(reveal);
    const PublicRecord record = public_record(table.setup, table.events);
    const ClaimVerdicts verdicts = judge_claims(record, cycle_orders(record), roles);
    // Simulated liberals lie and misplay as real ones do (liberals_fit may be
    // false), yet no true claim may be judged a lie, nor a lie true.
    for (std::size_t index = 0; index < verdicts.sessions.size(); ++index) {
        const SessionVerdicts& verdict = verdicts.sessions[index];
        const std::array<std::optional<ClaimVerdict>, 4> by_kind{
            verdict.drew, verdict.received, verdict.peeked, verdict.investigated};
        for (std::size_t kind = 0; kind < by_kind.size(); ++kind) {
            if (!by_kind[kind]) continue;
            const int truth = table.truth[index][kind];
            if ((*by_kind[kind] == ClaimVerdict::True && truth != 1) ||
                (*by_kind[kind] == ClaimVerdict::Lie && truth != 0))
                return Invariant::ClaimMisjudged;
        }
    }
    return Invariant::None;
}

Invariant TableSimulator::judge_game(Table& table, SimulatedGame& game) {
    const PublicRecord record = public_record(table.setup, table.events);
    game.hitler_revealed = record.known_hitler.has_value();
    const std::vector<CycleOrders> cycles = cycle_orders(record);
    // With every fact of the game known, still no true claim is flagged.
    for (const std::vector<Finding>& findings : claim_findings(record, cycles)) {
        for (const Finding& finding : findings)
            if (flags_only_true_claims(finding, table.truth))
                return Invariant::TruthfulClaimFlagged;
    }
    const RolePosterior posterior = role_posterior(record, cycles);
    if (!posterior.model_fits || posterior.players[table.hitler].hitler <= 0)
        return Invariant::ModelRejectsTruth;
    for (const Seat member : table.fascist_team)
        if (posterior.players[member].fascist_team <= 0) return Invariant::ModelRejectsTruth;
    double highest = 0;
    for (const PlayerOdds& odds : posterior.players) highest = std::max(highest, odds.hitler);
    int favourites = 0;
    for (const PlayerOdds& odds : posterior.players)
        favourites += odds.hitler >= highest - 1e-12 ? 1 : 0;
    if (posterior.players[table.hitler].hitler >= highest - 1e-12)
        game.hitler_found = 1.0 / favourites;
    return Invariant::None;
}

} // namespace shn
