#pragma once

#include "app/geometry.h"

#include <vector>

namespace shn {

/// SeatPlace: where a seat lies on the screen and which way it faces.
struct SeatPlace {
    Rect area;
    Turn turn = Turn::None;
};

/// TableRing: the table view's places (docs/layout.md, ../shared/BOARD.md):
/// the seats on the screen's edge in seating order, clockwise from the
/// first name as the table sits around the device (the one who taps at the
/// foot): along the foot from right to left, up the left side, along the
/// top from left to right, down the right side; each seat turned to face
/// the player who sits there. Held sideways the foot and the top hold them
/// all; upright the long sides (left, right) hold the most and each end one
/// from seven players, none under. Every seat has one
/// size, as its player reads it (`seat`: the shortest cell of its side, no
/// longer than `longest`), centred in its cell; the middle, inside the
/// seats, holds the board. Pure geometry, no drawing.
struct TableRing {
    std::vector<SeatPlace> seats;
    Rect middle;
    /// A seat's own size (0, 0, along its side, `depth`).
    Rect seat;
};

/// The ring of `players` seats `depth` pixels deep (from the edge inward)
/// in `body`, `gap` pixels apart.
TableRing table_ring(Rect body, int players, int depth, int gap, int longest);

} // namespace shn
