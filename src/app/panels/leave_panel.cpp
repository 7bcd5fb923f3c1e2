#include "app/panels/leave_panel.h"

#include "app/announcer.h"
#include "app/panel_stack.h"

namespace shn {

LeavePanel::LeavePanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
                       std::string question_key)
    : Panel(stack, catalogue), announcer_(announcer), question_key_(std::move(question_key)) {
    if (NarrationSequencer* narration = announcer_.narration();
        narration && !narration->finished() && !narration->paused()) {
        narration->pause(Announcer::now());
        resume_narration_ = true;
    }
}

void LeavePanel::stay() {
    if (NarrationSequencer* narration = announcer_.narration(); narration && resume_narration_)
        narration->resume(Announcer::now());
    stack_.back();
}

void LeavePanel::leave() {
    stack_.back(); // this question
    stack_.back(); // the screen it asked about
}

void LeavePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::ink);
    canvas.text(screen.top(screen.h * 55 / 100).inset(4 * u), text(question_key_),
                Typeface::BodyBold, 8 * u, palette::white);
    // Stay where a thumb rests first; Leave apart from it, in red.
    const Rect buttons{4 * u, screen.h * 60 / 100, screen.w - 8 * u,
                       std::max(canvas.finger(), screen.h * 25 / 100)};
    button(
        canvas, buttons.column(0, 2, 4 * u), text("ui.leave.stay"), [this] { stay(); },
        palette::liberal);
    button(
        canvas, buttons.column(1, 2, 4 * u), text("ui.leave.go"), [this] { leave(); },
        palette::fascist);
}

bool LeavePanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back || command.kind == Kind::Confirm ||
        command.kind == Kind::Continue) {
        stay(); // a second stray key never leaves
        return true;
    }
    return false;
}

} // namespace shn
