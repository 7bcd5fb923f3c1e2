#pragma once

#include "app/panel.h"
#include "core/game_analysis.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace shn {

class TableController;
class SeatNames;

/// AnalysisPanel: what the table argues about, computed (docs/analysis.md):
/// the next draw's odds; per legislative session, newest first, the odds of
/// its draw as four small bars (0-3 liberal tiles), the claims and the
/// findings; per player, the odds of being Hitler and of being on the
/// fascist team; and the model's limits in one sentence. Opened from the
/// table's header when the Claims and odds setting is on. The analysis is
/// computed again only when the game changed (a few milliseconds, see
/// docs/performance.md).
class AnalysisPanel : public Panel {
  public:
    AnalysisPanel(PanelStack& stack, const Catalogue& catalogue, const TableController& table,
                  const SeatNames& seat_names)
        : Panel(stack, catalogue), table_(table), seat_names_(seat_names) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    void draw_next_draw(Canvas& canvas, Rect area);
    void draw_sessions(Canvas& canvas, Rect area);
    void draw_players(Canvas& canvas, Rect area);
    void draw_odds_bars(Canvas& canvas, Rect area, const DrawOdds& odds);
    /// "31%", "3,1 %": the language's way, one decimal under 10%.
    std::string percent(double chance) const;
    std::string claims_text(const LegislativeSession& session) const;
    /// "Likely lie: Ada 87%": the session's claims the model gives kLikelyLie
    /// or more of being a lie; empty when none.
    std::string likely_lies_text(const LegislativeSession& session,
                                 const SessionBelief& belief) const;
    std::string finding_text(const Finding& finding) const;

    std::optional<GameAnalysis> analysis_;
    std::vector<Event> analysed_events_; // the game the analysis is of
    int skipped_ = 0;                    // newest sessions scrolled past
    const TableController& table_;
    const SeatNames& seat_names_;
};

} // namespace shn
