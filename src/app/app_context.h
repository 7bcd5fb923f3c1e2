#pragma once

#include "app/announcer.h"
#include "app/game_draft.h"
#include "app/game_keeper.h"
#include "app/log_export.h"
#include "app/message_line.h"
#include "app/microphone.h"
#include "app/pack_inbox.h"
#include "app/panel_stack.h"
#include "app/phone_board.h"
#include "app/preferences.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "app/table_changes.h"
#include "app/table_controller.h"
#include "app/table_messages.h"
#include "app/table_voice.h"
#include "app/vote_in_progress.h"
#include "core/random_stream.h"
#include "session/catalogue.h"
#include "session/recorded_voices.h"
#include "session/settings.h"

#include <filesystem>
#include <string>
#include <vector>

namespace shn {

enum class Screen;

/// AppContext: the app's parts, each with one job, built and wired once:
/// the panel stack, the table (a TableController and its listeners, told
/// in this order: TableMessages on the message line, the GameKeeper, the
/// narrator's TableVoice), the narrator (Announcer), the preferences with
/// the language's catalogue, the seat names, the draft of the next game,
/// the game the history shows, the export of a kept game, the board for
/// phones. A screen is handed the parts it uses (make_screen, the one place
/// that sees the whole); the platforms reach the parts from here. The SDL
/// window is not here: the same context drives the real app and the
/// headless `--screenshot` renderer.
class AppContext {
  public:
    /// `settings_file` empty: the defaults, never saved (headless renders).
    /// Silent until the platform hands it its sound (`set_audio`; never:
    /// headless renders and tests).
    /// Every file it keeps goes through `store`.
    AppContext(TableStore& store, std::filesystem::path data_directory, std::string language,
               std::filesystem::path autosave, std::filesystem::path settings_file = {});
    ~AppContext();

    // The parts.
    PanelStack& stack() { return stack_; }
    TableController& table() { return table_; }
    const TableController& table() const { return table_; }
    Announcer& announcer() { return announcer_; }
    Preferences& preferences() { return preferences_; }
    MessageLine& messages() { return messages_; }
    const SeatNames& seat_names() const { return seat_names_; }
    /// The next game being set up (the last game's names to begin with).
    GameDraft& draft() { return draft_; }
    ShownGame& shown_game() { return shown_game_; }
    LogExport& log_export() { return log_export_; }
    /// The games kept (games/ beside the autosave): every finished game, and
    /// every unfinished one a new game replaced.
    const GameArchive& archive() const { return keeper_.archive(); }
    /// The board for phones, as the table screen shows it (the desktop
    /// platform keeps it up to date).
    PhoneBoard& phone_board() { return phone_board_; }
    RandomStream& random() { return random_; }
    /// The narrators the table recorded or imported (`voices/` beside the autosave).
    RecordedVoices& voices() { return voices_; }
    /// The microphone the recorder records with (the platform's opener:
    /// `microphone().set_opener`; none: no microphone, import only).
    Microphone& microphone() { return microphone_; }
    /// A pack the platform's file picker brings (the web build's).
    PackInbox& pack_inbox() { return pack_inbox_; }
    /// The vote being entered, kept beside the autosave (a reload brings it back).
    VoteInProgress& vote_in_progress() { return vote_; }

    /// What the platform running the app offers, set before the first frame.
    struct Platform {
        /// A Quit button: a desktop window has one; a web page, which the
        /// browser or the tablet closes, has none.
        bool can_quit = true;
        /// Where the import page looks for voice packs (a USB stick, Documents).
        std::vector<std::filesystem::path> pack_folders;
    };
    Platform& platform() { return platform_; }

    /// Opens the sound device (once); without one, the narration is shown
    /// as text and the message line says so.
    void open_audio();
    /// The platform's sound, opened now with `open_now` (else later with
    /// `open_audio`: a browser opens sound only from a tap).
    void set_audio(AudioOpener opener, bool open_now);
    /// Advances the narration (Announcer::update); a sound that stalls is
    /// said on the message line too, once, on any screen but the setup's and
    /// the night's (their notice says it): a voice's sample in Settings.
    /// True when what the screen shows of it changed.
    bool step_narration();
    /// A new game at the table: `names` by seat (missing ones: "Player N").
    void new_game(int players, RuleOptions options, std::vector<std::string> names = {});
    /// A number that moves whenever what the screen offers may have changed
    /// under a finger: a move, an undo, another screen. The shell keeps taps
    /// from acting on what appeared after they began (TapGuard).
    std::uint64_t screen_generation() const;

  private:
    MessageLine messages_;
    Announcer announcer_;
    Preferences preferences_;
    SeatNames seat_names_;
    TableController table_;
    TableMessages table_messages_;
    TableChanges table_changes_; // the screen generation's count of the game's changes
    GameKeeper keeper_;
    TableVoice voice_;
    PanelStack stack_;
    ShownGame shown_game_;
    LogExport log_export_;
    GameDraft draft_;
    RandomStream random_;
    bool stall_told_ = false; // the message line said the sound stalled
    VoteInProgress vote_;
    Platform platform_;
    PhoneBoard phone_board_;
    RecordedVoices voices_;
    Microphone microphone_;
    PackInbox pack_inbox_;
};

} // namespace shn
