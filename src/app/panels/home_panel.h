#pragma once

#include "app/panel.h"

namespace shn {

class MessageLine;
class ShownGame;
class TableController;

/// HomePanel: the first screen: resume first and highlighted when there is
/// a game to go back to (R or Enter: the game in memory, or else the
/// autosaved one, unfinished or ended but not revealed; it opens where the
/// table was: setup, night or board), new game (N, or Enter when there is
/// none), the rules reference, settings, quit.
class HomePanel : public Panel {
  public:
    /// `can_quit`: the platform has a Quit (a desktop window; not a web page).
    HomePanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
              const MessageLine& messages, ShownGame& shown, bool can_quit)
        : Panel(stack, catalogue), table_(table), messages_(messages), shown_(shown),
          can_quit_(can_quit) {}
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// A game played since the app started, to go back to.
    bool game_in_memory() const;
    void resume();

    TableController& table_;
    const MessageLine& messages_;
    ShownGame& shown_;
    bool can_quit_;
    bool resumable_ = false; // a game to go back to (worked out in `tick`)
};

} // namespace shn
