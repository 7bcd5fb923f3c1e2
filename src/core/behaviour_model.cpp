#include "core/behaviour_model.h"

#include "core/behaviour_rates.h"

namespace shn {

namespace {

std::size_t index_of(Role role) {
    return static_cast<std::size_t>(role);
}

std::size_t enacted_index(const LegislativeSession& session) {
    if (!session.enacted) return 2; // vetoed (R35)
    return *session.enacted == Policy::Liberal ? 0 : 1;
}

} // namespace

std::size_t board_flag(int split, int liberal, int fascist) {
    if (split == 1) return fascist >= 3 ? 1 : 0;
    if (split == 2) return liberal >= 3 ? 1 : 0;
    return 0;
}

std::size_t board_flag(int split, const LegislativeSession& session) {
    return board_flag(split, session.liberal_before, session.fascist_before);
}

std::array<double, 3> session_pass_likelihoods(const LegislativeSession& session, int drawn,
                                               Role president, Role chancellor) {
    std::array<double, 3> likelihoods{};
    const auto draw = static_cast<std::size_t>(drawn);
    for (int passed = 0; passed <= 2; ++passed) {
        if (!can_pass(drawn, passed) || !can_enact(session.enacted, passed)) continue;
        const auto pass = static_cast<std::size_t>(passed);
        double chance = behaviour::kPass[index_of(president)]
                                        [board_flag(behaviour::kPassSplit, session)][draw][pass];
        if (session.enacted) { // a veto (R35) tells nothing of the Chancellor's choice
            const double fascist =
                behaviour::kEnactFascist[index_of(chancellor)]
                                        [board_flag(behaviour::kEnactSplit, session)][pass];
            chance *= *session.enacted == Policy::Fascist ? fascist : 1 - fascist;
        }
        if (session.claims.drew)
            chance *= behaviour::kDrewClaim[index_of(president)]
                                           [board_flag(behaviour::kDrewSplit, session)][draw][pass]
                                           [static_cast<std::size_t>(*session.claims.drew)];
        if (session.claims.received)
            chance *= behaviour::kReceivedClaim[index_of(chancellor)][board_flag(
                behaviour::kReceivedSplit, session)][pass][enacted_index(session)]
                                               [static_cast<std::size_t>(*session.claims.received)];
        likelihoods[pass] = chance;
    }
    return likelihoods;
}

double session_likelihood(const LegislativeSession& session, int drawn, Role president,
                          Role chancellor) {
    const std::array<double, 3> likelihoods =
        session_pass_likelihoods(session, drawn, president, chancellor);
    return likelihoods[0] + likelihoods[1] + likelihoods[2];
}

double peek_likelihood(const LegislativeSession& session, int tiles, Role president) {
    if (!session.claims.peeked) return 1;
    const double truth = behaviour::kPeekTruth[index_of(president)];
    return *session.claims.peeked == tiles ? truth : (1 - truth) / 7; // 8 orders of 3 tiles
}

double investigation_likelihood(const LegislativeSession& session, Role president, Role target) {
    if (!session.investigated || !session.claims.investigated) return 1;
    const std::size_t real = target == Role::Liberal ? 0 : 1; // R26
    const std::size_t said = *session.claims.investigated == Policy::Liberal ? 0 : 1;
    return behaviour::kInvestigatedClaim[index_of(president)][real][said];
}

} // namespace shn
