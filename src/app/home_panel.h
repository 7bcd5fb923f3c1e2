#pragma once

#include "app/panel.h"

namespace shn {

/// HomePanel: the first screen: new game, resume (the game in memory, or
/// else the autosaved one, whenever one is unfinished), settings, quit.
class HomePanel : public Panel {
  public:
    explicit HomePanel(AppContext& app);
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;
};

} // namespace shn
