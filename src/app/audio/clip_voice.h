#pragma once

#include "session/narration_sequencer.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <set>
#include <string>

namespace shn {

class AudioPort;

/// A table's own narrator (session/recorded_voices.h) as the voice speaks
/// it: its folder, and the lines it recorded from the catalogue's present
/// text. Empty: the built-in narrator alone.
struct OwnVoice {
    std::filesystem::path folder;
    std::set<std::string> lines;
};

class SpeechPort;

/// The device's own voice as the narrator (the tablet's speech synthesis):
/// on, the text of each line (the catalogue's), and the rate. Off: the clips.
struct DeviceVoice {
    bool on = false;
    std::function<std::string(const std::string& key)> text;
    int rate_percent = 100;
};

/// ClipVoice: a NarrationVoice that speaks a catalogue key by playing its
/// pre-rendered clip, audio/<language>/<narrator>/<key>.opus, through a
/// AudioPort. With a table's own narrator, a line it recorded is its clip
/// (<folder>/<key>.wav) and any other line the language's built-in
/// narrator's, so a table that recorded only the night hears the rest.
/// With the device's own voice (DeviceVoice, through a SpeechPort), a line
/// is spoken by it; one it cannot begin, or that fails on the way, is
/// played from the clip instead, from its start.
/// With no player (no audio device) every line is "unspeakable", so the
/// sequencer shows the text and moves on. While the clips are still on
/// their way (the web build downloads them after the first frame), a line
/// whose clip is not there yet waits for it, busy, instead of being lost;
/// after `kClipWaitSeconds` (a download that failed without a word) the
/// line is shown as text for `kUnspokenLineSeconds`, as an unspoken one.
/// A sound device that takes a clip and never plays it (a browser whose
/// sound never starts, a device lost mid-line) leaves the player "speaking"
/// forever: a clip during which the device mixes nothing for
/// `kNoMixSeconds` (where the port can tell), or still playing
/// `kStallMarginSeconds` past its length, is stopped, the sound is said to be stalled (`stalled()`:
/// the screen tells the table to read the lines aloud), and the lines that follow in the same
/// sequence are shown as text, paced for reading, as unspoken ones (issue 42: the night is never
/// read in silence). A new sequence tries the sound again (`try_sound_again`).
class ClipVoice : public NarrationVoice {
  public:
    /// How long a line the voice cannot speak stays on screen (the
    /// sequencer's `unspoken_line_seconds`).
    static constexpr double kUnspokenLineSeconds = 4.0;
    static constexpr double kClipWaitSeconds = 30.0;
    static constexpr double kStallMarginSeconds = 3.0;
    static constexpr double kNoMixSeconds = 2.0;

    ClipVoice(AudioPort* player, std::filesystem::path audio_directory, const std::string& language,
              const std::string& narrator);

    std::filesystem::path clip(const std::string& key) const;
    /// Speaks another language, or with another narrator, from the next line
    /// on (the voice object stays, so a sequencer holding it stays valid).
    void set_language(const std::string& language, const std::string& narrator, OwnVoice own = {},
                      DeviceVoice device = {});
    /// The device's speech synthesis (nullptr: none here).
    void set_speech(SpeechPort* speech) { speech_ = speech; }
    /// The player to speak through, once the sound device is open (nullptr:
    /// none, every line is shown as text).
    void set_player(AudioPort* player) { player_ = player; }
    /// The clips are still arriving (true) or all there is (false).
    void set_clips_arriving(bool arriving) { arriving_ = arriving; }
    bool start(const std::string& key) override;
    /// How long a line shown as text stays up, by its key (at least
    /// kUnspokenLineSeconds): its words read aloud.
    void set_reading_time(NarrationSequencer::ReadingTime reading) {
        reading_ = std::move(reading);
    }
    /// Whether the sound device took a clip and did not play it: the
    /// lines are shown as text until `try_sound_again`.
    bool stalled() const { return stalled_; }
    /// How many times the sound stalled (the robot reads it).
    std::uint64_t stalls() const { return stalls_; }
    /// The next line is tried on the sound device again.
    void try_sound_again() { stalled_ = false; }
    /// How many lines were begun (spoken or shown), for the table robot.
    std::uint64_t starts() const { return starts_; }
    bool busy() const override;
    void stop() override;
    void pause() override;
    void resume() override;

  private:
    /// Plays `clip` on the player, timed for the stall watch.
    bool play(const std::filesystem::path& clip) const;
    /// Milliseconds the line `key` stays up as text.
    std::uint64_t text_ms(const std::string& key) const;

    AudioPort* player_;
    NarrationSequencer::ReadingTime reading_;
    std::string current_; // the line begun last
    bool arriving_ = false;
    mutable std::string waiting_; // the line waiting for its clip
    std::uint64_t starts_ = 0;
    mutable std::uint64_t waiting_since_ms_ = 0; // AppClock
    mutable std::uint64_t text_until_ms_ = 0;    // a line given up on
    // The clip being played: since when (moved on by a pause), how long.
    mutable std::uint64_t playing_since_ms_ = 0, playing_ms_ = 0;
    mutable long long mixed_at_start_ = -1; // the port's mixed_buffers() then
    std::uint64_t paused_at_ms_ = 0;        // 0: not paused
    mutable bool stalled_ = false;
    mutable std::uint64_t stalls_ = 0;
    std::filesystem::path audio_directory_;
    std::filesystem::path folder_;
    OwnVoice own_;
    DeviceVoice device_;
    std::string language_;
    SpeechPort* speech_ = nullptr;
    mutable std::string spoken_by_device_; // the line the device is speaking
};

} // namespace shn
