#include "core/role_model.h"

#include "core/player_count_rules.h"

#include <algorithm>
#include <array>

namespace shn {

namespace {

/// For one session: which numbers of liberal tiles drawn (bit per count)
/// fit what was enacted and claimed, when its President is liberal or not
/// (first index) and its Chancellor is liberal or not (second index).
using FeasibleDraws = std::array<std::array<unsigned, 2>, 2>;

FeasibleDraws feasible_draws(const LegislativeSession& session) {
    FeasibleDraws feasible{};
    for (int president_liberal = 0; president_liberal < 2; ++president_liberal) {
        for (int chancellor_liberal = 0; chancellor_liberal < 2; ++chancellor_liberal) {
            unsigned draws = 0;
            for (int drawn = 0; drawn <= kPoliciesPerSession; ++drawn)
                if (passes_that_fit(session, drawn, president_liberal, chancellor_liberal) != 0)
                    draws |= 1u << drawn;
            feasible[static_cast<std::size_t>(president_liberal)]
                    [static_cast<std::size_t>(chancellor_liberal)] = draws;
        }
    }
    return feasible;
}

/// The likelihood of one cycle's facts and claims as a function of who is
/// liberal, remembered for each pattern of the players it depends on.
class CycleLikelihood {
  public:
    CycleLikelihood(const PublicRecord& record, const CycleOrders& orders)
        : record_(record), orders_(orders) {
        for (const int index : orders.sessions()) {
            const LegislativeSession& session = record.sessions[static_cast<std::size_t>(index)];
            feasible_.push_back(feasible_draws(session));
            relevant_.insert(session.president);
            relevant_.insert(session.chancellor);
        }
        for (const int index : orders.peeks()) {
            const LegislativeSession& session = record.sessions[static_cast<std::size_t>(index)];
            if (session.claims.peeked) relevant_.insert(session.president);
        }
        memo_.assign(std::size_t{1} << kMaxPlayers, -1.0);
    }

    double operator()(SeatSet liberals) {
        const SeatSet key = liberals & relevant_;
        double& remembered = memo_[key.bits()];
        if (remembered < 0) remembered = compute(key);
        return remembered;
    }

  private:
    double compute(SeatSet liberals) const {
        if (orders_.orders() == 0) return 0;
        double fitting = 0;
        for (const CycleOrders::Group& group : orders_.groups()) {
            bool fits = true;
            for (std::size_t slot = 0; slot < feasible_.size() && fits; ++slot) {
                const LegislativeSession& session =
                    record_.sessions[static_cast<std::size_t>(orders_.sessions()[slot])];
                const unsigned draws = feasible_[slot][liberals.contains(session.president) ? 1 : 0]
                                                [liberals.contains(session.chancellor) ? 1 : 0];
                fits =
                    ((draws >> orders_.session_liberals(group.signature, static_cast<int>(slot))) &
                     1u) != 0;
            }
            for (std::size_t slot = 0; slot < orders_.peeks().size() && fits; ++slot) {
                const LegislativeSession& session =
                    record_.sessions[static_cast<std::size_t>(orders_.peeks()[slot])];
                if (session.claims.peeked && liberals.contains(session.president))
                    fits = orders_.peek_tiles(group.signature, static_cast<int>(slot)) ==
                           *session.claims.peeked;
            }
            if (fits) fitting += group.orders;
        }
        return fitting / orders_.orders();
    }

    const PublicRecord& record_;
    const CycleOrders& orders_;
    std::vector<FeasibleDraws> feasible_;
    SeatSet relevant_;
    std::vector<double> memo_;
};

/// Whether the liberal investigators' claims fit the roles (R26: Hitler's
/// card shows the fascist party).
bool investigations_fit(const PublicRecord& record, SeatSet liberals) {
    for (const LegislativeSession& session : record.sessions) {
        if (!session.investigated || !session.claims.investigated) continue;
        if (!liberals.contains(session.president)) continue;
        const Policy party =
            liberals.contains(*session.investigated) ? Policy::Liberal : Policy::Fascist;
        if (party != *session.claims.investigated) return false;
    }
    return true;
}

} // namespace

unsigned passes_that_fit(const LegislativeSession& session, int drawn, bool president_liberal,
                         bool chancellor_liberal) {
    // A liberal President tells the truth about the draw...
    if (president_liberal && session.claims.drew && *session.claims.drew != drawn) return 0;
    unsigned passes = 0;
    for (int passed = 0; passed <= 2; ++passed) {
        // ...and discards a fascist tile when there is one (keeping every
        // liberal it can); anyone else may pass any two of the three (R21).
        if (!can_pass(drawn, passed) || !can_enact(session.enacted, passed)) continue;
        if (president_liberal && passed != std::min(drawn, 2)) continue;
        if (chancellor_liberal && session.claims.received && *session.claims.received != passed)
            continue;
        // A liberal Chancellor enacts a liberal tile when one was passed.
        if (chancellor_liberal && session.enacted == Policy::Fascist && passed > 0) continue;
        passes |= 1u << passed;
    }
    return passes;
}

RolePosterior role_posterior(const PublicRecord& record, const std::vector<CycleOrders>& cycles) {
    const int players = record.setup.players;
    const int fascists = role_counts(players).fascists; // R2, Hitler apart
    const SeatSet everyone = SeatSet::first(players);
    std::vector<CycleLikelihood> likelihoods;
    likelihoods.reserve(cycles.size());
    for (const CycleOrders& orders : cycles) likelihoods.emplace_back(record, orders);

    std::vector<double> hitler(static_cast<std::size_t>(players), 0.0);
    std::vector<double> team(static_cast<std::size_t>(players), 0.0);
    const auto weigh_all = [&](bool use_model) {
        double total = 0;
        for (Seat candidate = 0; candidate < players; ++candidate) {
            if (record.known_not_hitler.contains(candidate)) continue; // R18, R28
            if (record.known_hitler && *record.known_hitler != candidate) continue;
            for (std::uint32_t bits = 0; bits < (1u << players); ++bits) {
                const SeatSet others = SeatSet::from_bits(static_cast<std::uint16_t>(bits));
                if (others.size() != fascists || others.contains(candidate)) continue;
                const SeatSet fascist_team = others | SeatSet::of(candidate);
                const SeatSet liberals = everyone.without(fascist_team);
                double weight = 1;
                if (use_model) {
                    if (!investigations_fit(record, liberals)) continue;
                    for (CycleLikelihood& likelihood : likelihoods) {
                        weight *= likelihood(liberals);
                        if (weight == 0) break;
                    }
                }
                if (weight == 0) continue;
                total += weight;
                hitler[candidate] += weight;
                for (const Seat member : fascist_team) team[member] += weight;
            }
        }
        return total;
    };

    RolePosterior posterior;
    double total = weigh_all(true);
    if (!(total > 0)) { // no assignment fits: fall back to the certain facts
        posterior.model_fits = false;
        std::fill(hitler.begin(), hitler.end(), 0.0);
        std::fill(team.begin(), team.end(), 0.0);
        total = weigh_all(false);
    }
    posterior.players.resize(static_cast<std::size_t>(players));
    for (std::size_t seat = 0; seat < posterior.players.size(); ++seat) {
        posterior.players[seat].hitler = total > 0 ? hitler[seat] / total : 0;
        posterior.players[seat].fascist_team = total > 0 ? team[seat] / total : 0;
    }
    return posterior;
}

} // namespace shn
