#include "app/app_context.h"

#include "app/panel.h"
#include "app/screens.h"
#include "app/table_words.h"
#include "app/text_field.h"
#include "session/durable_file.h"
#include "session/languages.h"
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
    : data_(std::move(data_directory)), settings_file_(std::move(settings_file)),
      announcer_(data_ / "audio", settings_, settings_.language), table_(std::move(autosave)),
      keeper_(GameArchive::folder_beside(table_.autosave()),
              [this](const std::string& detail, const std::string& file) {
                  message_ = catalogue_.format("ui.error.keep_failed",
                                               {{"detail", detail}, {"file", file}});
              }),
      voice_(announcer_), stack_([this](Screen screen) { return make_screen(screen, *this); }),
      random_((std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}()) {
    // The message line first (it words what the others did), the archive, then the voice.
    table_.listen(*this);
    table_.listen(keeper_);
    table_.listen(voice_);
    std::string problem;
    if (!settings_file_.empty()) settings_ = Settings::load(settings_file_, problem);
    if (!language.empty()) settings_.language = language;
    set_language(settings_.language);
    if (!problem.empty()) // a broken settings file: said, then replaced at the first change
        message_ = catalogue_.format("ui.error.bad_settings", {{"detail", problem}});
    if (audio) open_audio();
    const std::filesystem::path& saved = table_.autosave();
    // The last game's names, for the next new game (a crash or a restart
    // does not make the table type them again).
    {
        std::ifstream in(saved, std::ios::binary);
        if (in) {
            LogReadResult last = GameLog::read(in);
            if (last.log) remember_names(last.log->roster(), last.log->history().setup().players);
        }
    }
    // An autosave that cannot be read at all is set aside now, and said:
    // nothing the table saved is ever overwritten.
    if (const auto unreadable = TableSession::set_aside_unreadable(saved)) {
        const std::string kept =
            unreadable->kept.empty() ? saved.string() : unreadable->kept.string();
        message_ = catalogue_.format(
            "ui.error.save_unreadable",
            {{"detail", describe_log_error(unreadable->read, catalogue_)}, {"file", kept}});
    }
}

AppContext::~AppContext() {
    stack_.close_all(); // panels first: they hold references to the parts
}

void AppContext::open_audio() {
    if (announcer_.audio_missing() || announcer_.open_audio()) return;
    // Said once, beside what may be said already (a kept save, storage).
    const std::string said = catalogue_.text("ui.error.no_audio");
    message_ = message_.empty() ? said : message_ + ' ' + said;
}

void AppContext::set_language(const std::string& language) {
    Catalogue loaded = Catalogue::load(data_, language);
    if (!loaded.load_problem().empty() && language != "en") {
        loaded = Catalogue::load(data_, "en");
        language_ = "en";
    } else {
        language_ = language;
    }
    settings_.language = language_;
    catalogue_ = std::move(loaded);
    announcer_.follow(settings_, language_);
}

void AppContext::apply_settings() {
    settings_.clamp();
    if (settings_.language != language_) set_language(settings_.language);
    announcer_.follow(settings_, language_); // a narrator, volumes, cues, the loop
    if (!settings_file_.empty() && !settings_.save(settings_file_))
        message_ = catalogue_.format("ui.error.save_failed", {{"detail", settings_file_.string()}});
}

std::uint64_t AppContext::screen_generation() const {
    // Both counters only grow; the sum moves whenever either does.
    return stack_.changes() + (table_.game() ? table_.game()->revision() : 0);
}

std::vector<std::string> AppContext::draft_names() const {
    std::vector<std::string> names;
    for (int seat = 0; seat < draft_.players; ++seat) {
        std::string name = seat < int(draft_.names.size())
                               ? TextField::trimmed(draft_.names[std::size_t(seat)])
                               : std::string();
        if (name.empty())
            name = catalogue_.format("ui.new_game.default_name",
                                     {{"number", std::to_string(seat + 1)}});
        names.push_back(std::move(name));
    }
    return names;
}

void AppContext::new_game(int players, RuleOptions options, std::vector<std::string> names) {
    PlayerRoster roster;
    for (int seat = 1; seat <= players; ++seat)
        roster.names.push_back(std::size_t(seat) <= names.size()
                                   ? names[std::size_t(seat - 1)]
                                   : catalogue_.format("ui.new_game.default_name",
                                                       {{"number", std::to_string(seat)}}));
    table_.new_game(std::move(roster), GameSetup{players, options});
}

void AppContext::remember_names(const PlayerRoster& roster, int players) {
    if (players < kMinPlayers || players > kMaxPlayers) return;
    draft_.players = players;
    // "Player 3", "Giocatore 3"...: a blank seat in any language stays blank.
    for (int seat = 0; seat < players && seat < roster.size(); ++seat) {
        std::string name = roster.name_of(static_cast<Seat>(seat));
        if (is_default_name(name, seat)) name.clear();
        draft_.names[std::size_t(seat)] = name;
    }
}

