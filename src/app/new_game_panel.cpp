#include "app/new_game_panel.h"

#include "app/app_context.h"
#include "app/screens.h"

#include <array>

namespace shn {

void NewGamePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect body = screen.inset(3 * u);
    const Rect rows[5] = {body.row(0, 5, 2 * u), body.row(1, 5, 2 * u), body.row(2, 5, 2 * u),
                          body.row(3, 5, 2 * u), body.row(4, 5, 2 * u)};
    canvas.text(rows[0], text("ui.new_game.player_count"), Typeface::Poster, rows[0].h * 7 / 10,
                palette::ink);
    for (int players = 5; players <= 10; ++players) {
        button(
            canvas, rows[1].column(players - 5, 6, 2 * u), std::to_string(players),
            [this, players] { players_ = players; },
            players == players_ ? palette::fascist : palette::ink);
    }
    static constexpr std::array<const char*, 4> kLanguages{"en", "it", "fr", "ru"};
    for (std::size_t index = 0; index < kLanguages.size(); ++index) {
        const std::string language = kLanguages[index];
        button(
            canvas, rows[2].column(int(index), 4, 2 * u), text("lang." + language),
            [this, language] {
                app_.settings().language = language;
                app_.apply_settings();
            },
            language == app_.language() ? palette::liberal : palette::ink);
    }
    const Rect option = rows[3];
    button(canvas, option.column(0, 6, 2 * u), options_.tracker_resets_on_election ? "X" : "",
           [this] { options_.tracker_resets_on_election = !options_.tracker_resets_on_election; });
    canvas.text({option.x + option.w / 6 + 2 * u, option.y, option.w * 5 / 6 - 2 * u, option.h},
                text("ui.new_game.option_o1"), Typeface::Body, option.h * 4 / 10, palette::ink,
                Align::Left);
    button(canvas, rows[4].column(0, 3, 2 * u), text("ui.settings.back"), [this] { app_.back(); });
    button(
        canvas, {rows[4].x + rows[4].w / 3, rows[4].y, rows[4].w * 2 / 3, rows[4].h},
        text("ui.new_game.start"), [this] { start(); }, palette::fascist);
}

void NewGamePanel::start() {
    app_.new_game(players_, options_);
    app_.replace(make_screen("setup", app_));
}

bool NewGamePanel::key(SDL_Keycode key) {
    if (key >= SDLK_5 && key <= SDLK_9)
        players_ = 5 + int(key - SDLK_5);
    else if (key == SDLK_0)
        players_ = 10;
    else if (key == SDLK_RETURN)
        start();
    else
        return false;
    return true;
}

} // namespace shn
