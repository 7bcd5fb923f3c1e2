#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// WavClip: a recorded line as the app keeps it, 16-bit PCM mono samples at
/// one rate, and its file form, a RIFF WAVE file (what SDL2_mixer and every
/// browser play with no decoder of their own). The reader takes only that
/// form (PCM, 16 bits, one channel, 8-48 kHz) and refuses anything else, a
/// damaged or truncated file included, with nothing: it reads files a table
/// imports from others (session/voice_pack.h).
struct WavClip {
    int rate = 22050;
    std::vector<std::int16_t> samples;

    double seconds() const { return rate > 0 ? double(samples.size()) / rate : 0.0; }
};

/// The clip as a WAV file's bytes.
std::string wav_bytes(const WavClip& clip);

/// The clip in a WAV file's bytes; nothing when they are not a 16-bit PCM
/// mono WAV file of 8-48 kHz.
std::optional<WavClip> read_wav(std::string_view bytes);

/// The seconds of a WAV file's audio, read from its header alone (a pack's
/// clips are checked before they are decoded); nothing when the header is
/// not one read_wav takes.
std::optional<double> wav_seconds(std::string_view bytes);

} // namespace shn
