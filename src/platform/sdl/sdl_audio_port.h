#pragma once

#include "app/audio/audio_port.h"

#include <atomic>
#include <filesystem>
#include <map>
#include <memory>
#include <string>

struct Mix_Chunk;
typedef struct _Mix_Music Mix_Music;

namespace shn {

/// SdlAudioPort: the table's voice (an AudioPort), through SDL2_mixer. One channel for
/// speech, one for sound cues, and the music stream for the ambience loop,
/// which is ducked under speech. Clips are decoded once and kept (Ogg
/// Opus, decoded by SDL2_mixer through opusfile; a table's recordings, WAV). Opening fails cleanly
/// when there is no audio device: the caller goes on silently and says so. Not thread-safe; one per
/// process (SDL_mixer is a singleton).
///
/// Resting: an open device keeps SDL's audio thread mixing silence some 43
/// times a second, the only thing that wakes an idle table. After
/// `kRestAfterMs` with nothing playing (a paused ambience is not playing),
/// `rest_if_quiet` closes the device; the next sound opens it
/// again (the decoded clips are kept, the ambience restarts). A device that
/// cannot be opened again makes that sound fail like a missing one.
class SdlAudioPort : public AudioPort {
  public:
    /// The mixer's format: 22.05 kHz mono, 16-bit; enough for speech and a
    /// quarter of the memory of CD stereo for decoded clips.
    static constexpr int kFrequency = 22050;
    static constexpr int kChannels = 1;
    static constexpr int kBytesPerSample = 2;

    /// Opens the audio device, or returns nullptr and sets `problem`.
    static std::unique_ptr<SdlAudioPort> open(std::string& problem);
    /// SDL's audio driver in use is one that no one hears: "dummy" (plays
    /// to nowhere) or "disk" (to a file). Only once `open` succeeded.
    static bool plays_to_nowhere();
    ~SdlAudioPort();
    SdlAudioPort(const SdlAudioPort&) = delete;
    SdlAudioPort& operator=(const SdlAudioPort&) = delete;

    /// Decodes and keeps a clip (opening a rested device: clips are decoded to
    /// its format); false when the file is missing or bad, or no device opens.
    bool preload(const std::filesystem::path& clip) override;
    /// Starts speaking the clip (preloading it if needed); false if it cannot.
    bool speak(const std::filesystem::path& clip) override;
    bool speaking() const override;
    void stop_speaking() override;
    /// The table's pause: speech and cues stop, the ambience is held.
    void pause() override;
    /// Ends the pause: the ambience goes on (restarted if the device rested).
    void resume() override;

    /// Plays a one-shot sound cue on its own channel.
    bool play_cue(const std::filesystem::path& clip) override;

    /// Loops an ambience file (streamed, not decoded whole); empty path stops it.
    bool start_ambience(const std::filesystem::path& loop) override;
    /// Volumes 0-100. Ambience is ducked to a quarter while speech plays.
    void set_volumes(int narration, int ambience) override;
    /// Call regularly (or after speech ends): applies the ducking.
    void update_ducking() override;

    double clip_seconds(const std::filesystem::path& clip) override;
    void forget(const std::filesystem::path& clip) override;

    /// Milliseconds until `rest_if_quiet` should be called again (`now_ms`:
    /// SDL's clock); -1 when the device is closed already.
    int ms_until_rest(unsigned long long now_ms) override;
    /// Closes the device when it has been quiet for `kRestAfterMs`.
    void rest_if_quiet(unsigned long long now_ms) override;
    bool resting() const override { return !device_open_; }

    long long mixed_buffers() const override { return mixed_.load(); }

  private:
    const Mix_Chunk* clip(const std::filesystem::path& path) const;
    /// Seconds of audio in a decoded clip.
    double chunk_seconds(const Mix_Chunk& chunk) const;
    SdlAudioPort() = default;
    /// Opens the device (and restarts a wanted ambience); false if it cannot.
    bool wake(std::string& problem);
    bool wake();
    bool quiet() const;
    Mix_Chunk* load(const std::filesystem::path& clip);
    bool play_ambience();
    void apply_ambience_volume(bool duck);

    std::map<std::string, Mix_Chunk*> clips_;
    Mix_Music* ambience_ = nullptr;
    std::filesystem::path ambience_path_; // the wanted loop, kept while resting
    bool device_open_ = false;
    bool held_ = false;                     // paused by the table
    unsigned long long quiet_since_ms_ = 0; // 0: not quiet (or not yet seen so)
    int frequency_ = 0;                     // the device's format, as the clips were decoded
    unsigned short format_ = 0;
    int channels_ = 0;
    int narration_volume_ = 100;
    int ambience_volume_ = 50;
    bool ducked_ = false;
    // Buffers mixed, counted by the device's own thread (Mix_SetPostMix).
    std::atomic<long long> mixed_{0};
};

} // namespace shn
