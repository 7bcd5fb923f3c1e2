// The shaping of a recorded line (issue 34): trimmed, levelled, limited.
#include "session/recording_shaper.h"
#include "session/wav_clip.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

using namespace shn;

namespace {

/// A stand-in for a take: `before` s of room noise, `speech` s of voiced
/// bursts (syllables of a 180 Hz buzz with its harmonics) at `amplitude`,
/// then `after` s of room noise.
WavClip take(double before, double speech, double after, double amplitude) {
    WavClip clip;
    clip.rate = 22050;
    std::uint32_t noise = 12345;
    const auto room = [&] {
        noise = noise * 1664525u + 1013904223u;
        return (double(noise >> 16) / 65536.0 - 0.5) * 40.0; // about -64 dBFS
    };
    const auto samples = [&](double seconds) { return int(seconds * clip.rate); };
    for (int index = 0; index < samples(before); ++index)
        clip.samples.push_back(std::int16_t(room()));
    for (int index = 0; index < samples(speech); ++index) {
        const double t = double(index) / clip.rate;
        const double syllable = std::max(0.0, std::sin(2 * M_PI * 3.0 * t)); // three a second
        double voice = 0;
        for (int harmonic = 1; harmonic <= 6; ++harmonic)
            voice += std::sin(2 * M_PI * 180.0 * harmonic * t) / harmonic;
        clip.samples.push_back(
            std::int16_t(std::clamp(amplitude * syllable * voice + room(), -32768.0, 32767.0)));
    }
    for (int index = 0; index < samples(after); ++index)
        clip.samples.push_back(std::int16_t(room()));
    return clip;
}

} // namespace

TEST_CASE("a quiet take with long silences is trimmed and levelled to the target within 1 dB") {
    const WavClip raw = take(1.5, 2.0, 2.0, 600.0);
    CHECK(leading_silence(raw) > 1.4);
    CHECK(speech_level(raw) < RecordingShape::kTargetLevel - 20);
    const WavClip shaped = shape_recording(raw);
    CHECK(leading_silence(shaped) <= RecordingShape::kLeadSeconds + 0.03);
    CHECK(trailing_silence(shaped) <= RecordingShape::kTailSeconds + 0.03);
    CHECK(std::abs(speech_level(shaped) - RecordingShape::kTargetLevel) < 1.0);
    CHECK(peak_level(shaped) <= RecordingShape::kPeakLimit + 0.01);
    CHECK(shaped.seconds() < 2.5);
}

TEST_CASE("a take recorded too loud is brought down and never passes the peak limit") {
    const WavClip shaped = shape_recording(take(0.3, 1.5, 0.3, 30000.0));
    CHECK(std::abs(speech_level(shaped) - RecordingShape::kTargetLevel) < 1.0);
    CHECK(peak_level(shaped) <= RecordingShape::kPeakLimit + 0.01);
}

TEST_CASE("issue 42: a quiet take with a peaky voice (a pulse train: the glottis's clicks) comes "
          "out at the target level, not under it where the limiter held its peaks") {
    WavClip raw;
    raw.rate = 22050;
    for (int index = 0; index < 3 * raw.rate; ++index) {
        const double t = double(index) / raw.rate;
        const double syllable = std::max(0.0, std::sin(2 * M_PI * 3.0 * t));
        double voice = 0;
        for (int harmonic = 1; harmonic <= 20; ++harmonic)
            voice += std::cos(2 * M_PI * 110.0 * harmonic * t);
        raw.samples.push_back(std::int16_t(400.0 * syllable * voice));
    }
    const WavClip shaped = shape_recording(raw);
    CAPTURE(speech_level(shaped));
    CHECK(std::abs(speech_level(shaped) - RecordingShape::kTargetLevel) <=
          RecordingShape::kLevelTolerance + 0.05);
    CHECK(peak_level(shaped) <= RecordingShape::kPeakLimit + 0.01);
}

TEST_CASE("a take with nothing said gives an empty clip (the recorder says it heard nothing)") {
    CHECK(shape_recording(take(2.0, 0.0, 0.0, 0.0)).samples.empty());
    WavClip digital_silence;
    digital_silence.samples.assign(22050, 0);
    CHECK(shape_recording(digital_silence).samples.empty());
    CHECK(shape_recording(WavClip{}).samples.empty());
}

TEST_CASE("a clip survives its WAV file, and the reader refuses what is not 16-bit PCM mono") {
    const WavClip clip = take(0.1, 0.5, 0.1, 3000.0);
    const std::string bytes = wav_bytes(clip);
    const auto back = read_wav(bytes);
    REQUIRE(back);
    CHECK(back->rate == clip.rate);
    CHECK(back->samples == clip.samples);
    CHECK(std::abs(*wav_seconds(bytes) - clip.seconds()) < 1e-9);

    CHECK_FALSE(read_wav(bytes.substr(0, bytes.size() - 7))); // truncated
    CHECK_FALSE(read_wav(""));
    CHECK_FALSE(read_wav("RIFF\xff\xff\xff\xffWAVE"));
    std::string stereo = bytes;
    stereo[22] = 2;
    CHECK_FALSE(read_wav(stereo));
    std::string float_format = bytes;
    float_format[20] = 3;
    CHECK_FALSE(read_wav(float_format));
}
