#include "core/claim_verdicts.h"

#include "core/player_count_rules.h"
#include "core/role_model.h"

namespace shn {

namespace {

/// Whether a claim held in some of the worlds that fit, and failed in some.
struct Tally {
    bool held = false;
    bool failed = false;

    void see(bool holds) { (holds ? held : failed) = true; }
    ClaimVerdict verdict() const {
        if (held && !failed) return ClaimVerdict::True;
        return held ? ClaimVerdict::PossibleLie : ClaimVerdict::Lie;
    }
};

/// The tallies of one session's three claims about tiles.
struct SessionTallies {
    Tally drew;
    Tally received;
    Tally peeked;
};

/// Goes through one cycle's order groups; for each group where every
/// session of the cycle can be explained (and every liberal peeker's words
/// hold, when `liberals` applies), tallies the claims about it. Returns
/// whether any group fitted.
bool tally_cycle(const PublicRecord& record, const CycleOrders& orders,
                 std::optional<SeatSet> liberals, std::vector<SessionTallies>& tallies) {
    const auto is_liberal = [&](Seat seat) { return liberals && liberals->contains(seat); };
    bool any_fits = false;
    std::vector<unsigned> passes(orders.sessions().size());
    for (const CycleOrders::Group& group : orders.groups()) {
        bool fits = true;
        for (std::size_t slot = 0; slot < orders.sessions().size() && fits; ++slot) {
            const LegislativeSession& session =
                record.sessions[static_cast<std::size_t>(orders.sessions()[slot])];
            const int drawn = orders.session_liberals(group.signature, static_cast<int>(slot));
            passes[slot] = passes_that_fit(session, drawn, is_liberal(session.president),
                                           is_liberal(session.chancellor));
            fits = passes[slot] != 0;
        }
        for (std::size_t slot = 0; slot < orders.peeks().size() && fits; ++slot) {
            const LegislativeSession& session =
                record.sessions[static_cast<std::size_t>(orders.peeks()[slot])];
            if (session.claims.peeked && is_liberal(session.president))
                fits = orders.peek_tiles(group.signature, static_cast<int>(slot)) ==
                       *session.claims.peeked;
        }
        if (!fits) continue;
        any_fits = true;
        for (std::size_t slot = 0; slot < orders.sessions().size(); ++slot) {
            const auto index = static_cast<std::size_t>(orders.sessions()[slot]);
            const SessionClaims& claims = record.sessions[index].claims;
            if (claims.drew)
                tallies[index].drew.see(
                    orders.session_liberals(group.signature, static_cast<int>(slot)) ==
                    *claims.drew);
            if (claims.received) {
                const unsigned claimed = 1u << *claims.received;
                if (passes[slot] & claimed) tallies[index].received.see(true);
                if (passes[slot] & ~claimed) tallies[index].received.see(false);
            }
        }
        for (std::size_t slot = 0; slot < orders.peeks().size(); ++slot) {
            const auto index = static_cast<std::size_t>(orders.peeks()[slot]);
            const SessionClaims& claims = record.sessions[index].claims;
            if (claims.peeked)
                tallies[index].peeked.see(
                    orders.peek_tiles(group.signature, static_cast<int>(slot)) == *claims.peeked);
        }
    }
    return any_fits;
}

/// Whether every liberal investigator said what the card shows (R26:
/// Hitler's card shows the fascist party).
bool liberal_investigators_fit(const PublicRecord& record, const Roles& roles, SeatSet liberals) {
    for (const LegislativeSession& session : record.sessions) {
        if (!session.investigated || !session.claims.investigated) continue;
        if (!liberals.contains(session.president)) continue;
        const Policy party =
            roles.of(*session.investigated) == Role::Liberal ? Policy::Liberal : Policy::Fascist;
        if (party != *session.claims.investigated) return false;
    }
    return true;
}

/// Whether the public facts fit with every seat of `trusted` telling the
/// truth and playing liberal (the strict reading, for those seats only).
bool fits_trusting(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                   const Roles& roles, SeatSet trusted) {
    if (!liberal_investigators_fit(record, roles, trusted)) return false;
    for (const CycleOrders& orders : cycles) {
        std::vector<SessionTallies> scratch(record.sessions.size());
        if (!tally_cycle(record, orders, trusted, scratch)) return false;
    }
    return true;
}

} // namespace

ClaimVerdicts judge_claims(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                           const Roles& roles) {
    ClaimVerdicts verdicts;
    const SeatSet liberals = roles.liberals(record.setup.players);
    // The verdicts trust no claim and no play: the public facts alone.
    std::vector<SessionTallies> tallies(record.sessions.size());
    verdicts.liberals_fit = liberal_investigators_fit(record, roles, liberals);
    for (const CycleOrders& orders : cycles) {
        tally_cycle(record, orders, std::nullopt, tallies);
        // Whether the liberals kept to the strict reading: told only to the reveal.
        std::vector<SessionTallies> strict(record.sessions.size());
        if (!tally_cycle(record, orders, liberals, strict)) verdicts.liberals_fit = false;
    }
    if (!verdicts.liberals_fit) // who could alone be the liberal who did not
        for (const Seat seat : liberals)
            if (fits_trusting(record, cycles, roles, liberals.without(SeatSet::of(seat))))
                verdicts.liberals_off_reading.insert(seat);
    verdicts.beliefs = session_beliefs(record, cycles, roles);
    verdicts.sessions.resize(record.sessions.size());
    for (std::size_t index = 0; index < record.sessions.size(); ++index) {
        const LegislativeSession& session = record.sessions[index];
        SessionVerdicts& verdict = verdicts.sessions[index];
        const SessionTallies& tally = tallies[index];
        if (session.claims.drew) verdict.drew = tally.drew.verdict();
        if (session.claims.received) verdict.received = tally.received.verdict();
        if (session.claims.peeked) verdict.peeked = tally.peeked.verdict();
        if (session.claims.investigated && session.investigated) {
            const Policy party = roles.of(*session.investigated) == Role::Liberal
                                     ? Policy::Liberal
                                     : Policy::Fascist; // R26
            verdict.investigated =
                party == *session.claims.investigated ? ClaimVerdict::True : ClaimVerdict::Lie;
        }
    }
    return verdicts;
}

} // namespace shn
