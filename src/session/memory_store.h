#pragma once

#include "session/table_store.h"

#include <map>

namespace shn {

/// MemoryStore: a TableStore held in memory, for tests: every write
/// succeeds, at once. Files are keyed by their whole path; a folder is
/// the paths under it.
class MemoryStore : public TableStore {
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

    /// Every file held, by path (what a test reads back).
    const std::map<std::filesystem::path, std::string>& files() const { return files_; }

  private:
    std::map<std::filesystem::path, std::string> files_;
};

} // namespace shn
