#include "app/tap_guard.h"

#include "app/target_identity.h"

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
        Seen now{target.box, target_identity(target.label), now_ms, target.repeats,
                 target.ends_game};
        if (painted_ && generation == generation_)
            for (const Seen& before : seen_)
                if (same_box(before.box, now.box) && before.identity == now.identity)
                    now.since_ms = before.since_ms; // rule 3: the same target
        seen.push_back(std::move(now));
    }
    seen_ = std::move(seen);
    generation_ = generation;
    painted_ = true;
}

const TapGuard::Seen* TapGuard::under(int x, int y) const {
    for (auto it = seen_.rbegin(); it != seen_.rend(); ++it) // the last drawn is on top
        if (it->box.contains(x, y)) return &*it;
    return nullptr;
}

TapGuard::Verdict TapGuard::judge(int x, int y, std::uint64_t down_ms,
                                  std::uint64_t generation) const {
    if (!painted_) return Verdict::Acts;
    // A move made by an earlier tap of the same burst is not drawn yet: the
    // targets under the finger are not the ones the screen will show.
    if (generation != generation_) return Verdict::TooNew;
    const Seen* target = under(x, y);
    if (!target) return Verdict::Acts; // nothing there to act on
    // Rule 1: the same target again, at once, is the same tap.
    if (last_.valid && !target->repeats && same_box(last_.box, target->box) &&
        last_.identity == target->identity && down_ms < last_.at_ms + kSettleMs)
        return Verdict::SameTap;
    // Rule 2: shown long enough before the finger came down.
    if (target->since_ms + kSettleMs > down_ms) return Verdict::TooNew;
    // Rule 4: an end of the game from a tap on the button before it.
    if (target->ends_game && last_.valid && last_.box.contains(x, y) &&
        down_ms < last_.at_ms + kEndingMs)
        return Verdict::EndsGameAfter;
    return Verdict::Acts;
}

void TapGuard::acted(int x, int y, std::uint64_t down_ms) {
    const Seen* target = under(x, y);
    last_ = target ? Acted{true, target->box, target->identity, down_ms} : Acted{};
}

} // namespace shn
