#pragma once

#include "app/audio/clip_voice.h"
#include "app/audio/sound_cues.h"
#include "app/audio/sound_device.h"
#include "app/audio/speech_port.h"
#include "session/narration_sequencer.h"
#include "session/settings.h"

#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// Announcer: the narrator: the recorded clips of the chosen language and
/// narrator (or the device's speech), the sequence being narrated, and the
/// lines asked for. It speaks on the sound device (`device()`, opened at the
/// first line), beside the cues and the night's ambience (`cues()`); it
/// follows the table's preferences (`follow`); without a sound device every
/// line is shown as text for a while, as an unspoken one.
class Announcer {
  public:
    Announcer(std::filesystem::path audio_directory, const Settings& settings,
              const std::string& language);
    ~Announcer();

    /// The language, narrator, volumes, cues and loop of `settings`; `own`:
    /// the lines of a table's own narrator, when one is chosen.
    void follow(const Settings& settings, const std::string& language, OwnVoice own = {},
                DeviceVoice device = {});
    /// The device's own speech synthesis (the platform's; nullptr: none).
    void set_speech(std::unique_ptr<SpeechPort> speech);
    SpeechPort* speech() const { return speech_.get(); }
    /// The voice that speaks the lines (its counts, for the tests).
    const ClipVoice& voice() const { return *voice_; }
    /// The sound device, and the cues and ambience played on it.
    SoundDevice& device() { return device_; }
    const SoundDevice& device() const { return device_; }
    SoundCues& cues() { return cues_; }
    /// Opens the sound device for the narration, once; false when there is none.
    bool open_audio();
    /// The sound device took a line and did not play it (ClipVoice::stalled):
    /// the lines are shown as text, to be read aloud.
    bool sound_stalled() const { return voice_->stalled(); }
    /// Told when the voice the lines are spoken with changes (another
    /// language or narrator), before any line of it is said: the web build
    /// asks for that voice's clips at once.
    void on_voice_change(std::function<void()> changed) { voice_changed_ = std::move(changed); }
    /// The clips of the voice in use could not be loaded (a package that
    /// failed offline): its lines are shown as text, to be read aloud.
    void set_clips_failed(bool failed) { clips_failed_ = failed; }
    bool clips_failed() const { return clips_failed_; }
    /// Another built-in narrator of `language` speaks the lines for now, in
    /// place of the one the settings choose (the web build: the chosen one's
    /// clips could not be loaded, this one's are there, issue 55); the
    /// settings keep the table's choice, and a table's own recorded lines
    /// and the device's voice stay as they were. It applies while the table
    /// speaks `language`; an empty `narrator`: the chosen one again.
    void set_stand_in(const std::string& language, const std::string& narrator);
    const std::string& stand_in() const { return stand_in_; }
    /// How long a line shown as text stays up (its words read aloud).
    void set_reading_time(NarrationSequencer::ReadingTime reading) {
        reading_ = reading;
        voice_->set_reading_time(std::move(reading));
    }

    void say(const std::vector<std::string_view>& keys);
    void narrate(std::vector<NarrationLine> lines);
    NarrationSequencer* narration() { return sequencer_ ? &*sequencer_ : nullptr; }
    /// Advances the narration; true when what the screen shows of it changed
    /// (another line, the end).
    bool update();
    /// Milliseconds until `update` can move on by itself; -1 when nothing
    /// is being narrated (or the narration is paused).
    int next_update_ms() const;
    /// Rests the sound device when quiet, never in the middle of a sequence
    /// (SoundDevice::rest_when_quiet); milliseconds until asked again, -1: never.
    int rest_when_quiet();
    /// The recorded clips are still arriving (the web build): a line waits
    /// for its clip rather than being shown as text only.
    void set_clips_arriving(bool arriving) { voice_->set_clips_arriving(arriving); }
    /// Plays one clip file now (a take to hear back, a recorded line),
    /// stopping any narration; false without a sound device or a clip.
    bool play_clip(const std::filesystem::path& clip);

    /// The keys of the lines asked for so far, the last `kAskedKept` of
    /// them, oldest first, and how many in all: what the table robot reads
    /// back of the narrator (tests/app/robot).
    static constexpr std::size_t kAskedKept = 256;
    const std::deque<std::string>& asked() const { return asked_; }
    std::uint64_t asked_count() const { return asked_count_; }

  private:
    std::filesystem::path audio_;
    std::function<void()> voice_changed_;
    NarrationSequencer::ReadingTime reading_;
    /// Hands the voice what was last followed, with the stand-in, if any.
    void speak_as_followed();

    std::string voice_in_use_; // "language/narrator", as last followed
    bool clips_failed_ = false;
    // What `follow` was last given, kept for a stand-in's coming and going.
    std::string language_, narrator_;
    OwnVoice own_;
    DeviceVoice device_voice_;
    std::string stand_in_language_, stand_in_; // set_stand_in
    SoundDevice device_;
    SoundCues cues_;
    std::unique_ptr<SpeechPort> speech_;
    std::unique_ptr<ClipVoice> voice_;
    std::optional<NarrationSequencer> sequencer_;
    std::deque<std::string> asked_;
    std::uint64_t asked_count_ = 0;
};

} // namespace shn
