#pragma once

#include "app/panel.h"

#include <cstddef>

namespace shn {

class SeatNames;
class ShownGame;
struct Settings;

/// ReplayPanel: a kept game replayed move by move (issue 44), read-only.
/// At step N (0: no move yet) the board and the seats as the table screen
/// drew them after the game's first N events (BoardDrawing, the state by
/// replay), the Nth move in words (TableWords, a claim as it was entered),
/// Previous and Next, and the previous and next round. The roles stay
/// hidden until the last step; before it, where the reveal was entered,
/// Roles shows them on a tap. With Claims and odds on, the odds chart of
/// the game. No move, no Undo, no narration: the game file is never
/// written. The step is the ShownGame's, so a screenshot opens it there.
class ReplayPanel : public Panel {
  public:
    ReplayPanel(PanelStack& stack, const Catalogue& catalogue, ShownGame& shown,
                const SeatNames& seat_names, const Settings& settings)
        : Panel(stack, catalogue), shown_(shown), seat_names_(seat_names), settings_(settings) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// The events of the game shown (0 when none).
    std::size_t last_step() const;
    void go_to(std::size_t step);
    /// The step a round begins at: its first move played (the nomination).
    void go_to_round(int index);

    ShownGame& shown_;
    const SeatNames& seat_names_;
    const Settings& settings_;
    bool roles_asked_ = false; // the table asked to see the roles before the end
};

} // namespace shn
