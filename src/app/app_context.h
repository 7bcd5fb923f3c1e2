#pragma once

#include "app/announcer.h"
#include "app/game_keeper.h"
#include "app/panel_stack.h"
#include "app/table_controller.h"
#include "app/table_voice.h"
#include "core/random_stream.h"
#include "session/catalogue.h"
#include "session/settings.h"

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

/// AppContext: the app's parts, and what every screen shares: the panel
/// stack, the table (a TableController and its listeners: the narrator's
/// TableVoice, the GameKeeper, and the message line here), the narrator,
/// the table's preferences and the language catalogue, the names of the
/// next game, and one message line for refusals and save problems. A panel
/// reaches the part it uses (`stack()`, `table()`, `narrator()`). The SDL
/// window is not here: the same context drives the real app and the
/// headless `--screenshot` renderer.
class AppContext : private TableListener {
  public:
    /// `settings_file` empty: the defaults, never saved (headless renders).
    /// `audio`: open the sound device now (else later with `open_audio`,
    /// or never: headless renders).
    AppContext(std::filesystem::path data_directory, std::string language, bool audio,
               std::filesystem::path autosave, std::filesystem::path settings_file = {});
    ~AppContext() override;

    // The parts.
    PanelStack& stack() { return stack_; }
    TableController& table() { return table_; }
    const TableController& table() const { return table_; }
    Announcer& announcer() { return announcer_; }

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

    /// A new game at the table: `names` by seat (missing ones: "Player N").
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
    /// The games kept (games/ beside the autosave): every finished game, and
    /// every unfinished one a new game replaced.
    const GameArchive& archive() const { return keeper_.archive(); }
    /// Hands a kept game's log to the user the platform's way (set_exporter:
    /// on the desktop a file in the Documents folder, on the web build a
    /// download). Leaves the result (where it went, or why not) on the
    /// message line.
    void export_log(const std::string& name, const std::string& text);
    /// What an export did: the message key to say (with a {file} or
    /// {detail} slot) and what fills it.
    struct Exported {
        std::string key;
        std::string slot;
        std::string value;
    };
    using Exporter = std::function<Exported(const std::string& name, const std::string& text)>;
    void set_exporter(Exporter exporter) { exporter_ = std::move(exporter); }
    /// The game the history and reveal screens show: a kept game opened
    /// read-only from the home screen, else the game at the table.
    const GameLog* shown_log() const;
    bool showing_kept_game() const { return kept_game_.has_value(); }
    void show_kept_game(GameLog log) { kept_game_.emplace(std::move(log)); }
    void stop_showing_kept_game() { kept_game_.reset(); }
    Seat random_seat(int players);

    /// The board for phones, as the table screen shows it (the desktop
    /// platform keeps it up to date).
    PhoneBoard& phone_board() { return phone_board_; }
    /// A phone watching the table (the web build's viewer, issue 14): the
    /// game is the one the table publishes; nothing here changes it: play,
    /// undo and correct refuse, and the screens show no move to make.
    bool viewer() const { return table_.read_only(); }
    void set_viewer(bool viewer) { table_.set_read_only(viewer); }
    /// Whether the platform has a Quit (a desktop window does; a web page,
    /// which the browser or the tablet closes, does not).
    bool can_quit() const { return can_quit_; }
    void set_can_quit(bool can) { can_quit_ = can; }

    // One line of feedback at the bottom of the screen.
    const std::string& message() const { return message_; }
    void set_message(std::string message) {
        message_ = std::move(message);
        message_is_move_ = false;
    }
    /// The message line says what the last move did (so Undo sits beside it).
    bool message_names_last_move() const { return message_is_move_; }
    /// A number that moves whenever what the screen offers may have changed
    /// under a finger: a move, an undo, another screen. The shell keeps taps
    /// from acting on what appeared after they began (TapGuard).
    std::uint64_t screen_generation() const;

  private:
    // The message line, as a listener of the table.
    void started(const TableSession& game, const TableStart& start) override;
    void refused(const TableSession&, const Event&, Refusal refusal) override;
    void played(const TableSession& game, const GameState& before, const Event& event) override;
    void undone(const TableSession& game, const Event& undone, const GameState& with_it,
                const GameState& without_it) override;
    void corrected(const TableSession& game, std::size_t index, const Event& corrected) override;
    void correction_failed(const TableSession& game) override;

    /// The last game's names as the new game's draft (a table plays again
    /// with the same people); default names ("Player 3") are left blank.
    void remember_names(const PlayerRoster& roster, int players);
    /// The game's save problem, worded for the screen, and written to stderr
    /// (the journal, on a kiosk).
    std::string save_warning(const TableSession& game) const;
    /// Whether `name` is seat `seat`'s default name in one of the languages.
    bool is_default_name(const std::string& name, int seat) const;

    std::filesystem::path data_;
    std::string language_;
    Catalogue catalogue_;
    std::filesystem::path settings_file_;
    Settings settings_;
    Announcer announcer_;
    TableController table_;
    GameKeeper keeper_;
    TableVoice voice_;
    PanelStack stack_;
    std::optional<GameLog> kept_game_; // opened read-only from the home screen
    Exporter exporter_;
    GameDraft draft_;
    RandomStream random_;
    std::string message_;
    bool message_is_move_ = false;
    bool can_quit_ = true;
    PhoneBoard phone_board_;
    mutable std::vector<Catalogue> default_names_; // each language's, read once when needed
    mutable PlayerRoster shown_roster_;
    mutable PlayerRoster shown_roster_of_;
    mutable std::string shown_roster_language_;
};

} // namespace shn
