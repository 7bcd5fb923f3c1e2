#pragma once

#include "platform/posix/posix_store.h"

#include <functional>

namespace shn {

/// BrowserStore: the table's store in a browser: the POSIX calls on
/// Emscripten's IDBFS folder (/persist), and each write that succeeded told
/// at once (`on_write`) to the web shell, which copies the folder to the
/// browser's IndexedDB (FS.syncfs) and holds the next frame until that copy
/// is done (`safe`): nothing polls the files to learn that one changed.
class BrowserStore : public PosixStore {
  public:
    /// Told after every write that succeeded.
    void on_write(std::function<void()> written) { written_ = std::move(written); }
    /// Whether every write so far is in IndexedDB (the shell says so).
    bool safe() const { return safe_; }
    void set_safe(bool safe) { safe_ = safe; }

    bool append_line(const std::filesystem::path& file, std::string_view line) override {
        return told(PosixStore::append_line(file, line));
    }
    bool replace(const std::filesystem::path& file, std::string_view text) override {
        return told(PosixStore::replace(file, text));
    }
    std::filesystem::path keep_aside(const std::filesystem::path& file,
                                     std::string_view tag) override {
        std::filesystem::path kept = PosixStore::keep_aside(file, tag);
        told(!kept.empty());
        return kept;
    }
    bool remove(const std::filesystem::path& file) override {
        return told(PosixStore::remove(file));
    }
    bool remove_folder(const std::filesystem::path& folder) override {
        return told(PosixStore::remove_folder(folder));
    }
    bool rename_folder(const std::filesystem::path& from,
                       const std::filesystem::path& to) override {
        return told(PosixStore::rename_folder(from, to));
    }

  private:
    bool told(bool written) {
        if (written) {
            safe_ = false;
            if (written_) written_();
        }
        return written;
    }

    std::function<void()> written_;
    bool safe_ = true;
};

} // namespace shn
