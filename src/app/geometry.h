#pragma once

#include <algorithm>

namespace shn {

/// Rect: a box on screen, in pixels.
struct Rect {
    int x = 0, y = 0, w = 0, h = 0;

    bool operator==(const Rect&) const = default;
    bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
    Rect inset(int by) const { return {x + by, y + by, w - 2 * by, h - 2 * by}; }
    /// The index-th of `count` equal columns (or rows), `gap` pixels apart.
    Rect column(int index, int count, int gap) const {
        const int each = (w - gap * (count - 1)) / count;
        return {x + index * (each + gap), y, each, h};
    }
    Rect row(int index, int count, int gap) const {
        const int each = (h - gap * (count - 1)) / count;
        return {x, y + index * (each + gap), w, each};
    }
    Rect top(int height) const { return {x, y, w, height}; }
    Rect below(int height) const { return {x, y + height, w, h - height}; }
};

/// SeatGrid: the seats of a table in seating order, as the screens lay them
/// out: one row for 5 players, two rows for 6-10, cells `gap` pixels apart;
/// at most `most_per_row` a row when set (a phone held upright: 4).
struct SeatGrid {
    int players = 5;
    int most_per_row = 0;

    int per_row() const {
        const int natural = players <= 5 ? players : (players + 1) / 2;
        return most_per_row > 0 ? std::min(natural, most_per_row) : natural;
    }
    int rows() const { return (players + per_row() - 1) / per_row(); }
    Rect cell(const Rect& area, int seat, int gap) const {
        return area.row(seat / per_row(), rows(), gap).column(seat % per_row(), per_row(), gap);
    }
};

} // namespace shn
