#pragma once

#include "app/audio/capture_port.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct _SDL_AudioStream; // SDL_audio.h's SDL_AudioStream

namespace shn {

/// SdlCapturePort: the microphone through SDL2's audio capture, queued (no
/// callback: `pull` dequeues on the app's thread), mono 16-bit, taken at the
/// device's own rate (a browser's is 44.1 or 48 kHz) and brought to 22.05
/// kHz, the mixer's, by SDL's own resampler (SDL_AudioStream). With SDL's disk driver it reads the
/// file named by SDL_DISKAUDIOFILEIN at the pace of a real device (the tests' microphone). The
/// device is opened paused and runs only during a take. Not thread-safe.
class SdlCapturePort : public CapturePort {
  public:
    static constexpr int kFrequency = 22050;

    /// Opens the default capture device, or returns nullptr and sets `problem`.
    static std::unique_ptr<SdlCapturePort> open(std::string& problem);
    ~SdlCapturePort() override;
    SdlCapturePort(const SdlCapturePort&) = delete;
    SdlCapturePort& operator=(const SdlCapturePort&) = delete;

    bool start() override;
    WavClip stop() override;
    bool capturing() const override { return capturing_; }
    void pull() override;
    double seconds() const override;
    double level() const override;

  private:
    SdlCapturePort() = default;

    std::uint32_t device_ = 0;
    int rate_ = kFrequency;
    ::_SDL_AudioStream* resampler_ = nullptr; // from the device's rate; none at 22.05 kHz
    void take_resampled();
    bool capturing_ = false;
    bool subsystem_ = false; // this port started SDL's audio
    std::vector<std::int16_t> samples_;
};

} // namespace shn
