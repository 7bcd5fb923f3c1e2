#pragma once

#include "app/panel.h"

namespace shn {

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
    explicit HistoryPanel(AppContext& app) : Panel(app) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    int page_ = 0; // 0: the newest rounds
};

} // namespace shn
