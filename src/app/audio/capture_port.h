#pragma once

#include "session/wav_clip.h"

#include <functional>
#include <memory>
#include <string>

namespace shn {

/// CapturePort: the device's microphone, as the recorder asks for it: a take
/// begins, runs (its length and its level of the moment for the meter) and
/// ends with its samples, 16-bit mono at the port's rate. The platform's one
/// is SDL2's audio capture (src/platform/sdl/sdl_capture_port.h); a take
/// never lasts more than kMostSeconds (the port stops by itself). A device
/// that goes away ends the take with what it had.
class CapturePort {
  public:
    static constexpr double kMostSeconds = 30.0;

    virtual ~CapturePort() = default;
    /// Begins a take (a take under way is dropped); false when the device refused.
    virtual bool start() = 0;
    /// Ends the take: its samples (empty when nothing came).
    virtual WavClip stop() = 0;
    virtual bool capturing() const = 0;
    /// Takes in what the device has sent so far; call regularly while capturing.
    virtual void pull() = 0;
    /// The take's seconds so far.
    virtual double seconds() const = 0;
    /// The level of the last tenth of a second, in dBFS (the meter).
    virtual double level() const = 0;
};

/// Opens the platform's microphone, or returns nullptr and says why in
/// `problem` (no microphone, a browser that was not allowed to use it).
using CaptureOpener = std::function<std::unique_ptr<CapturePort>(std::string& problem)>;

} // namespace shn
