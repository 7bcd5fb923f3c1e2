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
    : data_(std::move(data_directory)), autosave_(std::move(autosave)),
      settings_file_(std::move(settings_file)), archive_(GameArchive::folder_beside(autosave_)),
      random_((std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}()) {
    std::string problem;
    if (!settings_file_.empty()) settings_ = Settings::load(settings_file_, problem);
    if (!language.empty()) settings_.language = language;
    set_language(settings_.language);
    if (!problem.empty()) // a broken settings file: said, then replaced at the first change
        message_ = catalogue_.format("ui.error.bad_settings", {{"detail", problem}});
    voice_ = std::make_unique<ClipVoice>(nullptr, data_ / "audio", language_,
                                         settings_.narrator(language_));
    if (audio) open_audio();
    // The last game's names, for the next new game (a crash or a restart
    // does not make the table type them again).
    {
        std::ifstream in(autosave_, std::ios::binary);
        if (in) {
            LogReadResult last = GameLog::read(in);
            if (last.log) remember_names(last.log->roster(), last.log->history().setup().players);
        }
    }
    // An autosave that cannot be read at all is set aside now, and said:
    // nothing the table saved is ever overwritten.
    if (const auto unreadable = TableSession::set_aside_unreadable(autosave_)) {
        const std::string kept =
            unreadable->kept.empty() ? autosave_.string() : unreadable->kept.string();
        message_ = catalogue_.format(
            "ui.error.save_unreadable",
            {{"detail", describe_log_error(unreadable->read, catalogue_)}, {"file", kept}});
    }
}

AppContext::~AppContext() {
    sequencer_.reset();
    panels_.clear();
}

void AppContext::open_audio() {
    if (player_) return;
    std::string problem;
    player_ = NarrationPlayer::open(problem);
    if (!player_) { // said beside what may be said already (a kept save, storage)
        audio_failed_ = true;
        const std::string said = catalogue_.text("ui.error.no_audio");
        message_ = message_.empty() ? said : message_ + ' ' + said;
        return;
    }
    player_->set_volumes(settings_.narration_volume, settings_.ambience_volume);
    voice_->set_player(player_.get());
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
    if (voice_) voice_->set_language(language_, settings_.narrator(language_));
}

void AppContext::apply_settings() {
    settings_.clamp();
    if (settings_.language != language_) set_language(settings_.language);
    voice_->set_language(language_, settings_.narrator(language_)); // a narrator chosen
    if (player_) player_->set_volumes(settings_.narration_volume, settings_.ambience_volume);
    if (!settings_file_.empty() && !settings_.save(settings_file_))
        message_ = catalogue_.format("ui.error.save_failed", {{"detail", settings_file_.string()}});
}

void AppContext::ambience(bool on) {
    if (!player_) return;
    if (on && settings_.ambience != "off")
        player_->start_ambience(data_ / "audio" / "ambience" / (settings_.ambience + ".ogg"));
    else
        player_->start_ambience({});
}

void AppContext::open(Screen screen) {
    stack_changes_.push_back({false, screen, nullptr});
}

void AppContext::replace(Screen screen) {
    stack_changes_.push_back({true, screen, nullptr});
}

void AppContext::open(std::unique_ptr<Panel> panel) {
    stack_changes_.push_back({false, std::nullopt, std::move(panel)});
}

void AppContext::replace(std::unique_ptr<Panel> panel) {
    stack_changes_.push_back({true, std::nullopt, std::move(panel)});
}

void AppContext::back() {
    stack_changes_.push_back({true, std::nullopt, nullptr});
}

void AppContext::start_with(Screen screen) {
    stack_changes_.clear();
    panels_.clear();
    ++panel_changes_;
    panels_.push_back(make_screen(screen, *this));
}

void AppContext::close_all() {
    stack_changes_.clear();
    panels_.clear();
    ++panel_changes_;
}

