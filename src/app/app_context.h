#pragma once

#include "app/audio/clip_voice.h"
#include "app/audio/narration_player.h"
#include "core/random_stream.h"
#include "session/catalogue.h"
#include "session/game_archive.h"
#include "session/narration_sequencer.h"
#include "session/settings.h"
#include "session/table_session.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

class Panel;
enum class Screen;

/// GameDraft: the new game being set up: how many players, the rule
/// options, and the names typed so far by seat (blank: "Player N").
struct GameDraft {
    int players = 7;
    RuleOptions options;
    std::vector<std::string> names = std::vector<std::string>(kMaxPlayers);
};

/// PhoneBoard: what the table screen shows of the board served to phones
/// (issue 14, docs/second-screen.md): the address to open, its QR code's
/// modules, how many phones watch; the platform that runs the server fills
/// it in. `code_hidden`: the table tapped the code away (the count stays).
struct PhoneBoard {
    bool available = false; // this platform can serve it (the desktop, not a browser)
    bool serving = false;
    std::string address; // "http://192.168.1.20:8080/"
    int viewers = 0;
    int code_size = 0;
    std::vector<bool> code; // code_size x code_size, dark modules
    bool code_hidden = false;
};

/// AppContext: what every screen shares: the language catalogue, the game
/// at the table (a TableSession and its autosave), the narrator (voice and
/// sequencer), the panel stack, and a message line for refusals and save
/// problems. The SDL window is not here: the same context drives the real
/// app and the headless `--screenshot` renderer.
class AppContext {
  public:
    /// `settings_file` empty: the defaults, never saved (headless renders).
    /// `audio`: open the sound device now (else later with `open_audio`,
    /// or never: headless renders).
    AppContext(std::filesystem::path data_directory, std::string language, bool audio,
               std::filesystem::path autosave, std::filesystem::path settings_file = {});
    ~AppContext();

    const Catalogue& catalogue() const { return catalogue_; }
    const std::string& language() const { return language_; }
    void set_language(const std::string& language);
    const std::filesystem::path& data_directory() const { return data_; }

    // The table's preferences: change them through `settings()`, then
    // `apply_settings()` saves them and applies volumes and language.
    Settings& settings() { return settings_; }
    void apply_settings();
    /// Opens the sound device (once); without one, the narration is shown
    /// as text and the message line says so.
    void open_audio();
    /// A short sound cue (audio/cues/<name>.ogg), when sound cues are on.
    void cue(const std::string& name);
    /// The night ambience loop on or off (the chosen loop, at its volume).
    void ambience(bool on);

    // The panel stack. A panel asks to open, replace or leave a screen from
    // a tap, a key or its tick; `step()` makes the change, so a panel never
    // changes the stack under its own feet, nor while it is drawn.
    void open(Screen screen);
    void replace(Screen screen);
    void open(std::unique_ptr<Panel> panel);
    void replace(std::unique_ptr<Panel> panel);
    void back();
    /// Makes the changes asked for, ticking each new top panel (which may
    /// ask again: a table whose game ended hands over to the game-over
    /// screen), until the stack stays. The shell calls it before each draw;
    /// headless renders and tests after they open a screen.
    void step();
    /// Whether a change of the stack waits for step().
    bool stack_changing() const { return !stack_changes_.empty(); }
    /// Starts the stack afresh with one screen, at once (a platform's
    /// start, the viewer's table): never from a panel's own code.
    void start_with(Screen screen);
    /// Closes every screen at once (the window was closed): the app quits.
    void close_all();
    Panel* top() const { return panels_.empty() ? nullptr : panels_.back().get(); }
    bool quit_requested() const { return panels_.empty(); }
    /// Whether the platform has a Quit (a desktop window does; a web page,
    /// which the browser or the tablet closes, does not).
    bool can_quit() const { return can_quit_; }
    void set_can_quit(bool can) { can_quit_ = can; }

    // The game.
    TableSession* game() { return game_ ? &*game_ : nullptr; }
    void new_game(int players, RuleOptions options, std::vector<std::string> names = {});
    GameDraft& draft() { return draft_; }
    /// The draft's names for its player count: trimmed, blanks given their
    /// default ("Player 3").
    std::vector<std::string> draft_names() const;
    /// A game's names as the table reads them now: a seat left blank at
    /// the setup ("Player 3", "Giocatore 3": the default name in any
    /// language) in the table's language. The reference holds until the
    /// next call.
    const PlayerRoster& shown_roster(const PlayerRoster& logged) const;
    bool has_resumable_game() const;
    bool resume_game();
    void adopt_game(GameLog log); // a loaded log, for --screenshot --load
    /// No game at the table (a phone whose table has none yet).
    void forget_game() { game_.reset(); }
    /// Fixing a past move of the game at the table (TableSession::correct);
    /// an applied fix is kept like any move, and said on the message line.
    Correction correct(std::size_t index, const Event& corrected, bool keep_up_to_misfit,
                       bool& applied);
    /// The same table again: the finished game's names, seating and options,
    /// a new game (the finished one is kept), straight to the setup.
    void rematch();
    /// The games kept (games/ beside the autosave): every finished game, and
    /// every unfinished one a new game replaced.
    const GameArchive& archive() const { return archive_; }
    /// Hands a kept game's log to the user: on the desktop a file in the
    /// Documents folder, on the web build a download (set_exporter). Leaves
    /// the result (where it went, or why not) on the message line.
    void export_log(const std::string& name, const std::string& text);
    /// The platform's way to export (returns a message key, and the
    /// place for its {file} slot); none: the desktop's.
    using Exporter =
        std::function<bool(const std::string& name, const std::string& text, std::string& where)>;
    void set_exporter(Exporter exporter) { exporter_ = std::move(exporter); }
    /// The game the history and reveal screens show: a kept game opened
    /// read-only from the home screen, else the game at the table.
    const GameLog* shown_log() const;
    bool showing_kept_game() const { return kept_game_.has_value(); }
    void show_kept_game(GameLog log) { kept_game_.emplace(std::move(log)); }
    void stop_showing_kept_game() { kept_game_.reset(); }
    /// Plays a move: refused moves leave a message; accepted ones are
    /// narrated, and what they did is said on the message line, by name.
    bool play(const Event& event);
    /// Whether Undo has a move to take back: any move but the night's end,
    /// across the end of the game, until the roles are revealed.
    bool can_undo() const;
    /// Takes back the last move (with the night's end marked after it) and
    /// says which on the message line.
    void undo();
    /// The message line says what the last move did (so Undo sits beside it).
    bool message_names_last_move() const { return message_is_move_; }
    /// The sound device was asked for and there is none: the screens where
    /// the narration is missed say so.
    bool audio_missing() const { return audio_failed_; }
    /// Where a resumed game picks up: the setup before the first president
    /// (R5), the night until it was read to its end (R6/R7), else the table.
    Screen resume_screen() const;
    Seat random_seat(int players);

