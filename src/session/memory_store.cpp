#include "session/memory_store.h"

#include <set>

namespace shn {

bool MemoryStore::append_line(const std::filesystem::path& file, std::string_view line) {
    std::string& text = files_[file];
    text += line;
    text += '\n';
    return succeeded();
}

bool MemoryStore::replace(const std::filesystem::path& file, std::string_view text) {
    files_[file] = std::string(text);
    return succeeded();
}

std::filesystem::path MemoryStore::keep_aside(const std::filesystem::path& file,
                                              std::string_view tag) {
    const auto found = files_.find(file);
    if (found == files_.end()) {
        failed(DiskProblem::Other);
        return {};
    }
    for (int number = 1;; ++number) {
        const std::filesystem::path kept = aside_name(file, tag, number);
        if (files_.count(kept)) continue;
        files_[kept] = std::move(found->second);
        files_.erase(found);
        succeeded();
        return kept;
    }
}

bool MemoryStore::remove(const std::filesystem::path& file) {
    files_.erase(file);
    return succeeded();
}

std::optional<std::string> MemoryStore::read(const std::filesystem::path& file) const {
    const auto found = files_.find(file);
    if (found == files_.end()) return std::nullopt;
    return found->second;
}

bool MemoryStore::exists(const std::filesystem::path& file) const {
    return files_.count(file) > 0;
}

std::vector<std::filesystem::path> MemoryStore::list(const std::filesystem::path& folder,
                                                     std::string_view extension) const {
    std::vector<std::filesystem::path> found;
    for (const auto& [file, text] : files_)
        if (file.parent_path() == folder && file.extension() == extension) found.push_back(file);
    return found;
}

std::vector<std::filesystem::path> MemoryStore::folders(const std::filesystem::path& folder) const {
    std::set<std::filesystem::path> found; // a folder is there while a file is under it
    for (const auto& [file, text] : files_)
        for (auto at = file.parent_path(); !at.empty() && at != at.parent_path();
             at = at.parent_path())
            if (at.parent_path() == folder) found.insert(at);
    return {found.begin(), found.end()};
}

std::optional<std::uintmax_t> MemoryStore::size(const std::filesystem::path& file) const {
    const auto found = files_.find(file);
    if (found == files_.end()) return std::nullopt;
    return found->second.size();
}

} // namespace shn
