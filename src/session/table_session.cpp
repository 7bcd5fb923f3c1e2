#include "session/table_session.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <unistd.h>

namespace shn {

namespace {

/// Writes all of `text` to `fd` and fsyncs; false with errno set otherwise.
bool write_all(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(wrote);
    }
    return ::fsync(fd) == 0;
}

} // namespace

TableSession::TableSession(GameLog log, std::filesystem::path autosave)
    : log_(std::move(log)), autosave_(std::move(autosave)) {}

std::filesystem::path TableSession::default_autosave() {
    const char* data = std::getenv("XDG_DATA_HOME");
    const char* home = std::getenv("HOME");
    std::filesystem::path base = data && *data   ? std::filesystem::path(data)
                                 : home && *home ? std::filesystem::path(home) / ".local" / "share"
                                                 : std::filesystem::temp_directory_path();
    return base / "sh-narrator" / "autosave.jsonl";
}

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
    if (result.error) {
        damage = result.error;
        std::error_code error;
        std::filesystem::rename(autosave, autosave.string() + ".damaged",
                                error); // kept, never deleted
        session.save_all();
    }
    return session;
}

bool TableSession::append(const std::string& line) {
    std::error_code error;
    std::filesystem::create_directories(autosave_.parent_path(), error);
    const int fd = ::open(autosave_.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        save_problem_ = std::strerror(errno);
        return false;
    }
    const bool written = write_all(fd, line + '\n');
    if (!written) save_problem_ = std::strerror(errno);
    ::close(fd);
    return written;
}

bool TableSession::save_all() {
    std::error_code error;
    std::filesystem::create_directories(autosave_.parent_path(), error);
    const auto temporary = autosave_.string() + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        save_problem_ = std::strerror(errno);
        dirty_ = true;
        return false;
    }
    const bool written = write_all(fd, log_.text());
    if (!written) save_problem_ = std::strerror(errno);
    ::close(fd);
    if (!written || std::rename(temporary.c_str(), autosave_.c_str()) != 0) {
        if (written) save_problem_ = std::strerror(errno);
        std::filesystem::remove(temporary, error);
        dirty_ = true;
        return false;
    }
    // The rename itself is made durable by syncing the folder.
    if (const int folder = ::open(autosave_.parent_path().c_str(), O_RDONLY | O_DIRECTORY);
        folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    dirty_ = false;
    save_problem_.clear();
    return true;
}

Refusal TableSession::play(const Event& event) {
    if (const Refusal refusal = log_.history().state().check(event); refusal != Refusal::None)
        return refusal;
    const std::string line = encode_event(event, log_.roster()).dump();
    // Saved first; a failed save is reported, and the game goes on in memory.
    const bool saved = dirty_ ? false : append(line);
    const Refusal refusal = log_.history().append(event);
    if (!saved) save_all(); // the whole log, now holding the move too
    return refusal;
}

bool TableSession::undo() {
    if (!log_.history().undo()) return false;
    save_all();
    return true;
}

} // namespace shn
