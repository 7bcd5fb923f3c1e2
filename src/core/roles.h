#pragma once

#include "core/seat_set.h"

#include <cstdint>

namespace shn {

/// A player's secret role (R2).
enum class Role : std::uint8_t { Liberal, Fascist, Hitler };
inline constexpr int kRoleCount = 3;
static_assert(static_cast<int>(Role::Hitler) + 1 == kRoleCount, "kRoleCount counts every role");

/// Roles: who was who, as the table reveals it at the end of a game: Hitler
/// and the other fascists; everyone else at the table is liberal. A value;
/// whether it can be true of a game is GameState's to say (R2, R18, R28).
struct Roles {
    Seat hitler = 0;
    SeatSet fascists; // the fascists, Hitler apart

    Role of(Seat seat) const {
        if (seat == hitler) return Role::Hitler;
        return fascists.contains(seat) ? Role::Fascist : Role::Liberal;
    }
    /// Hitler and the fascists.
    SeatSet fascist_team() const { return fascists | SeatSet::of(hitler); }
    /// Everyone of the first `players` seats not on the fascist team.
    SeatSet liberals(int players) const { return SeatSet::first(players).without(fascist_team()); }

    bool operator==(const Roles&) const = default;
};

} // namespace shn
