#pragma once

#include "app/panel.h"

namespace shn {

class MessageLine;
class SeatNames;
class ShownGame;
class TableController;

/// HistoryPanel: every round of the game, newest first, numbered as the
/// reveal numbers them (session/round_history.h): the government, the
/// result (Hitler's election named), the policy (or chaos, or veto), the
/// power used with its target, and the vote by name ("Nein: Marco, Giulia",
/// "All Ja"). A page of rounds at a time, turned a whole page by the
/// newer/older buttons. A tap on a round of the table's game opens the
/// fixing of one of its moves (CorrectionPanel); a kept game's history is
/// read-only.
///
/// Layout: on a landscape screen each row is two columns (the government on
/// the left, what came of it and the vote on the right) and the page buttons
/// are a column on the right; upright, each row stacks its three parts over
/// the full width and the page buttons sit below, so a phone's narrow width
/// goes to the names. Rows are sized for their text at the up-close minimum
/// (Canvas: 14 px at 800x480) with 12-character names.
class HistoryPanel : public Panel {
  public:
    /// The table, the message line and the names are the fixing's too (CorrectionPanel).
    HistoryPanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                 MessageLine& messages, const ShownGame& shown, const SeatNames& seat_names)
        : Panel(stack, catalogue), table_(table), messages_(messages), shown_(shown),
          seat_names_(seat_names) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    TableController& table_;
    MessageLine& messages_;
    const ShownGame& shown_;
    const SeatNames& seat_names_;
    int page_ = 0; // 0: the newest rounds
};

} // namespace shn
