#include "core/role_model.h"

#include "core/behaviour_model.h"
#include "core/behaviour_rates.h"
#include "core/player_count_rules.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shn {

namespace {

/// A role assignment: who is liberal and who is Hitler (the rest: fascists).
struct Assignment {
    SeatSet liberals;
    Seat hitler = 0;

    Role of(Seat seat) const {
        if (seat == hitler) return Role::Hitler;
        return liberals.contains(seat) ? Role::Liberal : Role::Fascist;
    }
};

/// What one deck cycle's record says under one pattern of the roles it
/// depends on: its likelihood (the probability of the record of its
/// sessions and peeks, averaged over the orders that fit the facts) and, given
/// that record, each session's draw odds and the chance that its received and
/// peek claims were true.
struct CycleBelief {
    double likelihood = 0;
    std::vector<DrawOdds> drawn;       // per session slot
    std::vector<double> received_true; // per session slot
    std::vector<double> peeked_true;   // per peek slot
};

/// The beliefs of one cycle as a function of the roles, remembered for each
/// pattern of the roles of the players it depends on.
class CycleModel {
  public:
    CycleModel(const PublicRecord& record, const CycleOrders& orders)
        : record_(record), orders_(orders) {
        for (const int index : orders.sessions()) {
            const LegislativeSession& session = record.sessions[static_cast<std::size_t>(index)];
            relevant_.insert(session.president);
            relevant_.insert(session.chancellor);
        }
        for (const int index : orders.peeks()) {
            const LegislativeSession& session = record.sessions[static_cast<std::size_t>(index)];
            if (session.claims.peeked) relevant_.insert(session.president);
        }
        memo_.assign((std::size_t{1} << kMaxPlayers) * (kMaxPlayers + 1), -1);
    }

    const CycleOrders& orders() const { return orders_; }

    const CycleBelief& operator()(const Assignment& roles) {
        const std::size_t hitler =
            relevant_.contains(roles.hitler) ? static_cast<std::size_t>(roles.hitler) : kMaxPlayers;
        const std::size_t key =
            (roles.liberals & relevant_).bits() * std::size_t{kMaxPlayers + 1} + hitler;
        int& remembered = memo_[key];
        if (remembered < 0) {
            remembered = static_cast<int>(beliefs_.size());
            beliefs_.push_back(compute(roles));
        }
        return beliefs_[static_cast<std::size_t>(remembered)];
    }

  private:
    const LegislativeSession& session(int index) const {
        return record_.sessions[static_cast<std::size_t>(index)];
    }

    CycleBelief compute(const Assignment& roles) const {
        const std::size_t slots = orders_.sessions().size();
        const std::size_t peeks = orders_.peeks().size();
        CycleBelief belief;
        belief.drawn.assign(slots, DrawOdds{});
        belief.received_true.assign(slots, 0.0);
        belief.peeked_true.assign(peeks, 0.0);
        if (orders_.orders() == 0) return belief;
        // Per slot and draw: the likelihood of each pass, and their sum.
        std::vector<std::array<std::array<double, 3>, 4>> passes(slots);
        std::vector<DrawOdds> terms(slots);
        for (std::size_t slot = 0; slot < slots; ++slot) {
            const LegislativeSession& played = session(orders_.sessions()[slot]);
            for (std::size_t drawn = 0; drawn < 4; ++drawn) {
                passes[slot][drawn] = session_pass_likelihoods(played, static_cast<int>(drawn),
                                                               roles.of(played.president),
                                                               roles.of(played.chancellor));
                terms[slot][drawn] =
                    passes[slot][drawn][0] + passes[slot][drawn][1] + passes[slot][drawn][2];
            }
        }
        double total = 0;
        for (const CycleOrders::Group& group : orders_.groups()) {
            double weight = group.orders;
            for (std::size_t slot = 0; slot < slots && weight > 0; ++slot)
                weight *= terms[slot][static_cast<std::size_t>(
                    orders_.session_liberals(group.signature, static_cast<int>(slot)))];
            for (std::size_t slot = 0; slot < peeks && weight > 0; ++slot) {
                const LegislativeSession& peeker = session(orders_.peeks()[slot]);
                weight *= peek_likelihood(
                    peeker, orders_.peek_tiles(group.signature, static_cast<int>(slot)),
                    roles.of(peeker.president));
            }
            if (!(weight > 0)) continue;
            total += weight;
            for (std::size_t slot = 0; slot < slots; ++slot) {
                const auto drawn = static_cast<std::size_t>(
                    orders_.session_liberals(group.signature, static_cast<int>(slot)));
                belief.drawn[slot][drawn] += weight;
                const LegislativeSession& played = session(orders_.sessions()[slot]);
                if (played.claims.received)
                    belief.received_true[slot] +=
                        weight *
                        passes[slot][drawn][static_cast<std::size_t>(*played.claims.received)] /
                        terms[slot][drawn];
            }
            for (std::size_t slot = 0; slot < peeks; ++slot) {
                const LegislativeSession& peeker = session(orders_.peeks()[slot]);
                if (peeker.claims.peeked &&
                    orders_.peek_tiles(group.signature, static_cast<int>(slot)) ==
                        *peeker.claims.peeked)
                    belief.peeked_true[slot] += weight;
            }
        }
        belief.likelihood = total / orders_.orders();
        if (total > 0) {
            for (DrawOdds& odds : belief.drawn)
                for (double& chance : odds) chance /= total;
            for (double& chance : belief.received_true) chance /= total;
            for (double& chance : belief.peeked_true) chance /= total;
        }
        return belief;
    }

