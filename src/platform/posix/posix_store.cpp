// The table's store on POSIX (posix_store.h): the desktop, and the web build
// through Emscripten's file systems.
#include "platform/posix/posix_store.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace shn {

namespace {

/// Writes all of `text` to an open file descriptor and fsyncs it; false,
/// with errno set, when the disk refused.
bool write_and_sync(int fd, std::string_view text) {
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

/// Leaves errno as the failure's (a caller outside the store may still
/// read it) and says the failure as the store's problem.
int kept_errno(int error) {
    errno = error;
    return error;
}

/// Makes the folder `file` goes in; the errno when that failed, else 0
/// (the write that follows then fails with ENOENT, which says less).
int make_folder(const std::filesystem::path& file) {
    std::error_code error;
    if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path(), error);
    return error.value();
}

/// Makes a change to the folder that holds `file` (a rename, a removal)
/// durable: the folder itself is synced.
void sync_folder_of(const std::filesystem::path& file) {
    const std::filesystem::path folder =
        file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path();
    if (const int fd_folder = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY); fd_folder >= 0) {
        ::fsync(fd_folder);
        ::close(fd_folder);
    }
}

} // namespace

TableStore& platform_store() {
    static PosixStore store;
    return store;
}

bool PosixStore::append_line(const std::filesystem::path& file, std::string_view line) {
    const int folder_error = make_folder(file);
    const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return failed(disk_problem_of(kept_errno(folder_error ? folder_error : errno)));
    std::string text(line);
    text += '\n';
    const bool written = write_and_sync(fd, text);
    const int saved_errno = errno;
    ::close(fd);
    return written ? succeeded() : failed(disk_problem_of(kept_errno(saved_errno)));
}

bool PosixStore::replace(const std::filesystem::path& file, std::string_view text) {
    const int folder_error = make_folder(file);
    const auto temporary = file.string() + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return failed(disk_problem_of(kept_errno(folder_error ? folder_error : errno)));
    const bool written = write_and_sync(fd, text);
    const int saved_errno = errno;
    ::close(fd);
    if (!written || std::rename(temporary.c_str(), file.c_str()) != 0) {
        const int failure = written ? errno : saved_errno;
        std::error_code error;
        std::filesystem::remove(temporary, error);
        return failed(disk_problem_of(kept_errno(failure)));
    }
    sync_folder_of(file); // the rename itself made durable
    return succeeded();
}

std::filesystem::path PosixStore::keep_aside(const std::filesystem::path& file,
                                             std::string_view tag) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        failed(DiskProblem::Other); // a folder (or worse) where the file should be: left alone
        return {};
    }
    for (int number = 1; number < 10000; ++number) {
        const std::filesystem::path kept = aside_name(file, tag, number);
        if (std::filesystem::exists(kept, error) || error) continue;
        // link + unlink never replaces a file that appeared meanwhile; where
        // the file system has no hard links (FAT: EPERM; the browser's
        // IndexedDB folder in the web build: EMLINK), a plain rename.
        if (::link(file.c_str(), kept.c_str()) == 0) {
            ::unlink(file.c_str());
            succeeded();
            return kept;
        }
        if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP && errno != EMLINK &&
            errno != ENOSYS) {
            failed(disk_problem_of(errno));
            return {};
        }
        if (std::rename(file.c_str(), kept.c_str()) != 0) {
            failed(disk_problem_of(errno));
            return {};
        }
        succeeded();
        return kept;
    }
    failed(DiskProblem::Other);
    return {};
}

bool PosixStore::remove(const std::filesystem::path& file) {
    std::error_code error;
    std::filesystem::remove(file, error);
    return error ? failed(disk_problem_of(error.value())) : succeeded();
}

bool PosixStore::remove_folder(const std::filesystem::path& folder) {
    std::error_code error;
    if (std::filesystem::remove_all(folder, error) > 0 && !error) sync_folder_of(folder);
    return error ? failed(disk_problem_of(kept_errno(error.value()))) : succeeded();
}

bool PosixStore::rename_folder(const std::filesystem::path& from, const std::filesystem::path& to) {
    // rename(2) would replace an empty folder at `to`: nothing there is
    // replaced, as keep_aside never replaces a file.
    std::error_code error;
    if (std::filesystem::exists(to, error) || error) return failed(DiskProblem::Other);
    const int folder_error = make_folder(to);
    if (std::rename(from.c_str(), to.c_str()) != 0)
        return failed(disk_problem_of(kept_errno(folder_error ? folder_error : errno)));
    sync_folder_of(to);
    if (from.parent_path() != to.parent_path()) sync_folder_of(from);
    return succeeded();
}

std::optional<std::string> PosixStore::read(const std::filesystem::path& file) const {
    const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    struct stat about {};
    if (::fstat(fd, &about) != 0 || !S_ISREG(about.st_mode)) { // a folder or a device: no file
        ::close(fd);
        return std::nullopt;
    }
    std::string text;
    char buffer[16384];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            ::close(fd);
            return std::nullopt;
        }
        if (got == 0) break;
        text.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(fd);
    return text;
}

bool PosixStore::exists(const std::filesystem::path& file) const {
    std::error_code error;
    return std::filesystem::exists(file, error) || error;
}

std::vector<std::filesystem::path> PosixStore::list(const std::filesystem::path& folder,
                                                    std::string_view extension) const {
    std::vector<std::filesystem::path> found;
    std::error_code error;
    for (std::filesystem::directory_iterator entry(folder, error), end; !error && entry != end;
         entry.increment(error)) {
        if (entry->path().extension() == extension && entry->is_regular_file(error))
            found.push_back(entry->path());
    }
    return found;
}

std::vector<std::filesystem::path> PosixStore::folders(const std::filesystem::path& folder) const {
    std::vector<std::filesystem::path> found;
    std::error_code error;
    for (std::filesystem::directory_iterator
             entry(folder, std::filesystem::directory_options::skip_permission_denied, error),
         end;
         !error && entry != end; entry.increment(error)) {
        std::error_code ignored; // a folder that went meanwhile: left out
        if (entry->is_directory(ignored) && !entry->is_symlink(ignored))
            found.push_back(entry->path());
    }
    return found;
}

std::optional<std::uintmax_t> PosixStore::size(const std::filesystem::path& file) const {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) return std::nullopt;
    const auto bytes = std::filesystem::file_size(file, error);
    if (error) return std::nullopt;
    return bytes;
}

} // namespace shn
