#include "session/memory_store.h"

#include <set>

namespace shn {

namespace {

/// Whether `file` is `folder` or somewhere under it.
bool within(const std::filesystem::path& file, const std::filesystem::path& folder) {
    auto at = file.begin();
    for (const auto& part : folder) {
        if (part.empty()) continue; // a trailing '/'
        if (at == file.end() || *at != part) return false;
        ++at;
    }
    return true;
}

} // namespace

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

bool MemoryStore::remove_folder(const std::filesystem::path& folder) {
    std::erase_if(files_, [&](const auto& held) { return within(held.first, folder); });
    return succeeded();
}

bool MemoryStore::rename_folder(const std::filesystem::path& from,
                                const std::filesystem::path& to) {
    if (exists(to) || !exists(from)) return failed(DiskProblem::Other);
    std::map<std::filesystem::path, std::string> moved;
    for (auto held = files_.begin(); held != files_.end();) {
        if (!within(held->first, from)) {
            ++held;
            continue;
        }
        moved[held->first == from ? to : to / held->first.lexically_relative(from)] =
            std::move(held->second);
        held = files_.erase(held);
    }
    files_.merge(moved);
    return succeeded();
}

std::optional<std::string> MemoryStore::read(const std::filesystem::path& file) const {
    const auto found = files_.find(file);
    if (found == files_.end()) return std::nullopt;
    return found->second;
}

bool MemoryStore::exists(const std::filesystem::path& file) const {
    // A file, or a folder: one held under it.
    for (const auto& [held, text] : files_)
        if (within(held, file)) return true;
    return false;
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
