#pragma once

#include <cstdint>

namespace shn {

/// AppClock: the one clock of the table (the app's screens, narration and
/// tap guard; the session's names for the games it keeps), in milliseconds
/// from the first look at it, only ever going forward.
/// It follows the machine's steady clock, unless a test stops it
/// (`hold`): then time moves only when the test says so (`advance`), so
/// the table robot plays a whole night, a countdown or a double tap at
/// the speed of the code, and every run of a seed is the same, whatever
/// the hour (a kept game's name and its date on Past games included).
class AppClock {
  public:
    static std::uint64_t now_ms();
    static double now_seconds() { return double(now_ms()) / 1000.0; }
    /// Milliseconds since 1970 (the machine's calendar clock; held, the
    /// held time from a fixed date): what outlives a restart of the app.
    static std::uint64_t wall_ms();
    /// From now on time moves only through `advance` (tests).
    static void hold();
    static void advance(std::uint64_t ms);
    static bool held();
};

} // namespace shn
