#include "app/audio/clip_voice.h"

#include "app/audio/narration_player.h"

namespace shn {

ClipVoice::ClipVoice(NarrationPlayer* player, std::filesystem::path audio_directory,
                     std::string language)
    : player_(player), audio_directory_(std::move(audio_directory)),
      folder_(audio_directory_ / language) {}

void ClipVoice::set_language(const std::string& language) {
    folder_ = audio_directory_ / language;
}

std::filesystem::path ClipVoice::clip(const std::string& key) const {
    return folder_ / (key + ".ogg");
}

bool ClipVoice::start(const std::string& key) {
    return player_ && player_->speak(clip(key));
}
bool ClipVoice::busy() const {
    return player_ && player_->speaking();
}
void ClipVoice::stop() {
    if (player_) player_->stop_speaking();
}
void ClipVoice::pause() {
    if (player_) player_->pause();
}
void ClipVoice::resume() {
    if (player_) player_->resume();
}

} // namespace shn
