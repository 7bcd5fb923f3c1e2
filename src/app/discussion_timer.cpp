#include "app/discussion_timer.h"

#include <algorithm>
#include <cmath>

namespace shn {

void DiscussionTimer::follow(std::size_t key, int seconds, double now) {
    if (running_ && key == key_) return;
    running_ = true;
    dismissed_ = false;
    paused_ = false;
    cued_ = false;
    key_ = key;
    ends_at_ = now + seconds;
}

void DiscussionTimer::restore(const Kept& kept, double now) {
    running_ = true;
    key_ = kept.key;
    paused_ = kept.paused;
    dismissed_ = kept.dismissed;
    cued_ = kept.cued;
    left_paused_ = std::max(0.0, kept.left);
    ends_at_ = now + left_paused_;
}

double DiscussionTimer::left(double now) const {
    return std::max(0.0, paused_ ? left_paused_ : ends_at_ - now);
}

int DiscussionTimer::remaining(double now) const {
    return static_cast<int>(std::ceil(left(now) - 1e-9));
}

void DiscussionTimer::toggle_pause(double now) {
    if (paused_) {
        ends_at_ = now + left_paused_;
        paused_ = false;
    } else {
        left_paused_ = left(now);
        paused_ = true;
    }
}

bool DiscussionTimer::reached_zero(double now) {
    if (!running_ || cued_ || left(now) > 0) return false;
    cued_ = true;
    return true;
}

double DiscussionTimer::until_change(double now) const {
    if (!shown() || paused_) return -1;
    const double rest = left(now);
    if (rest <= 0) return -1;
    return rest - std::floor(rest - 1e-9);
}

std::string clock_text(int seconds) {
    return std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") +
           std::to_string(seconds % 60);
}

} // namespace shn
