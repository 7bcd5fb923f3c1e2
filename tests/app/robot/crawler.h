#pragma once

#include "app/robot/table_robot.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace shn {

/// Crawler: random play of the whole app by the table robot, from the home
/// screen: a person's taps on the targets each screen reports (a finger
/// travelling 120-600 ms from the last, coming down anywhere inside the
/// target, held 40-200 ms), double taps, taps on nothing, keys, typed
/// text, waits, kills and restarts, Quit and a new start. After every step
/// it checks what no path may break:
///  - a person's tap on a target acts exactly once (a double tap: once, or
///    twice on a key that repeats); else the screen changed under the
///    finger while it was down, and the message line says so (issue 43);
///  - no blank screen: a screen draws text and offers at least one target
///    (a way back or on);
///  - a tap that acted shows it: the screen, the message line, the
///    narration or the autosave changes;
///  - the autosave always reads back whole, and it is the game in memory;
///  - the table is never reached without the night read to its end, nor a
///    game from New game or Same table again without its setup;
///  - a screen reached by any path is drawn as `--screenshot` draws the same
///    game on the same screen (sampled: one drawing, whatever the path).
/// With faults on (issue 42, docs/reliability.md) the app's files go
/// through a FaultyStore: at random steps a write fails, or the disk is
/// full for a while; and after every step:
///  - the autosave is the game in memory whenever the game says it saved;
///  - a move confirmed and saved is on the disk at a kill;
///  - an unfinished game a new game replaced is in Past games (or still
///    the autosave, when the disk refused both): never only in a hidden
///    file;
///  - a save that failed is said on the message line.
/// (A full disk comes at once, or after a few hundred bytes: in the middle
/// of a save.)
/// And its sound device, chosen at each start, is none, one that plays, or
/// one that takes the lines and stalls (never starts, or after a few):
///  - the narration never waits on one line for a minute.
/// A failure stops the crawl and keeps the robot's steps to reproduce it.
class Crawler {
  public:
    struct Options {
        std::uint64_t seed = 1;
        std::uint64_t steps = 1000;
        std::string language = "en";
        int width = 800, height = 480;
        /// One screen in this many arrivals is held beside `--screenshot`.
        int screenshot_every = 12;
        /// Faults injected in the store (a failed write, a full disk).
        bool faults = true;
        /// The app's chance (the random first president), seeded from this
        /// at each start; 0: from `seed`. A seed's run is the same at every
        /// try and hour; another chance walks other paths from it.
        std::uint64_t chance = 0;
    };
    struct Report {
        std::uint64_t steps = 0;
        std::uint64_t taps = 0, keys = 0, kills = 0, screenshots_compared = 0, games_ended = 0;
        std::map<std::string, std::uint64_t> screens; // arrivals by screen
        // Faults: steps taken with one in force, full-disk spells begun,
        // failing writes armed, writes refused (of them, for a full disk);
        // new games begun over an unfinished one; games in Past games at
        // the end.
        std::uint64_t fault_steps = 0, full_spells = 0, failing_writes = 0, refused = 0,
                      refused_full = 0, unfinished_replaced = 0, games_kept = 0;
        // Starts of the app with a sound device that stalls; the most
        // stalls one run of the app saw.
        std::uint64_t stalling_devices = 0, stalls = 0;
        // A person's taps (issue 43): made on a target, lost (acted not
        // exactly once, for a double tap: once, or twice on a key that
        // repeats), and taken by the screen changing under the finger.
        std::uint64_t person_taps = 0, lost_taps = 0, changed_under_finger = 0;
        std::string failure;      // empty: none
        std::string reproduction; // the robot's steps up to the failure
    };
    explicit Crawler(Options options) : options_(std::move(options)) {}
    Report run();

  private:
    Options options_;
};

} // namespace shn
