#include "session/recording_shaper.h"

#include <algorithm>
#include <cmath>
#include <deque>

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

/// `clip` raised by `gain_db` through a look-ahead limiter: each sample's
/// needed reduction is held over +-kLimiterSeconds (a sliding minimum),
/// then averaged over the same span, so the gain ramps down before a peak
/// and back up after it in 2 x 2 ms, without a click, and never lets a
/// sample past the limit (the average of values each at most the peak's
/// own need). Only the peaks are held down: a gain that came back over
/// 50 ms held a whole voiced syllable down and left quiet takes 1-2 dB under
/// the target (issue 42).
WavClip limited(const WavClip& clip, double gain_db) {
    WavClip shaped;
    shaped.rate = clip.rate;
    const double gain = std::pow(10.0, gain_db / 20.0);
    const double limit = 32768.0 * std::pow(10.0, RecordingShape::kPeakLimit / 20.0);
    const std::size_t count = clip.samples.size();
    const auto span = std::ptrdiff_t(
        std::max(1.0, RecordingShape::kLimiterSeconds * double(std::max(clip.rate, 1))));
    std::vector<double> needed(count);
    for (std::size_t index = 0; index < count; ++index) {
        const double raised = std::abs(clip.samples[index] * gain);
        needed[index] = raised > limit ? limit / raised : 1.0;
    }
    // The least need within +-span of each sample (a monotonic queue).
    std::vector<double> held(count);
    std::deque<std::ptrdiff_t> window;
    const auto n = std::ptrdiff_t(count);
    for (std::ptrdiff_t index = 0, next = 0; index < n; ++index) {
        for (; next < n && next <= index + span; ++next) {
            while (!window.empty() &&
                   needed[std::size_t(window.back())] >= needed[std::size_t(next)])
                window.pop_back();
            window.push_back(next);
        }
        while (window.front() < index - span) window.pop_front();
        held[std::size_t(index)] = needed[std::size_t(window.front())];
    }
    // Its average over the same span (a running sum; the ends count 1.0).
    std::vector<double> sums(count + 1, 0.0);
    for (std::size_t index = 0; index < count; ++index) sums[index + 1] = sums[index] + held[index];
    shaped.samples.reserve(count);
    for (std::ptrdiff_t index = 0; index < n; ++index) {
        const std::ptrdiff_t from = std::max<std::ptrdiff_t>(0, index - span);
        const std::ptrdiff_t to = std::min<std::ptrdiff_t>(n, index + span + 1);
        const double outside = double(2 * span + 1 - (to - from)); // beyond the ends: no need
        const double reduction =
            (sums[std::size_t(to)] - sums[std::size_t(from)] + outside) / double(2 * span + 1);
        const double out =
            std::clamp(clip.samples[std::size_t(index)] * gain * reduction, -limit, limit);
        shaped.samples.push_back(std::int16_t(std::lround(out)));
    }
    return shaped;
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

    // Level: one gain for the whole line, so its own dynamics stay; then
    // the limiter. Where it held the peaks of a quiet, spiky take down, the
    // line came out under the target (-17.8 dBFS for -16: issue 42): the
    // gain is then searched for, each try limited again, until the line is
    // within kLevelTolerance of the target (or as loud as kMostGain makes it).
    // More gain never makes the line quieter, so the gain that meets the
    // target lies between the first guess and kMostGain: halved in turn.
    double low =
        std::min(RecordingShape::kTargetLevel - speech_level(trimmed), RecordingShape::kMostGain);
    shaped = limited(trimmed, low);
    double missing = RecordingShape::kTargetLevel - speech_level(shaped);
    if (missing < RecordingShape::kLevelTolerance || low >= RecordingShape::kMostGain)
        return shaped;
    double high = RecordingShape::kMostGain;
    WavClip best = limited(trimmed, high);
    if (speech_level(best) < RecordingShape::kTargetLevel) return best; // as loud as it goes
    for (int pass = 0; pass < RecordingShape::kLevelPasses; ++pass) {
        const double middle = (low + high) / 2;
        WavClip tried = limited(trimmed, middle);
        const double level = speech_level(tried);
        if (std::abs(level - RecordingShape::kTargetLevel) < RecordingShape::kLevelTolerance)
            return tried;
        if (level < RecordingShape::kTargetLevel) {
            low = middle;
        } else {
            high = middle;
            best = std::move(tried);
        }
    }
    return best;
}

} // namespace shn
