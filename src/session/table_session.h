#pragma once

#include "core/move_correction.h"
#include "session/disk_problem.h"
#include "session/game_log.h"
#include "session/session_point.h"
#include "session/table_store.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace shn {

/// A fix asked of the table (TableSession::correct): the correction, and
/// whether it was applied (written, the uncorrected game kept aside).
struct TableCorrection {
    Correction correction;
    bool applied = false;
};

/// TableSession: the game being played at the table and its autosave. A
/// move is checked by the engine, then written to disk (appended, flushed and
/// fsynced), and only then applied, so the screen never shows a move the
/// save does not hold. Undo rewrites the file atomically (temporary file,
/// fsync, rename). When the disk refuses (full, read-only), the game goes
/// on in memory, `save_problem()` says why, and the next move tries to write
/// the whole log again. A new game never overwrites an unfinished game's
/// file: that game is kept first in the past games (GameArchive, `games/`
/// beside the autosave), where the table finds it; a file that cannot be
/// read as a game is kept aside (`<autosave>.replaced`). Every file goes
/// through the store it is handed (TableStore).
class TableSession {
  public:
    TableSession(GameLog log, std::filesystem::path autosave, TableStore& store);

    /// The move, if the rules accept it: saved, then applied.
    Refusal play(const Event& event);
    /// Takes back the last `events` events, the file rewritten once
    /// (atomically): a move and the marks written after it go together.
    bool undo(std::size_t events = 1);

    /// Fixing a past move (docs/game-log.md, "Corrections"): the game with
    /// its event `index` replaced, replayed (correct_move). Applied when the
    /// correction is accepted and every later move still fits, or, with
    /// `keep_up_to_misfit`, up to the first that does not. Before anything
    /// changes, the uncorrected log is written whole beside the autosave
    /// (`<autosave>.uncorrected`, `.uncorrected.2`...; `kept_aside`); if that
    /// fails nothing changes and `save_problem()` says why. The corrected
    /// game is then saved like a new game (whole, atomically). Returns the
    /// correction, applied or not, and which.
    TableCorrection correct(std::size_t index, const Event& corrected, bool keep_up_to_misfit);
    /// Where the last applied correction kept the uncorrected log.
    const std::filesystem::path& kept_aside() const { return kept_aside_; }

    const GameLog& log() const { return log_; }
    const GameState& state() const { return log_.history().state(); }
    /// Where the game stands: the setup, the night, the play or its end.
    SessionPoint point() const;
    const std::filesystem::path& autosave() const { return autosave_; }
    /// Why the last save failed (DiskProblem::None: it did not).
    DiskProblem save_problem() const { return save_problem_; }

    /// Writes the whole log (a new game, or after a failed write).
    bool save_all();

    /// The autosaved game, when one exists and is not over; nullopt otherwise.
    static std::optional<GameLog> load_unfinished(const std::filesystem::path& autosave,
                                                  const TableStore& store);

    /// Reopens the autosaved game to play on. When its file is damaged (a
    /// line cut by a power loss, a bad byte), the damaged file is kept aside
    /// as `<autosave>.damaged` and the valid prefix is written back, so later
    /// moves are not appended after a broken line; `damage` then names the
    /// first bad line (and is empty otherwise).
    static std::optional<TableSession> resume(const std::filesystem::path& autosave,
                                              std::optional<LogError>& damage, TableStore& store);

    /// At start: an autosave whose setup cannot be read (garbage, a newer
    /// format) is kept aside as `<autosave>.unreadable`; returns what was
    /// wrong and where the file went (nullopt when there was nothing to do).
    struct SetAside {
        LogReadResult read;
        std::filesystem::path kept;
    };
    static std::optional<SetAside> set_aside_unreadable(const std::filesystem::path& autosave,
                                                        TableStore& store);
    /// The same, with the autosave already read (`read`: read_file's result).
    static std::optional<SetAside> set_aside_unreadable(LogReadResult read,
                                                        const std::filesystem::path& autosave,
                                                        TableStore& store);
    /// The autosave's text read as a log (nullopt: no file).
    static std::optional<LogReadResult> read_file(const std::filesystem::path& file,
                                                  const TableStore& store);

  private:
    bool append(const std::string& line);
    /// Before a new game's first save: the other game the autosave holds,
    /// kept where the table finds it (false: it could not be, and the
    /// autosave must not be replaced).
    bool keep_previous();

    GameLog log_;
    std::filesystem::path autosave_;
    TableStore* store_;
    DiskProblem save_problem_ = DiskProblem::None;
    std::filesystem::path kept_aside_;
    bool dirty_ = false; // the file lacks something the memory has
    // False for a new game until its first save: the file it replaces may be
    // another game's, kept aside unless it is a finished game read whole.
    bool owns_file_ = false;
};

} // namespace shn
