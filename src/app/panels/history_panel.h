#pragma once

#include "app/panel.h"

namespace shn {

/// HistoryPanel: every round of the game, newest first: the government,
/// each living player's vote (a blue square for Ja, a dark one for Nein, in
/// seating order), the result, the policy (or chaos, or veto) and the power
/// used with its target. Older rounds are a page away. A tap on a round of
/// the table's game opens the fixing of one of its moves (CorrectionPanel);
/// a kept game's history is read-only.
class HistoryPanel : public Panel {
  public:
    explicit HistoryPanel(AppContext& app) : Panel(app) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    int skipped_ = 0; // newest rounds scrolled past
};

} // namespace shn
