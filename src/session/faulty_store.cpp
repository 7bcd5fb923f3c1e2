#include "session/faulty_store.h"

namespace shn {

DiskProblem FaultyStore::fault(bool adds_bytes) {
    ++counts_.writes;
    DiskProblem problem = DiskProblem::None;
    if (fail_in_ > 0 && --fail_in_ == 0)
        problem = fail_with_;
    else if (read_only_)
        problem = DiskProblem::ReadOnly;
    else if (full_ && adds_bytes)
        problem = DiskProblem::Full;
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
    if (const DiskProblem problem = fault(true); problem != DiskProblem::None)
        return failed(problem);
    return pass(under_.append_line(file, line));
}

bool FaultyStore::replace(const std::filesystem::path& file, std::string_view text) {
    if (const DiskProblem problem = fault(true); problem != DiskProblem::None)
        return failed(problem);
    return pass(under_.replace(file, text));
}

std::filesystem::path FaultyStore::keep_aside(const std::filesystem::path& file,
                                              std::string_view tag) {
    // A rename: no bytes added, so a full disk still takes it.
    if (const DiskProblem problem = fault(false); problem != DiskProblem::None) {
        failed(problem);
        return {};
    }
    std::filesystem::path kept = under_.keep_aside(file, tag);
    pass(!kept.empty());
    return kept;
}

bool FaultyStore::remove(const std::filesystem::path& file) {
    if (const DiskProblem problem = fault(false); problem != DiskProblem::None)
        return failed(problem);
    return pass(under_.remove(file));
}

} // namespace shn
