#pragma once

#include "app/audio/audio_port.h"
#include "app/audio/clip_voice.h"
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

/// Announcer: the narrator, the voice of the app: the sound device (opened once, rested
/// when quiet where the platform lets it), the recorded clips of the chosen
/// language and narrator, the sequence being narrated, the short sound cues
/// and the night's ambience loop. It follows the table's preferences
/// (`follow`); without a sound device every line is shown as text for a
/// while, as an unspoken one.
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
    /// How to open the platform's sound (`open_audio`); none: always silent.
    void set_audio(AudioOpener opener) { opener_ = std::move(opener); }
    /// Opens the sound device, once; false when there is none.
    bool open_audio();
    /// The sound device was asked for and there is none.
    bool audio_missing() const { return audio_failed_; }
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
    /// Closes the sound device once it has been quiet a while (see
    /// AudioPort); returns the milliseconds until it should be called
    /// again, -1 for never. Only where the platform lets it rest (a browser
    /// opens sound only from a tap, so the web build keeps it open).
    int rest_when_quiet();
    void set_rests(bool rests) { rests_ = rests; }
    /// A recorded line is playing now (through a sound device).
    bool speaking() const;
    /// The recorded clips are still arriving (the web build): a line waits
    /// for its clip rather than being shown as text only.
    void set_clips_arriving(bool arriving) { voice_->set_clips_arriving(arriving); }
    /// Plays one clip file now (a take to hear back, a recorded line),
    /// stopping any narration; false without a sound device or a clip.
    bool play_clip(const std::filesystem::path& clip);
    /// Stops what play_clip started (and any speech).
    void stop_clip() {
        if (player_) player_->stop_speaking();
    }
    /// A clip file changed on the disk: the next play reads it again.
    void forget_clip(const std::filesystem::path& clip);
    /// A short sound cue (audio/cues/<name>.opus), when sound cues are on.
    void cue(const std::string& name);
    /// The night ambience loop on or off (the chosen loop, at its volume).
    void ambience(bool on);

    /// The keys of the lines asked for so far, the last `kAskedKept` of
    /// them, oldest first, and how many in all: what the table robot reads
    /// back of the narrator (tests/app/robot).
    static constexpr std::size_t kAskedKept = 256;
    const std::deque<std::string>& asked() const { return asked_; }
    std::uint64_t asked_count() const { return asked_count_; }
    /// How many lines the voice began (a line replayed or restarted too).
    std::uint64_t lines_started() const { return voice_->starts(); }

    /// Seconds on a clock that only goes forward, from the app's first look at it (AppClock).
    static double now();

  private:
    std::filesystem::path audio_;
    std::function<void()> voice_changed_;
    NarrationSequencer::ReadingTime reading_;
    std::string voice_in_use_; // "language/narrator", as last followed
    bool clips_failed_ = false;
    AudioOpener opener_; // the platform's sound (empty: none, always silent)
    std::unique_ptr<AudioPort> player_;
    std::unique_ptr<SpeechPort> speech_;
    std::unique_ptr<ClipVoice> voice_;
    std::optional<NarrationSequencer> sequencer_;
    int narration_volume_ = 0;
    int ambience_volume_ = 0;
    std::string ambience_loop_;
    bool cues_ = true;
    bool audio_failed_ = false;
    bool rests_ = false;
    std::deque<std::string> asked_;
    std::uint64_t asked_count_ = 0;
};

} // namespace shn
