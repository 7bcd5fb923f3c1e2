#pragma once

#include "app/panel.h"

#include <string>

namespace shn {

class Announcer;

/// LeavePanel: asks before the table leaves a screen whose place matters
/// (the setup, the first president's draw, the night): one stray Esc or
/// Back must not skip the night. Stay (or Esc again) returns to it where it
/// was, the narration paused meanwhile; Leave goes back from it too (Resume
/// on the home screen returns to it later: TableController::resume_screen).
class LeavePanel : public Panel {
  public:
    /// `question_key`: the catalogue's question ("ui.leave.night").
    LeavePanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
               std::string question_key);
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void stay();
    void leave();

    Announcer& announcer_;
    std::string question_key_;
    bool resume_narration_ = false; // it was running when asked
};

} // namespace shn
