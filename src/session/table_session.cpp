#include "session/table_session.h"

#include "session/disk_problem.h"

#include "session/durable_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>

namespace shn {

TableSession::TableSession(GameLog log, std::filesystem::path autosave)
    : log_(std::move(log)), autosave_(std::move(autosave)) {}

std::optional<GameLog> TableSession::load_unfinished(const std::filesystem::path& autosave) {
    std::ifstream in(autosave, std::ios::binary);
    if (!in) return std::nullopt;
    LogReadResult result = GameLog::read(in);
    if (!result.log || result.log->history().state().game_over()) return std::nullopt;
    return std::move(result.log);
}

std::optional<TableSession> TableSession::resume(const std::filesystem::path& autosave,
                                                 std::optional<LogError>& damage) {
    damage.reset();
    std::ifstream in(autosave, std::ios::binary);
    if (!in) return std::nullopt;
    LogReadResult result = GameLog::read(in);
    in.close();
    if (!result.log || result.log->history().state().game_over()) return std::nullopt;
    TableSession session(std::move(*result.log), autosave);
    session.owns_file_ = true;
    if (result.error) {
        damage = result.error;
        // Kept, never deleted; when it cannot be moved (a read-only folder)
        // it stays as it is and the game goes on in memory.
        if (keep_aside(autosave, "damaged").empty()) {
            session.dirty_ = true;
            session.save_problem_ = disk_problem_of(errno);
            session.owns_file_ = false; // when it can write, it keeps the damaged file first
        } else {
            session.save_all();
        }
    }
    return session;
}

std::filesystem::path TableSession::keep_aside(const std::filesystem::path& file,
                                               const std::string& tag) {
    return keep_file_aside(file, tag);
}

std::optional<TableSession::SetAside>
TableSession::set_aside_unreadable(const std::filesystem::path& autosave) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(autosave, error)) return std::nullopt;
    std::ifstream in(autosave, std::ios::binary);
    if (!in) return std::nullopt;
    SetAside result{GameLog::read(in), {}};
    in.close();
    if (result.read.log) return std::nullopt; // resumable (maybe damaged), or finished
    result.kept = keep_aside(autosave, "unreadable");
    return result;
}

bool TableSession::append(const std::string& line) {
    if (append_line_durably(autosave_, line)) return true;
    save_problem_ = disk_problem_of(errno);
    return false;
}

bool TableSession::save_all() {
    std::error_code error;
    std::filesystem::create_directories(autosave_.parent_path(), error);
    if (!owns_file_ && std::filesystem::exists(autosave_, error)) {
        // Another game's file: replaced only when it is a finished game read
        // whole; anything else (unfinished, damaged, unreadable) is kept.
        std::ifstream in(autosave_, std::ios::binary);
        const LogReadResult previous = GameLog::read(in);
        in.close();
        const bool finished =
            previous.log && !previous.error && previous.log->history().state().game_over();
        if (!finished && keep_aside(autosave_, "replaced").empty()) {
            save_problem_ = disk_problem_of(errno);
            dirty_ = true;
            return false;
        }
    }
    if (!replace_file_durably(autosave_, log_.text())) {
        save_problem_ = disk_problem_of(errno);
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
    std::error_code error;
    std::filesystem::path aside;
    for (int number = 1; number < 10000; ++number) {
        aside = autosave_.string() + ".uncorrected";
        if (number > 1) aside += "." + std::to_string(number);
        if (!std::filesystem::exists(aside, error) && !error) break;
    }
    if (!replace_file_durably(aside, log_.text())) {
        save_problem_ = disk_problem_of(errno);
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
