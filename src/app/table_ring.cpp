#include "app/table_ring.h"

#include <algorithm>
#include <array>

namespace shn {

namespace {
/// One side of the table: where its seats lie (`edge`, as deep as a seat),
/// how many, which way they run and face.
struct Side {
    Rect edge;
    int count = 0;
    bool along_x = true;   // the seats run along the screen's x (the foot, the top)
    bool reversed = false; // from right to left, or from bottom to top
    Turn turn = Turn::None;
};
} // namespace

TableRing table_ring(Rect body, int players, int depth, int gap, int longest) {
    TableRing ring;
    const bool sideways = body.w >= body.h;
    // Held sideways the long sides take every seat (an end's seat would
    // narrow the board between them below its counters' width); upright
    // each end holds one from seven players.
    const int ends = !sideways && players >= 7 ? 1 : 0;
    const int long_count = players - 2 * ends;
    const int first = (long_count + 1) / 2, second = long_count - first;
    // Clockwise from the foot: the foot, the left, the top, the right.
    const int foot = sideways ? first : ends, left = sideways ? ends : first;
    const int top = sideways ? second : ends, right = sideways ? ends : second;
    // The long sides run the screen's whole length; the short ones sit
    // between them.
    const int across =
        sideways ? body.w : body.w - (left > 0) * (depth + gap) - (right > 0) * (depth + gap);
    const int x0 = sideways ? body.x : body.x + (left > 0) * (depth + gap);
    const int down =
        sideways ? body.h - (top > 0) * (depth + gap) - (foot > 0) * (depth + gap) : body.h;
    const int y0 = sideways ? body.y + (top > 0) * (depth + gap) : body.y;
    const std::array<Side, 4> sides{{
        {{x0, body.y + body.h - depth, across, depth}, foot, true, true, Turn::None},
        {{body.x, y0, depth, down}, left, false, true, Turn::Quarter},
        {{x0, body.y, across, depth}, top, true, false, Turn::Half},
        {{body.x + body.w - depth, y0, depth, down}, right, false, false, Turn::ThreeQuarters},
    }};
    // One size for every seat: the shortest cell of any side.
    int length = longest;
    for (const Side& side : sides) {
        if (side.count == 0) continue;
        const int run = side.along_x ? side.edge.w : side.edge.h;
        length = std::min(length, (run - (side.count - 1) * gap) / side.count);
    }
    length = std::max(0, length);
    for (const Side& side : sides) {
        const int run = side.along_x ? side.edge.w : side.edge.h;
        for (int index = 0; index < side.count; ++index) {
            const int at = side.reversed ? side.count - 1 - index : index;
            const int cell = (run - (side.count - 1) * gap) / side.count;
            const int start = at * (cell + gap) + (cell - length) / 2;
            const Rect area = side.along_x ? Rect{side.edge.x + start, side.edge.y, length, depth}
                                           : Rect{side.edge.x, side.edge.y + start, depth, length};
            ring.seats.push_back({area, side.turn});
        }
    }
    const int inner_x = body.x + (left > 0) * (depth + gap);
    const int inner_y = body.y + (top > 0) * (depth + gap);
    ring.middle = {inner_x, inner_y, body.x + body.w - (right > 0) * (depth + gap) - inner_x,
                   body.y + body.h - (foot > 0) * (depth + gap) - inner_y};
    ring.seat = {0, 0, length, depth};
    return ring;
}

} // namespace shn
