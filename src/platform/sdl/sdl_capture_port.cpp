#include "platform/sdl/sdl_capture_port.h"

#include "session/recording_shaper.h"

#include <SDL.h>

#include <algorithm>

namespace shn {

std::unique_ptr<SdlCapturePort> SdlCapturePort::open(std::string& problem) {
    std::unique_ptr<SdlCapturePort> port(new SdlCapturePort());
    if (!SDL_WasInit(SDL_INIT_AUDIO)) {
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
            problem = SDL_GetError();
            return nullptr;
        }
        port->subsystem_ = true;
    }
    SDL_AudioSpec want{};
    want.freq = kFrequency;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 1024;
    SDL_AudioSpec have{};
    // The device's own rate is taken (a browser's capture runs at its
    // AudioContext's rate: Firefox will not feed a 48 kHz microphone into a
    // 22.05 kHz context); the format and the channels SDL converts.
    port->device_ = SDL_OpenAudioDevice(nullptr, 1, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (port->device_ == 0) {
        problem = SDL_GetError();
        if (port->subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
        port->subsystem_ = false;
        return nullptr;
    }
    if (have.freq != kFrequency) {
        port->resampler_ =
            SDL_NewAudioStream(AUDIO_S16SYS, 1, have.freq, AUDIO_S16SYS, 1, kFrequency);
        if (!port->resampler_) {
            problem = SDL_GetError();
            return nullptr;
        }
    }
    return port;
}

SdlCapturePort::~SdlCapturePort() {
    if (resampler_) SDL_FreeAudioStream(resampler_);
    if (device_) SDL_CloseAudioDevice(device_);
    if (subsystem_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool SdlCapturePort::start() {
    samples_.clear();
    SDL_ClearQueuedAudio(device_);
    if (resampler_) SDL_AudioStreamClear(resampler_);
    SDL_PauseAudioDevice(device_, 0);
    capturing_ = SDL_GetAudioDeviceStatus(device_) != SDL_AUDIO_STOPPED;
    return capturing_;
}

void SdlCapturePort::pull() {
    if (!capturing_) return;
    std::int16_t buffer[4096];
    for (;;) {
        const Uint32 got = SDL_DequeueAudio(device_, buffer, sizeof buffer);
        if (got == 0) break;
        if (resampler_)
            SDL_AudioStreamPut(resampler_, buffer, int(got));
        else
            samples_.insert(samples_.end(), buffer, buffer + got / sizeof(std::int16_t));
    }
    take_resampled();
    const std::size_t most = std::size_t(kMostSeconds * rate_);
    if (samples_.size() >= most) {
        samples_.resize(most);
        SDL_PauseAudioDevice(device_, 1);
        capturing_ = false;
    }
    if (SDL_GetAudioDeviceStatus(device_) == SDL_AUDIO_STOPPED) capturing_ = false; // unplugged
}

void SdlCapturePort::take_resampled() {
    if (!resampler_) return;
    std::int16_t buffer[4096];
    for (int got; (got = SDL_AudioStreamGet(resampler_, buffer, sizeof buffer)) > 0;)
        samples_.insert(samples_.end(), buffer, buffer + got / int(sizeof(std::int16_t)));
}

WavClip SdlCapturePort::stop() {
    pull();
    if (resampler_) {
        SDL_AudioStreamFlush(resampler_);
        take_resampled();
    }
    SDL_PauseAudioDevice(device_, 1);
    capturing_ = false;
    WavClip take;
    take.rate = rate_;
    take.samples = std::move(samples_);
    samples_.clear();
    SDL_ClearQueuedAudio(device_);
    return take;
}

double SdlCapturePort::seconds() const {
    return double(samples_.size()) / rate_;
}

double SdlCapturePort::level() const {
    WavClip last;
    last.rate = rate_;
    const std::size_t tenth = std::size_t(rate_ / 10);
    last.samples.assign(samples_.end() - std::ptrdiff_t(std::min(tenth, samples_.size())),
                        samples_.end());
    return peak_level(last);
}

} // namespace shn
