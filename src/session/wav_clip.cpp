#include "session/wav_clip.h"

#include <cstring>

namespace shn {

namespace {

void put_u32(std::string& out, std::uint32_t value) {
    for (int shift = 0; shift < 32; shift += 8) out.push_back(char((value >> shift) & 0xff));
}
void put_u16(std::string& out, std::uint16_t value) {
    out.push_back(char(value & 0xff));
    out.push_back(char(value >> 8));
}
std::uint32_t u32_at(std::string_view bytes, std::size_t at) {
    std::uint32_t value = 0;
    for (int index = 3; index >= 0; --index)
        value = (value << 8) | std::uint8_t(bytes[at + std::size_t(index)]);
    return value;
}
std::uint16_t u16_at(std::string_view bytes, std::size_t at) {
    return std::uint16_t(std::uint8_t(bytes[at]) | (std::uint8_t(bytes[at + 1]) << 8));
}

/// Where the samples lie in a WAV file, and at what rate.
struct WavLayout {
    int rate = 0;
    std::size_t data_at = 0;
    std::size_t data_bytes = 0;
};

std::optional<WavLayout> layout_of(std::string_view bytes) {
    if (bytes.size() < 12 || bytes.substr(0, 4) != "RIFF" || bytes.substr(8, 4) != "WAVE")
        return std::nullopt;
    std::optional<int> rate;
    std::size_t at = 12;
    while (at + 8 <= bytes.size()) {
        const std::string_view id = bytes.substr(at, 4);
        const std::size_t size = u32_at(bytes, at + 4);
        const std::size_t body = at + 8;
        if (size > bytes.size() - body) return std::nullopt; // truncated
        if (id == "fmt ") {
            if (size < 16) return std::nullopt;
            const std::uint16_t format = u16_at(bytes, body);
            const std::uint16_t channels = u16_at(bytes, body + 2);
            const std::uint32_t sample_rate = u32_at(bytes, body + 4);
            const std::uint16_t bits = u16_at(bytes, body + 14);
            if (format != 1 || channels != 1 || bits != 16 || sample_rate < 8000 ||
                sample_rate > 48000)
                return std::nullopt;
            rate = int(sample_rate);
        } else if (id == "data") {
            if (!rate || size % 2 != 0) return std::nullopt;
            return WavLayout{*rate, body, size};
        }
        at = body + size + (size & 1);
    }
    return std::nullopt;
}

} // namespace

std::string wav_bytes(const WavClip& clip) {
    const std::uint32_t data = std::uint32_t(clip.samples.size() * 2);
    std::string out;
    out.reserve(44 + data);
    out += "RIFF";
    put_u32(out, 36 + data);
    out += "WAVEfmt ";
    put_u32(out, 16);
    put_u16(out, 1); // PCM
    put_u16(out, 1); // mono
    put_u32(out, std::uint32_t(clip.rate));
    put_u32(out, std::uint32_t(clip.rate) * 2);
    put_u16(out, 2);
    put_u16(out, 16);
    out += "data";
    put_u32(out, data);
    for (const std::int16_t sample : clip.samples) put_u16(out, std::uint16_t(sample));
    return out;
}

std::optional<WavClip> read_wav(std::string_view bytes) {
    const auto layout = layout_of(bytes);
    if (!layout) return std::nullopt;
    WavClip clip;
    clip.rate = layout->rate;
    clip.samples.resize(layout->data_bytes / 2);
    for (std::size_t index = 0; index < clip.samples.size(); ++index)
        clip.samples[index] = std::int16_t(u16_at(bytes, layout->data_at + 2 * index));
    return clip;
}

std::optional<double> wav_seconds(std::string_view bytes) {
    const auto layout = layout_of(bytes);
    if (!layout) return std::nullopt;
    return double(layout->data_bytes / 2) / layout->rate;
}

} // namespace shn
