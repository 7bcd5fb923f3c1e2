#pragma once

#include "app/panel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shn {

/// TapGuard: decides whether a finger's tap acts, by four rules, so that a
/// double tap never carries into the next phase, cancels itself or ends
/// the game, and a typist's letters are never dropped:
///  1. a second tap on the same target within `kSettleMs` of one that
///     acted is the same tap (a voting seat tapped twice stays Nein), but
///     for a key that repeats (the keyboard's: "ss" is two letters);
///  2. a target that appeared under the finger less than `kSettleMs`
///     before the press began is not pressed by it (Confirm, then the
///     Hitler question drawn in its place); nor anything while a move made
///     since the last paint is not drawn yet;
///  3. a target whose label only changed in letter case or in a count
///     ("A" to "a", "Confirm 7 Ja" to "Confirm 6 Ja"), in the same box, is
///     the same target: it keeps the time it appeared;
///  4. an answer that ends the game is not taken from a tap that began on
///     the button that acted there just before (within `kEndingMs`): the
///     shell says so and the next tap is taken.
/// Each target of a paint is dated from the paint it first appeared in,
/// new when its box or identity is, or when the screen's generation moved
/// (a move, an undo, another screen: AppContext::screen_generation). Keys
/// of a real keyboard are not guarded: a key is pressed on purpose.
class TapGuard {
  public:
    static constexpr std::uint64_t kSettleMs = 400;
    static constexpr std::uint64_t kEndingMs = 1500;

    enum class Verdict {
        Acts,
        SameTap,       // rule 1
        TooNew,        // rule 2
        EndsGameAfter, // rule 4: asks again
    };

    /// After each paint: what it drew, the generation it drew, and when.
    void painted(const std::vector<Panel::TapTarget>& targets, std::uint64_t generation,
                 std::uint64_t now_ms);
    /// What a press that began at `down_ms` and ended at (x, y) does, with
    /// the screen's generation now.
    Verdict judge(int x, int y, std::uint64_t down_ms, std::uint64_t generation) const;
    bool allows(int x, int y, std::uint64_t down_ms, std::uint64_t generation) const {
        return judge(x, y, down_ms, generation) == Verdict::Acts;
    }
    /// A tap at (x, y) that began at `down_ms` acted (rules 1 and 4 look back at it).
    void acted(int x, int y, std::uint64_t down_ms);
    /// The table was asked again (rule 4): its next tap is judged afresh.
    void forget_last() { last_.valid = false; }

  private:
    struct Seen {
        Rect box;
        std::string identity; // target_identity(label)
        std::uint64_t since_ms = 0;
        bool repeats = false;
        bool ends_game = false;
    };
    struct Acted {
        bool valid = false;
        Rect box;
        std::string identity;
        std::uint64_t at_ms = 0;
    };
    const Seen* under(int x, int y) const;

    std::vector<Seen> seen_;
    std::uint64_t generation_ = 0;
    bool painted_ = false;
    Acted last_;
};

} // namespace shn
