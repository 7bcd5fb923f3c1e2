#pragma once

#include "core/seat_set.h"
#include "session/folded_text.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// PlayerRoster: the players' names in clockwise seating order; a name's
/// index is its seat. Names are unique and non-empty (the log checks that
/// when it reads a setup).
struct PlayerRoster {
    std::vector<std::string> names;

    std::optional<Seat> seat_of(std::string_view name) const {
        for (std::size_t seat = 0; seat < names.size(); ++seat)
            if (names[seat] == name) return static_cast<Seat>(seat);
        return std::nullopt;
    }
    const std::string& name_of(Seat seat) const { return names.at(seat); }
    int size() const { return static_cast<int>(names.size()); }
};

/// The first name that appears twice in `names`, if any (a roster needs
/// unique names), its capitals folded: "niccolò" beside "Niccolò" reads
/// the same on a placard ("NICCOLÒ"), so it is the same name.
inline std::optional<std::string> first_duplicate(const std::vector<std::string>& names) {
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = i + 1; j < names.size(); ++j)
            if (folded(names[i]) == folded(names[j])) return names[j];
    return std::nullopt;
}

} // namespace shn
