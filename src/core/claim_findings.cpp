#include "core/claim_findings.h"

namespace shn {

namespace {

/// A claim about tiles, as a test on a cycle's order signatures.
struct DeckClaim {
    int session = 0;
    ClaimKind kind = ClaimKind::Drew;
    Seat player = 0;
    int cycle = 0;
    int slot = 0; // into the cycle's sessions() (Drew, Received) or peeks() (Peeked)
    int value = 0;
    bool fits_facts = true; // false: contradicts a fact that is not about order

    bool holds(const CycleOrders& orders, std::uint32_t signature) const {
        switch (kind) {
        case ClaimKind::Drew: return orders.session_liberals(signature, slot) == value;
        case ClaimKind::Received: return can_pass(orders.session_liberals(signature, slot), value);
        case ClaimKind::Peeked: return orders.peek_tiles(signature, slot) == value;
        case ClaimKind::Investigated: break;
        }
        return false;
    }
};

int slot_of(const std::vector<int>& indexes, int session) {
    for (std::size_t slot = 0; slot < indexes.size(); ++slot)
        if (indexes[slot] == session) return static_cast<int>(slot);
    return -1;
}

/// The claims about tiles of the record, in the order of the sessions and,
/// within one, drew, received, peeked.
std::vector<DeckClaim> deck_claims(const PublicRecord& record) {
    std::vector<DeckClaim> claims;
    for (std::size_t index = 0; index < record.sessions.size(); ++index) {
        const LegislativeSession& session = record.sessions[index];
        const int number = static_cast<int>(index);
        if (session.claims.drew)
            claims.push_back({number, ClaimKind::Drew, session.president, session.cycle, 0,
                              *session.claims.drew, true});
        if (session.claims.received) {
            const int received = *session.claims.received;
            claims.push_back({number, ClaimKind::Received, session.chancellor, session.cycle, 0,
                              received, can_enact(session.enacted, received)});
        }
        if (session.claims.peeked && session.peek)
            claims.push_back({number, ClaimKind::Peeked, session.president, session.peek_cycle, 0,
                              *session.claims.peeked, true});
    }
    return claims;
}

double probability(const CycleOrders& orders, const DeckClaim& claim) {
    if (!claim.fits_facts || orders.orders() == 0) return 0;
    double holding = 0;
    for (const CycleOrders::Group& group : orders.groups())
        if (claim.holds(orders, group.signature)) holding += group.orders;
    return holding / orders.orders();
}

bool can_both_hold(const CycleOrders& orders, const DeckClaim& first, const DeckClaim& second) {
    for (const CycleOrders::Group& group : orders.groups())
        if (first.holds(orders, group.signature) && second.holds(orders, group.signature))
            return true;
    return false;
}

std::vector<std::vector<Finding>>
findings(const PublicRecord& record, const std::vector<CycleOrders>& cycles, int only_session) {
    std::vector<std::vector<Finding>> found(record.sessions.size());
    std::vector<DeckClaim> claims = deck_claims(record);
    std::vector<bool> possible(claims.size(), false);
    std::vector<bool> touched(cycles.size(), only_session < 0); // cycles worth examining
    for (const DeckClaim& claim : claims)
        if (claim.session == only_session) touched[static_cast<std::size_t>(claim.cycle)] = true;
    for (std::size_t index = 0; index < claims.size(); ++index) {
        DeckClaim& claim = claims[index];
        if (!touched[static_cast<std::size_t>(claim.cycle)]) continue;
        const CycleOrders& orders = cycles[static_cast<std::size_t>(claim.cycle)];
        claim.slot = claim.kind == ClaimKind::Peeked ? slot_of(orders.peeks(), claim.session)
                                                     : slot_of(orders.sessions(), claim.session);
        if (only_session >= 0 && claim.session != only_session) {
            possible[index] = probability(orders, claim) > 0; // the earlier half of a pair
            continue;
        }
        const double chance = probability(orders, claim);
        possible[index] = chance > 0;
        auto& into = found[static_cast<std::size_t>(claim.session)];
        if (chance <= 0)
            into.push_back(
                {FindingKind::Impossible, {claim.player}, {claim.kind}, 0, {claim.session}});
        else if (claim.kind == ClaimKind::Drew && chance < kUnlikelyClaim)
            into.push_back(
                {FindingKind::Unlikely, {claim.player}, {claim.kind}, chance, {claim.session}});
    }
    // Pairs in the same cycle: each possible, never both (R21-R23: the same
    // tiles, seen twice).
    for (std::size_t later = 0; later < claims.size(); ++later) {
        const DeckClaim& second = claims[later];
        if (!possible[later]) continue;
        if (only_session >= 0 && second.session != only_session) continue;
        for (std::size_t earlier = 0; earlier < later; ++earlier) {
            const DeckClaim& first = claims[earlier];
            if (!possible[earlier] || first.cycle != second.cycle) continue;
            if (can_both_hold(cycles[static_cast<std::size_t>(first.cycle)], first, second))
                continue;
            found[static_cast<std::size_t>(second.session)].push_back(
                {FindingKind::Conflict,
                 {first.player, second.player},
                 {first.kind, second.kind},
                 0,
                 {first.session, second.session}});
        }
    }
    // R26: Hitler's card shows the fascist party; a known Hitler seen as liberal is a lie.
    for (std::size_t index = 0; index < record.sessions.size(); ++index) {
        const LegislativeSession& session = record.sessions[index];
        if (only_session >= 0 && static_cast<int>(index) != only_session) continue;
        if (session.claims.investigated == Policy::Liberal && session.investigated &&
            record.known_hitler == session.investigated)
            found[index].push_back({FindingKind::Impossible,
                                    {session.president},
                                    {ClaimKind::Investigated},
                                    0,
                                    {static_cast<int>(index)}});
    }
    return found;
}

} // namespace

std::vector<std::vector<Finding>> claim_findings(const PublicRecord& record,
                                                 const std::vector<CycleOrders>& cycles) {
    return findings(record, cycles, -1);
}

std::vector<Finding> session_findings(const PublicRecord& record,
                                      const std::vector<CycleOrders>& cycles, int session) {
    if (session < 0 || session >= static_cast<int>(record.sessions.size())) return {};
    return findings(record, cycles, session)[static_cast<std::size_t>(session)];
}

ImpossibleWhy impossible_why(const PublicRecord& record, const std::vector<CycleOrders>& cycles,
                             int session, Seat player, ClaimKind kind) {
    bool impossible = false;
    for (const Finding& finding : session_findings(record, cycles, session))
        for (std::size_t index = 0; index < finding.players.size(); ++index)
            impossible |= finding.kind == FindingKind::Impossible &&
                          finding.players[index] == player && index < finding.claims.size() &&
                          finding.claims[index] == kind;
    if (!impossible) return ImpossibleWhy::Possible;
    const LegislativeSession& said = record.sessions[static_cast<std::size_t>(session)];
    switch (kind) {
    case ClaimKind::Investigated: return ImpossibleWhy::Hitler;
    case ClaimKind::Drew:
        // R21-R22: the three drawn held the enacted tile.
        if (said.claims.drew && ((said.enacted == Policy::Liberal && *said.claims.drew == 0) ||
                                 (said.enacted == Policy::Fascist && *said.claims.drew == 3)))
            return ImpossibleWhy::Enacted;
        break;
    case ClaimKind::Received:
        if (said.claims.received && !can_enact(said.enacted, *said.claims.received))
            return ImpossibleWhy::Enacted;
        break;
    case ClaimKind::Peeked: break;
    }
    return ImpossibleWhy::Deck;
}

} // namespace shn
