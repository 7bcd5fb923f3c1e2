#!/usr/bin/env python3
"""The speech level of WAV files (16-bit PCM mono), by the rule the app's
recorder levels to (src/session/recording_shaper.h, docs/narrator-recording.md):
the RMS in dBFS of the 20 ms frames within 30 dB of the loudest frame and
above -60 dBFS. Also the silence before the first such frame and after the
last, and the peak. Written apart from the C++ so that a test measures the
app's clips with a second pair of hands.

    tools/speech_level.py FILE.wav...     one line a file: level, lead, tail, peak, seconds
    tools/speech_level.py --median FILE.wav...   the median level alone
"""
import array
import math
import statistics
import sys
import wave


def measure(path):
    with wave.open(path) as clip:
        if clip.getnchannels() != 1 or clip.getsampwidth() != 2:
            raise ValueError(f"{path}: not 16-bit mono")
        rate = clip.getframerate()
        samples = array.array('h', clip.readframes(clip.getnframes()))
    frame = max(1, int(rate * 0.02))
    levels = []
    for begin in range(0, len(samples), frame):
        part = samples[begin:begin + frame]
        rms = math.sqrt(sum(s * s for s in part) / len(part))
        levels.append(20 * math.log10(rms / 32768) if rms > 0 else -200.0)
    seconds = len(samples) / rate
    if not levels:
        return {"level": -61.0, "lead": 0.0, "tail": 0.0, "peak": -200.0, "seconds": 0.0}
    gate = max(max(levels) - 30, -60)
    speech = [lv for lv in levels if lv >= gate]
    level = 10 * math.log10(sum(10 ** (lv / 10) for lv in speech) / len(speech)) if speech else -61.0
    first = next((i for i, lv in enumerate(levels) if lv >= gate), len(levels))
    last = len(levels) - next((i for i, lv in enumerate(reversed(levels)) if lv >= gate), len(levels))
    peak = max((abs(s) for s in samples), default=0)
    return {
        "level": level,
        "lead": first * frame / rate,
        "tail": max(0.0, (len(samples) - last * frame) / rate),
        "peak": 20 * math.log10(peak / 32768) if peak else -200.0,
        "seconds": seconds,
    }


def main(args):
    median = args[:1] == ["--median"]
    files = args[1:] if median else args
    if not files:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    results = [measure(path) for path in files]
    if median:
        print(f"{statistics.median(r['level'] for r in results):.2f}")
        return 0
    for path, r in zip(files, results):
        print(f"{path}\tlevel {r['level']:.2f} dBFS\tbefore {r['lead']:.2f} s\tafter {r['tail']:.2f} s"
              f"\tpeak {r['peak']:.2f} dBFS\t{r['seconds']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
