#include "app/panels/game_over_panel.h"

#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/tile_letters.h"
#include "session/round_history.h"

namespace shn {

void GameOverPanel::tick() {
    const TableSession* game = table_.game();
    // The table left the game (a phone waits on the table's screen), or
    // the last move was undone: back to the table.
    if ((!game && table_.read_only()) || (game && !game->state().game_over()))
        stack_.replace(Screen::Table);
}

void GameOverPanel::draw_timeline(Canvas& canvas, Rect timeline,
                                  const std::vector<TimelineTile>& enacted) {
    const int u = canvas.unit();
    canvas.text(timeline.top(6 * u), text("ui.game_over.timeline"), Typeface::Poster, 6 * u,
                palette::white, Align::Left);
    Rect strip = timeline.below(7 * u);
    const int slots = std::max<int>(11, int(enacted.size()));
    // Upright, eleven tiles in a row were slivers (issue 43: 30x446 px on a
    // phone): two rows, each tile at most half again as tall as wide, the
    // strip as tall as its tiles.
    const bool upright = canvas.height() > canvas.width();
    const int rows = upright ? 2 : 1;
    const int per_row = (slots + rows - 1) / rows;
    if (upright) {
        const int tile_w = strip.inset(u).column(0, per_row, u).w;
        const int tall = std::min(strip.h, rows * (tile_w * 3 / 2) + (rows - 1) * u + 2 * u);
        strip.h = tall;
    }
    canvas.fill(strip, palette::parchment);
    for (std::size_t index = 0; index < enacted.size(); ++index) {
        const Rect tile = strip.inset(u)
                              .row(int(index) / per_row, rows, u)
                              .column(int(index) % per_row, per_row, u);
        const TimelineTile& shown = enacted[index];
        if (!shown.policy) { // a veto: no policy, the tracker moved
            canvas.fill(tile, palette::ink);
            canvas.text(tile.inset(u / 2), text("ui.table.veto"), Typeface::Narrow, tile.h / 4,
                        palette::white);
            continue;
        }
        const bool liberal = shown.policy == Policy::Liberal;
        canvas.fill(tile, liberal ? palette::liberal : palette::fascist);
        if (!shown.by_chaos) {
            canvas.text(tile.inset(u / 2), tile_letters(catalogue_, liberal ? 1 : 0, 1, ""),
                        Typeface::Poster, tile.h / 2, palette::white);
            continue;
        }
        // By chaos (R19): the letter over the word, framed in ink.
        canvas.frame(tile, palette::ink, std::max(2, u / 2));
        const Rect inner = tile.inset(u / 2);
        canvas.text(inner.top(inner.h * 6 / 10), tile_letters(catalogue_, liberal ? 1 : 0, 1, ""),
                    Typeface::Poster, tile.h * 4 / 10, palette::white);
        canvas.text(inner.below(inner.h * 6 / 10), text("ui.history.chaos"), Typeface::Narrow,
                    tile.h / 5, palette::white);
    }
}

void GameOverPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    TableSession* game = table_.game();
    const GameState* state = game ? &game->state() : nullptr;
    const bool liberals = state && state->winner() == Winner::Liberals;
    canvas.fill(screen, liberals ? palette::liberal : palette::fascist);
    if (!state || !state->game_over()) return; // tick() hands back to the table
    const PlayerRoster& roster = seat_names_.shown(game->log().roster());
    const auto& events = game->log().history().events();
    // The menu (Settings, Rules, home) by touch; until the reveal, the move
    // that ended the game can be taken back.
    if (!table_.read_only())
        button(
            canvas, menu_button_box(canvas, text("ui.menu.title")), text("ui.menu.title"),
            [this] { stack_.open(Screen::Menu); }, palette::ink);
    if (table_.can_undo())
        button(
            canvas, bar_button(canvas, false), text("ui.table.undo"), [this] { table_.undo(); },
            palette::ink);
    const int top = canvas.finger() + 2 * u;
    canvas.text({3 * u, top, canvas.width() - 6 * u, canvas.height() / 3 - top},
                text("winner." + std::string(winner_id(state->winner()))), Typeface::Poster,
                canvas.height() / 6, palette::white);
    // Why, by name when a player ended it (R18 elected, R28 executed).
    std::string reason = text("win_reason." + std::string(win_reason_id(state->win_reason())));
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (it->type == EventType::Execute && it->yes)
            reason = catalogue_.format("ui.game_over.reason.hitler_executed",
                                       {{"name", roster.name_of(it->seat)}});
        if (it->type == EventType::HitlerCheck && it->yes && state->chancellor())
            reason = catalogue_.format("ui.game_over.reason.hitler_elected",
                                       {{"name", roster.name_of(*state->chancellor())}});
        if (it->type != EventType::Reveal) break;
    }
    canvas.text({3 * u, canvas.height() / 3, canvas.width() - 6 * u, 10 * u}, reason,
                Typeface::BodyBold, 7 * u, palette::white);
    // The timeline: every enacted policy, in order, lettered, on parchment
    // (blue and red tiles both show on it, whoever won).
    std::vector<TimelineTile> enacted;
    for (const RoundRecord& round : round_history(game->log().history())) {
        if (round.vetoed) enacted.push_back({std::nullopt, false});
        if (round.policy) enacted.push_back({round.policy, round.by_chaos});
    }
    const Rect timeline{3 * u, canvas.height() / 3 + 12 * u, canvas.width() - 6 * u,
                        canvas.height() - 16 * u - canvas.height() / 3 - 14 * u};
    // A game the disk refused is said here, in the timeline's place: the
    // table must know before it leaves that the result is not kept.
    if (game->save_problem() != DiskProblem::None) {
        canvas.fill(timeline, palette::parchment);
        canvas.text(timeline.inset(u),
                    catalogue_.format("ui.error.save_failed",
                                      {{"detail", text(disk_problem_key(game->save_problem()))}}),
                    Typeface::BodyBold, 5 * u, palette::fascist);
    } else {
        draw_timeline(canvas, timeline, enacted);
    }
    // Reveal (or see who was who), the same table again, or a new table.
    const Rect actions{3 * u, canvas.height() - 16 * u, canvas.width() - 6 * u, 12 * u};
    const bool revealed = state->revealed_roles().has_value();
    if (table_.read_only()) { // a phone: the history, and who was who once the table revealed it
        button(
            canvas, actions.column(0, 2, 2 * u), text("ui.table.history"),
            [this] { stack_.open(Screen::History); }, palette::ink);
        if (revealed)
            button(
                canvas, actions.column(1, 2, 2 * u), text("ui.game_over.revealed"),
                [this] { stack_.open(Screen::Reveal); }, palette::ink);
        return;
    }
    button(
        canvas, actions.column(0, 3, 2 * u),
        text(revealed ? "ui.game_over.revealed" : "ui.game_over.reveal"),
        [this] { stack_.open(Screen::Reveal); }, palette::ink);
    button(
        canvas, actions.column(1, 3, 2 * u), text("ui.game_over.rematch"),
        [this] {
            table_.rematch();
            stack_.home_then(Screen::Setup);
        },
        palette::ink);
    button(
        canvas, actions.column(2, 3, 2 * u), text("ui.game_over.new_game"),
        [this] { stack_.home_then(Screen::NewGame); }, palette::ink);
}

bool GameOverPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (table_.read_only()) return false;
    if (command.kind == Kind::Undo) {
        // A stray Backspace must not take back the end unseen: asked first
        // (the Undo button, which says what it does, acts at once).
        if (table_.can_undo())
            stack_.open(std::make_unique<QuestionPanel>(stack_, catalogue_, "ui.ask.undo_end",
                                                        "ui.ask.undo_end.yes", "ui.ask.undo_end.no",
                                                        [this] { table_.undo(); }));
    } else if (command.kind == Kind::Back) {
        stack_.open(Screen::Menu); // never home by one stray key
    } else if (command.kind == Kind::Reveal) {
        stack_.open(Screen::Reveal);
    } else if (command.kind == Kind::Again) {
        table_.rematch();
        stack_.home_then(Screen::Setup);
    } else if (command.kind == Kind::NewGame) {
        stack_.home_then(Screen::NewGame);
    } else {
        return false;
    }
    return true;
}

} // namespace shn
