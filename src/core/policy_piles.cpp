#include "core/policy_piles.h"

#include "core/player_count_rules.h"

#include <algorithm>
#include <bit>

namespace shn {

PolicyPiles::PolicyPiles(int liberal_tiles, int fascist_tiles)
    : draw_(static_cast<std::uint8_t>(liberal_tiles + fascist_tiles)),
      liberals_off_board_(static_cast<std::uint8_t>(liberal_tiles)),
      possible_liberals_(1u << liberal_tiles) {}

std::uint32_t PolicyPiles::after_take(int count, std::optional<Policy> kept) const {
    std::uint32_t next = 0;
    for (std::uint32_t rest = possible_liberals_; rest != 0; rest &= rest - 1) {
        const int liberals = std::countr_zero(rest);
        const int fascists = draw_ - liberals;
        // d: liberal tiles among the `count` drawn.
        int lowest = std::max(0, count - fascists);
        int highest = std::min(count, liberals);
        if (kept == Policy::Liberal) lowest = std::max(lowest, 1);
        if (kept == Policy::Fascist) highest = std::min(highest, count - 1);
        for (int drawn = lowest; drawn <= highest; ++drawn) next |= 1u << (liberals - drawn);
    }
    return next;
}

bool PolicyPiles::can_take(int count, std::optional<Policy> kept) const {
    return count <= draw_ && after_take(count, kept) != 0;
}

bool PolicyPiles::take(int count, std::optional<Policy> kept) {
    possible_liberals_ = after_take(count, kept);
    draw_ = static_cast<std::uint8_t>(draw_ - count);
    discard_ = static_cast<std::uint8_t>(discard_ + count - (kept ? 1 : 0));
    if (kept == Policy::Liberal) --liberals_off_board_;
    if (draw_ >= kPoliciesPerSession) return false;
    // R23: everything not on the board is shuffled into a new, public pile.
    draw_ = static_cast<std::uint8_t>(draw_ + discard_);
    discard_ = 0;
    possible_liberals_ = 1u << liberals_off_board_;
    ++reshuffles_;
    return true;
}

} // namespace shn