    // The narrator.
    void say(const std::vector<std::string_view>& keys);
    void narrate(std::vector<NarrationLine> lines);
    NarrationSequencer* narration() { return sequencer_ ? &*sequencer_ : nullptr; }
    /// Advances the narration; true when what the screen shows of it changed
    /// (another line, the end).
    bool update_narration();
    /// Milliseconds until `update_narration` can move on by itself; -1 when
    /// nothing is being narrated (or the narration is paused).
    int next_narration_ms() const;
    /// Closes the sound device once it has been quiet a while (see
    /// NarrationPlayer); returns the milliseconds until it should be called
    /// again, -1 for never. Only where the platform lets it rest (a browser
    /// opens sound only from a tap, so the web build keeps it open).
    int rest_audio_when_quiet();
    void set_audio_rests(bool rests) { audio_rests_ = rests; }
    /// A recorded line is playing now (through a sound device).
    bool speaking() const;
    /// The recorded clips are still arriving (the web build): a line waits
    /// for its clip rather than being shown as text only.
    void set_clips_arriving(bool arriving) { voice_->set_clips_arriving(arriving); }
    static double now();

    /// The board for phones, as the table screen shows it (the desktop
    /// platform keeps it up to date).
    PhoneBoard& phone_board() { return phone_board_; }
    /// A phone watching the table (the web build's viewer, issue 14): the
    /// game is the one the table publishes; nothing here changes it: play,
    /// undo and correct refuse, and the screens show no move to make.
    bool viewer() const { return viewer_; }
    void set_viewer(bool viewer) { viewer_ = viewer; }

    // One line of feedback at the bottom of the screen.
    const std::string& message() const { return message_; }
    void set_message(std::string message) {
        message_ = std::move(message);
        message_is_move_ = false;
    }
    /// A number that moves whenever what the screen offers may have changed
    /// under a finger: a move, an undo, another screen. The shell keeps taps
    /// from acting on what appeared after they began (TapGuard).
    std::uint64_t screen_generation() const;

  private:
    /// The last game's names as the new game's draft (a table plays again
    /// with the same people); default names ("Player 3") are left blank.
    void remember_names(const PlayerRoster& roster, int players);
    /// Writes the game at the table to its kept file (choosing one the
    /// first time); a refusal of the disk is said, the game goes on.
    void keep_game();
    /// The game's save problem, worded for the screen, and written to stderr
    /// (the journal, on a kiosk).
    std::string save_warning() const;
    /// Whether `name` is seat `seat`'s default name in one of the languages.
    bool is_default_name(const std::string& name, int seat) const;

    std::filesystem::path data_;
    std::string language_;
    Catalogue catalogue_;
    std::filesystem::path autosave_;
    std::filesystem::path settings_file_;
    Settings settings_;
    std::vector<std::unique_ptr<Panel>> panels_;
    /// A change of the stack asked for, made at the next step(): open a
    /// panel, replace the top with it, or (no panel, no screen) go back.
    struct StackChange {
        bool replace = false;
        std::optional<Screen> screen;
        std::unique_ptr<Panel> panel;
    };
    std::vector<StackChange> stack_changes_;
    std::optional<TableSession> game_;
    std::optional<GameLog> kept_game_; // opened read-only from the home screen
    GameArchive archive_;
    std::filesystem::path kept_as_; // the game at the table's kept file, once kept
    Exporter exporter_;
    GameDraft draft_;
    std::unique_ptr<NarrationPlayer> player_;
    std::unique_ptr<ClipVoice> voice_;
    std::optional<NarrationSequencer> sequencer_;
    RandomStream random_;
    std::string message_;
    bool message_is_move_ = false;
    bool audio_failed_ = false;
    std::uint64_t panel_changes_ = 0;
    bool can_quit_ = true;
    bool audio_rests_ = false;
    PhoneBoard phone_board_;
    // has_resumable_game()'s answer, and the autosave's size and time it is for.
    mutable std::optional<std::pair<std::uintmax_t, std::filesystem::file_time_type>>
        resumable_stamp_;
    mutable bool resumable_ = false;
    mutable std::vector<Catalogue> default_names_; // each language's, read once when needed
    mutable PlayerRoster shown_roster_;
    mutable PlayerRoster shown_roster_of_;
    mutable std::string shown_roster_language_;
    bool viewer_ = false;
};

} // namespace shn
