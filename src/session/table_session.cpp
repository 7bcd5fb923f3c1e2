#include "session/table_session.h"

#include "session/disk_problem.h"
#include "session/game_archive.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace shn {

namespace {

LogReadResult read_text(const std::string& text) {
    std::istringstream in(text);
    return GameLog::read(in);
}

} // namespace

TableSession::TableSession(GameLog log, std::filesystem::path autosave, TableStore& store)
    : log_(std::move(log)), autosave_(std::move(autosave)), store_(&store) {}

std::optional<LogReadResult> TableSession::read_file(const std::filesystem::path& file,
                                                     const TableStore& store) {
    const std::optional<std::string> text = store.read(file);
    if (!text) return std::nullopt;
    return read_text(*text);
}

std::optional<GameLog> TableSession::load_unfinished(const std::filesystem::path& autosave,
                                                     const TableStore& store) {
    std::optional<LogReadResult> result = read_file(autosave, store);
    if (!result || !result->log || result->log->history().state().game_over()) return std::nullopt;
    return std::move(result->log);
}

std::optional<TableSession> TableSession::resume(const std::filesystem::path& autosave,
                                                 std::optional<LogError>& damage,
                                                 TableStore& store) {
    damage.reset();
    std::optional<LogReadResult> result = read_file(autosave, store);
    if (!result || !result->log || result->log->history().state().game_over()) return std::nullopt;
    TableSession session(std::move(*result->log), autosave, store);
    session.owns_file_ = true;
    if (result->error) {
        damage = result->error;
        // Kept, never deleted; when it cannot be moved (a read-only folder)
        // it stays as it is and the game goes on in memory.
        if (store.keep_aside(autosave, "damaged").empty()) {
            session.dirty_ = true;
            session.save_problem_ = store.problem();
            session.owns_file_ = false; // when it can write, it keeps the damaged file first
        } else {
            session.save_all();
        }
    }
    return session;
}

std::optional<TableSession::SetAside>
TableSession::set_aside_unreadable(const std::filesystem::path& autosave, TableStore& store) {
    std::optional<LogReadResult> read = read_file(autosave, store);
    if (!read) return std::nullopt;
    return set_aside_unreadable(std::move(*read), autosave, store);
}

std::optional<TableSession::SetAside>
TableSession::set_aside_unreadable(LogReadResult read, const std::filesystem::path& autosave,
                                   TableStore& store) {
    if (read.log) return std::nullopt; // resumable (maybe damaged), or finished
    SetAside result{std::move(read), {}};
    result.kept = store.keep_aside(autosave, "unreadable");
    return result;
}

bool TableSession::append(const std::string& line) {
    if (store_->append_line(autosave_, line)) return true;
    save_problem_ = store_->problem();
    return false;
}

bool TableSession::keep_previous() {
    const std::optional<std::string> text = store_->read(autosave_);
    if (!text) return true; // nothing there
    const LogReadResult previous = read_text(*text);
    if (previous.log && !previous.error && previous.log->history().state().game_over())
        return true; // a finished game read whole: kept when it ended
    if (previous.log && !previous.log->history().events().empty()) {
        // An unfinished game (or one damaged after some moves): in the past
        // games, unless the table kept it there already as it left it.
        const GameArchive archive(GameArchive::folder_beside(autosave_), *store_);
        if (archive.holds(*text)) return true;
        if (archive.keep_text(*text, archive.new_file())) return true;
        return false;
    }
    // A game with no move yet, or a file that is no game: kept aside.
    return !store_->keep_aside(autosave_, "replaced").empty();
}

bool TableSession::save_all() {
    if (!owns_file_ && !keep_previous()) {
        save_problem_ = store_->problem();
        dirty_ = true;
        return false;
    }
    if (!store_->replace(autosave_, log_.text())) {
        save_problem_ = store_->problem();
        dirty_ = true;
        return false;
    }
    dirty_ = false;
    owns_file_ = true;
    save_problem_ = DiskProblem::None;
    return true;
}

SessionPoint TableSession::point() const {
    const GameState& now = state();
    if (now.game_over()) return SessionPoint::Over;
    if (now.phase() == Phase::FirstPresident && !now.night_over()) return SessionPoint::Setup;
    if (!now.night_over()) return SessionPoint::Night;
    return SessionPoint::Play;
}

Refusal TableSession::play(const Event& event) {
    if (const Refusal refusal = log_.history().state().check(event); refusal != Refusal::None)
        return refusal;
    const std::string line = encode_event(event, log_.roster()).dump();
    // Saved first; a failed save is reported, and the game goes on in memory.
    const bool saved = dirty_ || !owns_file_ ? false : append(line);
    const Refusal refusal = log_.history().append(event);
    if (!saved) save_all(); // the whole log, now holding the move too
    return refusal;
}

TableCorrection TableSession::correct(std::size_t index, const Event& corrected,
                                      bool keep_up_to_misfit) {
    TableCorrection result{correct_move(log_.history(), index, corrected)};
    const Correction& fixed = result.correction;
    if (!fixed.accepted() || (fixed.first_misfit && !keep_up_to_misfit)) return result;
    // The uncorrected game first, whole, under a name nothing else has.
    std::filesystem::path aside;
    for (int number = 1; number < 10000; ++number) {
        aside = aside_name(autosave_, "uncorrected", number);
        if (!store_->exists(aside)) break;
    }
    if (!store_->replace(aside, log_.text())) {
        save_problem_ = store_->problem();
        return result;
    }
    kept_aside_ = aside;
    log_.history() = fixed.history;
    save_all();
    result.applied = true;
    return result;
}

bool TableSession::undo(std::size_t events) {
    if (events == 0 || events > log_.history().events().size()) return false;
    for (std::size_t undone = 0; undone < events; ++undone) log_.history().undo();
    save_all();
    return true;
}

} // namespace shn
