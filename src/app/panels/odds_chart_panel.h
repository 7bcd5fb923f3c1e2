#pragma once

#include "app/panel.h"
#include "core/odds_series.h"

#include <vector>

namespace shn {

class ShownGame;
class SeatNames;

/// OddsChartPanel: how the role model's odds moved during the game (issue
/// 44): one row a player, their name, then a strip across the moves: at
/// each move a column as high as the odds of being on the fascist team
/// (pale) with the odds of being Hitler over it (red); at the row's end the
/// last odds and, once the reveal is entered, who they really were. Opened
/// from the Analysis screen and the reveal (Claims and odds on), of the game
/// they show (ShownGame: the table's, or a kept game's reveal). It only
/// draws: the series is computed when the game it was computed for changed.
class OddsChartPanel : public Panel {
  public:
    OddsChartPanel(PanelStack& stack, const Catalogue& catalogue, const ShownGame& shown,
                   const SeatNames& seat_names)
        : Panel(stack, catalogue), shown_(shown), seat_names_(seat_names) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    std::vector<OddsPoint> series_;
    std::vector<Event> charted_events_;                     // the game the series is of
    std::vector<std::pair<std::size_t, int>> round_starts_; // each round's first event, its number
    const ShownGame& shown_;
    const SeatNames& seat_names_;
};

} // namespace shn
