#include "app/app_context.h"

#include "app/screens.h"
#include "app/table_words.h"
#include "session/durable_file.h"
#include "session/log_error_text.h"
#include "session/narration_cues.h"
#include "session/narration_script.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>

namespace shn {

AppContext::AppContext(std::filesystem::path data_directory, std::string language, bool audio,
                       std::filesystem::path autosave, std::filesystem::path settings_file)
    : announcer_(data_directory / "audio", Settings{}, Settings{}.language),
      preferences_(std::move(data_directory), std::move(settings_file), language, announcer_,
                   messages_),
      seat_names_(preferences_), table_(std::move(autosave)),
      keeper_(GameArchive::folder_beside(table_.autosave()),
              [this](const std::string& detail, const std::string& file) {
                  messages_.replace(catalogue().format("ui.error.keep_failed",
                                                       {{"detail", detail}, {"file", file}}));
              }),
      voice_(announcer_), stack_([this](Screen screen) { return make_screen(screen, *this); }),
      shown_game_(table_), log_export_(preferences_.catalogue(), messages_), draft_(seat_names_),
      random_((std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}()) {
    // The message line first (it words what the others did), the archive, then the voice.
    table_.listen(*this);
    table_.listen(keeper_);
    table_.listen(voice_);
    if (audio) open_audio();
    const std::filesystem::path& saved = table_.autosave();
    // The last game's names, for the next new game (a crash or a restart
    // does not make the table type them again).
    {
        std::ifstream in(saved, std::ios::binary);
        if (in) {
            LogReadResult last = GameLog::read(in);
            if (last.log) draft_.remember(last.log->roster(), last.log->history().setup().players);
        }
    }
    // An autosave that cannot be read at all is set aside now, and said:
    // nothing the table saved is ever overwritten.
    if (const auto unreadable = TableSession::set_aside_unreadable(saved)) {
        const std::string kept =
            unreadable->kept.empty() ? saved.string() : unreadable->kept.string();
        messages_.replace(catalogue().format(
            "ui.error.save_unreadable",
            {{"detail", describe_log_error(unreadable->read, catalogue())}, {"file", kept}}));
    }
}

AppContext::~AppContext() {
    stack_.close_all(); // panels first: they hold references to the parts
}

void AppContext::open_audio() {
    if (announcer_.audio_missing() || announcer_.open_audio()) return;
    // Said once, beside what may be said already (a kept save, storage).
    const std::string said = catalogue().text("ui.error.no_audio");
    messages_.replace(messages_.empty() ? said : messages_.text() + ' ' + said);
}

std::uint64_t AppContext::screen_generation() const {
    // Both counters only grow; the sum moves whenever either does.
    return stack_.changes() + (table_.game() ? table_.game()->revision() : 0);
}

void AppContext::new_game(int players, RuleOptions options, std::vector<std::string> names) {
    PlayerRoster roster;
    for (int seat = 1; seat <= players; ++seat)
        roster.names.push_back(std::size_t(seat) <= names.size()
                                   ? names[std::size_t(seat - 1)]
                                   : seat_names_.default_name(seat - 1));
    table_.new_game(std::move(roster), GameSetup{players, options});
}

std::string AppContext::save_warning(const TableSession& game) const {
    const std::string warning =
        catalogue().format("ui.error.save_failed", {{"detail", game.save_problem()}});
    std::cerr << "sh-narrator: " << table_.autosave().string() << ": " << warning
              << std::endl; // the log
    return warning;
}

void AppContext::started(const TableSession& game, const TableStart& start) {
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

void AppContext::refused(const TableSession&, const Event&, Refusal refusal) {
    messages_.set(catalogue().format(refusal_key(refusal), {{"detail", ""}, {"phase", ""}}));
}

void AppContext::played(const TableSession& game, const GameState& before, const Event& event) {
    // What the move did, by name, Undo beside it (a save problem comes first).
    const bool names_move = game.save_problem().empty() && event.type != EventType::NightOver &&
                            event.type != EventType::Reveal;
    messages_.set(!game.save_problem().empty() ? save_warning(game)
                  : names_move ? TableWords(catalogue(), seat_names_.shown(game.log().roster()))
                                     .did(before, event, game.state())
                               : std::string(),
                  names_move);
}

void AppContext::undone(const TableSession& game, const Event& undone, const GameState& with_it,
                        const GameState& without_it) {
    const TableWords words(catalogue(), seat_names_.shown(game.log().roster()));
    messages_.set(!game.save_problem().empty()
                      ? save_warning(game)
                      : catalogue().format("ui.did.undone",
                                           {{"move", words.did(without_it, undone, with_it)}}));
}

void AppContext::corrected(const TableSession& game, std::size_t index, const Event& corrected) {
    const GameState before = game.log().history().state_after(index);
    const GameState after = game.log().history().state_after(index + 1);
    const TableWords words(catalogue(), seat_names_.shown(game.log().roster()));
    std::string message =
        catalogue().format("ui.did.corrected", {{"move", words.did(before, corrected, after)}}) +
        ' ' + catalogue().format("ui.correct.done", {{"file", game.kept_aside().string()}});
    if (!game.save_problem().empty()) message += ' ' + save_warning(game);
    messages_.set(std::move(message));
}

void AppContext::correction_failed(const TableSession& game) {
    if (!game.save_problem().empty()) messages_.replace(save_warning(game));
}

} // namespace shn
