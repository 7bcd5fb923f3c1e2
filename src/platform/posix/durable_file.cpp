// The session's durable file store (session/durable_file.h) on POSIX: the
// desktop, and the web build through Emscripten's file systems.
#include "session/durable_file.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace shn {

namespace {
/// Writes all of `text` to an open file descriptor and fsyncs it; false,
/// with errno set, when the disk refused.
bool write_and_sync(int fd, const std::string& text) {
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

bool append_line_durably(const std::filesystem::path& file, const std::string& line) {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return false;
    const bool written = write_and_sync(fd, line + '\n');
    const int saved_errno = errno;
    ::close(fd);
    errno = saved_errno;
    return written;
}

bool replace_file_durably(const std::filesystem::path& file, const std::string& text) {
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    const auto temporary = file.string() + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return false;
    const bool written = write_and_sync(fd, text);
    const int saved_errno = errno;
    ::close(fd);
    if (!written || std::rename(temporary.c_str(), file.c_str()) != 0) {
        const int failure = written ? errno : saved_errno;
        std::filesystem::remove(temporary, error);
        errno = failure;
        return false;
    }
    // The rename itself is made durable by syncing the folder.
    if (const int folder = ::open(file.parent_path().c_str(), O_RDONLY | O_DIRECTORY);
        folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return true;
}

std::filesystem::path keep_file_aside(const std::filesystem::path& file, const std::string& tag) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        errno = EISDIR; // a folder (or worse) where the file should be: left alone
        return {};
    }
    for (int number = 1; number < 10000; ++number) {
        std::filesystem::path kept = file.string() + "." + tag;
        if (number > 1) kept += "." + std::to_string(number);
        if (std::filesystem::exists(kept, error) || error) continue;
        // link + unlink never replaces a file that appeared meanwhile; where
        // the file system has no hard links (FAT: EPERM; the browser's
        // IndexedDB folder in the web build: EMLINK), a plain rename.
        if (::link(file.c_str(), kept.c_str()) == 0) {
            ::unlink(file.c_str());
            return kept;
        }
        if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP && errno != EMLINK &&
            errno != ENOSYS)
            return {};
        if (std::rename(file.c_str(), kept.c_str()) != 0) return {};
        return kept;
    }
    return {};
}

} // namespace shn
