#include "app/panels/new_game_panel.h"

#include "app/game_draft.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/preferences.h"
#include "app/screen.h"
#include "app/table_controller.h"
#include "session/languages.h"

#include <algorithm>
#include <array>

namespace shn {

void NewGamePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    GameDraft& draft = draft_;
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect body = screen.inset(3 * u);
    const Rect rows[6] = {body.row(0, 6, 2 * u), body.row(1, 6, 2 * u), body.row(2, 6, 2 * u),
                          body.row(3, 6, 2 * u), body.row(4, 6, 2 * u), body.row(5, 6, 2 * u)};
    canvas.text(rows[0], text("ui.new_game.player_count"), Typeface::Poster, rows[0].h * 7 / 10,
                palette::ink);
    // Each row of buttons in one text size.
    std::vector<std::pair<Rect, std::string>> counts;
    for (int players = 5; players <= 10; ++players)
        counts.emplace_back(rows[1].column(players - 5, 6, 2 * u), std::to_string(players));
    const int count_size = row_text_size(canvas, counts);
    for (int players = 5; players <= 10; ++players) {
        button(
            canvas, counts[std::size_t(players - 5)].first, counts[std::size_t(players - 5)].second,
            [this, players] { draft_.players = players; },
            players == draft.players ? palette::fascist : palette::ink, true, count_size);
        if (players == draft.players) mark_chosen();
    }
    // A phone held upright: two rows of three, each still a finger tall,
    // so a language's name is read, not squeezed into a sixth of the width
    // (issue 43: at 15 px whatever the text size).
    const bool upright = canvas.height() > canvas.width();
    language_buttons(canvas, rows[2], upright ? 2 : 1, u, 2 * u, preferences_);
    // The rule options: an On/Off toggle (as in Settings), the words say what it does.
    // O1, and O2-O4 only at the table size each is for; the options' words
    // in one size, so two rows of the same kind read alike.
    const auto words_box = [&](Rect row) {
        const int width = toggle_width(canvas, row.w / 4);
        return Rect{row.x + width + 2 * u, row.y, row.w - width - 2 * u, row.h};
    };
    bool* rebalanced = rebalanced_option(draft.options, draft.players);
    const std::string o1 = text("ui.new_game.option_o1");
    const std::string other =
        rebalanced ? text("ui.new_game.option_rebalanced_" + std::to_string(draft.players)) : "";
    int words_size = canvas.text_size(words_box(rows[3]), o1, Typeface::Body, rows[3].h * 4 / 10);
    if (rebalanced)
        words_size = std::min(words_size, canvas.text_size(words_box(rows[4]), other,
                                                           Typeface::Body, rows[4].h * 4 / 10));
    const auto option_row = [&](Rect row, bool& on, const std::string& words) {
        bool* flipped = &on;
        toggle_button(canvas, {row.x, row.y, toggle_width(canvas, row.w / 4), row.h}, on,
                      [flipped] { *flipped = !*flipped; });
        canvas.text_at(words_box(row), words, Typeface::Body, words_size, palette::ink,
                       Align::Left);
    };
    option_row(rows[3], draft.options.tracker_resets_on_election, o1);
    if (rebalanced) option_row(rows[4], *rebalanced, other);
    const Rect start_box = rows[5].column(2, 4, 2 * u);
    const std::vector<std::pair<Rect, std::string>> actions{
        {rows[5].column(0, 4, 2 * u), text("ui.settings.back")},
        // The names typed so far, counted on the button (issue 32, item 6).
        {rows[5].column(1, 4, 2 * u),
         draft.named() == 0 ? text("ui.new_game.names_button")
                            : catalogue_.format("ui.new_game.names_count",
                                                {{"named", std::to_string(draft.named())},
                                                 {"players", std::to_string(draft.players)}})},
        {{start_box.x, start_box.y, rows[5].x + rows[5].w - start_box.x, start_box.h},
         text("ui.new_game.start")}};
    const int action_size = row_text_size(canvas, actions);
    button(
        canvas, actions[0].first, actions[0].second, [this] { stack_.back(); }, palette::ink, true,
        action_size);
    button(
        canvas, actions[1].first, actions[1].second, [this] { stack_.open(Screen::Names); },
        palette::ink, true, action_size);
    button(
        canvas, actions[2].first, actions[2].second, [this] { start(); }, palette::fascist, true,
        action_size);
}

void NewGamePanel::start() {
    const GameDraft& draft = draft_;
    // Only the rebalanced option of this table size goes with the game.
    const RuleOptions options = options_at_table_size(draft.options, draft.players);
    const std::vector<std::string> names = draft_.starting_names();
    if (const auto twice = first_duplicate(names)) { // a roster needs unique names
        messages_.set(catalogue_.format("ui.names.duplicate", {{"name", *twice}}));
        stack_.open(Screen::Names);
        return;
    }
    // A game not finished is never replaced by one tap: asked first (it is
    // kept in the past games either way, but can no longer be played on).
    // One with no move yet (the setup heard, nobody drawn) is no game to
    // keep: its names come back in the draft, and nothing is asked (the
    // question promised Past games for it: issue 42).
    const TableSession* game = table_.game();
    const auto begun = [](const GameLog& log) {
        return !log.history().state().game_over() && !log.history().events().empty();
    };
    std::optional<GameLog> saved;
    if (!game) saved = TableSession::load_unfinished(table_.autosave(), table_.store());
    const bool unfinished = game ? begun(game->log()) : saved && begun(*saved);
    if (unfinished && !table_.read_only()) {
        stack_.open(std::make_unique<QuestionPanel>(
            stack_, catalogue_, "ui.ask.replace_game", "ui.ask.replace_game.yes",
            "ui.ask.replace_game.no", [this, names, players = draft.players, options] {
                table_.new_game(PlayerRoster{names}, GameSetup{players, options});
                stack_.replace(Screen::Setup);
            }));
        return;
    }
    table_.new_game(PlayerRoster{names}, GameSetup{draft.players, options});
    stack_.replace(Screen::Setup);
}

bool NewGamePanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Number && command.number >= kMinPlayers)
        draft_.players = command.number;
    else if (command.kind == Kind::Confirm)
        start();
    else if (command.kind == Kind::Next)
        stack_.open(Screen::Names);
    else
        return false;
    return true;
}

} // namespace shn
