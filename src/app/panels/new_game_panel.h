#pragma once

#include "app/panel.h"

namespace shn {

class GameDraft;
class MessageLine;
class Preferences;
class TableController;

/// NewGamePanel: how many players (5-10, big buttons), the language, rule
/// option O1, the rebalanced game of this table size (O2-O4, at 6, 7 or 9
/// players only), and the names (an optional page, NamesPanel). Start creates
/// the game from the draft (blank names are "Player 1".. in seating order;
/// two equal names send the table back to the names page) and opens the
/// narrated setup.
class NewGamePanel : public Panel {
  public:
    NewGamePanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                 Preferences& preferences, GameDraft& draft, MessageLine& messages)
        : Panel(stack, catalogue), table_(table), preferences_(preferences), draft_(draft),
          messages_(messages) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void start();

    TableController& table_;
    Preferences& preferences_;
    GameDraft& draft_;
    MessageLine& messages_;
};

} // namespace shn
