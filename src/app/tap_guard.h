#pragma once

#include "app/panel.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shn {

/// TapGuard: whether a finger's tap acts, judged from the touch itself:
/// where and when the finger went down, on what the screen showed then,
/// and where it came up, on what the screen holds now. Its rules:
///  1. a tap that went down and came up on one target shown when the
///     finger went down acts, once, whatever the pace and the travel
///     before it; released off that target (the finger slid away), or
///     pressed on nothing, it is no tap;
///  2. a second press within `kDoubleTapMs` of the release of a tap that
///     acted, or of the first frame that showed what it did (a slow frame:
///     the second tap of a double tap came before the table could see the
///     new screen, and was taken only after it), where that tap acted, is
///     the same tap (a voting seat tapped
///     twice stays Nein; Confirm tapped twice does not carry into the next
///     phase, drawn in its place), unless it is the same key that repeats,
///     where it was (the keyboard's: "ss" is two letters; a volume's +
///     twice is two steps). When the keys moved meanwhile (a message line
///     came and moved the rows up), it is the same tap: a key that came
///     under the finger may be another row's (its -, or its +), and one
///     step the table sees is better than a step it did not mean;
///  3. a target that appeared under a finger already down is not pressed
///     by that finger, and the table is told (`Changed`); any later tap on
///     it counts. With the screen's generation unchanged, a target whose
///     label only changed (a letter's case, the keyboard's page, a count)
///     in the same box, or that moved with the same label (a line of text
///     came or went above it), is the same target for the finger that was
///     down on it, and acts; after a move, only the same label in the same
///     box is;
///  4. an answer that ends the game is not taken from a press that began,
///     within `kEndingMs`, where the tap before acted: the shell asks again
///     and the next tap is taken.
/// "Shown" is the last frame the table saw (`shown`), which may be behind
/// the app (a move not drawn yet, a browser still writing); "now" is the
/// panel's targets laid out for the app as it is (TableShell lays them out
/// again before it judges a release when the app moved since that frame).
/// The screen's generation (AppContext::screen_generation) moves with a
/// move, an undo or another screen. Keys of a real keyboard are not
/// guarded: a key is pressed on purpose.
class TapGuard {
  public:
    static constexpr std::uint64_t kDoubleTapMs = 300;
    static constexpr std::uint64_t kEndingMs = 1500;

    enum class Verdict {
        Acts,
        Missed,        // rule 1: pressed on nothing, or released off the target
        SameTap,       // rule 2
        Changed,       // rule 3: the screen changed under the finger (said)
        EndsGameAfter, // rule 4: asks again
    };
    static constexpr std::size_t kVerdictCount = 5;
    static_assert(std::size_t(Verdict::EndsGameAfter) + 1 == kVerdictCount);

    /// After each frame the table sees, at `now_ms`: its targets and the
    /// generation drawn.
    void shown(const std::vector<Panel::TapTarget>& targets, std::uint64_t generation,
               std::uint64_t now_ms);
    /// The finger went down at (x, y).
    void down(int x, int y, std::uint64_t now_ms);
    /// The finger came up at (x, y): what the tap does, with the targets
    /// and the generation of the app now. Ends the press.
    Verdict up(int x, int y, const std::vector<Panel::TapTarget>& now, std::uint64_t generation);
    /// The target of `now` that a tap `up` found acting runs (the one
    /// pressed, wherever it is now).
    std::size_t chosen() const { return chosen_; }
    /// The tap just judged acted, at `now_ms` (its release): rules 2 and 4
    /// look back at it.
    void acted(std::uint64_t now_ms);
    /// Whether the press `up` judged last came where a tap had just acted,
    /// within `kDoubleTapMs` (rule 2's time and place), whatever it met: the
    /// second tap of a double tap, not taken (the same tap, or nothing on
    /// the screen the first led to). The table is told (AppFrame).
    bool judged_double() const;
    /// The table was asked again (rule 4): its next tap is judged afresh.
    void forget_last() { last_.valid = false; }
    /// What a press at (x, y) at `now_ms`, released at once, would do (the
    /// web test's "ready"; the robot's expectation). Changes nothing.
    Verdict judge_now(int x, int y, std::uint64_t now_ms, const std::vector<Panel::TapTarget>& now,
                      std::uint64_t generation) const;
    /// Whether a finger is down.
    bool pressing() const { return press_.down; }

  private:
    struct Seen {
        Rect box;
        std::string identity; // target_identity(label)
        std::string label;
        bool repeats = false;
        bool ends_game = false;
    };
    struct Press {
        bool down = false;
        int x = 0, y = 0;
        std::uint64_t at_ms = 0;
        std::uint64_t generation = 0; // of the frame shown when it went down
        std::optional<Seen> target;   // what it went down on, as shown
    };
    struct Acted {
        bool valid = false;
        Rect box;
        std::string identity; // target_identity(label)
        bool repeats = false;
        std::uint64_t up_ms = 0;
        std::uint64_t seen_ms = 0; // the first frame shown after it (0: none yet)
    };
    static Seen seen_of(const Panel::TapTarget& target);
    std::optional<Seen> shown_under(int x, int y) const;
    Verdict judge(const Press& press, int x, int y, const std::vector<Panel::TapTarget>& now,
                  std::uint64_t generation, std::size_t* chosen_index = nullptr) const;

    std::vector<Seen> shown_;
    std::uint64_t shown_generation_ = 0;
    bool painted_ = false;
    Press press_;
    Press judged_;           // the press `up` judged last
    std::size_t chosen_ = 0; // the target of `now` it acts on
    Acted last_;
};

} // namespace shn
