#include "app/panels/game_over_panel.h"

#include "app/app_context.h"
#include "app/screens.h"

namespace shn {

GameOverPanel::GameOverPanel(AppContext& app) : Panel(app) {}

void GameOverPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    TableSession* game = app_.game();
    const GameState* state = game ? &game->state() : nullptr;
    const bool liberals = state && state->winner() == Winner::Liberals;
    canvas.fill(screen, liberals ? palette::liberal : palette::fascist);
    if (!state && app_.viewer()) { // the table left the game: the phone waits
        app_.replace(make_screen("table", app_));
        return;
    }
    if (state && !state->game_over()) { // the last move was undone: back to the table
        app_.replace(make_screen("table", app_));
        return;
    }
    if (!state) return;
    canvas.text(screen.top(canvas.height() / 3).inset(3 * u),
                text("winner." + std::string(winner_id(state->winner()))), Typeface::Poster,
                canvas.height() / 6, palette::white);
    canvas.text({3 * u, canvas.height() / 3, canvas.width() - 6 * u, 10 * u},
                text("win_reason." + std::string(win_reason_id(state->win_reason()))),
                Typeface::BodyBold, 7 * u, palette::white);
    // The timeline: every enacted policy, in order, as a row of tiles.
    const auto& events = game->log().history().events();
    std::vector<Policy> enacted;
    for (const Event& event : events)
        if (event.type == EventType::Enact) enacted.push_back(event.policy);
    const Rect timeline{3 * u, canvas.height() / 3 + 13 * u, canvas.width() - 6 * u, 12 * u};
    canvas.text(timeline.top(5 * u), text("ui.game_over.timeline"), Typeface::Poster, 5 * u,
                palette::white);
    for (std::size_t index = 0; index < enacted.size(); ++index) {
        const Rect tile =
            timeline.below(6 * u).column(int(index), std::max<int>(11, int(enacted.size())), u);
        // Fascist tiles a shade darker than the fascists' red background, so both show.
        canvas.fill(tile,
                    enacted[index] == Policy::Liberal ? palette::liberal : Colour{104, 22, 18});
        canvas.frame(tile, palette::white, std::max(1, u / 3));
    }
    // Reveal (or see who was who), the same table again, or a new table.
    const Rect actions{3 * u, canvas.height() - 16 * u, canvas.width() - 6 * u, 12 * u};
    const bool revealed = state->revealed_roles().has_value();
    if (app_.viewer()) { // a phone: the history, and who was who once the table revealed it
        button(
            canvas, actions.column(0, 2, 2 * u), text("ui.table.history"),
            [this] { app_.open(make_screen("history", app_)); }, palette::ink);
        if (revealed)
            button(
                canvas, actions.column(1, 2, 2 * u), text("ui.game_over.revealed"),
                [this] { app_.open(make_screen("reveal", app_)); }, palette::ink);
        return;
    }
    button(
        canvas, actions.column(0, 3, 2 * u),
        text(revealed ? "ui.game_over.revealed" : "ui.game_over.reveal"),
        [this] { app_.open(make_screen("reveal", app_)); }, palette::ink);
    button(
        canvas, actions.column(1, 3, 2 * u), text("ui.game_over.rematch"),
        [this] {
            app_.rematch();
            app_.replace(make_screen("setup", app_));
        },
        palette::ink);
    button(
        canvas, actions.column(2, 3, 2 * u), text("ui.game_over.new_game"),
        [this] { app_.replace(make_screen("new_game", app_)); }, palette::ink);
}

bool GameOverPanel::key(SDL_Keycode key) {
    if (app_.viewer()) return false;
    if (key == SDLK_r) {
        app_.open(make_screen("reveal", app_));
    } else if (key == SDLK_a) {
        app_.rematch();
        app_.replace(make_screen("setup", app_));
    } else if (key == SDLK_n) {
        app_.replace(make_screen("new_game", app_));
    } else {
        return false;
    }
    return true;
}

} // namespace shn
