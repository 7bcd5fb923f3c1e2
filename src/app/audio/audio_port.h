#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace shn {

/// AudioPort: the table's sound, as the app asks for it: one voice for
/// speech, one-shot cues, and an ambience loop ducked under speech. The app
/// names clips by file and never sees the library that plays them (SDL2_mixer
/// in src/platform/sdl/sdl_audio_port.h). Every call fails cleanly (false,
/// or nothing) when a clip is missing or the device is gone: the table goes
/// on silently. A port may rest its device when quiet (`rest_if_quiet`).
class AudioPort {
  public:
    virtual ~AudioPort() = default;

    /// Decodes and keeps a clip; false when the file is missing or bad.
    virtual bool preload(const std::filesystem::path& clip) = 0;
    /// Starts speaking the clip (preloading it if needed); false if it cannot.
    virtual bool speak(const std::filesystem::path& clip) = 0;
    virtual bool speaking() const = 0;
    virtual void stop_speaking() = 0;
    /// The table's pause: speech and cues stop, the ambience is held.
    virtual void pause() = 0;
    /// Ends the pause: the ambience goes on.
    virtual void resume() = 0;
    /// Plays a one-shot sound cue on its own channel.
    virtual bool play_cue(const std::filesystem::path& clip) = 0;
    /// Loops an ambience file; an empty path stops it.
    virtual bool start_ambience(const std::filesystem::path& loop) = 0;
    /// Volumes 0-100.
    virtual void set_volumes(int narration, int ambience) = 0;
    /// Call regularly (or after speech ends): applies the ducking.
    virtual void update_ducking() = 0;
    /// Drops a clip kept decoded (its file was recorded again); speech that
    /// plays it is stopped first.
    virtual void forget(const std::filesystem::path& clip) = 0;
    /// Seconds of audio in a clip (decoding it if needed); 0 when it cannot.
    virtual double clip_seconds(const std::filesystem::path& clip) = 0;
    /// How many buffers the sound device has mixed since it opened: a count
    /// that does not move while a clip "plays" means the device is not
    /// playing at all (a browser's suspended AudioContext); -1: this port
    /// cannot tell.
    virtual long long mixed_buffers() const { return -1; }

    /// Quiet this long, a port closes its device (`rest_if_quiet`).
    static constexpr int kRestAfterMs = 5000;
    /// Milliseconds until `rest_if_quiet` should be called again (`now_ms`:
    /// a monotonic clock); -1 when the device rests already or never does.
    virtual int ms_until_rest(unsigned long long now_ms) = 0;
    /// Closes the device when it has been quiet long enough.
    virtual void rest_if_quiet(unsigned long long now_ms) = 0;
    virtual bool resting() const = 0;
};

/// Opens the platform's audio port, or returns nullptr and says why in
/// `problem`. The platform hands one to the app (AppContext::set_audio);
/// an app without one is silent (headless renders).
using AudioOpener = std::function<std::unique_ptr<AudioPort>(std::string& problem)>;

} // namespace shn
