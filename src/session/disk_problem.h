#pragma once

#include <array>
#include <cerrno>
#include <string_view>

namespace shn {

/// DiskProblem: why a file could not be written, as the table is told it:
/// a value with a catalogue key (a fragment, said inside another message),
/// never the C library's English words. The session and the platform name
/// the problem; the app words it.
enum class DiskProblem { None, Full, ReadOnly, NotAllowed, BrowserStorage, Other, Count };

inline constexpr auto kDiskProblemKeys = std::to_array<std::string_view>({
    "",                         // None
    "ui.disk.full",             // Full
    "ui.disk.read_only",        // ReadOnly
    "ui.disk.not_allowed",      // NotAllowed
    "ui.error.browser_storage", // BrowserStorage: a browser's storage or download refused it
    "ui.disk.other",            // Other
});
static_assert(kDiskProblemKeys.size() == static_cast<std::size_t>(DiskProblem::Count),
              "one key a problem");

constexpr std::string_view disk_problem_key(DiskProblem problem) {
    return kDiskProblemKeys[static_cast<std::size_t>(problem)];
}

/// The problem an errno value names (the durable file store leaves errno set).
constexpr DiskProblem disk_problem_of(int error_number) {
    switch (error_number) {
    case 0: return DiskProblem::Other; // a failure with no reason given
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return DiskProblem::Full;
    case EROFS: return DiskProblem::ReadOnly;
    case EACCES:
    case EPERM: return DiskProblem::NotAllowed;
    default: return DiskProblem::Other;
    }
}

} // namespace shn
