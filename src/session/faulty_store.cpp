#include "session/faulty_store.h"

namespace shn {

DiskProblem FaultyStore::fault(std::uint64_t bytes) {
    ++counts_.writes;
    DiskProblem problem = DiskProblem::None;
    if (fail_in_ > 0 && --fail_in_ == 0) {
        problem = fail_with_;
    } else if (read_only_) {
        problem = DiskProblem::ReadOnly;
    } else if (full_ && bytes > 0) {
        problem = DiskProblem::Full;
    } else if (room_ && bytes > *room_) {
        room_ = 0; // what would still fit no longer matters: full
        problem = DiskProblem::Full;
    } else if (room_) {
        *room_ -= bytes;
    }
    if (problem != DiskProblem::None) {
        ++counts_.refused;
        if (problem == DiskProblem::Full) ++counts_.full;
    }
    return problem;
}

bool FaultyStore::pass(bool done) {
    return done ? succeeded() : failed(under_.problem());
}

bool FaultyStore::append_line(const std::filesystem::path& file, std::string_view line) {
    if (const DiskProblem problem = fault(line.size() + 1); problem != DiskProblem::None)
        return failed(problem);
    return pass(under_.append_line(file, line));
}

bool FaultyStore::replace(const std::filesystem::path& file, std::string_view text) {
    // A replacement needs room for the new file beside the old one.
    if (const DiskProblem problem = fault(text.size()); problem != DiskProblem::None)
        return failed(problem);
    return pass(under_.replace(file, text));
}

std::filesystem::path FaultyStore::keep_aside(const std::filesystem::path& file,
                                              std::string_view tag) {
    // A rename: no bytes added, so a full disk still takes it.
    if (const DiskProblem problem = fault(0); problem != DiskProblem::None) {
        failed(problem);
        return {};
    }
    std::filesystem::path kept = under_.keep_aside(file, tag);
    pass(!kept.empty());
    return kept;
}

bool FaultyStore::remove(const std::filesystem::path& file) {
    if (const DiskProblem problem = fault(0); problem != DiskProblem::None) return failed(problem);
    return pass(under_.remove(file));
}

bool FaultyStore::remove_folder(const std::filesystem::path& folder) {
    if (const DiskProblem problem = fault(0); problem != DiskProblem::None) return failed(problem);
    return pass(under_.remove_folder(folder));
}

bool FaultyStore::rename_folder(const std::filesystem::path& from,
                                const std::filesystem::path& to) {
    if (const DiskProblem problem = fault(0); problem != DiskProblem::None) return failed(problem);
    return pass(under_.rename_folder(from, to));
}

} // namespace shn
