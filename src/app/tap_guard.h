#pragma once

#include "app/panel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shn {

/// TapGuard: keeps a tap from acting on a button or seat that appeared under
/// the finger after the tap began, so that a double tap never carries into
/// the next phase (a double tap on a nominee nominates, then would mark them
/// Nein; on Skip at the last line, then would start the game). Each target of
/// a paint is dated from the paint it first appeared in; a target is new
/// when its box or label is, or when the screen's generation moved (a move,
/// an undo, another screen: AppContext::screen_generation). A tap acts only
/// on a target that was there `kSettleMs` before the press began, and never
/// while a move made since the last paint is not drawn yet. Keys are not
/// guarded: a key is pressed on purpose, one at a time.
class TapGuard {
  public:
    static constexpr std::uint64_t kSettleMs = 400;

    /// After each paint: what it drew, the generation it drew, and when.
    void painted(const std::vector<Panel::TapTarget>& targets, std::uint64_t generation,
                 std::uint64_t now_ms);
    /// Whether a press that began at `down_ms` and ended at (x, y) may act,
    /// with the screen's generation now.
    bool allows(int x, int y, std::uint64_t down_ms, std::uint64_t generation) const;

  private:
    struct Seen {
        Rect box;
        std::string label;
        std::uint64_t since_ms = 0;
    };
    std::vector<Seen> seen_;
    std::uint64_t generation_ = 0;
    bool painted_ = false;
};

} // namespace shn
