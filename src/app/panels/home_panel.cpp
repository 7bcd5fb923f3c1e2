#include "app/panels/home_panel.h"

#include <algorithm>

#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/screen.h"
#include "app/shown_game.h"
#include "app/table_controller.h"

namespace shn {

void HomePanel::tick() {
    shown_.stop_showing_kept(); // back from a kept game: the table's game again
    // Looked at each step, never in a drawing: a game played since the app
    // started counts, and an autosave another window left.
    resumable_ = game_in_memory() || table_.has_resumable_game();
}

void HomePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    canvas.fill(screen.top(canvas.height() / 4), palette::fascist);
    // Clear of the screen's edges by more than a frame's width (the title
    // shrunk to touch both: issue 55, item 14).
    const Rect band = screen.top(canvas.height() / 4);
    canvas.text({band.x + 6 * u, band.y + 2 * u, band.w - 12 * u, band.h - 4 * u},
                text("ui.app_title"), Typeface::Poster, canvas.height() / 7, palette::white);
    // Wide enough that two a row keep their words large (the Italian table:
    // IMPOSTAZIONI squeezed small); a phone held upright: the whole width.
    const int menu_w = canvas.height() > canvas.width()
                           ? screen.w - 6 * u
                           : std::min(screen.w - 6 * u, std::max(60 * u, screen.w * 9 / 20));
    Rect menu{(screen.w - menu_w) / 2, canvas.height() / 4 + 6 * u, menu_w,
              canvas.height() * 3 / 4 - 12 * u};
    const int rows = 5;
    // The message line (no sound device, a browser that keeps nothing) takes
    // the space under the buttons, and as many lines more as its words need
    // while each button stays a finger tall: never cut at the screen's foot.
    const std::string& message = messages_.text();
    const int size = 4 * u;
    // A game to go back to comes first, highlighted (after a crash, the
    // table's first tap); a new game second.
    const bool resumable = resumable_;
    const int used = (resumable ? 1 : 0) + 3 + (can_quit_ ? 1 : 0); // rows of buttons
    const auto message_box = [&] {
        const Rect last = menu.row(used - 1, rows, 2 * u); // the lowest button
        const int top = last.y + last.h + u;
        return Rect{2 * u, top, screen.w - 4 * u, screen.h - top - u};
    };
    while (!message.empty() && !canvas.fits(message_box(), message, Typeface::Body, size) &&
           menu.row(0, rows, 2 * u).h - size / 2 >= canvas.finger())
        menu.h -= size * rows / 2; // half a line off each row: a line more for the words
    int row = 0;
    if (resumable)
        button(
            canvas, menu.row(row++, rows, 2 * u), text("ui.home.resume"), [this] { resume(); },
            palette::liberal);
    button(
        canvas, menu.row(row++, rows, 2 * u), text("ui.home.new_game"),
        [this] { stack_.open(Screen::NewGame); }, resumable ? palette::ink : palette::liberal);
    // Rules and the games kept share a row, so five rows keep finger-sized
    // buttons; Settings and the group's statistics share the next (issue
    // 44). The four in one size, as the longest word allows: neighbours
    // never in different sizes.
    const Rect shared = menu.row(row++, rows, 2 * u);
    const Rect second = menu.row(row++, rows, 2 * u);
    const int paired =
        row_text_size(canvas, {{shared.column(0, 2, 2 * u), text("ui.home.rules")},
                               {shared.column(1, 2, 2 * u), text("ui.home.games")},
                               {second.column(0, 2, 2 * u), text("ui.home.settings")},
                               {second.column(1, 2, 2 * u), text("ui.stats.title")}});
    button(
        canvas, shared.column(0, 2, 2 * u), text("ui.home.rules"),
        [this] { stack_.open(Screen::Rules); }, palette::ink, true, paired);
    button(
        canvas, shared.column(1, 2, 2 * u), text("ui.home.games"),
        [this] { stack_.open(Screen::Games); }, palette::ink, true, paired);
    button(
        canvas, second.column(0, 2, 2 * u), text("ui.home.settings"),
        [this] { stack_.open(Screen::Settings); }, palette::ink, true, paired);
    button(
        canvas, second.column(1, 2, 2 * u), text("ui.stats.title"),
        [this] { stack_.open(Screen::Stats); }, palette::ink, true, paired);
    if (can_quit_)
        button(canvas, menu.row(row, rows, 2 * u), text("ui.home.quit"), [this] { stack_.back(); });
    if (!message.empty())
        canvas.text(message_box(), message, Typeface::Body, size, palette::fascist_text);
}

bool HomePanel::game_in_memory() const {
    // Unfinished, or ended but not revealed (its end can still be undone).
    return table_.game() &&
           (!table_.game()->state().game_over() || !table_.game()->state().revealed_roles());
}

void HomePanel::resume() {
    // The game in memory is the newest (it may hold moves a failed save lacks).
    // It picks up where the table was: the setup, the night, or the board.
    if (game_in_memory() || table_.resume()) stack_.open(screen_at(*table_.point()));
}

bool HomePanel::command(const Command& command) {
    using Kind = Command::Kind;
    // Enter: the first button (Resume when there is a game to go back to).
    const bool resumable = resumable_;
    if ((command.kind == Kind::Confirm && resumable) || command.kind == Kind::Resume)
        resume();
    else if (command.kind == Kind::Confirm || command.kind == Kind::NewGame)
        stack_.open(Screen::NewGame);
    else if (command.kind == Kind::Games)
        stack_.open(Screen::Games);
    else
        return false;
    return true;
}

} // namespace shn
