#include "app/panels/leave_panel.h"

#include "app/announcer.h"
#include "app/panel_stack.h"

namespace shn {

LeavePanel::LeavePanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
                       std::string question_key)
    : QuestionPanel(
          stack, catalogue, std::move(question_key), "ui.leave.go", "ui.leave.stay",
          [this] { stack_.back(); }, // Leave: the screen it asked about goes too
          [this] {                   // Stay: the narration goes on where it was
              if (NarrationSequencer* narration = announcer_.narration();
                  narration && resume_narration_)
                  narration->resume(Announcer::now());
          }),
      announcer_(announcer) {
    if (NarrationSequencer* narration = announcer_.narration();
        narration && !narration->finished() && !narration->paused()) {
        narration->pause(Announcer::now());
        resume_narration_ = true;
    }
}

} // namespace shn
