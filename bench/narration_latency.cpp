// Narration latency benchmark: the time from the call that starts a line (a
// tap) to the mixer handing the device its first buffer with that speech in
// it, plus the one buffer the device then holds. Clips are preloaded, as the
// app preloads a sequence's clips. Runs through SDL's disk audio driver
// (real-time paced, writing to /dev/null) unless SDL_AUDIODRIVER is set.
// With --from-rest, the device has rested (closed after a quiet while, see
// SdlAudioPort) before each tap, so the tap opens it again: the first tap
// after a quiet table.
//   shn-narration-latency [RUNS] [--from-rest]   prints one JSON object; times in ms
#include "platform/posix/app_paths.h"
#include "platform/sdl/sdl_audio_port.h"
#include "session/narrators.h"

#include <SDL.h>
#include <SDL_mixer.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <string>
#include <vector>

namespace {

std::atomic<bool> armed{false};
std::atomic<Uint64> heard_at{0};

void watch_output(void*, Uint8* stream, int length) {
    if (!armed.load()) return;
    for (int index = 0; index < length; ++index) {
        if (stream[index] != 0) {
            heard_at.store(SDL_GetPerformanceCounter());
            armed.store(false);
            return;
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 31;
    const bool from_rest = argc > 2 && std::string(argv[2]) == "--from-rest";
    SDL_setenv("SDL_AUDIODRIVER", "disk", 0);
    SDL_setenv("SDL_DISKAUDIOFILE", "/dev/null", 0);
    const auto data = shn::find_data_directory();
    if (!data) return 1;
    std::string problem;
    auto player = shn::SdlAudioPort::open(problem);
    if (!player) {
        std::fprintf(stderr, "no audio: %s\n", problem.c_str());
        return 1;
    }
    const auto clip = *data / "audio" / "en" / std::string(shn::narrators_of("en").front().id) /
                      "say.round.nominate.opus";
    if (!player->preload(clip)) return 1;
    Mix_SetPostMix(watch_output, nullptr);

    int frequency = 0, channels = 0;
    Uint16 format = 0;
    Mix_QuerySpec(&frequency, &format, &channels);
    const double buffer_ms = 512.0 * 1000.0 / frequency; // SdlAudioPort opens 512 frames

    std::vector<double> latencies;
    for (int run = 0; run < runs; ++run) {
        SDL_Delay(120 + 7 * (run % 5)); // land at different points of the device's cycle
        if (from_rest) {                // quiet, then quiet for the whole rest time: closed
            player->ms_until_rest(1);
            player->rest_if_quiet(1 + shn::AudioPort::kRestAfterMs);
            if (!player->resting()) return 1;
        }
        heard_at.store(0);
        armed.store(true);
        const Uint64 tapped = SDL_GetPerformanceCounter();
        player->speak(clip);
        // A reopened device: the watch is set again (a buffer mixed before
        // that is missed, so the figure errs long, never short).
        if (from_rest) Mix_SetPostMix(watch_output, nullptr);
        while (heard_at.load() == 0) SDL_Delay(1);
        latencies.push_back(double(heard_at.load() - tapped) * 1000.0 /
                            double(SDL_GetPerformanceFrequency()));
        player->stop_speaking();
    }
    std::sort(latencies.begin(), latencies.end());
    const double median = latencies[latencies.size() / 2];
    std::printf(
        "{\"from_rest\":%s,\"runs\":%d,\"to_first_mixed_buffer_median_ms\":%.2f,\"max_ms\":%.2f,"
        "\"device_buffer_ms\":%.2f,\"tap_to_sound_median_ms\":%.2f}\n",
        from_rest ? "true" : "false", runs, median, latencies.back(), buffer_ms,
        median + buffer_ms);
    return 0;
}
