#pragma once

#include "app/panel.h"

namespace shn {

/// HomePanel: the first screen: new game, resume the autosaved game (only
/// when an unfinished one exists), quit.
class HomePanel : public Panel {
  public:
    explicit HomePanel(AppContext& app);
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    bool resumable_;
};

} // namespace shn