    const PublicRecord& record_;
    const CycleOrders& orders_;
    SeatSet relevant_;
    std::vector<int> memo_;
    std::vector<CycleBelief> beliefs_;
};

/// Sums the beliefs about the sessions over role assignments, each with its weight.
class BeliefSum {
  public:
    BeliefSum(const PublicRecord& record, const std::vector<CycleOrders>& cycles)
        : record_(record), drawn_(record.sessions.size(), DrawOdds{}),
          received_true_(record.sessions.size(), 0.0), peeked_true_(record.sessions.size(), 0.0),
          investigated_lie_(record.sessions.size(), 0.0) {
        models_.reserve(cycles.size());
        for (const CycleOrders& orders : cycles) models_.emplace_back(record, orders);
    }

    /// The probability of the record under `roles`, up to a factor common to all.
    double weigh(const Assignment& roles) {
        double weight = 1;
        for (const LegislativeSession& session : record_.sessions)
            if (session.investigated)
                weight *= investigation_likelihood(session, roles.of(session.president),
                                                   roles.of(*session.investigated));
        for (CycleModel& model : models_) {
            if (!(weight > 0)) break;
            weight *= model(roles).likelihood;
        }
        return weight;
    }

    /// Adds the beliefs under `roles` with `weight` (weigh()'s).
    void add(const Assignment& roles, double weight) {
        total_ += weight;
        for (CycleModel& model : models_) {
            const CycleBelief& belief = model(roles);
            const std::vector<int>& sessions = model.orders().sessions();
            for (std::size_t slot = 0; slot < sessions.size(); ++slot) {
                const auto index = static_cast<std::size_t>(sessions[slot]);
                for (std::size_t drawn = 0; drawn < 4; ++drawn)
                    drawn_[index][drawn] += weight * belief.drawn[slot][drawn];
                received_true_[index] += weight * belief.received_true[slot];
            }
            const std::vector<int>& peeks = model.orders().peeks();
            for (std::size_t slot = 0; slot < peeks.size(); ++slot)
                peeked_true_[static_cast<std::size_t>(peeks[slot])] +=
                    weight * belief.peeked_true[slot];
        }
        for (std::size_t index = 0; index < record_.sessions.size(); ++index) {
            const LegislativeSession& session = record_.sessions[index];
            if (!session.investigated || !session.claims.investigated) continue;
            const Policy card = roles.of(*session.investigated) == Role::Liberal
                                    ? Policy::Liberal
                                    : Policy::Fascist; // R26
            if (card != *session.claims.investigated) investigated_lie_[index] += weight;
        }
    }

    double total() const { return total_; }

