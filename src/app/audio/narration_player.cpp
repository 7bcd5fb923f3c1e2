#include "app/audio/narration_player.h"

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

std::unique_ptr<NarrationPlayer> NarrationPlayer::open(std::string& problem) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        problem = SDL_GetError();
        return nullptr;
    }
    // Small buffer: a tap must be heard within 50 ms (1024 frames = 46 ms).
    if (Mix_OpenAudio(kFrequency, AUDIO_S16SYS, kChannels, 512) != 0) {
        problem = Mix_GetError();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return nullptr;
    }
    Mix_Init(MIX_INIT_OGG);
    Mix_AllocateChannels(2);
    std::unique_ptr<NarrationPlayer> player(new NarrationPlayer());
    player->set_volumes(100, 50);
    return player;
}

NarrationPlayer::~NarrationPlayer() {
    Mix_HaltChannel(-1);
    Mix_HaltMusic();
    if (ambience_) Mix_FreeMusic(ambience_);
    for (auto& [path, chunk] : clips_) Mix_FreeChunk(chunk);
    Mix_CloseAudio();
    Mix_Quit();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

Mix_Chunk* NarrationPlayer::load(const std::filesystem::path& clip) {
    const auto found = clips_.find(clip.string());
    if (found != clips_.end()) return found->second;
    Mix_Chunk* chunk = Mix_LoadWAV(clip.string().c_str());
    if (chunk) clips_.emplace(clip.string(), chunk);
    return chunk;
}

const Mix_Chunk* NarrationPlayer::clip(const std::filesystem::path& path) const {
    const auto found = clips_.find(path.string());
    return found == clips_.end() ? nullptr : found->second;
}

bool NarrationPlayer::preload(const std::filesystem::path& clip) {
    return load(clip) != nullptr;
}

bool NarrationPlayer::speak(const std::filesystem::path& clip) {
    Mix_Chunk* chunk = load(clip);
    if (!chunk) return false;
    Mix_Volume(kSpeechChannel, mixer_volume(narration_volume_));
    const bool started = Mix_PlayChannel(kSpeechChannel, chunk, 0) == kSpeechChannel;
    update_ducking();
    return started;
}

bool NarrationPlayer::speaking() const {
    return Mix_Playing(kSpeechChannel) != 0;
}
void NarrationPlayer::stop_speaking() {
    Mix_HaltChannel(kSpeechChannel);
    update_ducking();
}
void NarrationPlayer::pause() {
    Mix_Pause(-1);
    Mix_PauseMusic();
}
void NarrationPlayer::resume() {
    Mix_Resume(-1);
    Mix_ResumeMusic();
}

bool NarrationPlayer::play_cue(const std::filesystem::path& clip) {
    Mix_Chunk* chunk = load(clip);
    if (!chunk) return false;
    Mix_Volume(kCueChannel, mixer_volume(narration_volume_));
    return Mix_PlayChannel(kCueChannel, chunk, 0) == kCueChannel;
}

bool NarrationPlayer::start_ambience(const std::filesystem::path& loop) {
    Mix_HaltMusic();
    if (ambience_) Mix_FreeMusic(ambience_);
    ambience_ = nullptr;
    if (loop.empty()) return true;
    ambience_ = Mix_LoadMUS(loop.string().c_str());
    if (!ambience_) return false;
    update_ducking();
    return Mix_PlayMusic(ambience_, -1) == 0;
}

void NarrationPlayer::set_volumes(int narration, int ambience) {
    narration_volume_ = narration;
    ambience_volume_ = ambience;
    Mix_Volume(kSpeechChannel, mixer_volume(narration));
    apply_ambience_volume(speaking());
}

void NarrationPlayer::update_ducking() {
    if (speaking() != ducked_) apply_ambience_volume(speaking());
}

void NarrationPlayer::apply_ambience_volume(bool duck) {
    ducked_ = duck;
    Mix_VolumeMusic(mixer_volume(duck ? ambience_volume_ / 4 : ambience_volume_));
}

double NarrationPlayer::chunk_seconds(const Mix_Chunk& chunk) {
    int frequency = 0, channels = 0;
    Uint16 format = 0;
    if (!Mix_QuerySpec(&frequency, &format, &channels) || frequency == 0) return 0.0;
    const int bytes = SDL_AUDIO_BITSIZE(format) / 8 * channels;
    return double(chunk.alen) / double(bytes) / double(frequency);
}

} // namespace shn
