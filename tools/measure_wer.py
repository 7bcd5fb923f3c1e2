#!/usr/bin/env python3
"""Word error rate of the English narrators, as a recogniser hears them.

For each English voice named on the command line (default: the four
LGPL-2.1+ RHVoice voices alan, bdl, clb, slt), renders every spoken English
catalogue line ("say.*") exactly as tools/render_voices.py renders a clip
(same synthesis, trimming, tempo, level, Ogg Opus at 20 kbit/s), then has
Debian's pocketsphinx (pocketsphinx-en-us: US English acoustic model, its
generic language model and dictionary) transcribe the clip, and compares the
transcript with the catalogue text: WER = (substitutions + deletions +
insertions) / reference words, summed over all lines. Prints one JSON object
per voice, and with --lines every line's transcript.

--bitrate=K encodes at K kbit/s instead; --vorbis encodes as the clips were
before Ogg Opus (mono 22.05 kHz Ogg Vorbis, sox's quality 2), to compare.

Needs: rhvoice, rhvoice-english, sox, opus-tools, pocketsphinx,
pocketsphinx-en-us (apt-get install; tools/render_voices.sh installs the
first four).
    tools/measure_wer.py [--lines] [--bitrate=K | --vorbis] [VOICE...]
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import render_voices  # noqa: E402  (the very synthesis and encoding of the clips)

MODEL = pathlib.Path("/usr/share/pocketsphinx/model/en-us")
NUMBERS = {"0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five",
           "6": "six", "7": "seven", "8": "eight", "9": "nine", "10": "ten"}


def words(text):
    """Lower case, punctuation out, digits spelt, "let's" kept whole."""
    text = text.lower().replace("’", "'")
    tokens = re.findall(r"[a-z0-9']+", text)
    return [NUMBERS.get(t, t).strip("'") for t in tokens if t.strip("'")]


def edit_distance(reference, hypothesis):
    previous = list(range(len(hypothesis) + 1))
    for i, word in enumerate(reference, 1):
        current = [i]
        for j, heard in enumerate(hypothesis, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (word != heard)))
        previous = current
    return previous[-1]


def vorbis_encode(narrator, wav, clip):
    """The clips before Ogg Opus: the same shaping, then sox's Ogg Vorbis."""
    subprocess.run([
        "sox", str(wav), "-c", "1", "-r", "22050", "-C", "2", str(clip),
        "silence", "1", "0.02", "0.5%", "reverse", "silence", "1", "0.02", "0.5%", "reverse",
        "tempo", "-s", render_voices.TEMPO[narrator["engine"]], "norm", "-3", "pad", "0.08", "0.25",
    ], check=True)


def transcribe(clip, scratch):
    wav = scratch / "heard.wav"
    render_voices.decode(clip, wav, 16000)
    result = subprocess.run(
        ["pocketsphinx_continuous", "-infile", str(wav), "-hmm", str(MODEL / "en-us"),
         "-lm", str(MODEL / "en-us.lm.bin"), "-dict", str(MODEL / "cmudict-en-us.dict"),
         "-logfn", "/dev/null"],
        check=True, capture_output=True, text=True)
    return " ".join(line.strip() for line in result.stdout.splitlines() if line.strip())


def main(arguments):
    show_lines = "--lines" in arguments
    vorbis = "--vorbis" in arguments
    bitrate = render_voices.BITRATE_KBPS
    for argument in arguments:
        if argument.startswith("--bitrate="):
            bitrate = int(argument.split("=", 1)[1])
    voices = [a for a in arguments if not a.startswith("--")] or ["alan", "bdl", "clb", "slt"]
    catalogue = json.loads((ROOT / "assets" / "lang" / "en.json").read_text("utf-8"))
    spoken = sorted((k, v) for k, v in catalogue.items() if k.startswith("say."))
    with tempfile.TemporaryDirectory() as folder:
        scratch = pathlib.Path(folder)
        for voice in voices:
            narrator = {"engine": "rhvoice", "voice": voice}
            errors = reference_words = 0
            for key, text in spoken:
                raw = scratch / "line.wav"
                clip = scratch / ("line.ogg" if vorbis else "line" + render_voices.EXTENSION)
                render_voices.synthesise_with(narrator, text, raw)
                if vorbis:
                    vorbis_encode(narrator, raw, clip)
                else:
                    render_voices.encode_with(narrator, raw, clip, bitrate)
                heard = transcribe(clip, scratch)
                reference = words(text)
                distance = edit_distance(reference, words(heard))
                errors += distance
                reference_words += len(reference)
                if show_lines:
                    print(json.dumps({"voice": voice, "key": key, "errors": distance,
                                      "heard": heard}), flush=True)
            print(json.dumps({"voice": voice, "codec": "vorbis" if vorbis else f"opus {bitrate} kbit/s",
                              "lines": len(spoken), "words": reference_words,
                              "errors": errors, "wer": round(errors / reference_words, 3)}),
                  flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
