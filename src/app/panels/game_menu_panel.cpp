#include "app/panels/game_menu_panel.h"

#include <algorithm>

#include "app/preferences.h"

#include "app/table_controller.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/screen.h"
#include "session/app_clock.h"

namespace shn {

GameMenuPanel::GameMenuPanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
                             MessageLine& messages, const TableController& table,
                             Preferences& preferences)
    : Panel(stack, catalogue), announcer_(announcer), messages_(messages), table_(table),
      preferences_(preferences) {
    if (NarrationSequencer* narration = announcer_.narration();
        narration && !narration->finished() && !narration->paused()) {
        narration->pause(AppClock::now_seconds());
        resume_narration_ = true;
    }
}

GameMenuPanel::~GameMenuPanel() {
    // Back to the game: the narration goes on where it was.
    if (NarrationSequencer* narration = announcer_.narration();
        narration && resume_narration_ && !going_home_)
        narration->resume(AppClock::now_seconds());
}

void GameMenuPanel::home() {
    going_home_ = true;
    // Where the game went, on the home screen, in the language of the moment:
    // Resume brings back a game until its roles are revealed (R40); after
    // that it is only among the past games (a new table found "Resume"
    // named where there was none).
    const TableSession* game = table_.game();
    const bool resumable = game && (!game->state().game_over() || !game->state().revealed_roles());
    const char* key = resumable ? "ui.menu.kept" : "ui.menu.kept_past";
    // Never "saved" when the disk refused it (a new table read "the game is
    // saved" over a read-only folder, and the evening was gone): then where
    // the game still is, and for how long.
    if (game && game->save_problem() != DiskProblem::None) {
        const std::string problem(disk_problem_key(game->save_problem()));
        messages_.set([problem](const Catalogue& catalogue) {
            return catalogue.format("ui.menu.not_saved", {{"detail", catalogue.text(problem)}});
        });
    } else {
        messages_.set([key](const Catalogue& catalogue) { return catalogue.text(key); });
    }
    stack_.home();
}

void GameMenuPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.menu.title");
    Rect buttons = body.inset(2 * u);
    // What was said as the menu opened (a move's save refused in that very
    // step, the crawler's find): under the buttons, never lost unsaid.
    if (!messages_.empty()) {
        const Rect said = buttons.below(buttons.h - 12 * u);
        buttons.h -= said.h + u;
        canvas.text(said, messages_.text(), Typeface::Body, 4 * u, palette::fascist_text);
    }
    const int rows = 5;
    button(
        canvas, buttons.row(0, rows, 2 * u), text("ui.menu.back_to_game"),
        [this] { stack_.back(); }, palette::liberal);
    button(canvas, buttons.row(1, rows, 2 * u), text("ui.home.settings"),
           [this] { stack_.open(Screen::Settings); });
    button(canvas, buttons.row(2, rows, 2 * u), text("ui.home.rules"),
           [this] { stack_.open(Screen::Rules); });
    button(canvas, buttons.row(3, rows, 2 * u), text("ui.menu.home"), [this] { home(); });
    button(canvas, buttons.row(4, rows, 2 * u),
           catalogue_.format(
               "ui.menu.table_view",
               {{"state",
                 text(preferences_.settings().table_view ? "ui.toggle.on" : "ui.toggle.off")}}),
           [this] { turn_table_view(); });
}

void GameMenuPanel::turn_table_view() {
    preferences_.settings().table_view = !preferences_.settings().table_view;
    preferences_.apply(); // kept (a full disk: the preferences say so)
}

bool GameMenuPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back || command.kind == Kind::Confirm ||
        (command.kind == Kind::Number && command.number == 1)) {
        stack_.back(); // back to the game
        return true;
    }
    if (command.kind != Kind::Number) return false;
    // 1-5: the rows in order, for a keyboard.
    if (command.number == 2) stack_.open(Screen::Settings);
    if (command.number == 3) stack_.open(Screen::Rules);
    if (command.number == 4) home();
    if (command.number == 5) turn_table_view();
    return true;
}

QuestionPanel::QuestionPanel(PanelStack& stack, const Catalogue& catalogue,
                             std::string question_key, std::string yes_key, std::string no_key,
                             std::function<void()> yes, std::function<void()> no)
    : Panel(stack, catalogue), question_key_(std::move(question_key)), yes_key_(std::move(yes_key)),
      no_key_(std::move(no_key)), yes_(std::move(yes)), no_(std::move(no)) {}

void QuestionPanel::answer(bool yes) {
    stack_.back(); // the question
    if (yes && yes_) yes_();
    if (!yes && no_) no_();
}

void QuestionPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::ink);
    canvas.text(screen.top(screen.h * 55 / 100).inset(4 * u), text(question_key_),
                Typeface::BodyBold, 8 * u, palette::white);
    const Rect buttons{4 * u, screen.h * 60 / 100, screen.w - 8 * u,
                       std::max(canvas.finger(), screen.h * 25 / 100)};
    button(
        canvas, buttons.column(0, 2, 4 * u), text(no_key_), [this] { answer(false); },
        palette::liberal);
    button(
        canvas, buttons.column(1, 2, 4 * u), text(yes_key_), [this] { answer(true); },
        palette::fascist);
}

bool QuestionPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back || command.kind == Kind::Confirm ||
        command.kind == Kind::Continue) {
        answer(false); // a second stray key never says Yes
        return true;
    }
    return false;
}

Rect menu_button_box(Canvas& canvas, std::string_view label) {
    const int u = canvas.unit();
    // The label at a button's size (Panel::button: 6/10 of its height, at
    // most ten units), inside its frame, with a unit of air each side.
    const int label_px = std::min(canvas.finger() * 6 / 10, 10 * u);
    const int width = std::max(
        {canvas.finger(), 16 * u, canvas.text_width(label, Typeface::Poster, label_px) + 4 * u});
    return {u, u, width, canvas.finger()};
}

} // namespace shn
