#pragma once

#include "session/table_store.h"

namespace shn {

/// PosixStore: the table's store on a POSIX file system: the desktop, and
/// the web build through Emscripten's file systems (BrowserStore, whose
/// writes are copied to the browser's IndexedDB as they happen). An
/// append is written and fsynced; a replacement is a temporary file beside
/// the file, written and fsynced, renamed over it, and the folder synced.
/// A failure's errno becomes its DiskProblem.
class PosixStore : public TableStore {
  public:
    bool append_line(const std::filesystem::path& file, std::string_view line) override;
    bool replace(const std::filesystem::path& file, std::string_view text) override;
    std::filesystem::path keep_aside(const std::filesystem::path& file,
                                     std::string_view tag) override;
    bool remove(const std::filesystem::path& file) override;
    bool remove_folder(const std::filesystem::path& folder) override;
    bool rename_folder(const std::filesystem::path& from, const std::filesystem::path& to) override;
    std::optional<std::string> read(const std::filesystem::path& file) const override;
    bool exists(const std::filesystem::path& file) const override;
    std::vector<std::filesystem::path> list(const std::filesystem::path& folder,
                                            std::string_view extension) const override;
    std::vector<std::filesystem::path> folders(const std::filesystem::path& folder) const override;
    std::optional<std::uintmax_t> size(const std::filesystem::path& file) const override;
};

/// The platform's one PosixStore: what the shell and the command line hand
/// to every part that keeps a file. No part below the platform picks it.
TableStore& platform_store();

} // namespace shn
