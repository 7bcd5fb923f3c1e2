#include "app/panels/leave_panel.h"

#include "app/announcer.h"
#include "app/panel_stack.h"
#include "session/app_clock.h"

namespace shn {

LeavePanel::LeavePanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
                       std::string question_key)
    : QuestionPanel(
          stack, catalogue, std::move(question_key), "ui.leave.go", "ui.leave.stay",
          [this] { stack_.back(); }, // Leave: the screen it asked about goes too
          [this] {                   // Stay: the narration goes on where it was
              if (NarrationSequencer* narration = announcer_.narration();
                  narration && resume_narration_)
                  narration->resume(AppClock::now_seconds());
          }),
      announcer_(announcer) {
    if (NarrationSequencer* narration = announcer_.narration();
        narration && !narration->finished() && !narration->paused()) {
        narration->pause(AppClock::now_seconds());
        resume_narration_ = true;
    }
}

} // namespace shn
