#include "app/panels/home_panel.h"

#include "app/app_context.h"
#include "app/screens.h"

namespace shn {

HomePanel::HomePanel(AppContext& app) : Panel(app) {}

void HomePanel::tick() {
    app_.stop_showing_kept_game(); // back from a kept game: the table's game again
}

void HomePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    canvas.fill(screen.top(canvas.height() / 4), palette::fascist);
    canvas.text(screen.top(canvas.height() / 4).inset(2 * u), text("ui.app_title"),
                Typeface::Poster, canvas.height() / 7, palette::white);
    const Rect menu{screen.w / 2 - 30 * u, canvas.height() / 4 + 6 * u, 60 * u,
                    canvas.height() * 3 / 4 - 12 * u};
    int row = 0;
    const int rows = 5;
    // Worked out at each draw: a game played since the app started counts.
    // A game to go back to comes first, highlighted (after a crash, the
    // table's first tap); a new game second.
    const bool resumable = game_in_memory() || app_.table().has_resumable_game();
    if (resumable)
        button(
            canvas, menu.row(row++, rows, 2 * u), text("ui.home.resume"), [this] { resume(); },
            palette::liberal);
    button(
        canvas, menu.row(row++, rows, 2 * u), text("ui.home.new_game"),
        [this] { app_.stack().open(Screen::NewGame); },
        resumable ? palette::ink : palette::liberal);
    // Rules and the games kept share a row, so five rows keep finger-sized buttons.
    const Rect shared = menu.row(row++, rows, 2 * u);
    button(canvas, shared.column(0, 2, 2 * u), text("ui.home.rules"),
           [this] { app_.stack().open(Screen::Rules); });
    button(canvas, shared.column(1, 2, 2 * u), text("ui.home.games"),
           [this] { app_.stack().open(Screen::Games); });
    button(canvas, menu.row(row++, rows, 2 * u), text("ui.home.settings"),
           [this] { app_.stack().open(Screen::Settings); });
    if (app_.can_quit())
        button(canvas, menu.row(row, rows, 2 * u), text("ui.home.quit"),
               [this] { app_.stack().back(); });
    if (!app_.message().empty())
        canvas.text({0, canvas.height() - 8 * u, canvas.width(), 7 * u}, app_.message(),
                    Typeface::Body, 4 * u, palette::fascist);
}

bool HomePanel::game_in_memory() const {
    // Unfinished, or ended but not revealed (its end can still be undone).
    return app_.table().game() && (!app_.table().game()->state().game_over() ||
                                   !app_.table().game()->state().revealed_roles());
}

void HomePanel::resume() {
    // The game in memory is the newest (it may hold moves a failed save lacks).
    // It picks up where the table was: the setup, the night, or the board.
    if (game_in_memory() || app_.table().resume()) app_.stack().open(app_.table().resume_screen());
}

bool HomePanel::command(const Command& command) {
    using Kind = Command::Kind;
    // Enter: the first button (Resume when there is a game to go back to).
    const bool resumable = game_in_memory() || app_.table().has_resumable_game();
    if ((command.kind == Kind::Confirm && resumable) || command.kind == Kind::Resume)
        resume();
    else if (command.kind == Kind::Confirm || command.kind == Kind::NewGame)
        app_.stack().open(Screen::NewGame);
    else if (command.kind == Kind::Games)
        app_.stack().open(Screen::Games);
    else
        return false;
    return true;
}

} // namespace shn
