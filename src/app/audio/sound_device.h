#pragma once

#include "app/audio/audio_port.h"

#include <filesystem>
#include <memory>

namespace shn {

/// SoundDevice: the platform's sound device, opened once when first needed
/// (through the platform's opener; none: the app is silent, and says so),
/// at the table's volumes, rested when quiet where the platform lets it
/// (a browser opens sound only from a tap, so the web build keeps it open).
/// It plays what it is handed: the narrator's lines (ClipVoice, through
/// `port()`), a clip heard back, the cues and the ambience (SoundCues).
class SoundDevice {
  public:
    /// How to open the platform's sound (none: always silent).
    void set_opener(AudioOpener opener) { opener_ = std::move(opener); }
    /// Opens the device, once; false when there is none (asked once).
    bool open();
    /// The device was asked for and there is none.
    bool missing() const { return failed_; }
    /// The open device (nullptr until `open`, or without one).
    AudioPort* port() const { return port_.get(); }
    /// The narration's and the ambience's volumes (0-100), kept for a
    /// device opened later.
    void set_volumes(int narration, int ambience);
    /// Whether the device may rest when quiet (the platform's say).
    void set_rests(bool rests) { rests_ = rests; }
    /// Closes the device once it has been quiet a while (AudioPort), unless
    /// `busy` (a sequence under way: a device opened again mid-night can
    /// click); the milliseconds until it should be asked again, -1: never.
    int rest_when_quiet(bool busy, unsigned long long now_ms);
    /// A clip is playing now.
    bool speaking() const { return port_ && port_->speaking(); }
    /// Plays one clip file now, stopping what was playing; false without a
    /// device or a clip.
    bool play(const std::filesystem::path& clip);
    /// Stops what `play` (or the narration) started.
    void stop() {
        if (port_) port_->stop_speaking();
    }
    /// A clip file changed on the disk: the next play reads it again.
    void forget(const std::filesystem::path& clip) {
        if (port_) port_->forget(clip);
    }

  private:
    AudioOpener opener_;
    std::unique_ptr<AudioPort> port_;
    int narration_volume_ = 0;
    int ambience_volume_ = 0;
    bool failed_ = false;
    bool rests_ = false;
};

} // namespace shn
