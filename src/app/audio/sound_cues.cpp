#include "app/audio/sound_cues.h"

#include "session/narrators.h"

namespace shn {

void SoundCues::follow(const Settings& settings) {
    loop_ = settings.ambience;
    cues_ = settings.sound_cues;
}

void SoundCues::cue(const std::string& name) {
    if (AudioPort* port = device_.port(); port && cues_)
        port->play_cue(audio_ / "cues" / (name + std::string(kClipExtension)));
}

void SoundCues::ambience(bool on) {
    AudioPort* port = device_.port();
    if (!port) return;
    if (on && loop_ != "off")
        port->start_ambience(audio_ / "ambience" / (loop_ + std::string(kClipExtension)));
    else
        port->start_ambience({});
}

} // namespace shn
