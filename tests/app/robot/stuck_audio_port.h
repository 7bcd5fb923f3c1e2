#pragma once

#include "app/audio/audio_port.h"
#include "session/app_clock.h"

#include <cstdint>

namespace shn {

/// StuckAudioPort: a sound device as a browser whose sound never starts
/// has it (an AudioContext left suspended), or as a device lost in the
/// middle of a line: it takes every clip and says it is speaking, and
/// never finishes. The first `good_clips` clips play for `clip_seconds`
/// (the app's clock) and end, as on a working device; every later one is
/// stuck (issue 42's robot faults).
class StuckAudioPort : public AudioPort {
  public:
    explicit StuckAudioPort(int good_clips = 0, double clip_seconds = 2.0)
        : good_left_(good_clips), seconds_(clip_seconds) {}

    bool preload(const std::filesystem::path&) override { return true; }
    bool speak(const std::filesystem::path&) override {
        started_ms_ = AppClock::now_ms();
        stuck_ = good_left_ <= 0;
        if (good_left_ > 0) --good_left_;
        speaking_ = true;
        ++clips_;
        return true;
    }
    bool speaking() const override {
        if (!speaking_) return false;
        return stuck_ || AppClock::now_ms() < started_ms_ + std::uint64_t(seconds_ * 1000);
    }
    void stop_speaking() override { speaking_ = false; }
    void pause() override {}
    void resume() override {}
    bool play_cue(const std::filesystem::path&) override { return true; }
    bool start_ambience(const std::filesystem::path&) override { return true; }
    void set_volumes(int, int) override {}
    void update_ducking() override {}
    void forget(const std::filesystem::path&) override {}
    double clip_seconds(const std::filesystem::path&) override { return seconds_; }
    /// A device that plays mixes on; a stuck one mixes nothing.
    long long mixed_buffers() const override {
        if (!stuck_) ++mixed_;
        return mixed_;
    }
    int ms_until_rest(unsigned long long) override { return -1; }
    void rest_if_quiet(unsigned long long) override {}
    bool resting() const override { return false; }

    /// Clips it was handed.
    int clips() const { return clips_; }

  private:
    int good_left_;
    double seconds_;
    std::uint64_t started_ms_ = 0;
    bool speaking_ = false, stuck_ = false;
    mutable long long mixed_ = 0;
    int clips_ = 0;
};

} // namespace shn
