#pragma once

#include "app/audio/capture_port.h"

#include <memory>
#include <string>

namespace shn {

/// Microphone: the device's microphone as the recorder uses it, opened
/// the first time it is asked for (a platform without one, or a device that
/// refused, stays closed, and `problem` says why). The platform hands it
/// its opener (`set_opener`; none: no microphone, the recorder offers an
/// import instead).
class Microphone {
  public:
    void set_opener(CaptureOpener opener) { opener_ = std::move(opener); }
    /// The port, opened now if it was not; nullptr when there is none.
    CapturePort* port();
    /// Why there is none ("" before the first try, or when there is one).
    const std::string& problem() const { return problem_; }
    /// Forgets a failed try, so that the next `port` tries again (a
    /// microphone plugged in since).
    void retry() {
        if (!port_) tried_ = false, problem_.clear();
    }
    /// Closes the device (leaving the recorder: no microphone stays in use,
    /// nor the tablet's "microphone on" light); the next `port` opens it again.
    void close() {
        port_.reset();
        tried_ = false;
        problem_.clear();
    }
    /// The port opened, and gave not one sample: it is closed, and said to
    /// be missing (`problem`) until `retry`.
    void gave_nothing() {
        port_.reset();
        tried_ = true;
        problem_ = "the microphone gave no sound (not allowed, or none)";
    }
    /// Whether the platform has a way to a microphone at all.
    bool offered() const { return static_cast<bool>(opener_); }

  private:
    CaptureOpener opener_;
    std::unique_ptr<CapturePort> port_;
    bool tried_ = false;
    std::string problem_;
};

} // namespace shn
