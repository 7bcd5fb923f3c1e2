#include "app/table_messages.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "app/preferences.h"
#include "app/seat_names.h"
#include "app/table_words.h"

#include <iostream>

namespace shn {

std::string TableMessages::save_warning(const TableSession& game) const {
    const std::string warning =
        preferences_.catalogue().format("ui.error.save_failed", {{"detail", game.save_problem()}});
    std::cerr << "sh-narrator: " << table_.autosave().string() << ": " << warning
              << std::endl; // the log
    return warning;
}

void TableMessages::started(const TableSession& game, const TableStart& start) {
    const Catalogue& catalogue = preferences_.catalogue();
    std::string message = messages_.text();
    switch (start.kind) {
    case TableStart::Kind::New:
        // Once a game, where the narration is missed (the setup and night say it too).
        message = announcer_.audio_missing() ? catalogue.text("ui.error.no_audio") : std::string();
        if (!game.save_problem().empty()) message = save_warning(game);
        break;
    case TableStart::Kind::Resumed:
        if (start.damage)
            message = start.last_move_lost
                          ? catalogue.text("ui.error.last_move_lost")
                          : catalogue.format("ui.error.save_damaged",
                                             {{"line", std::to_string(start.damage->line)}});
        if (!game.save_problem().empty()) message += ' ' + save_warning(game);
        break;
    case TableStart::Kind::Loaded: break;
    }
    messages_.set(std::move(message));
}

void TableMessages::refused(const TableSession&, const Event&, Refusal refusal) {
    messages_.set(
        preferences_.catalogue().format(refusal_key(refusal), {{"detail", ""}, {"phase", ""}}));
}

void TableMessages::played(const TableSession& game, const GameState& before, const Event& event) {
    // What the move did, by name, Undo beside it (a save problem comes first).
    const bool names_move = game.save_problem().empty() && event.type != EventType::NightOver &&
                            event.type != EventType::Reveal;
    messages_.set(!game.save_problem().empty() ? save_warning(game)
                  : names_move
                      ? TableWords(preferences_.catalogue(), seat_names_.shown(game.log().roster()))
                            .did(before, event, game.state())
                      : std::string(),
                  names_move);
}

void TableMessages::undone(const TableSession& game, const Event& undone, const GameState& with_it,
                           const GameState& without_it) {
    const TableWords words(preferences_.catalogue(), seat_names_.shown(game.log().roster()));
    messages_.set(!game.save_problem().empty()
                      ? save_warning(game)
                      : preferences_.catalogue().format(
                            "ui.did.undone", {{"move", words.did(without_it, undone, with_it)}}));
}

void TableMessages::corrected(const TableSession& game, std::size_t index, const Event& corrected) {
    const GameState before = game.log().history().state_after(index);
    const GameState after = game.log().history().state_after(index + 1);
    const TableWords words(preferences_.catalogue(), seat_names_.shown(game.log().roster()));
    std::string message =
        preferences_.catalogue().format("ui.did.corrected",
                                        {{"move", words.did(before, corrected, after)}}) +
        ' ' +
        preferences_.catalogue().format("ui.correct.done", {{"file", game.kept_aside().string()}});
    if (!game.save_problem().empty()) message += ' ' + save_warning(game);
    messages_.set(std::move(message));
}

void TableMessages::correction_failed(const TableSession& game) {
    if (!game.save_problem().empty()) messages_.replace(save_warning(game));
}

} // namespace shn
