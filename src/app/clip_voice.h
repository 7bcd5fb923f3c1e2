#pragma once

#include "session/narration_sequencer.h"

#include <filesystem>
#include <string>

namespace shn {

class NarrationPlayer;

/// ClipVoice: a NarrationVoice that speaks a catalogue key by playing its
/// pre-rendered clip, audio/<language>/<key>.ogg, through a NarrationPlayer.
/// With no player (no audio device) every line is "unspeakable", so the
/// sequencer shows the text and moves on.
class ClipVoice : public NarrationVoice {
  public:
    ClipVoice(NarrationPlayer* player, std::filesystem::path audio_directory, std::string language);

    std::filesystem::path clip(const std::string& key) const;
    bool start(const std::string& key) override;
    bool busy() const override;
    void stop() override;
    void pause() override;
    void resume() override;

  private:
    NarrationPlayer* player_;
    std::filesystem::path folder_;
};

} // namespace shn
