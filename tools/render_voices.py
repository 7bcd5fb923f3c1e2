#!/usr/bin/env python3
"""Renders the spoken lines of the catalogues to Ogg Opus clips.

Called by tools/render_voices.sh, which installs the voices. For every
language, each of its narrators (a voice; a male and a female one where
Debian has both under a free licence), and every key under "say.", it
synthesises the catalogue text with the narrator's voice, trims the silence
around it, normalises the level, converts it to mono 24 kHz, encodes it as
Ogg Opus at 20 kbit/s (opusenc) and writes audio/<lang>/<narrator>/<key>.opus. audio/manifest.json records
each narrator's voice and licence and the text each clip was rendered from,
so a test can tell when a text changed and its clip was not rendered again.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from languages import languages  # noqa: E402 (src/session/languages.h's table)

LANGUAGES = [language for language, _ in languages()]

# The narrators of each language: the folder (audio/<lang>/<id>/), the voice
# and its licence (audio/README.md explains the choice). The app's own list,
# with the default of each language, is src/session/narrators.cpp.
RHVOICE_EN = "LGPL-2.1+ (Debian rhvoice-english: data/*)"
RHVOICE_RU = "LGPL-2.1+ (Debian rhvoice-russian: data/*)"
PICO = "Apache-2.0 (Debian libttspico-data)"
NARRATORS = {
    "en": [
        {"id": "bdl", "engine": "rhvoice", "voice": "bdl", "sex": "male", "licence": RHVOICE_EN},
        {"id": "clb", "engine": "rhvoice", "voice": "clb", "sex": "female", "licence": RHVOICE_EN},
    ],
    "it": [{"id": "pico", "engine": "pico", "voice": "it-IT", "sex": "female", "licence": PICO}],
    "fr": [{"id": "pico", "engine": "pico", "voice": "fr-FR", "sex": "female", "licence": PICO}],
    "es": [{"id": "pico", "engine": "pico", "voice": "es-ES", "sex": "female", "licence": PICO}],
    "de": [{"id": "pico", "engine": "pico", "voice": "de-DE", "sex": "female", "licence": PICO}],
    "ru": [
        {"id": "aleksandr", "engine": "rhvoice", "voice": "aleksandr", "sex": "male",
         "licence": RHVOICE_RU},
        {"id": "anna", "engine": "rhvoice", "voice": "anna", "sex": "female", "licence": RHVOICE_RU},
    ],
}
# How each narrator of the app's table is rendered: one entry each, no more.
for _language, _narrators in languages():
    if [n["id"] for n in NARRATORS.get(_language, [])] != _narrators:
        raise SystemExit(f"render_voices.py: NARRATORS[{_language!r}] is not {_narrators} "
                         "(src/session/languages.h)")

# SVOX pico speaks quickly; a slightly slower tempo carries better across a table.
TEMPO = {"pico": "0.92", "rhvoice": "1.0"}


def synthesise_with(narrator, text, wav):
    if narrator["engine"] == "pico":
        subprocess.run(["pico2wave", "-l", narrator["voice"], "-w", str(wav), text], check=True)
    else:
        subprocess.run(["RHVoice-test", "-p", narrator["voice"], "-o", str(wav)],
                       input=text.encode("utf-8"), check=True)


# The clips' format (audio/README.md: "The clips' format" says how it was
# chosen): Ogg Opus, speech at 20 kbit/s from 24 kHz mono. A fixed stream
# serial keeps a clip rendered again byte for byte the same.
EXTENSION = ".opus"
BITRATE_KBPS = 20


def opus_encode(wav, clip, bitrate_kbps):
    """Encodes a WAV file as Ogg Opus, the same bytes every time."""
    subprocess.run(["opusenc", "--quiet", "--bitrate", str(bitrate_kbps), "--serial", "1",
                    str(wav), str(clip)], check=True)


def decode(clip, wav, rate):
    """Decodes a clip (Ogg Opus, or anything sox reads) to 16-bit mono WAV."""
    if clip.suffix == ".opus":
        subprocess.run(["opusdec", "--quiet", "--rate", str(rate), str(clip), str(wav)], check=True)
    else:
        subprocess.run(["sox", str(clip), "-r", str(rate), "-c", "1", "-b", "16", str(wav)], check=True)


def encode_with(narrator, wav, clip, bitrate_kbps=BITRATE_KBPS):
    tempo = TEMPO[narrator["engine"]]
    clip.parent.mkdir(parents=True, exist_ok=True)
    shaped = clip.with_name(clip.stem + ".shaped.wav")
    subprocess.run([
        "sox", "-R", str(wav), "-c", "1", "-r", "24000", "-b", "16", str(shaped),
        # trim silence at both ends, then a short, even margin
        "silence", "1", "0.02", "0.5%", "reverse", "silence", "1", "0.02", "0.5%", "reverse",
        "tempo", "-s", tempo, "norm", "-3", "pad", "0.08", "0.25",
    ], check=True)
    try:
        opus_encode(shaped, clip, bitrate_kbps)
    finally:
        shaped.unlink(missing_ok=True)


def main(arguments):
    render_all = "--all" in arguments
    languages = [a for a in arguments if a != "--all"] or LANGUAGES
    manifest_path = ROOT / "audio" / "manifest.json"
    manifest = json.loads(manifest_path.read_text("utf-8")) if manifest_path.exists() else {}
    manifest.pop("voices", None)  # the layout before narrators: one voice per language
    manifest.setdefault("narrators", {})
    manifest.setdefault("clips", {})
    rendered = 0
    with tempfile.TemporaryDirectory() as scratch:
        wav = pathlib.Path(scratch) / "line.wav"
        for language in languages:
            catalogue = json.loads((ROOT / "assets" / "lang" / f"{language}.json").read_text("utf-8"))
            spoken = {k: v for k, v in catalogue.items() if k.startswith("say.")}
            manifest["narrators"][language] = {}
            for narrator in NARRATORS[language]:
                name = f"{language}/{narrator['id']}"
                done = manifest["clips"].setdefault(name, {})
                folder = ROOT / "audio" / language / narrator["id"]
                for key, text in sorted(spoken.items()):
                    clip = folder / f"{key}{EXTENSION}"
                    if not render_all and done.get(key) == text and clip.exists():
                        continue
                    synthesise_with(narrator, text, wav)
                    encode_with(narrator, wav, clip)
                    (folder / f"{key}.ogg").unlink(missing_ok=True)  # the Vorbis clips before
                    done[key] = text
                    rendered += 1
                    print(f"{name} {key}", flush=True)
                for key in [k for k in done if k not in spoken]:  # lines no longer in the catalogue
                    del done[key]
                    (folder / f"{key}{EXTENSION}").unlink(missing_ok=True)
                manifest["narrators"][language][narrator["id"]] = {
                    k: v for k, v in narrator.items() if k != "id"}
            for name in [n for n in manifest["clips"] if n == language]:  # the old layout
                del manifest["clips"][name]
    manifest_path.write_text(json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n", "utf-8")
    print(f"rendered {rendered} clips", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
