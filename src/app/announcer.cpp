#include "app/announcer.h"

#include "session/app_clock.h"
#include "session/narrators.h"

#include <chrono>

namespace shn {

Announcer::Announcer(std::filesystem::path audio_directory, const Settings& settings,
                     const std::string& language)
    : audio_(std::move(audio_directory)),
      voice_(std::make_unique<ClipVoice>(nullptr, audio_, language, settings.narrator(language))) {
    follow(settings, language);
}

Announcer::~Announcer() {
    sequencer_.reset(); // it speaks through the voice
}

void Announcer::set_speech(std::unique_ptr<SpeechPort> speech) {
    sequencer_.reset(); // it may be speaking through the old one
    voice_->set_speech(speech.get());
    speech_ = std::move(speech);
}

void Announcer::follow(const Settings& settings, const std::string& language, OwnVoice own,
                       DeviceVoice device) {
    voice_->set_language(language, settings.narrator(language), std::move(own), std::move(device));
    if (const std::string voice = language + "/" + settings.narrator(language);
        voice != voice_in_use_) {
        voice_in_use_ = voice;
        if (voice_changed_) voice_changed_();
    }
    narration_volume_ = settings.narration_volume;
    ambience_volume_ = settings.ambience_volume;
    ambience_loop_ = settings.ambience;
    cues_ = settings.sound_cues;
    if (player_) player_->set_volumes(narration_volume_, ambience_volume_);
}

bool Announcer::open_audio() {
    if (player_) return true;
    if (audio_failed_) return false;
    std::string problem;
    if (opener_) player_ = opener_(problem);
    if (!player_) {
        audio_failed_ = true;
        return false;
    }
    player_->set_volumes(narration_volume_, ambience_volume_);
    voice_->set_player(player_.get());
    return true;
}

bool Announcer::play_clip(const std::filesystem::path& clip) {
    sequencer_.reset();
    if (!open_audio()) return false;
    player_->stop_speaking();
    return player_->speak(clip);
}

void Announcer::forget_clip(const std::filesystem::path& clip) {
    if (player_) player_->forget(clip);
}

void Announcer::cue(const std::string& name) {
    if (player_ && cues_) player_->play_cue(audio_ / "cues" / (name + std::string(kClipExtension)));
}

void Announcer::ambience(bool on) {
    if (!player_) return;
    if (on && ambience_loop_ != "off")
        player_->start_ambience(audio_ / "ambience" /
                                (ambience_loop_ + std::string(kClipExtension)));
    else
        player_->start_ambience({});
}

void Announcer::say(const std::vector<std::string_view>& keys) {
    std::vector<NarrationLine> lines;
    for (const auto key : keys) lines.push_back({std::string(key)});
    narrate(std::move(lines));
}

void Announcer::narrate(std::vector<NarrationLine> lines) {
    for (const NarrationLine& line : lines) {
        asked_.push_back(line.key);
        ++asked_count_;
        if (asked_.size() > kAskedKept) asked_.pop_front();
    }
    voice_->stop();
    voice_->try_sound_again(); // a sound that stalled before may play now
    // A line that cannot be heard (no device, no clip) stays up to be read.
    sequencer_.emplace(std::move(lines), *voice_, nullptr, ClipVoice::kUnspokenLineSeconds);
    sequencer_->set_reading_time(reading_);
    sequencer_->start(now());
}

bool Announcer::update() {
    if (!sequencer_) return false;
    if (player_) player_->update_ducking();
    const std::size_t line = sequencer_->current();
    const bool stalled = voice_->stalled();
    sequencer_->update(now());
    // A sound that stalled is said at once (the notice to read aloud).
    return sequencer_->current() != line || voice_->stalled() != stalled;
}

int Announcer::next_update_ms() const {
    if (!sequencer_) return -1;
    const double seconds = sequencer_->next_update_in(now());
    return seconds < 0 ? -1 : int(seconds * 1000.0 + 0.999);
}

int Announcer::rest_when_quiet() {
    if (!player_ || !rests_) return -1;
    // Never in the middle of a sequence (a long memorise pause): a device
    // opened again mid-night can click on some cards. Paused, it may rest.
    if (sequencer_ && !sequencer_->finished() && !sequencer_->paused())
        return AudioPort::kRestAfterMs;
    const auto ms = static_cast<unsigned long long>(now() * 1000.0) + 1; // 0: never quiet yet
    player_->rest_if_quiet(ms);
    return player_->ms_until_rest(ms);
}

bool Announcer::speaking() const {
    return player_ && player_->speaking();
}

double Announcer::now() {
    return AppClock::now_seconds();
}

} // namespace shn
