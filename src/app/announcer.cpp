#include "app/announcer.h"

#include "session/app_clock.h"
#include "session/narrators.h"

namespace shn {

Announcer::Announcer(std::filesystem::path audio_directory, const Settings& settings,
                     const std::string& language)
    : audio_(std::move(audio_directory)), cues_(device_, audio_),
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
    language_ = language;
    narrator_ = settings.narrator(language);
    own_ = std::move(own);
    device_voice_ = std::move(device);
    speak_as_followed();
    if (const std::string voice = language + "/" + settings.narrator(language);
        voice != voice_in_use_) {
        voice_in_use_ = voice;
        if (voice_changed_) voice_changed_();
    }
    device_.set_volumes(settings.narration_volume, settings.ambience_volume);
    cues_.follow(settings);
}

void Announcer::set_stand_in(const std::string& language, const std::string& narrator) {
    stand_in_language_ = narrator.empty() ? std::string() : language;
    stand_in_ = narrator;
    speak_as_followed();
}

void Announcer::speak_as_followed() {
    const bool standing_in = !stand_in_.empty() && stand_in_language_ == language_;
    voice_->set_language(language_, standing_in ? stand_in_ : narrator_, own_, device_voice_);
}

bool Announcer::open_audio() {
    if (!device_.open()) return false;
    voice_->set_player(device_.port());
    return true;
}

bool Announcer::play_clip(const std::filesystem::path& clip) {
    sequencer_.reset();
    return open_audio() && device_.play(clip);
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
    sequencer_->start(AppClock::now_seconds());
}

bool Announcer::update() {
    if (!sequencer_) return false;
    if (AudioPort* port = device_.port()) port->update_ducking();
    const std::size_t line = sequencer_->current();
    const bool stalled = voice_->stalled();
    sequencer_->update(AppClock::now_seconds());
    // A sound that stalled is said at once (the notice to read aloud).
    return sequencer_->current() != line || voice_->stalled() != stalled;
}

int Announcer::next_update_ms() const {
    if (!sequencer_) return -1;
    const double seconds = sequencer_->next_update_in(AppClock::now_seconds());
    return seconds < 0 ? -1 : int(seconds * 1000.0 + 0.999);
}

int Announcer::rest_when_quiet() {
    // Never in the middle of a sequence (a long memorise pause): a device
    // opened again mid-night can click on some cards. Paused, it may rest.
    const bool narrating = sequencer_ && !sequencer_->finished() && !sequencer_->paused();
    return device_.rest_when_quiet(narrating, AppClock::now_ms());
}

} // namespace shn
