#pragma once

#include <bit>
#include <cstdint>

namespace shn {

/// A seat at the table: 0 is the first name of the setup, then clockwise.
using Seat = std::uint8_t;

/// The largest table the rules allow (R1).
inline constexpr int kMaxPlayers = 10;

/// SeatSet: a set of seats as a bit mask, the engine's currency for "who is
/// alive", "who may be nominated", "who voted Ja". A value type: copying is
/// free and nothing allocates, so the simulator can fold hundreds of thousands
/// of games a second. Iteration visits seats in seating order.
class SeatSet {
  public:
    constexpr SeatSet() = default;

    /// The seats 0 .. count-1.
    static constexpr SeatSet first(int count) {
        return SeatSet(static_cast<std::uint16_t>((1u << count) - 1u));
    }
    static constexpr SeatSet of(Seat seat) {
        return SeatSet(static_cast<std::uint16_t>(1u << seat));
    }
    static constexpr SeatSet from_bits(std::uint16_t bits) { return SeatSet(bits); }

    constexpr bool contains(int seat) const {
        return seat >= 0 && seat < 16 && ((bits_ >> seat) & 1u) != 0;
    }
    constexpr void insert(Seat seat) { bits_ = static_cast<std::uint16_t>(bits_ | (1u << seat)); }
    constexpr void erase(Seat seat) { bits_ = static_cast<std::uint16_t>(bits_ & ~(1u << seat)); }
    constexpr int size() const {
        // SWAR popcount: std::popcount compiles to a libgcc call without -mpopcnt,
        // and this is the simulator's hottest line.
        unsigned x = bits_;
        x = x - ((x >> 1) & 0x5555u);
        x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
        x = (x + (x >> 4)) & 0x0F0Fu;
        return static_cast<int>((x + (x >> 8)) & 0x1Fu);
    }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint16_t bits() const { return bits_; }

    constexpr SeatSet operator&(SeatSet other) const {
        return SeatSet(static_cast<std::uint16_t>(bits_ & other.bits_));
    }
    constexpr SeatSet operator|(SeatSet other) const {
        return SeatSet(static_cast<std::uint16_t>(bits_ | other.bits_));
    }
    constexpr SeatSet without(SeatSet other) const {
        return SeatSet(static_cast<std::uint16_t>(bits_ & ~other.bits_));
    }
    constexpr bool operator==(const SeatSet&) const = default;

    /// The index-th member in seating order (0-based); index must be < size().
    constexpr Seat nth(int index) const {
        std::uint16_t rest = bits_;
        for (int skipped = 0; skipped < index; ++skipped)
            rest &= static_cast<std::uint16_t>(rest - 1);
        return static_cast<Seat>(std::countr_zero(rest));
    }

    class Iterator {
      public:
        constexpr explicit Iterator(std::uint16_t rest) : rest_(rest) {}
        constexpr Seat operator*() const { return static_cast<Seat>(std::countr_zero(rest_)); }
        constexpr Iterator& operator++() {
            rest_ &= static_cast<std::uint16_t>(rest_ - 1);
            return *this;
        }
        constexpr bool operator!=(const Iterator& other) const { return rest_ != other.rest_; }

      private:
        std::uint16_t rest_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

  private:
    constexpr explicit SeatSet(std::uint16_t bits) : bits_(bits) {}
    std::uint16_t bits_ = 0;
};

} // namespace shn
