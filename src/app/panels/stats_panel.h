#pragma once

#include "app/panel.h"
#include "session/group_stats.h"

namespace shn {

/// StatsPanel: what the kept games say together (GroupStats, issue 44), a
/// page of rows at a time: how many games; for each player count the
/// fascists' share of the wins drawn as a bar beside the real
/// secrethitler.io games' (each with its 95% interval, or "too few games");
/// how the games ended; each player's games and wins by role. The figures
/// are read from the archive when the panel opens; it only draws them.
class StatsPanel : public Panel {
  public:
    StatsPanel(PanelStack& stack, const Catalogue& catalogue, const GameArchive& archive)
        : Panel(stack, catalogue), stats_(tally_games(archive.list())) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// One row's words: a title and up to two lines, and a bar for a count.
    struct Row {
        std::string title;
        std::string first, second;
        int players = 0; // a player count's row: its bars
    };
    std::vector<Row> rows() const;
    /// "54% (49-58%)", or the words for too few games.
    std::string share_words(const WinShare& share) const;
    /// A bar across `box`: the fascists' share in red over the liberals'
    /// blue, a line from the interval's low to its high end.
    void share_bar(Canvas& canvas, Rect box, const WinShare& share) const;

    GroupStats stats_;
    int skipped_ = 0;
};

} // namespace shn
