#include "session/recording_shaper.h"

#include <algorithm>
#include <cmath>

namespace shn {

namespace {

constexpr double kFrameSeconds = 0.02;

double decibels(double amplitude) {
    return amplitude > 0 ? 20.0 * std::log10(amplitude / 32768.0) : -200.0;
}

/// The RMS of each 20 ms frame, in dBFS.
std::vector<double> frame_levels(const WavClip& clip, std::size_t& frame) {
    frame = std::max<std::size_t>(1, std::size_t(clip.rate * kFrameSeconds));
    std::vector<double> levels;
    for (std::size_t begin = 0; begin < clip.samples.size(); begin += frame) {
        const std::size_t end = std::min(clip.samples.size(), begin + frame);
        double sum = 0;
        for (std::size_t index = begin; index < end; ++index)
            sum += double(clip.samples[index]) * clip.samples[index];
        levels.push_back(decibels(std::sqrt(sum / double(end - begin))));
    }
    return levels;
}

/// The gate a frame must pass to be speech; nothing passes a silent clip.
double gate_of(const std::vector<double>& levels) {
    const double loudest =
        levels.empty() ? -200.0 : *std::max_element(levels.begin(), levels.end());
    return std::max(loudest - RecordingShape::kGateBelowLoudest, RecordingShape::kSilence);
}

/// The first and one past the last speech frame ([0, 0) for none).
std::pair<std::size_t, std::size_t> speech_span(const std::vector<double>& levels) {
    const double gate = gate_of(levels);
    std::size_t first = levels.size(), last = 0;
    for (std::size_t index = 0; index < levels.size(); ++index)
        if (levels[index] >= gate) {
            first = std::min(first, index);
            last = index + 1;
        }
    if (first >= last) return {0, 0};
    return {first, last};
}

} // namespace

double speech_level(const WavClip& clip) {
    std::size_t frame = 0;
    const auto levels = frame_levels(clip, frame);
    const double gate = gate_of(levels);
    double power = 0;
    int counted = 0;
    for (const double level : levels)
        if (level >= gate) {
            power += std::pow(10.0, level / 10.0);
            ++counted;
        }
    if (counted == 0) return RecordingShape::kSilence - 1;
    return 10.0 * std::log10(power / counted);
}

double peak_level(const WavClip& clip) {
    int peak = 0;
    for (const std::int16_t sample : clip.samples) peak = std::max(peak, std::abs(int(sample)));
    return decibels(peak);
}

double leading_silence(const WavClip& clip) {
    std::size_t frame = 0;
    const auto levels = frame_levels(clip, frame);
    const auto [first, last] = speech_span(levels);
    if (first == last) return clip.seconds();
    return double(first * frame) / clip.rate;
}

double trailing_silence(const WavClip& clip) {
    std::size_t frame = 0;
    const auto levels = frame_levels(clip, frame);
    const auto [first, last] = speech_span(levels);
    if (first == last) return clip.seconds();
    return std::max(0.0, double(clip.samples.size()) - double(last * frame)) / clip.rate;
}

WavClip shape_recording(const WavClip& recording) {
    WavClip shaped;
    shaped.rate = recording.rate;
    std::size_t frame = 0;
    const auto levels = frame_levels(recording, frame);
    const auto [first, last] = speech_span(levels);
    if (first == last) return shaped;

    // Trim, keeping a breath of the room at each end.
    const std::size_t lead = std::size_t(RecordingShape::kLeadSeconds * recording.rate);
    const std::size_t tail = std::size_t(RecordingShape::kTailSeconds * recording.rate);
    const std::size_t begin = first * frame > lead ? first * frame - lead : 0;
    const std::size_t end = std::min(recording.samples.size(), last * frame + tail);
    WavClip trimmed;
    trimmed.rate = recording.rate;
    trimmed.samples.assign(recording.samples.begin() + std::ptrdiff_t(begin),
                           recording.samples.begin() + std::ptrdiff_t(end));

    // Level: one gain for the whole line, so its own dynamics stay.
    const double gain_db =
        std::min(RecordingShape::kTargetLevel - speech_level(trimmed), RecordingShape::kMostGain);
    const double gain = std::pow(10.0, gain_db / 20.0);

    // Limit: a gain that drops at once to keep a sample under the limit and
    // comes back over 50 ms, so a plosive is held down without a click.
    const double limit = 32768.0 * std::pow(10.0, RecordingShape::kPeakLimit / 20.0);
    const double release = std::exp(-1.0 / (0.05 * recording.rate));
    double reduction = 1.0;
    shaped.samples.reserve(trimmed.samples.size());
    for (const std::int16_t sample : trimmed.samples) {
        const double raised = sample * gain;
        const double needed = std::abs(raised) > limit ? limit / std::abs(raised) : 1.0;
        reduction = std::min(needed, 1.0 - (1.0 - reduction) * release);
        const double out = std::clamp(raised * reduction, -limit, limit);
        shaped.samples.push_back(std::int16_t(std::lround(out)));
    }
    return shaped;
}

} // namespace shn
