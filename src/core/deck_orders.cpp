#include "core/deck_orders.h"

#include "core/player_count_rules.h"

#include <algorithm>
#include <bit>

namespace shn {

namespace {

/// A tile position that the facts constrain: the liberal count of the
/// `width` tiles from `position` must be a member of `allowed` (bit per count).
struct Constraint {
    int position = 0;
    int width = 1;
    unsigned allowed = 0;
};

int liberals_at(std::uint32_t order, int position, int width) {
    return std::popcount((order >> position) & ((1u << width) - 1u));
}

} // namespace

CycleOrders::CycleOrders(const PublicRecord& record, int cycle) : cycle_(cycle) {
    const DeckCycle& deck = record.cycles[static_cast<std::size_t>(cycle)];
    std::vector<Constraint> facts;
    std::vector<int> session_positions;
    std::vector<int> peek_positions;
    for (std::size_t index = 0; index < record.sessions.size(); ++index) {
        const LegislativeSession& session = record.sessions[index];
        if (session.cycle == cycle) {
            sessions_.push_back(static_cast<int>(index));
            session_positions.push_back(session.position);
            // R21-R22: the enacted tile was one of the three.
            unsigned allowed = 0b1111;
            if (session.enacted == Policy::Liberal) allowed = 0b1110;
            if (session.enacted == Policy::Fascist) allowed = 0b0111;
            facts.push_back({session.position, kPoliciesPerSession, allowed});
        }
        if (session.peek && session.peek_cycle == cycle) {
            peeks_.push_back(static_cast<int>(index));
            peek_positions.push_back(session.peek_position);
        }
    }
    for (const ChaosTile& chaos : record.chaos) // R19: a tile seen face up
        if (chaos.cycle == cycle)
            facts.push_back({chaos.position, 1, chaos.tile == Policy::Liberal ? 0b10u : 0b01u});
    next_draw_ = !record.game_over && cycle + 1 == static_cast<int>(record.cycles.size());

    peek_shift_ = 2 * static_cast<int>(sessions_.size());
    next_shift_ = peek_shift_ + 3 * static_cast<int>(peeks_.size());
    const int signature_bits = next_shift_ + (next_draw_ ? 2 : 0);
    const auto signature_of = [&](std::uint32_t order) {
        std::uint32_t signature = 0;
        for (std::size_t slot = 0; slot < session_positions.size(); ++slot)
            signature |= static_cast<std::uint32_t>(
                             liberals_at(order, session_positions[slot], kPoliciesPerSession))
                         << (2 * slot);
        for (std::size_t slot = 0; slot < peek_positions.size(); ++slot)
            signature |= ((order >> peek_positions[slot]) & 7u)
                         << (peek_shift_ + 3 * static_cast<int>(slot));
        if (next_draw_)
            signature |= static_cast<std::uint32_t>(
                             liberals_at(order, record.next_position, kPoliciesPerSession))
                         << next_shift_;
        return signature;
    };

    // Every set of `liberals` positions among `tiles`, in increasing order
    // of its bit mask (Gosper's hack); bit p set: the tile p from the top is
    // liberal.
    std::vector<std::uint32_t> signatures;
    const int tiles = deck.tiles;
    const int liberals = deck.liberals;
    const std::uint64_t end = std::uint64_t{1} << tiles;
    for (std::uint64_t order = (std::uint64_t{1} << liberals) - 1; order < end;) {
        const auto bits = static_cast<std::uint32_t>(order);
        const bool fits = std::all_of(facts.begin(), facts.end(), [bits](const Constraint& fact) {
            return ((fact.allowed >> liberals_at(bits, fact.position, fact.width)) & 1u) != 0;
        });
        if (fits) signatures.push_back(signature_of(bits));
        if (order == 0) break; // no liberal tiles at all: a single order
        const std::uint64_t lowest = order & (~order + 1);
        const std::uint64_t ripple = order + lowest;
        order = (((ripple ^ order) >> 2) / lowest) | ripple;
    }
    orders_ = static_cast<double>(signatures.size());

    if (signature_bits <= 16) { // count in place: no sort
        std::vector<std::uint32_t> counts(std::size_t{1} << signature_bits, 0);
        for (const std::uint32_t signature : signatures) ++counts[signature];
        for (std::size_t signature = 0; signature < counts.size(); ++signature)
            if (counts[signature] != 0)
                groups_.push_back({static_cast<std::uint32_t>(signature),
                                   static_cast<double>(counts[signature])});
        return;
    }
    std::sort(signatures.begin(), signatures.end());
    for (const std::uint32_t signature : signatures) {
        if (groups_.empty() || groups_.back().signature != signature)
            groups_.push_back({signature, 0});
        groups_.back().orders += 1;
    }
}

std::vector<CycleOrders> cycle_orders(const PublicRecord& record) {
    std::vector<CycleOrders> cycles;
    cycles.reserve(record.cycles.size());
    for (std::size_t cycle = 0; cycle < record.cycles.size(); ++cycle)
        cycles.emplace_back(record, static_cast<int>(cycle));
    return cycles;
}

} // namespace shn
