#pragma once

#include "core/move_correction.h"
#include "session/log_error_text.h"
#include "session/table_session.h"

#include <filesystem>
#include <optional>
#include <vector>

namespace shn {

/// How a game came to the table: set up anew, resumed from the autosave
/// (with the damage its reading found, if any), or loaded whole.
struct TableStart {
    enum class Kind { New, Resumed, Loaded } kind = Kind::New;
    std::optional<LogError> damage; // Resumed: what could not be read
    bool last_move_lost = false;    // Resumed: only the last line was cut
};

/// TableListener: told what the table controller did, once it is saved (as
/// Stockfish's engine raises its callbacks). The narrator, the message
/// line and the archive listen; each does its own part.
class TableListener {
  public:
    virtual ~TableListener() = default;
    /// A game at the table: new, resumed or loaded.
    virtual void started(const TableSession&, const TableStart&) {}
    /// The game at the table is about to be replaced by a new one.
    virtual void leaving(const TableSession&) {}
    virtual void refused(const TableSession&, const Event&, Refusal) {}
    /// An accepted move; `before` is the state it was played on.
    virtual void played(const TableSession&, const GameState& /*before*/, const Event&) {}
    /// The last move taken back: `with_it` and `without_it` are the states
    /// after it and before it.
    virtual void undone(const TableSession&, const Event&, const GameState& /*with_it*/,
                        const GameState& /*without_it*/) {}
    /// A past move fixed (TableSession::correct) and applied.
    virtual void corrected(const TableSession&, std::size_t /*index*/, const Event&) {}
    /// A fix that was not applied, for a reason of the disk.
    virtual void correction_failed(const TableSession&) {}
};

/// R18: whether the Hitler question is due and its answer already known
/// from the state (the Chancellor answered "not Hitler" before): only then
/// is it answered without asking.
bool hitler_answer_known(const GameState& state);

/// TableController: the game at the table (a TableSession and its
/// autosave): set up, resumed, played, undone, corrected, and each of these
/// told to the listeners in the order they were added. A read-only table
/// (a phone watching) refuses every change.
class TableController {
  public:
    explicit TableController(std::filesystem::path autosave, TableStore& store)
        : autosave_(std::move(autosave)), store_(&store) {}

    /// Listeners are told in the order they were added: the one channel by
    /// which the app learns that the game in play changed (the home screen
    /// alone asks, at its step, whether the autosave holds a game).
    /// Each must outlive the controller's use, or `unlisten` first.
    void listen(TableListener& listener) { listeners_.push_back(&listener); }
    void unlisten(TableListener& listener) { std::erase(listeners_, &listener); }

    TableSession* game() { return game_ ? &*game_ : nullptr; }
    const TableSession* game() const { return game_ ? &*game_ : nullptr; }
    const std::filesystem::path& autosave() const { return autosave_; }
    /// The store every file of the table goes through.
    TableStore& store() const { return *store_; }

    /// A new game of these names (one a seat) and setup; the one at the
    /// table is left first.
    void new_game(PlayerRoster roster, GameSetup setup);
    /// The same table again: the finished game's names, seating and options.
    void rematch();
    /// A loaded log, for --screenshot --load.
    void adopt(GameLog log);
    /// No game at the table (a phone whose table has none yet); told as leaving.
    void forget();
    /// Whether the autosave holds a game to go on with: unfinished, or
    /// ended and not revealed (its end can still be undone). Cheap to ask
    /// each frame: the file is read again only after the store wrote.
    bool has_resumable_game() const;
    /// The autosave as the app's start read it (nullopt: no file), before
    /// any change to the store: has_resumable_game() answers from it.
    void saw_autosave(const std::optional<LogReadResult>& read);
    bool resume();
    /// Where the game at the table stands (nothing: no game), for the
    /// screen a resumed game picks up on (app/screen.h's screen_at).
    std::optional<SessionPoint> point() const {
        return game_ ? std::optional(game_->point()) : std::nullopt;
    }

    /// Plays a move: refused (R1-R40 through the referee) or saved and told.
    bool play(const Event& event);
    /// Whether Undo has a move to take back: a move of the table, from the
    /// first nomination on (the first president's draw and the night's end
    /// are the game's start, never undone), across the end of the game,
    /// until the roles are revealed (R40).
    bool can_undo() const;
    /// Takes back the last move (with the night's end marked after it).
    void undo();
    /// Fixes a past move (TableSession::correct).
    TableCorrection correct(std::size_t index, const Event& corrected, bool keep_up_to_misfit);

    bool read_only() const { return read_only_; }
    void set_read_only(bool read_only) { read_only_ = read_only; }

  private:
    template <class Tell>
    void tell(Tell tell) {
        for (TableListener* listener : listeners_) tell(*listener);
    }

    std::filesystem::path autosave_;
    TableStore* store_;
    std::optional<TableSession> game_;
    std::vector<TableListener*> listeners_;
    bool read_only_ = false;
    void resumable_of(const std::optional<LogReadResult>& read) const;
    // has_resumable_game()'s answer, and the store's changes it is for.
    mutable std::optional<std::uint64_t> resumable_stamp_;
    mutable bool resumable_ = false;
};

} // namespace shn