void AppContext::step() {
    // Bounded: a panel that kept asking for another would otherwise spin.
    for (int round = 0; round < 4; ++round) {
        if (Panel* panel = top()) panel->tick();
        if (stack_changes_.empty()) return;
        std::vector<StackChange> changes = std::move(stack_changes_);
        stack_changes_.clear();
        for (StackChange& change : changes) {
            ++panel_changes_;
            // A screen is built when it is shown: it sees the game as it is then.
            std::unique_ptr<Panel> panel =
                change.screen ? make_screen(*change.screen, *this) : std::move(change.panel);
            if (change.replace && !panels_.empty()) panels_.pop_back();
            if (panel) panels_.push_back(std::move(panel));
        }
    }
}

std::uint64_t AppContext::screen_generation() const {
    // Both counters only grow; the sum moves whenever either does.
    return panel_changes_ + (game_ ? game_->revision() : 0);
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
    // A game left unfinished is kept too (a finished one already is).
    if (game_ && !game_->state().game_over() && !game_->log().history().events().empty())
        keep_game();
    kept_as_.clear();
    PlayerRoster roster;
    for (int seat = 1; seat <= players; ++seat)
        roster.names.push_back(std::size_t(seat) <= names.size()
                                   ? names[std::size_t(seat - 1)]
                                   : catalogue_.format("ui.new_game.default_name",
                                                       {{"number", std::to_string(seat)}}));
    game_.emplace(GameLog(std::move(roster), GameSetup{players, options}), autosave_);
    message_is_move_ = false;
    // Once a game, where the narration is missed (the setup and night say it too).
    message_ = audio_failed_ ? catalogue_.text("ui.error.no_audio") : std::string();
    if (!game_->save_all()) message_ = save_warning();
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

std::string AppContext::save_warning() const {
    const std::string warning =
        catalogue_.format("ui.error.save_failed", {{"detail", game_->save_problem()}});
    std::cerr << "sh-narrator: " << autosave_.string() << ": " << warning << std::endl; // the log
    return warning;
}

namespace {

/// The autosave's game when it ended and its roles are not revealed yet,
/// read whole: its end can still be undone (a mis-tap that ended it) and
/// the reveal made.
std::optional<GameLog> ended_unrevealed(const std::filesystem::path& autosave) {
    std::ifstream in(autosave, std::ios::binary);
    if (!in) return std::nullopt;
    LogReadResult read = GameLog::read(in);
    if (!read.log || read.error || !read.log->history().state().game_over() ||
        read.log->history().state().revealed_roles())
        return std::nullopt;
    return std::move(*read.log);
}

} // namespace

bool AppContext::has_resumable_game() const {
    // The home screen asks on every frame: the file is read again only
    // when its size or time changed.
    std::error_code error;
    const auto size = std::filesystem::file_size(autosave_, error);
    const auto time = error ? std::filesystem::file_time_type{}
                            : std::filesystem::last_write_time(autosave_, error);
    const std::pair stamp{error ? std::uintmax_t(-1) : size, time};
    if (!resumable_stamp_ || *resumable_stamp_ != stamp) {
        resumable_stamp_ = stamp;
        resumable_ =
            !error && (TableSession::load_unfinished(autosave_) || ended_unrevealed(autosave_));
    }
    return resumable_;
}

Screen AppContext::resume_screen() const {
    if (!game_) return Screen::Home;
    const GameState& state = game_->state();
    if (state.phase() == Phase::FirstPresident && !state.night_over()) return Screen::Setup;
    if (!state.night_over()) return Screen::Night;
    return Screen::Table;
}

bool AppContext::resume_game() {
    // Lines in the file, to tell a cut last line (one move lost) from damage inside.
    std::size_t lines = 0;
    {
        std::ifstream in(autosave_, std::ios::binary);
        std::string line;
        while (std::getline(in, line)) ++lines;
    }
    std::optional<LogError> damage;
    auto session = TableSession::resume(autosave_, damage);
    if (!session) { // an ended game, not revealed yet: the table goes back to its end
        std::optional<GameLog> ended = ended_unrevealed(autosave_);
        if (!ended) return false;
        game_.emplace(std::move(*ended), autosave_);
        kept_as_.clear();
        return true;
    }
    game_.emplace(std::move(*session));
    kept_as_.clear();
    if (damage)
        message_ = damage->line >= lines
                       ? catalogue_.text("ui.error.last_move_lost")
                       : catalogue_.format("ui.error.save_damaged",
                                           {{"line", std::to_string(damage->line)}});
    if (!game_->save_problem().empty()) message_ += ' ' + save_warning();
    return true;
}

Correction AppContext::correct(std::size_t index, const Event& corrected, bool keep_up_to_misfit,
                               bool& applied) {
    applied = false;
    if (!game_ || viewer_)
        return Correction{GameHistory(GameSetup{}), std::nullopt, Refusal::WrongPhase};
    Correction fixed = game_->correct(index, corrected, keep_up_to_misfit, applied);
    if (!applied) {
        if (!game_->save_problem().empty()) message_ = save_warning();
        return fixed;
    }
    {
        const GameState before = game_->log().history().state_after(index);
        const GameState after = game_->log().history().state_after(index + 1);
        const TableWords words(catalogue_, shown_roster(game_->log().roster()));
        message_ =
            catalogue_.format("ui.did.corrected", {{"move", words.did(before, corrected, after)}}) +
            ' ' + catalogue_.format("ui.correct.done", {{"file", game_->kept_aside().string()}});
        message_is_move_ = false;
    }
    if (!game_->save_problem().empty()) message_ += ' ' + save_warning();
    if (!kept_as_.empty() || game_->state().game_over()) keep_game();
    say(phase_cues(game_->state()));
    return fixed;
}

void AppContext::cue(const std::string& name) {
    if (player_ && settings_.sound_cues)
        player_->play_cue(data_ / "audio" / "cues" / (name + ".ogg"));
}

void AppContext::keep_game() {
    if (!game_) return;
    if (kept_as_.empty()) kept_as_ = archive_.new_file(std::time(nullptr));
    if (!archive_.keep(game_->log(), kept_as_))
        message_ = catalogue_.format("ui.error.keep_failed", {{"detail", std::strerror(errno)},
                                                              {"file", kept_as_.string()}});
}

void AppContext::export_log(const std::string& name, const std::string& text) {
    std::string where;
    if (exporter_) {
        message_ = exporter_(name, text, where)
                       ? catalogue_.format("ui.games.downloaded", {{"file", where}})
                       : catalogue_.format("ui.games.export_failed", {{"detail", where}});
        return;
    }
    // The desktop: the Documents folder ($XDG_DOCUMENTS_DIR, ~/Documents),
    // else home; a name that exists gets a number.
    const char* documents = std::getenv("XDG_DOCUMENTS_DIR");
    const char* home = std::getenv("HOME");
    std::filesystem::path folder = documents && *documents ? documents : home ? home : ".";
    std::error_code error;
    if (!(documents && *documents) && home &&
        std::filesystem::is_directory(folder / "Documents", error))
        folder /= "Documents";
    std::filesystem::path file = folder / (name + ".jsonl");
    for (int number = 2; std::filesystem::exists(file, error) && number < 1000; ++number)
        file = folder / (name + "-" + std::to_string(number) + ".jsonl");
    message_ =
        replace_file_durably(file, text)
            ? catalogue_.format("ui.games.exported", {{"file", file.string()}})
            : catalogue_.format("ui.games.export_failed", {{"detail", std::strerror(errno)}});
}

void AppContext::rematch() {
    if (!game_) return;
    const GameLog& finished = game_->log();
    new_game(finished.history().setup().players, finished.history().setup().options,
             finished.roster().names);
}

const GameLog* AppContext::shown_log() const {
    if (kept_game_) return &*kept_game_;
    return game_ ? &game_->log() : nullptr;
}

void AppContext::adopt_game(GameLog log) {
    game_.emplace(std::move(log), autosave_);
    kept_as_.clear();
}

bool AppContext::play(const Event& event) {
    if (!game_ || viewer_) return false;
    const GameState before = game_->state();
    const Refusal refusal = game_->play(event);
    if (refusal != Refusal::None) {
        message_ = catalogue_.format(refusal_key(refusal), {{"detail", ""}, {"phase", ""}});
        return false;
    }
    // What the move did, by name, Undo beside it (a save problem comes first).
    message_is_move_ = game_->save_problem().empty() && event.type != EventType::NightOver &&
                       event.type != EventType::Reveal;
    message_ = !game_->save_problem().empty() ? save_warning()
               : message_is_move_ ? TableWords(catalogue_, shown_roster(game_->log().roster()))
                                        .did(before, event, game_->state())
                                  : std::string();
    if (game_->state().game_over()) keep_game(); // the end, and the reveal after it
    if (event.type == EventType::Enact) cue("policy");
    if (event.type == EventType::Execute) cue("execution");
    if (event.type == EventType::Reveal) { // the truth, told slowly
        const auto& events = game_->log().history().events();
        const bool claims = std::any_of(events.begin(), events.end(), [](const Event& said) {
            return said.type == EventType::Claim;
        });
        narrate(reveal_sequence(game_->state().player_count(), claims));
        return true;
    }
    // A claim says nothing: the line being spoken (the policy, the power) goes on.
    if (const auto cues = narration_cues(before, event, game_->state()); !cues.empty()) say(cues);
    return true;
}

bool AppContext::can_undo() const {
    if (!game_ || viewer_) return false;
    const auto& events = game_->log().history().events();
    if (!events.empty() && events.back().type == EventType::Reveal) return false; // R40: final
    return std::any_of(events.begin(), events.end(),
                       [](const Event& event) { return event.type != EventType::NightOver; });
}

void AppContext::undo() {
    if (!can_undo()) return;
    // The night's end is not a move: it goes with the move before it, in
    // one rewrite of the file.
    const GameHistory& history = game_->log().history();
    std::size_t last = history.events().size() - 1;
    while (history.events()[last].type == EventType::NightOver) --last; // can_undo: one is not
    const Event undone = history.events()[last];
    const GameState before_undo = history.state_after(last + 1);
    const GameState after_undo = history.state_after(last);
    if (!game_->undo(history.events().size() - last)) return;
    message_ = catalogue_.format(
        "ui.did.undone", {{"move", TableWords(catalogue_, shown_roster(game_->log().roster()))
                                       .did(after_undo, undone, before_undo)}});
    message_is_move_ = false;
    if (!game_->save_problem().empty()) message_ = save_warning();
    if (!kept_as_.empty()) keep_game(); // the kept copy follows the game
    say(phase_cues(game_->state()));
}

Seat AppContext::random_seat(int players) {
    return static_cast<Seat>(random_.below(static_cast<std::uint32_t>(players)));
}

void AppContext::say(const std::vector<std::string_view>& keys) {
    std::vector<NarrationLine> lines;
    for (const auto key : keys) lines.push_back({std::string(key)});
    narrate(std::move(lines));
}

void AppContext::narrate(std::vector<NarrationLine> lines) {
    if (voice_) voice_->stop();
    // A line that cannot be heard (no device, no clip) stays up to be read.
    sequencer_.emplace(std::move(lines), *voice_, nullptr, ClipVoice::kUnspokenLineSeconds);
    sequencer_->start(now());
}

bool AppContext::update_narration() {
    if (!sequencer_) return false;
    if (player_) player_->update_ducking();
    const std::size_t line = sequencer_->current();
    sequencer_->update(now());
    return sequencer_->current() != line;
}

int AppContext::next_narration_ms() const {
    if (!sequencer_) return -1;
    const double seconds = sequencer_->next_update_in(now());
    return seconds < 0 ? -1 : int(seconds * 1000.0 + 0.999);
}

int AppContext::rest_audio_when_quiet() {
    if (!player_ || !audio_rests_) return -1;
    // Never in the middle of a sequence (a long memorise pause): a device
    // opened again mid-night can click on some cards. Paused, it may rest.
    if (sequencer_ && !sequencer_->finished() && !sequencer_->paused())
        return NarrationPlayer::kRestAfterMs;
    const auto ms = static_cast<unsigned long long>(now() * 1000.0) + 1; // 0: never quiet yet
    player_->rest_if_quiet(ms);
    return player_->ms_until_rest(ms);
}

bool AppContext::speaking() const {
    return player_ && player_->speaking();
}

double AppContext::now() {
    // Seconds on a clock that only goes forward, from the app's first look at it.
    static const auto start = std::chrono::steady_clock::now();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace shn
