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

/// Turn: which way a part of the screen faces (the table view, where each
/// seat on the screen's edge faces the player who sits there): its text's
/// up turned clockwise by a quarter (read from the screen's left edge), a
/// half (from its top edge) or three quarters (from its right edge).
enum class Turn { None, Quarter, Half, ThreeQuarters };

/// Turned: a part of the screen, `area`, drawn in its own coordinates
/// (from 0, 0, `width()` by `height()`) as its reader sees it, turned by
/// `turn`. The whole screen unturned by default.
struct Turned {
    Rect area{0, 0, 1 << 20, 1 << 20};
    Turn turn = Turn::None;

    bool quarter() const { return turn == Turn::Quarter || turn == Turn::ThreeQuarters; }
    int width() const { return quarter() ? area.h : area.w; }
    int height() const { return quarter() ? area.w : area.h; }
    /// Where `local` (in the part's coordinates) is on the screen.
    Rect to_screen(const Rect& local) const {
        switch (turn) {
        case Turn::None: return {area.x + local.x, area.y + local.y, local.w, local.h};
        case Turn::Half:
            return {area.x + area.w - local.x - local.w, area.y + area.h - local.y - local.h,
                    local.w, local.h};
        case Turn::Quarter:
            return {area.x + area.w - local.y - local.h, area.y + local.x, local.h, local.w};
        case Turn::ThreeQuarters:
            return {area.x + local.y, area.y + area.h - local.x - local.w, local.h, local.w};
        }
        return local;
    }
    /// Where the point (x, y) of the part is on the screen.
    void to_screen(int& x, int& y) const {
        const Rect at = to_screen(Rect{x, y, 1, 1});
        x = at.x;
        y = at.y;
    }
    /// The turn in degrees clockwise.
    int degrees() const { return int(turn) * 90; }
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
