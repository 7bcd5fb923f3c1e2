#include "app/audio/clip_voice.h"

#include "app/audio/audio_port.h"
#include "app/audio/speech_port.h"
#include "session/app_clock.h"
#include "session/narrators.h"

#include <algorithm>

namespace shn {

ClipVoice::ClipVoice(AudioPort* player, std::filesystem::path audio_directory,
                     const std::string& language, const std::string& narrator)
    : player_(player), audio_directory_(std::move(audio_directory)),
      folder_(audio_directory_ / language / narrator_or_default(language, narrator)),
      language_(language) {}

void ClipVoice::set_language(const std::string& language, const std::string& narrator, OwnVoice own,
                             DeviceVoice device) {
    folder_ = audio_directory_ / language / narrator_or_default(language, narrator);
    own_ = std::move(own);
    device_ = std::move(device);
    language_ = language;
}

std::filesystem::path ClipVoice::clip(const std::string& key) const {
    if (own_.lines.count(key)) return own_.folder / (key + ".wav");
    return folder_ / (key + std::string(kClipExtension));
}

std::uint64_t ClipVoice::text_ms(const std::string& key) const {
    const double seconds = std::max(kUnspokenLineSeconds, reading_ ? reading_(key) : 0.0);
    return std::uint64_t(seconds * 1000);
}

bool ClipVoice::start(const std::string& key) {
    ++starts_;
    current_ = key;
    paused_at_ms_ = 0; // a line begun is not held
    waiting_.clear();
    spoken_by_device_.clear();
    text_until_ms_ = 0;
    if (device_.on && speech_ && device_.text &&
        speech_->speak(device_.text(key), language_, device_.rate_percent)) {
        spoken_by_device_ = key;
        return true;
    }
    if (!player_ || stalled_) return false;
    if (play(clip(key))) return true;
    std::error_code error;
    if (!arriving_ || std::filesystem::exists(clip(key), error)) return false; // a bad clip
    waiting_ = key;
    waiting_since_ms_ = AppClock::now_ms();
    return true;
}
bool ClipVoice::busy() const {
    if (!spoken_by_device_.empty()) {
        const SpeechPort::State state = speech_->state();
        if (state == SpeechPort::State::Speaking) return true;
        const std::string key = std::move(spoken_by_device_);
        spoken_by_device_.clear();
        if (state == SpeechPort::State::Idle) return false; // said
        // The device gave up on it: the clip says the line, whole.
        return player_ && !stalled_ && play(clip(key));
    }
    const std::uint64_t now = AppClock::now_ms();
    if (!waiting_.empty()) {
        std::error_code error;
        if (std::filesystem::exists(clip(waiting_), error)) {
            const std::string key = std::move(waiting_);
            waiting_.clear();
            if (!stalled_ && play(clip(key))) return true; // arrived: spoken now, whole
        } else if (arriving_ && now - waiting_since_ms_ < std::uint64_t(kClipWaitSeconds * 1000)) {
            return true;
        }
        // Never came (or came broken): shown as text, as an unspoken line is.
        waiting_.clear();
        text_until_ms_ = now + text_ms(current_);
    }
    if (now < text_until_ms_) return true;
    if (!player_ || !player_->speaking()) return false;
    const bool mixes_nothing = mixed_at_start_ >= 0 &&
                               player_->mixed_buffers() == mixed_at_start_ &&
                               now > playing_since_ms_ + std::uint64_t(kNoMixSeconds * 1000);
    if (paused_at_ms_ == 0 &&
        (mixes_nothing ||
         now > playing_since_ms_ + playing_ms_ + std::uint64_t(kStallMarginSeconds * 1000))) {
        // Taken and never played: the line is read from the screen.
        player_->stop_speaking();
        stalled_ = true;
        ++stalls_;
        text_until_ms_ = now + text_ms(current_);
    }
    return true;
}

bool ClipVoice::play(const std::filesystem::path& clip) const {
    if (!player_->speak(clip)) return false;
    playing_since_ms_ = AppClock::now_ms();
    mixed_at_start_ = player_->mixed_buffers();
    // A clip whose length cannot be told: as long as a line shown as text.
    const double seconds = player_->clip_seconds(clip);
    playing_ms_ = std::uint64_t((seconds > 0 ? seconds : kUnspokenLineSeconds) * 1000);
    return true;
}
void ClipVoice::stop() {
    if (!spoken_by_device_.empty() && speech_) speech_->stop();
    spoken_by_device_.clear();
    waiting_.clear();
    text_until_ms_ = 0;
    paused_at_ms_ = 0;
    if (player_) player_->stop_speaking();
}
void ClipVoice::pause() {
    if (!spoken_by_device_.empty() && speech_) speech_->pause();
    if (player_) player_->pause();
    if (paused_at_ms_ == 0) paused_at_ms_ = std::max<std::uint64_t>(AppClock::now_ms(), 1);
}
void ClipVoice::resume() {
    if (!spoken_by_device_.empty() && speech_) speech_->resume();
    if (player_) player_->resume();
    // A pause is no stall: the clip's time starts again where it stopped.
    if (paused_at_ms_ != 0) playing_since_ms_ += AppClock::now_ms() - paused_at_ms_;
    paused_at_ms_ = 0;
}

} // namespace shn
