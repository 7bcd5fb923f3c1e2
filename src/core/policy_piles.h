#pragma once

#include "core/policy.h"

#include <cstdint>
#include <optional>

namespace shn {

/// PolicyPiles: the draw and discard piles as the table can know them
/// (R21-R23). The app never asks which tiles were drawn, so the piles are
/// counts, plus the set of liberal-tile counts the draw pile can still hold
/// given every policy enacted since the last reshuffle. That set lets the
/// engine refuse an impossible report (a liberal enacted from a pile that
/// cannot hold one) and tells the app the public composition after a
/// reshuffle. Reshuffles happen by themselves whenever fewer than 3 tiles are
/// left after a draw (R23). Invariant: draw + discard + tiles on the board is
/// the deck size.
class PolicyPiles {
  public:
    PolicyPiles(int liberal_tiles, int fascist_tiles);

    int draw_size() const { return draw_; }
    int discard_size() const { return discard_; }
    int reshuffles() const { return reshuffles_; }

    /// Liberal tiles not on the board (in the draw or discard pile).
    int liberals_off_board() const { return liberals_off_board_; }
    int fascists_off_board() const { return draw_ + discard_ - liberals_off_board_; }

    /// Bit l set: the draw pile may hold exactly l liberal tiles.
    std::uint32_t possible_liberals_in_draw() const { return possible_liberals_; }

    /// Whether `count` tiles can come off the top of the draw pile with at
    /// least one `kept` among them (no condition when kept is empty).
    bool can_take(int count, std::optional<Policy> kept) const;

    /// Takes `count` tiles; `kept` (if any) goes to the board, the rest to the
    /// discard pile. Precondition: can_take(count, kept). Returns whether a
    /// reshuffle followed (R23).
    bool take(int count, std::optional<Policy> kept);

  private:
    std::uint32_t after_take(int count, std::optional<Policy> kept) const;

    std::uint8_t draw_ = 0;
    std::uint8_t discard_ = 0;
    std::uint8_t liberals_off_board_ = 0;
    std::uint8_t reshuffles_ = 0;
    std::uint32_t possible_liberals_ = 0;
};

} // namespace shn
