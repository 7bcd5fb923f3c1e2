#include "app/tap_guard.h"

namespace shn {

namespace {

bool same_box(const Rect& a, const Rect& b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

} // namespace

void TapGuard::painted(const std::vector<Panel::TapTarget>& targets, std::uint64_t generation,
                       std::uint64_t now_ms) {
    std::vector<Seen> seen;
    seen.reserve(targets.size());
    for (const Panel::TapTarget& target : targets) {
        Seen now{target.box, target.label, now_ms};
        if (painted_ && generation == generation_)
            for (const Seen& before : seen_)
                if (same_box(before.box, target.box) && before.label == target.label)
                    now.since_ms = before.since_ms;
        seen.push_back(std::move(now));
    }
    seen_ = std::move(seen);
    generation_ = generation;
    painted_ = true;
}

bool TapGuard::allows(int x, int y, std::uint64_t down_ms, std::uint64_t generation) const {
    if (!painted_) return true;
    // A move made by an earlier tap of the same burst is not drawn yet: the
    // targets under the finger are not the ones the screen will show.
    if (generation != generation_) return false;
    for (auto it = seen_.rbegin(); it != seen_.rend(); ++it) // the last drawn is on top
        if (it->box.contains(x, y)) return it->since_ms + kSettleMs <= down_ms;
    return true; // nothing there to act on
}

} // namespace shn
