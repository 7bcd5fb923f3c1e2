#pragma once

#include <cstddef>
#include <string>

namespace shn {

/// DiscussionTimer: the optional clock on the talk while a nominated
/// government waits for its vote (issue 15, Settings "Discussion timer").
/// It follows one nomination at a time (a key: the number of events when
/// the vote became due), counts down from the chosen seconds, pauses and
/// resumes with a tap, can be dismissed, and says once when it reaches zero.
/// It never touches the game. Times are in seconds from any steady clock.
class DiscussionTimer {
  public:
    /// Starts for the nomination `key`, unless it already follows it.
    void follow(std::size_t key, int seconds, double now);
    /// No vote is due: nothing to show.
    void stop() { running_ = false; }

    bool shown() const { return running_ && !dismissed_; }
    bool paused() const { return paused_; }
    /// Whole seconds left, rounded up (0 at the end).
    int remaining(double now) const;
    void toggle_pause(double now);
    void dismiss() { dismissed_ = true; }
    /// True exactly once, the first time it is asked at or after zero.
    bool reached_zero(double now);
    /// Seconds until the shown number changes; negative when it never will.
    double until_change(double now) const;

    /// What a reload must bring back (VoteInProgress): the nomination it
    /// follows and where its clock stands.
    struct Kept {
        std::size_t key = 0;
        double left = 0;
        bool paused = false, dismissed = false, cued = false;
        bool operator==(const Kept&) const = default;
    };
    bool running() const { return running_; }
    Kept kept(double now) const { return {key_, left(now), paused_, dismissed_, cued_}; }
    /// Follows `kept.key` from where `kept` says, `now`.
    void restore(const Kept& kept, double now);

  private:
    double left(double now) const;

    bool running_ = false;
    bool dismissed_ = false;
    bool paused_ = false;
    bool cued_ = false;
    std::size_t key_ = 0;
    double ends_at_ = 0;     // while running
    double left_paused_ = 0; // while paused
};

/// Seconds as the timer's clock reads them: minutes and two-digit seconds
/// ("1:30", "0:05").
std::string clock_text(int seconds);

} // namespace shn
