#pragma once

#include "app/panel.h"
#include "core/rule_options.h"

namespace shn {

/// NewGamePanel: how many players (5-10, big buttons), the language, rule
/// option O1; Start creates the game (players named "Player 1".. in seating
/// order) and opens the narrated setup.
class NewGamePanel : public Panel {
  public:
    explicit NewGamePanel(AppContext& app) : Panel(app) {}
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void start();
    int players_ = 7;
    RuleOptions options_;
};

} // namespace shn
