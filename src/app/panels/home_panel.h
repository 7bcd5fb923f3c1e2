#pragma once

#include "app/panel.h"

namespace shn {

/// HomePanel: the first screen: new game (Enter or N), resume (R: the game
/// in memory, or else the autosaved one, whenever one is unfinished), the
/// rules reference, settings, quit.
class HomePanel : public Panel {
  public:
    explicit HomePanel(AppContext& app);
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// An unfinished game played since the app started.
    bool game_in_memory() const;
    void resume();
};

} // namespace shn
