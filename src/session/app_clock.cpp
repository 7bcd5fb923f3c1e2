#include "session/app_clock.h"

#include <chrono>

namespace shn {

namespace {

std::uint64_t steady_ms() {
    static const auto start = std::chrono::steady_clock::now();
    return std::uint64_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count());
}

// Held: the time a test set (1 ms past the start, so 0 stays "never").
bool held_ = false;
std::uint64_t held_ms_ = 0;

} // namespace

std::uint64_t AppClock::now_ms() {
    return held_ ? held_ms_ : steady_ms() + 1;
}

void AppClock::hold() {
    if (held_) return;
    held_ms_ = now_ms();
    held_ = true;
}

void AppClock::advance(std::uint64_t ms) {
    held_ms_ += ms;
}

std::uint64_t AppClock::wall_ms() {
    if (held_) return 1'796'083'200'000ull + held_ms_; // 2026-12-01, then the held time
    return std::uint64_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count());
}

bool AppClock::held() {
    return held_;
}

} // namespace shn
