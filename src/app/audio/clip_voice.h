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
    /// Speaks another language from the next line on (the voice object stays,
    /// so a sequencer holding it stays valid).
    void set_language(const std::string& language);
    bool start(const std::string& key) override;
    bool busy() const override;
    void stop() override;
    void pause() override;
    void resume() override;

  private:
    NarrationPlayer* player_;
    std::filesystem::path audio_directory_;
    std::filesystem::path folder_;
};

} // namespace shn
