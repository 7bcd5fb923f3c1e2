#include "platform/sdl/sdl_audio_port.h"
#include "session/narration_script.h"
#include "session/narrators.h"

#include <SDL.h>
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace shn;

namespace {

/// Seconds of speech the sequence's clips hold, decoded as the app decodes them.
double clip_seconds(const std::vector<NarrationLine>& lines, const std::string& language) {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE_MESSAGE(player, problem);
    double total = 0;
    for (const NarrationLine& line : lines) {
        if (!line.spoken) continue;
        const auto path = std::filesystem::path(SHN_TEST_DATA_DIR) / "audio" / language /
                          std::string(narrators_of(language).front().id) / (line.key + ".opus");
        REQUIRE(player->preload(path));
        total += player->clip_seconds(path);
    }
    return total;
}

std::vector<std::int16_t> read_samples(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::int16_t> samples(bytes.size() / 2);
    std::memcpy(samples.data(), bytes.data(), samples.size() * 2);
    return samples;
}

double rms(const std::vector<std::int16_t>& samples, std::size_t from, std::size_t to) {
    double sum = 0;
    for (std::size_t index = from; index < to && index < samples.size(); ++index)
        sum += double(samples[index]) * samples[index];
    return to > from ? std::sqrt(sum / double(to - from)) / 32768.0 : 0.0;
}

} // namespace

TEST_CASE(
    "R6 --narrate night through SDL's disk audio driver: real audio, as long as clips plus pause") {
    const double pause = 2.0;
    const auto lines = night_sequence(5, pause);
    const double expected = clip_seconds(lines, "en") + pause;

    const auto dir = std::filesystem::temp_directory_path() / "sh-narrator-disk-test";
    std::filesystem::create_directories(dir);
    const auto raw = dir / "night.raw";
    const auto printed = dir / "night.txt";
    std::filesystem::remove(raw);
    const std::string command = "SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE='" + raw.string() + "' '" +
                                std::string(SHN_BINARY) +
                                "' --narrate night --players 5 --lang en --pause 2 > '" +
                                printed.string() + "' 2>/dev/null";
    REQUIRE(std::system(command.c_str()) == 0);

    // What was printed: each line's key and text, in order.
    std::ifstream text(printed);
    std::vector<std::string> keys;
    for (std::string line; std::getline(text, line);)
        keys.push_back(line.substr(0, line.find('\t')));
    REQUIRE(keys.size() == lines.size());
    for (std::size_t index = 0; index < lines.size(); ++index)
        CHECK(keys[index] == lines[index].key);

    // What was heard: mono 16-bit at the mixer's rate (SdlAudioPort::kFrequency).
    const auto samples = read_samples(raw);
    const double seconds = double(samples.size()) / SdlAudioPort::kFrequency;
    MESSAGE("expected ", expected, " s of audio, the disk driver wrote ", seconds, " s");
    CHECK(seconds >= expected - 0.05);
    CHECK(seconds <= expected * 1.05 + 0.5);
    CHECK(rms(samples, 0, samples.size()) > 0.02); // speech, not silence
    // The first line is speech; the memorise pause is silence.
    const auto rate = static_cast<std::size_t>(SdlAudioPort::kFrequency);
    CHECK(rms(samples, 0, rate) > 0.02);
    std::filesystem::remove_all(dir);
}
