#include "app/app_context.h"

#include "app/screens.h"
#include "session/log_error_text.h"

#include <cstdint>
#include <random>

namespace shn {

AppContext::AppContext(TableStore& store, std::filesystem::path data_directory,
                       std::string language, std::filesystem::path autosave,
                       std::filesystem::path settings_file)
    : announcer_(data_directory / "audio", Settings{}, Settings{}.language),
      preferences_(std::move(data_directory), std::move(settings_file), language, announcer_,
                   messages_, store),
      seat_names_(preferences_), table_(std::move(autosave), store),
      table_messages_(messages_, preferences_, seat_names_, table_),
      keeper_(GameArchive::folder_beside(table_.autosave()), store,
              [this](DiskProblem problem, const std::string& file) {
                  const std::string detail =
                      preferences_.catalogue().text(std::string(disk_problem_key(problem)));
                  messages_.replace(preferences_.catalogue().format(
                      "ui.error.keep_failed", {{"detail", detail}, {"file", file}}));
              }),
      voice_(announcer_), stack_([this](Screen screen) { return make_screen(screen, *this); }),
      shown_game_(table_), log_export_(preferences_.catalogue(), messages_), draft_(seat_names_),
      random_((std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}()),
      vote_(std::filesystem::path(table_.autosave()).concat(".vote"), store),
      voices_(table_.autosave().empty() ? std::filesystem::path()
                                        : RecordedVoices::folder_beside(table_.autosave()),
              store) {
    preferences_.set_recorded_voices(&voices_);
    voices_.drop_takes(); // a take a kill left unkept is gone (issue 42)
    // A line shown as text stays up for its words read aloud, in the
    // language of the moment (a new table found 4 s short for a long line).
    announcer_.set_reading_time([this](const std::string& key) {
        return reading_seconds(preferences_.catalogue().text(key));
    });
    // Messages are worded in the table's language of the moment.
    messages_.word_with([this]() -> const Catalogue& { return preferences_.catalogue(); });
    // A message belongs to the screen it was said on, or led to (issue 43).
    messages_.shown_on([this]() -> std::uint64_t {
        const Panel* top = stack_.top();
        return top ? top->serial() : 0;
    });
    stack_.on_settled([this] { messages_.settle(); });
    // The message line first (it words what the others did), the archive, then the voice.
    table_.listen(table_messages_);
    table_.listen(keeper_);
    table_.listen(voice_);
    table_.listen(table_changes_);
    const std::filesystem::path& saved = table_.autosave();
    // The autosave, read once here (issue 46: the start read it three times).
    std::optional<LogReadResult> last = TableSession::read_file(saved, store);
    table_.saw_autosave(last); // Resume, on the home screen
    // The last game's names, for the next new game (a crash or a restart
    // does not make the table type them again).
    if (last && last->log)
        draft_.remember(last->log->roster(), last->log->history().setup().players);
    // An autosave that cannot be read at all is set aside now, and said:
    // nothing the table saved is ever overwritten.
    if (const auto unreadable =
            last ? TableSession::set_aside_unreadable(std::move(*last), saved, store)
                 : std::nullopt) {
        const std::string kept =
            unreadable->kept.empty() ? saved.string() : unreadable->kept.string();
        messages_.replace(preferences_.catalogue().format(
            "ui.error.save_unreadable",
            {{"detail", describe_log_error(unreadable->read, preferences_.catalogue())},
             {"file", kept}}));
    }
}

AppContext::~AppContext() {
    stack_.close_all(); // panels first: they hold references to the parts
}

void AppContext::set_audio(AudioOpener opener, bool open_now) {
    announcer_.device().set_opener(std::move(opener));
    if (open_now) open_audio();
}

void AppContext::open_audio() {
    if (announcer_.device().missing() || announcer_.open_audio()) return;
    // Said once, beside what may be said already (a kept save, storage).
    const std::string said = preferences_.catalogue().text("ui.error.no_audio");
    messages_.add(said);
}

bool AppContext::step_narration() {
    const bool changed = announcer_.update();
    // The setup's and the night's screens say it in their notice; the
    // message line keeps what it said there (the first president drawn),
    // and says the stall on any other screen.
    const std::optional<Screen> top = stack_.top_screen();
    const bool noticed = top == Screen::Setup || top == Screen::Night;
    if (announcer_.sound_stalled() && !stall_told_ && !noticed) {
        stall_told_ = true;
        messages_.set([](const Catalogue& words) { return words.text("ui.error.sound_stalled"); });
        return true;
    }
    if (!announcer_.sound_stalled()) stall_told_ = false;
    return changed;
}

std::uint64_t AppContext::screen_generation() const {
    // Both counters only grow; the sum moves whenever either does.
    return stack_.changes() + table_changes_.count();
}

void AppContext::new_game(int players, RuleOptions options, std::vector<std::string> names) {
    PlayerRoster roster;
    for (int seat = 1; seat <= players; ++seat)
        roster.names.push_back(std::size_t(seat) <= names.size()
                                   ? names[std::size_t(seat - 1)]
                                   : seat_names_.default_name(seat - 1));
    table_.new_game(std::move(roster), GameSetup{players, options});
}

} // namespace shn
