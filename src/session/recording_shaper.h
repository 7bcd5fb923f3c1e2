#pragma once

#include "session/wav_clip.h"

namespace shn {

/// Shaping a recorded line (issue 34; docs/narrator-recording.md): the
/// silence at both ends is trimmed, then the speech is levelled to the
/// built-in clips' level and held under a peak limit, so a table's own
/// narrator is as loud as the shipped voices and never clips.
///
/// The level is `speech_level`: the RMS, in dB below full scale, of the
/// clip's 20 ms frames that are within 30 dB of its loudest frame and above
/// -60 dBFS (the pauses between words do not count). kTargetLevel is the
/// median speech_level of the 536 shipped clips, -15.6 dBFS (they range
/// from -21.1 to -10.2; `tools/measure_levels.sh` measures it again, and
/// docs/narrator-recording.md keeps the figures).
struct RecordingShape {
    static constexpr double kTargetLevel = -16.0; // dBFS, speech_level
    static constexpr double kPeakLimit = -1.0;    // dBFS, no sample above
    static constexpr double kLeadSeconds = 0.08;  // kept before the first word
    static constexpr double kTailSeconds = 0.25;  // kept after the last (as the shipped clips)
    /// A frame is speech when within this many dB of the loudest frame...
    static constexpr double kGateBelowLoudest = 30.0;
    /// ...and above this level (a silent recording has no speech).
    static constexpr double kSilence = -60.0;
    /// The most a quiet take is raised (a whisper stays a whisper plus 30 dB).
    static constexpr double kMostGain = 30.0;
    // How close to kTargetLevel a line must come after the limiter, and how
    // many times the gain's range is halved to get there.
    static constexpr double kLevelTolerance = 0.2; // dB
    static constexpr int kLevelPasses = 12;
    // The limiter's look-ahead and its ramp back, each side of a peak.
    static constexpr double kLimiterSeconds = 0.002;
};

/// The clip's speech level in dBFS (see RecordingShape); kSilence or below
/// when it has no speech.
double speech_level(const WavClip& clip);

/// The highest sample's level in dBFS (-inf for silence: a large negative).
double peak_level(const WavClip& clip);

/// Seconds of near-silence before the first frame of speech, and after the
/// last (what shape_recording trims).
double leading_silence(const WavClip& clip);
double trailing_silence(const WavClip& clip);

/// The recording trimmed, levelled to kTargetLevel and limited to
/// kPeakLimit; an empty clip when it holds no speech at all (the recorder
/// then says it heard nothing).
WavClip shape_recording(const WavClip& recording);

} // namespace shn
