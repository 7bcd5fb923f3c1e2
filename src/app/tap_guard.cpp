#include "app/tap_guard.h"

#include "app/target_identity.h"

#include <algorithm>

namespace shn {

namespace {

bool same_box(const Rect& a, const Rect& b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

/// The target on top at (x, y) (the last drawn is on top): of a frame as
/// it is now, or as the table saw it.
template <typename Target>
const Target* on_top(const std::vector<Target>& targets, int x, int y) {
    for (auto it = targets.rbegin(); it != targets.rend(); ++it)
        if (it->box.contains(x, y)) return &*it;
    return nullptr;
}

} // namespace

TapGuard::Seen TapGuard::seen_of(const Panel::TapTarget& target) {
    return {target.box, target_identity(target.label), target.label, target.repeats,
            target.ends_game};
}

void TapGuard::shown(const std::vector<Panel::TapTarget>& targets, std::uint64_t generation,
                     std::uint64_t now_ms) {
    if (last_.valid && last_.seen_ms == 0) last_.seen_ms = now_ms;
    shown_.clear();
    shown_.reserve(targets.size());
    for (const Panel::TapTarget& target : targets) shown_.push_back(seen_of(target));
    shown_generation_ = generation;
    painted_ = true;
}

std::optional<TapGuard::Seen> TapGuard::shown_under(int x, int y) const {
    if (const Seen* seen = on_top(shown_, x, y)) return *seen;
    return std::nullopt;
}

void TapGuard::down(int x, int y, std::uint64_t now_ms) {
    press_ = {true, x, y, now_ms, shown_generation_, shown_under(x, y)};
}

TapGuard::Verdict TapGuard::judge(const Press& press, int x, int y,
                                  const std::vector<Panel::TapTarget>& now,
                                  std::uint64_t generation, std::size_t* chosen_index) const {
    const Panel::TapTarget* under = on_top(now, x, y);
    if (!painted_) { // nothing shown yet to judge by
        if (!under) return Verdict::Missed;
        if (chosen_index) *chosen_index = std::size_t(under - now.data());
        return Verdict::Acts;
    }
    if (!press.target) {
        // Pressed on nothing. A target there now, with the screen as it
        // was, is one the finger slid onto: no tap. One that came with
        // another screen or a move appeared under the finger: not pressed
        // by it (rule 3), and the table is told.
        if (!under) return Verdict::Missed;
        return generation == press.generation ? Verdict::Missed : Verdict::Changed;
    }
    const Seen& pressed = *press.target;
    if (!pressed.box.contains(x, y)) return Verdict::Missed; // slid off: the finger's own cancel
    // Rule 2: again, at once, where a tap just acted.
    const bool here_again = last_.valid && last_.box.contains(press.x, press.y);
    const bool same_key = last_.repeats && pressed.repeats && last_.identity == pressed.identity &&
                          same_box(last_.box, pressed.box);
    if (here_again && press.at_ms < std::max(last_.up_ms, last_.seen_ms) + kDoubleTapMs &&
        !same_key)
        return Verdict::SameTap;
    // Rule 3: the target pressed is still there. With the screen's
    // generation unchanged: the one under the finger with the same label
    // or in the same box (its label changed: case, page, count), or the
    // one target with that label that moved from under it (a line of
    // text came or went above it). After a move: only the same label in
    // the same box, under the finger.
    const auto same_label = [&](const Panel::TapTarget& target) {
        return target_identity(target.label) == pressed.identity;
    };
    const Panel::TapTarget* chosen = nullptr;
    if (under && same_label(*under) && same_box(under->box, pressed.box))
        chosen = under;
    else if (generation == press.generation) {
        if (under && (same_label(*under) || same_box(under->box, pressed.box))) {
            chosen = under;
        } else if (!pressed.label.empty()) {
            int found = 0;
            for (const Panel::TapTarget& target : now)
                if (target.label == pressed.label) chosen = &target, ++found;
            if (found != 1) chosen = nullptr;
        }
    }
    if (!chosen) return Verdict::Changed;
    if (chosen_index) *chosen_index = std::size_t(chosen - now.data());
    // Rule 4: an end of the game from a press where the tap before acted.
    if (chosen->ends_game && here_again && press.at_ms < last_.up_ms + kEndingMs)
        return Verdict::EndsGameAfter;
    return Verdict::Acts;
}

TapGuard::Verdict TapGuard::up(int x, int y, const std::vector<Panel::TapTarget>& now,
                               std::uint64_t generation) {
    if (!press_.down) return Verdict::Missed; // a release with no press (begun off the window)
    chosen_ = now.size();
    const Verdict verdict = judge(press_, x, y, now, generation, &chosen_);
    judged_ = press_;
    press_.down = false;
    return verdict;
}

bool TapGuard::judged_double() const {
    return last_.valid && last_.box.contains(judged_.x, judged_.y) &&
           judged_.at_ms < std::max(last_.up_ms, last_.seen_ms) + kDoubleTapMs;
}

void TapGuard::acted(std::uint64_t now_ms) {
    if (judged_.target)
        last_ = {true, judged_.target->box, judged_.target->identity, judged_.target->repeats,
                 now_ms};
    else
        last_ = {};
}

TapGuard::Verdict TapGuard::judge_now(int x, int y, std::uint64_t now_ms,
                                      const std::vector<Panel::TapTarget>& now,
                                      std::uint64_t generation) const {
    const Press press{true, x, y, now_ms, shown_generation_, shown_under(x, y)};
    return judge(press, x, y, now, generation);
}

} // namespace shn
