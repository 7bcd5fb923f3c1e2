#pragma once

#include "app/panel.h"
#include "core/game_state.h"

#include <optional>

namespace shn {

/// TablePanel: the board at a glance and the one action the engine's phase
/// asks for. Board: both tracks (the power of each fascist slot for this
/// table), the election tracker, the piles. Seats: names with markers for
/// candidate, nominee, term-limited, executed, investigated, not Hitler.
/// Action: tap a seat to nominate, investigate, choose or execute (an
/// ineligible seat says why); tap the Nein voters then confirm; the Hitler
/// answer; the policy enacted or revealed; the veto. Undo is always there.
class TablePanel : public Panel {
  public:
    explicit TablePanel(AppContext& app) : Panel(app) {}
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void draw_board(Canvas& canvas, Rect area, const GameState& state);
    void draw_seats(Canvas& canvas, Rect area, const GameState& state);
    void draw_action(Canvas& canvas, Rect area, const GameState& state);
    void tap_seat(Seat seat);

    SeatSet nein_; // the voters marked Nein in the election phase
    std::optional<Seat> execution_target_;
};

} // namespace shn
