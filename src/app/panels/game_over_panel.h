#pragma once

#include "app/panel.h"

namespace shn {

/// GameOverPanel: who won and why (R40-R41), by name ("Giulia was elected
/// Chancellor, and was Hitler"), narrated, and the game's timeline: the
/// enacted policies in order, lettered; then the reveal, the same table
/// again, or a new game. Until the roles are revealed, Undo takes back the
/// move that ended the game (a mis-tap at an execution or the Hitler
/// question) and the table goes on.
class GameOverPanel : public Panel {
  public:
    explicit GameOverPanel(AppContext& app);

    /// R: reveal, A: the same table again, N: a new game (keyboard play).
    bool command(const Command& command) override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;
};

} // namespace shn