    std::vector<SessionBelief> beliefs() const {
        std::vector<SessionBelief> beliefs(record_.sessions.size());
        if (!(total_ > 0)) return beliefs;
        const auto clamp = [](double chance) { return std::clamp(chance, 0.0, 1.0); };
        for (std::size_t index = 0; index < beliefs.size(); ++index) {
            const SessionClaims& claims = record_.sessions[index].claims;
            SessionBelief& belief = beliefs[index];
            for (std::size_t drawn = 0; drawn < 4; ++drawn)
                belief.liberals_drawn[drawn] = drawn_[index][drawn] / total_;
            if (claims.drew)
                belief.drew_lie =
                    clamp(1 - belief.liberals_drawn[static_cast<std::size_t>(*claims.drew)]);
            if (claims.received) belief.received_lie = clamp(1 - received_true_[index] / total_);
            if (claims.peeked && record_.sessions[index].peek)
                belief.peeked_lie = clamp(1 - peeked_true_[index] / total_);
            if (claims.investigated && record_.sessions[index].investigated)
                belief.investigated_lie = clamp(investigated_lie_[index] / total_);
        }
        return beliefs;
    }

  private:
    const PublicRecord& record_;
    std::vector<CycleModel> models_;
    double total_ = 0;
    std::vector<DrawOdds> drawn_;
    std::vector<double> received_true_;
    std::vector<double> peeked_true_;
    std::vector<double> investigated_lie_;
};

/// The log of the probability of every nomination in the record under
/// `roles`: each President names each player they could have named with odds
/// exp(kNominate[their role][that player's role][3+ fascist policies down]).
double nominations_log_likelihood(const PublicRecord& record, const Assignment& roles) {
    double total = 0;
    for (const Nomination& nomination : record.nominations) {
        const std::size_t president = static_cast<std::size_t>(roles.of(nomination.president));
        const std::size_t late = nomination.fascist_policies >= 3 ? 1 : 0;
        const auto logit = [&](Seat seat) {
            return behaviour::kNominate[president][static_cast<std::size_t>(roles.of(seat))][late];
        };
        double sum = 0;
        for (const Seat seat : nomination.eligible) sum += std::exp(logit(seat));
        if (sum > 0) total += logit(nomination.chancellor) - std::log(sum);
    }
    return total;
}

/// The mixing stage of a record: the policies on the board (R19 chaos
/// included), at most kMixStages - 1.
std::size_t mix_stage(const PublicRecord& record) {
    std::size_t policies = record.chaos.size();
    for (const LegislativeSession& session : record.sessions)
        if (session.enacted) ++policies;
    return std::min(policies, behaviour::kMixStages - 1);
}

/// Every player's odds from one joint distribution over the role
/// assignments (docs/analysis.md, "Mixing"): Hitler is drawn with the
/// weights of the assignments tempered by `hitler_mix` (exp(a x play + b x
/// nominations), summed over his fellow fascists), then the rest of his team
/// with the weights of his assignments tempered by `team_mix`. Hitler's odds
/// are the first step's marginal, the team's the joint's: a player's Hitler
/// odds never exceed their team odds. Without `fits`, every assignment
/// weighs the same.
std::vector<PlayerOdds> mixed_odds(const std::vector<AssignmentWeight>& assignments, int players,
                                   const double (&hitler_mix)[2], const double (&team_mix)[2],
                                   bool fits) {
    constexpr double kNone = -std::numeric_limits<double>::infinity();
    const auto tempered = [fits](const double(&mix)[2], const AssignmentWeight& a) {
        if (!fits) return 0.0;
        return std::isfinite(a.play) ? mix[0] * a.play + mix[1] * a.nominations : kNone;
    };
    // Each candidate Hitler's assignments, the largest tempered log of all
    // (Hitler's) and of each candidate's (the team's, given him).
    const auto seats = static_cast<std::size_t>(players);
    std::vector<std::vector<std::size_t>> of(seats);
    std::vector<double> top_team(seats, kNone);
    double top = kNone;
    for (std::size_t index = 0; index < assignments.size(); ++index) {
        const AssignmentWeight& a = assignments[index];
        const auto hitler = static_cast<std::size_t>(a.hitler);
        of[hitler].push_back(index);
        top = std::max(top, tempered(hitler_mix, a));
        top_team[hitler] = std::max(top_team[hitler], tempered(team_mix, a));
    }
    std::vector<PlayerOdds> odds(seats);
    double total = 0;
    std::vector<double> member(seats); // given Hitler: the team's weight holding each seat
    for (std::size_t hitler = 0; hitler < seats; ++hitler) {
        double weight = 0; // Hitler's, up to a factor common to all
        double given = 0;  // the team's given him, summed over his assignments
        std::fill(member.begin(), member.end(), 0.0);
        for (const std::size_t index : of[hitler]) {
            const AssignmentWeight& a = assignments[index];
            const double log = tempered(hitler_mix, a);
            if (!std::isfinite(log)) continue;
            weight += std::exp(log - top);
            const double team = std::exp(tempered(team_mix, a) - top_team[hitler]);
            given += team;
            for (const Seat seat : a.team) member[static_cast<std::size_t>(seat)] += team;
        }
        if (!(weight > 0) || !(given > 0)) continue;
        total += weight;
        odds[hitler].hitler += weight;
        // Hitler's own term is weight x given / given, exactly his weight: a
        // player's team odds gather at least their Hitler odds, in floating
        // point too, and a Hitler the facts name gets exactly 1 of both.
        for (std::size_t seat = 0; seat < seats; ++seat)
            if (member[seat] > 0) odds[seat].fascist_team += weight * (member[seat] / given);
    }
    if (!(total > 0)) return std::vector<PlayerOdds>(seats);
    for (PlayerOdds& player : odds) {
        player.hitler /= total;
        player.fascist_team /= total;
    }
    return odds;
}

/// The draw odds of every session on the public facts alone.
std::vector<SessionBelief> facts_only(const PublicRecord& record,
                                      const std::vector<CycleOrders>& cycles) {
    std::vector<SessionBelief> beliefs(record.sessions.size());
    for (const CycleOrders& orders : cycles) {
        if (orders.orders() == 0) continue;
        for (std::size_t slot = 0; slot < orders.sessions().size(); ++slot) {
            DrawOdds& odds =
                beliefs[static_cast<std::size_t>(orders.sessions()[slot])].liberals_drawn;
            for (const CycleOrders::Group& group : orders.groups())
                odds[static_cast<std::size_t>(orders.session_liberals(
                    group.signature, static_cast<int>(slot)))] += group.orders / orders.orders();
        }
    }
    return beliefs;
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

RolePosterior role_posterior(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                             std::vector<AssignmentWeight>* weights) {
    const int players = record.setup.players;
    const int fascists = role_counts(players).fascists; // R2, Hitler apart
    const SeatSet everyone = SeatSet::first(players);
    BeliefSum sum(record, cycles);

    // Every assignment the facts allow, with the log of its play likelihood
    // (-infinity: none) and of its nominations.
    std::vector<AssignmentWeight> assignments;
    for (Seat candidate = 0; candidate < players; ++candidate) {
        if (record.known_not_hitler.contains(candidate)) continue; // R18, R28
        if (record.known_hitler && *record.known_hitler != candidate) continue;
        for (std::uint32_t bits = 0; bits < (1u << players); ++bits) {
            const SeatSet others = SeatSet::from_bits(static_cast<std::uint16_t>(bits));
            if (others.size() != fascists || others.contains(candidate)) continue;
            const SeatSet fascist_team = others | SeatSet::of(candidate);
            const Assignment roles{everyone.without(fascist_team), candidate};
            const double weight = sum.weigh(roles);
            if (weight > 0) sum.add(roles, weight); // the sessions' beliefs: untempered
            assignments.push_back(
                {candidate, fascist_team,
                 weight > 0 ? std::log(weight) : -std::numeric_limits<double>::infinity(),
                 nominations_log_likelihood(record, roles)});
        }
    }

    RolePosterior posterior;
    const bool fits = std::any_of(assignments.begin(), assignments.end(),
                                  [](const AssignmentWeight& a) { return std::isfinite(a.play); });
    const std::size_t stage = mix_stage(record);
    posterior.players = mixed_odds(assignments, players, behaviour::kMixHitler[stage],
                                   behaviour::kMixTeam[stage], fits);
    if (!fits) { // the facts contradict each other: only the role counts remain
        posterior.model_fits = false;
        posterior.sessions = facts_only(record, cycles);
    } else {
        posterior.sessions = sum.beliefs();
    }
    if (weights) *weights = std::move(assignments);
    return posterior;
}

std::vector<SessionBelief> session_beliefs(const PublicRecord& record,
                                           const std::vector<CycleOrders>& cycles,
                                           const Roles& roles) {
    BeliefSum sum(record, cycles);
    const Assignment assignment{roles.liberals(record.setup.players), roles.hitler};
    const double weight = sum.weigh(assignment);
    if (!(weight > 0)) return facts_only(record, cycles);
    sum.add(assignment, 1.0);
    return sum.beliefs();
}

} // namespace shn
