#pragma once

#include "core/public_record.h"

#include <cstdint>
#include <vector>

namespace shn {

/// CycleOrders: every order of one deck cycle that fits the public facts,
/// counted exactly and grouped by what matters to the analysis. A cycle is a
/// uniformly random order of its tiles (R3, R23), so each order that fits is
/// equally likely. The facts: each session's enacted tile was among its three
/// (nothing is known of a vetoed one), and each chaos tile is what it was;
/// claims are not facts. Orders are enumerated as the positions of the
/// liberal tiles (at most C(17,6) = 12,376) and grouped by their signature:
/// the number of liberals in each session of the cycle, the tiles each peek
/// saw, and the liberals among the next three to be drawn. Pure computation.
class CycleOrders {
  public:
    CycleOrders(const PublicRecord& record, int cycle);

    /// A set of orders that look the same to the analysis, and how many.
    struct Group {
        std::uint32_t signature = 0;
        double orders = 0;
    };

    int cycle() const { return cycle_; }
    /// Indexes into record.sessions of the sessions that drew from this cycle.
    const std::vector<int>& sessions() const { return sessions_; }
    /// Indexes into record.sessions of the sessions whose peek saw this cycle.
    const std::vector<int>& peeks() const { return peeks_; }
    /// Whether the next three tiles to be drawn lie in this cycle.
    bool holds_next_draw() const { return next_draw_; }

    const std::vector<Group>& groups() const { return groups_; }
    /// How many orders fit the facts (never 0 for a history the engine accepted).
    double orders() const { return orders_; }

    /// Liberal tiles drawn by sessions()[slot] in the orders of `signature`.
    int session_liberals(std::uint32_t signature, int slot) const {
        return static_cast<int>((signature >> (2 * slot)) & 3u);
    }
    /// The tiles peeks()[slot] saw (bit i: the i-th from the top is liberal).
    int peek_tiles(std::uint32_t signature, int slot) const {
        return static_cast<int>((signature >> (peek_shift_ + 3 * slot)) & 7u);
    }
    /// Liberal tiles among the next three to be drawn.
    int next_draw_liberals(std::uint32_t signature) const {
        return static_cast<int>((signature >> next_shift_) & 3u);
    }

  private:
    int cycle_ = 0;
    std::vector<int> sessions_;
    std::vector<int> peeks_;
    bool next_draw_ = false;
    int peek_shift_ = 0;
    int next_shift_ = 0;
    std::vector<Group> groups_;
    double orders_ = 0;
};

/// One CycleOrders per cycle of the record, in order.
std::vector<CycleOrders> cycle_orders(const PublicRecord& record);

} // namespace shn
