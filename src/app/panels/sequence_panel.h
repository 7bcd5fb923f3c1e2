#pragma once

#include "app/panel.h"
#include "session/narration_script.h"

namespace shn {

/// SequencePanel: a narrated sequence on screen, line by line: the setup
/// (R2-R5, on parchment) or the eyes-closed phase (R6/R7, on a dark screen
/// so its light wakes no one). Shows the current line in big text, the
/// countdown of the memorise pause, and pause/resume, replay line, skip and
/// restart. At the end of the setup the first president is drawn (R5); at
/// the end of the night the table opens.
class SequencePanel : public Panel {
  public:
    enum class Kind { Setup, Night };
    SequencePanel(AppContext& app, Kind kind);
    ~SequencePanel() override;
    bool key(SDL_Keycode key) override;
    int next_tick_ms() const override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void finish();
    Kind kind_;
    double pause_seconds_ = kDefaultNightPause;
};

} // namespace shn