bool AppContext::is_default_name(const std::string& name, int seat) const {
    // Each catalogue is read once, when a name is first checked.
    if (default_names_.empty())
        for (const Language& language : kLanguages)
            default_names_.push_back(language.id == language_
                                         ? catalogue_
                                         : Catalogue::load(data_, std::string(language.id)));
    for (const Catalogue& other : default_names_)
        if (name ==
            other.format("ui.new_game.default_name", {{"number", std::to_string(seat + 1)}}))
            return true;
    return false;
}

const PlayerRoster& AppContext::shown_roster(const PlayerRoster& logged) const {
    if (logged.names == shown_roster_of_.names && language_ == shown_roster_language_)
        return shown_roster_;
    shown_roster_of_ = logged;
    shown_roster_language_ = language_;
    shown_roster_ = logged;
    for (int seat = 0; seat < logged.size(); ++seat) {
        const std::string& name = logged.names[std::size_t(seat)];
        if (!is_default_name(name, seat)) continue;
        std::string now =
            catalogue_.format("ui.new_game.default_name", {{"number", std::to_string(seat + 1)}});
        // A typed name equal to the new one keeps the logged one (names stay unique).
        if (!logged.seat_of(now)) shown_roster_.names[std::size_t(seat)] = std::move(now);
    }
    return shown_roster_;
}

std::string AppContext::save_warning(const TableSession& game) const {
    const std::string warning =
        catalogue_.format("ui.error.save_failed", {{"detail", game.save_problem()}});
    std::cerr << "sh-narrator: " << table_.autosave().string() << ": " << warning
              << std::endl; // the log
    return warning;
}

void AppContext::started(const TableSession& game, const TableStart& start) {
    message_is_move_ = false;
    switch (start.kind) {
    case TableStart::Kind::New:
        // Once a game, where the narration is missed (the setup and night say it too).
        message_ =
            announcer_.audio_missing() ? catalogue_.text("ui.error.no_audio") : std::string();
        if (!game.save_problem().empty()) message_ = save_warning(game);
        return;
    case TableStart::Kind::Resumed:
        if (start.damage)
            message_ = start.last_move_lost
                           ? catalogue_.text("ui.error.last_move_lost")
                           : catalogue_.format("ui.error.save_damaged",
                                               {{"line", std::to_string(start.damage->line)}});
        if (!game.save_problem().empty()) message_ += ' ' + save_warning(game);
        return;
    case TableStart::Kind::Loaded: return;
    }
}

void AppContext::refused(const TableSession&, const Event&, Refusal refusal) {
    message_ = catalogue_.format(refusal_key(refusal), {{"detail", ""}, {"phase", ""}});
    message_is_move_ = false;
}

void AppContext::played(const TableSession& game, const GameState& before, const Event& event) {
    // What the move did, by name, Undo beside it (a save problem comes first).
    message_is_move_ = game.save_problem().empty() && event.type != EventType::NightOver &&
                       event.type != EventType::Reveal;
    message_ = !game.save_problem().empty() ? save_warning(game)
               : message_is_move_ ? TableWords(catalogue_, shown_roster(game.log().roster()))
                                        .did(before, event, game.state())
                                  : std::string();
}

void AppContext::undone(const TableSession& game, const Event& undone, const GameState& with_it,
                        const GameState& without_it) {
    message_ = catalogue_.format("ui.did.undone",
                                 {{"move", TableWords(catalogue_, shown_roster(game.log().roster()))
                                               .did(without_it, undone, with_it)}});
    message_is_move_ = false;
    if (!game.save_problem().empty()) message_ = save_warning(game);
}

void AppContext::corrected(const TableSession& game, std::size_t index, const Event& corrected) {
    const GameState before = game.log().history().state_after(index);
    const GameState after = game.log().history().state_after(index + 1);
    const TableWords words(catalogue_, shown_roster(game.log().roster()));
    message_ =
        catalogue_.format("ui.did.corrected", {{"move", words.did(before, corrected, after)}}) +
        ' ' + catalogue_.format("ui.correct.done", {{"file", game.kept_aside().string()}});
    message_is_move_ = false;
    if (!game.save_problem().empty()) message_ += ' ' + save_warning(game);
}

void AppContext::correction_failed(const TableSession& game) {
    if (!game.save_problem().empty()) message_ = save_warning(game);
}

void AppContext::export_log(const std::string& name, const std::string& text) {
    if (!exporter_) { // a platform that exports nothing (a headless render)
        message_ = catalogue_.format("ui.games.export_failed", {{"detail", ""}});
        return;
    }
    const Exported done = exporter_(name, text);
    message_ = catalogue_.format(done.key, {{done.slot, done.value}});
}

const GameLog* AppContext::shown_log() const {
    if (kept_game_) return &*kept_game_;
    return table_.game() ? &table_.game()->log() : nullptr;
}

Seat AppContext::random_seat(int players) {
    return static_cast<Seat>(random_.below(static_cast<std::uint32_t>(players)));
}

} // namespace shn
