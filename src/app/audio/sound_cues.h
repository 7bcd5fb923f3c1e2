#pragma once

#include "app/audio/sound_device.h"
#include "session/settings.h"

#include <filesystem>
#include <string>

namespace shn {

/// SoundCues: the short sounds of the table (audio/cues/<name>: a policy
/// enacted, an execution, the discussion timer's end), when the settings
/// have them on, and the night's ambience loop (audio/ambience/<loop>, at
/// its own volume; "off": none). Played on the sound device when it is
/// open; never open it (the narration does, at the first line).
class SoundCues {
  public:
    SoundCues(SoundDevice& device, std::filesystem::path audio_directory)
        : device_(device), audio_(std::move(audio_directory)) {}
    /// The cues on or off, the loop chosen (its volume: the device's).
    void follow(const Settings& settings);
    /// A short cue, when cues are on.
    void cue(const std::string& name);
    /// The ambience loop on or off (the chosen loop).
    void ambience(bool on);

  private:
    SoundDevice& device_;
    std::filesystem::path audio_;
    std::string loop_;
    bool cues_ = true;
};

} // namespace shn
