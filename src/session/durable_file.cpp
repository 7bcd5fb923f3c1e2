#include "session/durable_file.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace shn {

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

} // namespace shn
