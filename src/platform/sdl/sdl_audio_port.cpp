#include "platform/sdl/sdl_audio_port.h"

#include <SDL.h>
#include <SDL_mixer.h>

namespace shn {

namespace {
constexpr int kSpeechChannel = 0;
constexpr int kCueChannel = 1;

int mixer_volume(int percent) {
    return SDL_clamp(percent, 0, 100) * MIX_MAX_VOLUME / 100;
}
} // namespace

std::unique_ptr<SdlAudioPort> SdlAudioPort::open(std::string& problem) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        problem = SDL_GetError();
        return nullptr;
    }
    std::unique_ptr<SdlAudioPort> player(new SdlAudioPort());
    if (!player->wake(problem)) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return nullptr;
    }
    Mix_Init(MIX_INIT_OPUS);
    player->set_volumes(100, 50);
    return player;
}

bool SdlAudioPort::plays_to_nowhere() {
    const char* driver = SDL_GetCurrentAudioDriver();
    return driver && (SDL_strcmp(driver, "dummy") == 0 || SDL_strcmp(driver, "disk") == 0);
}

SdlAudioPort::~SdlAudioPort() {
    if (device_open_) {
        Mix_HaltChannel(-1);
        Mix_HaltMusic();
    }
    if (ambience_) Mix_FreeMusic(ambience_);
    for (auto& [path, chunk] : clips_) Mix_FreeChunk(chunk);
    if (device_open_) Mix_CloseAudio();
    Mix_Quit();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool SdlAudioPort::wake(std::string& problem) {
    if (device_open_) return true;
    // Small buffer: a tap must be heard within 50 ms (1024 frames = 46 ms).
    if (Mix_OpenAudio(kFrequency, AUDIO_S16SYS, kChannels, 512) != 0) {
        problem = Mix_GetError();
        return false;
    }
    device_open_ = true;
    quiet_since_ms_ = 0;
    // Counts what the device mixes, on its own thread: a clip "playing"
    // while this stands still is a device that does not play (ClipVoice).
    Mix_SetPostMix([](void* port, Uint8*, int) { ++static_cast<SdlAudioPort*>(port)->mixed_; },
                   this);
    int frequency = 0, channels = 0;
    Uint16 format = 0;
    Mix_QuerySpec(&frequency, &format, &channels);
    if (frequency != frequency_ || format != format_ || channels != channels_) {
        // Another device (or format) than the one the clips were decoded
        // for: decode them again when next played.
        for (auto& [path, chunk] : clips_) Mix_FreeChunk(chunk);
        clips_.clear();
        frequency_ = frequency;
        format_ = format;
        channels_ = channels;
    }
    Mix_AllocateChannels(2);
    Mix_Volume(kSpeechChannel, mixer_volume(narration_volume_));
    apply_ambience_volume(false);
    if (!ambience_path_.empty() && !held_) play_ambience();
    return true;
}

bool SdlAudioPort::wake() {
    std::string problem;
    return wake(problem);
}

bool SdlAudioPort::quiet() const {
    return device_open_ && Mix_Playing(-1) == 0 && (!Mix_PlayingMusic() || Mix_PausedMusic());
}

int SdlAudioPort::ms_until_rest(unsigned long long now_ms) {
    if (!device_open_) return -1;
    if (!quiet()) {
        quiet_since_ms_ = 0;
        return kRestAfterMs; // look again then (a cue or the ambience may be over)
    }
    if (quiet_since_ms_ == 0) quiet_since_ms_ = now_ms;
    const unsigned long long due = quiet_since_ms_ + kRestAfterMs;
    return now_ms >= due ? 0 : int(due - now_ms);
}

void SdlAudioPort::rest_if_quiet(unsigned long long now_ms) {
    if (ms_until_rest(now_ms) != 0) return;
    Mix_HaltChannel(-1);
    Mix_HaltMusic();
    if (ambience_) Mix_FreeMusic(ambience_); // a streamed decoder: opened again on waking
    ambience_ = nullptr;
    Mix_CloseAudio();
    device_open_ = false;
    quiet_since_ms_ = 0;
}

Mix_Chunk* SdlAudioPort::load(const std::filesystem::path& clip) {
    // The device first: a clip is played on it, and decoded to its format
    // (waking may drop clips decoded for another one).
    if (!wake()) return nullptr;
    const auto found = clips_.find(clip.string());
    if (found != clips_.end()) return found->second;
    Mix_Chunk* chunk = Mix_LoadWAV(clip.string().c_str());
    if (chunk) clips_.emplace(clip.string(), chunk);
    return chunk;
}

void SdlAudioPort::forget(const std::filesystem::path& clip) {
    const auto found = clips_.find(clip.string());
    if (found == clips_.end()) return;
    if (device_open_) Mix_HaltChannel(-1); // a chunk is freed only when no channel plays it
    Mix_FreeChunk(found->second);
    clips_.erase(found);
}

const Mix_Chunk* SdlAudioPort::clip(const std::filesystem::path& path) const {
    const auto found = clips_.find(path.string());
    return found == clips_.end() ? nullptr : found->second;
}

bool SdlAudioPort::preload(const std::filesystem::path& clip) {
    return load(clip) != nullptr;
}

bool SdlAudioPort::speak(const std::filesystem::path& clip) {
    Mix_Chunk* chunk = load(clip);
    if (!chunk) return false;
    held_ = false;
    Mix_Volume(kSpeechChannel, mixer_volume(narration_volume_));
    const bool started = Mix_PlayChannel(kSpeechChannel, chunk, 0) == kSpeechChannel;
    update_ducking();
    return started;
}

bool SdlAudioPort::speaking() const {
    return device_open_ && Mix_Playing(kSpeechChannel) != 0;
}
void SdlAudioPort::stop_speaking() {
    if (!device_open_) return;
    Mix_HaltChannel(kSpeechChannel);
    update_ducking();
}
void SdlAudioPort::pause() {
    held_ = true;
    if (!device_open_) return;
    Mix_HaltChannel(-1);
    Mix_PauseMusic();
}
void SdlAudioPort::resume() {
    const bool was_held = held_;
    held_ = false;
    if (!was_held) return;
    if (device_open_)
        Mix_ResumeMusic();
    else if (!ambience_path_.empty())
        wake(); // the ambience, from the top of its loop
}

bool SdlAudioPort::play_cue(const std::filesystem::path& clip) {
    Mix_Chunk* chunk = load(clip);
    if (!chunk) return false;
    Mix_Volume(kCueChannel, mixer_volume(narration_volume_));
    return Mix_PlayChannel(kCueChannel, chunk, 0) == kCueChannel;
}

bool SdlAudioPort::start_ambience(const std::filesystem::path& loop) {
    if (device_open_) Mix_HaltMusic();
    if (ambience_) Mix_FreeMusic(ambience_);
    ambience_ = nullptr;
    ambience_path_ = loop;
    if (loop.empty()) return true;
    if (!wake()) return false; // waking plays it
    return ambience_ != nullptr || play_ambience();
}

bool SdlAudioPort::play_ambience() {
    if (!ambience_) ambience_ = Mix_LoadMUS(ambience_path_.string().c_str());
    if (!ambience_) return false;
    apply_ambience_volume(speaking());
    return Mix_PlayMusic(ambience_, -1) == 0;
}

void SdlAudioPort::set_volumes(int narration, int ambience) {
    narration_volume_ = narration;
    ambience_volume_ = ambience;
    if (!device_open_) return; // applied on waking
    Mix_Volume(kSpeechChannel, mixer_volume(narration));
    apply_ambience_volume(speaking());
}

void SdlAudioPort::update_ducking() {
    if (device_open_ && speaking() != ducked_) apply_ambience_volume(speaking());
}

void SdlAudioPort::apply_ambience_volume(bool duck) {
    ducked_ = duck;
    Mix_VolumeMusic(mixer_volume(duck ? ambience_volume_ / 4 : ambience_volume_));
}

double SdlAudioPort::clip_seconds(const std::filesystem::path& path) {
    const Mix_Chunk* chunk = clip(path);
    if (!chunk && preload(path)) chunk = clip(path);
    return chunk ? chunk_seconds(*chunk) : 0.0;
}

double SdlAudioPort::chunk_seconds(const Mix_Chunk& chunk) const {
    if (frequency_ == 0 || channels_ == 0) return 0.0;
    const int bytes = SDL_AUDIO_BITSIZE(format_) / 8 * channels_;
    return double(chunk.alen) / double(bytes) / double(frequency_);
}

} // namespace shn
