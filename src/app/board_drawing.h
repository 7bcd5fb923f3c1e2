#pragma once

#include "app/canvas.h"
#include "app/geometry.h"
#include "app/table_ring.h"
#include "core/game_state.h"
#include "core/roles.h"
#include "core/seat_set.h"
#include "session/catalogue.h"
#include "session/player_roster.h"

#include <optional>
#include <string>
#include <string_view>

namespace shn {

/// BoardDrawing: the table screen's own drawing of a game state, for the far
/// chair (../shared/BOARD.md, docs/layout.md): the board (both tracks with
/// the powers of this table, what the next fascist policy does, the
/// election tracker, the piles) and the seats (each name; the President and
/// Chancellor, or the candidate and nominee, as placards; the lasting marks
/// as symbols, explained once by the legend under the seats). Every fact is
/// game-critical text (Canvas::critical_text_px and up, the text size
/// setting applied), but the tiles' power words, which the next policy's
/// line repeats. The table and the replay draw with it, so that a move
/// replayed looks as the table saw it. It only draws: the taps on a seat
/// are the panel's (seat_box). Holds a reference: the catalogue must
/// outlive it.
class BoardDrawing {
  public:
    /// What the seats show beside the state: the names, the vote being
    /// entered (`votes`: each seat's Ja or Nein during an election), the
    /// seat picked for execution; `viewer`: a phone watching (four seats a
    /// row held upright, not three); `roles`: each seat's role as a mark,
    /// before the others (the replay, when the table asks to see them).
    struct Seats {
        const PlayerRoster& roster;
        SeatSet nein;
        std::optional<Seat> execution_target;
        bool votes = false;
        bool viewer = false;
        std::optional<Roles> roles = std::nullopt;
        /// The table view's places (Layout::around), or none: rows.
        const std::vector<SeatPlace>* around = nullptr;
    };

    explicit BoardDrawing(const Catalogue& catalogue) : catalogue_(catalogue) {}

    /// Where the table screen and the replay put the board, the seats, the
    /// legend of their symbols and the column of words and buttons in
    /// `body`: held sideways, the seats across the whole width at the foot,
    /// as tall as three lines of the table's text (so the text size setting
    /// grows them), the board and the column above; held upright, stacked.
    struct Layout {
        Rect board, seats, legend, column;
        /// The table view's seats, each where its player sits (empty: the
        /// seats in rows in `seats`).
        std::vector<SeatPlace> around;
    };
    /// `roster`: the names shown (a seat grows a line for a name that
    /// needs two at the floor). `column_need`: the height the column's
    /// words and buttons need held sideways; the seats give it up first
    /// (their names shrink toward the critical floor, never under it), so
    /// a larger text size never pushes the column's words out.
    /// `around`: the table view (the seats on the screen's edge, each
    /// facing its player, TableRing; the board and the column inside them).
    /// `board_strip`: the height of a strip drawn over the board (the
    /// discussion timer); held upright, the board grows by it, from the
    /// column, so that its tracks keep their height (issue 55, item 24:
    /// squeezed to 7-pixel outlines on a phone at 140%).
    static Layout layout(Canvas& canvas, Rect body, const PlayerRoster& roster, bool viewer,
                         int column_need = 0, bool around = false, int board_strip = 0);
    /// The legend in `area`: each symbol the seats show now, with its word.
    void legend(Canvas& canvas, Rect area, const GameState& state) const;

    /// The board in `area`, its tracks below `top_taken` pixels kept for the timer.
    void board(Canvas& canvas, Rect area, const GameState& state, int top_taken = 0) const;
    void seats(Canvas& canvas, Rect area, const GameState& state, const Seats& shown) const;
    /// Where `seat` is drawn in `area` (in rows), or on the screen's edge
    /// (`around` not empty).
    static Rect seat_box(const Canvas& canvas, Rect area, int players, bool viewer, Seat seat,
                         const std::vector<SeatPlace>& around = {});

  private:
    static SeatGrid seat_grid(const Canvas& canvas, Rect area, int players, bool viewer);
    static Layout layout_around(Canvas& canvas, Rect body, const PlayerRoster& roster, int legend_h,
                                int column_need);
    std::string text(std::string_view key) const;

    const Catalogue& catalogue_;
};

} // namespace shn
