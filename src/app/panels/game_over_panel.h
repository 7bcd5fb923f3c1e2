#pragma once

#include "app/panel.h"

namespace shn {

/// GameOverPanel: who won and why (R40-R41), narrated, and the game's
/// timeline: the enacted policies in order; then the reveal, the same table
/// again, or a new game.
class GameOverPanel : public Panel {
  public:
    explicit GameOverPanel(AppContext& app);

    /// R: reveal, A: the same table again, N: a new game (keyboard play).
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;
};

} // namespace shn
