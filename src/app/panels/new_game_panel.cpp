#include "app/panels/new_game_panel.h"

#include "app/app_context.h"
#include "app/screens.h"

#include <array>

namespace shn {

void NewGamePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    GameDraft& draft = app_.draft();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect body = screen.inset(3 * u);
    const Rect rows[6] = {body.row(0, 6, 2 * u), body.row(1, 6, 2 * u), body.row(2, 6, 2 * u),
                          body.row(3, 6, 2 * u), body.row(4, 6, 2 * u), body.row(5, 6, 2 * u)};
    canvas.text(rows[0], text("ui.new_game.player_count"), Typeface::Poster, rows[0].h * 7 / 10,
                palette::ink);
    for (int players = 5; players <= 10; ++players) {
        button(
            canvas, rows[1].column(players - 5, 6, 2 * u), std::to_string(players),
            [this, players] { app_.draft().players = players; },
            players == draft.players ? palette::fascist : palette::ink);
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
    // Rule option O1: a toggle that says its state; the words say what it does.
    const Rect option = rows[3];
    const bool on = draft.options.tracker_resets_on_election;
    button(
        canvas, option.column(0, 5, 2 * u), text(on ? "ui.toggle.on" : "ui.toggle.off"),
        [this] {
            bool& option_on = app_.draft().options.tracker_resets_on_election;
            option_on = !option_on;
        },
        on ? palette::liberal : palette::ink);
    canvas.text({option.x + option.w / 5 + 2 * u, option.y, option.w * 4 / 5 - 2 * u, option.h},
                text("ui.new_game.option_o1"), Typeface::Body, option.h * 4 / 10, palette::ink,
                Align::Left);
    // O2-O4: offered only at the table size each is for.
    if (bool* rebalanced = rebalanced_option(draft.options, draft.players)) {
        const Rect row = rows[4];
        button(
            canvas, row.column(0, 5, 2 * u), text(*rebalanced ? "ui.toggle.on" : "ui.toggle.off"),
            [rebalanced] { *rebalanced = !*rebalanced; },
            *rebalanced ? palette::liberal : palette::ink);
        canvas.text({row.x + row.w / 5 + 2 * u, row.y, row.w * 4 / 5 - 2 * u, row.h},
                    text("ui.new_game.option_rebalanced_" + std::to_string(draft.players)),
                    Typeface::Body, row.h * 4 / 10, palette::ink, Align::Left);
    }
    button(canvas, rows[5].column(0, 4, 2 * u), text("ui.settings.back"), [this] { app_.back(); });
    button(canvas, rows[5].column(1, 4, 2 * u), text("ui.new_game.names_button"),
           [this] { app_.open(make_screen("names", app_)); });
    const Rect start_box = rows[5].column(2, 4, 2 * u);
    button(
        canvas, {start_box.x, start_box.y, rows[5].x + rows[5].w - start_box.x, start_box.h},
        text("ui.new_game.start"), [this] { start(); }, palette::fascist);
}

void NewGamePanel::start() {
    const GameDraft& draft = app_.draft();
    // Only the rebalanced option of this table size goes with the game.
    const RuleOptions options = options_at_table_size(draft.options, draft.players);
    const std::vector<std::string> names = app_.draft_names();
    if (const auto twice = first_duplicate(names)) { // a roster needs unique names
        app_.set_message(app_.catalogue().format("ui.names.duplicate", {{"name", *twice}}));
        app_.open(make_screen("names", app_));
        return;
    }
    app_.new_game(draft.players, options, names);
    app_.replace(make_screen("setup", app_));
}

bool NewGamePanel::key(SDL_Keycode key) {
    if (key >= SDLK_5 && key <= SDLK_9)
        app_.draft().players = 5 + int(key - SDLK_5);
    else if (key == SDLK_0)
        app_.draft().players = 10;
    else if (key == SDLK_RETURN)
        start();
    else if (key == SDLK_TAB)
        app_.open(make_screen("names", app_));
    else
        return false;
    return true;
}

} // namespace shn
