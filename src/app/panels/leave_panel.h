#pragma once

#include "app/panels/game_menu_panel.h"

#include <string>

namespace shn {

class Announcer;

/// LeavePanel: asks before the table leaves a screen whose place matters
/// (the setup, the first president's draw, the night): one stray Esc or
/// Back must not skip the night. Stay (or Esc again) returns to it where it
/// was, the narration paused meanwhile; Leave goes back from it too (Resume
/// on the home screen returns to it later: screen_at(TableController::point())).
/// A QuestionPanel whose answers are Leave and Stay.
class LeavePanel : public QuestionPanel {
  public:
    /// `question_key`: the catalogue's question ("ui.leave.night").
    LeavePanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
               std::string question_key);

  private:
    Announcer& announcer_;
    bool resume_narration_ = false; // it was running when asked
};

} // namespace shn
