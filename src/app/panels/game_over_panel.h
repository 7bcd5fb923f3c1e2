#pragma once

#include "app/panel.h"
#include "core/policy.h"

#include <vector>

namespace shn {

class SeatNames;
class TableController;

/// GameOverPanel: who won and why (R40-R41), by name ("Giulia was elected
/// Chancellor, and was Hitler"), narrated, and the game's timeline: the
/// enacted policies in order, lettered; then the reveal, the same table
/// again, or a new game. Until the roles are revealed, Undo takes back the
/// move that ended the game (a mis-tap at an execution or the Hitler
/// question) and the table goes on.
class GameOverPanel : public Panel {
  public:
    GameOverPanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                  const SeatNames& seat_names)
        : Panel(stack, catalogue), table_(table), seat_names_(seat_names) {}

    /// R: reveal, A: the same table again, N: a new game (keyboard play).
    bool command(const Command& command) override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// One place on the timeline: a policy enacted (by chaos or not), or a
    /// session vetoed, which enacted none (issue 55: neither was marked).
    struct TimelineTile {
        std::optional<Policy> policy; // none: a veto
        bool by_chaos = false;
    };
    /// Every enacted policy and every veto, in order, lettered, on parchment.
    void draw_timeline(Canvas& canvas, Rect timeline, const std::vector<TimelineTile>& tiles);

    TableController& table_;
    const SeatNames& seat_names_;
};

} // namespace shn
