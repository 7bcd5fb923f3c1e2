#!/usr/bin/env python3
"""Renders the spoken lines of the catalogues to Ogg Vorbis clips.

Called by tools/render_voices.sh, which installs the voices. For every
language and every key under "say." it synthesises the catalogue text with
the language's voice, trims the silence around it, normalises the level,
converts it to mono 22.05 kHz Ogg Vorbis and writes audio/<lang>/<key>.ogg.
audio/manifest.json records the text each clip was rendered from, so a test
can tell when a text changed and its clip was not rendered again.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
LANGUAGES = ["en", "it", "fr", "ru"]

# The voice of each language and its licence (audio/README.md explains).
VOICES = {
    "en": {"engine": "rhvoice", "voice": "alan", "licence": "LGPL-2.1+ (Debian rhvoice-english)"},
    "it": {"engine": "pico", "voice": "it-IT", "licence": "Apache-2.0 (Debian libttspico-data)"},
    "fr": {"engine": "pico", "voice": "fr-FR", "licence": "Apache-2.0 (Debian libttspico-data)"},
    "ru": {"engine": "rhvoice", "voice": "aleksandr", "licence": "LGPL-2.1+ (Debian rhvoice-russian)"},
}
# SVOX pico speaks quickly; a slightly slower tempo carries better across a table.
TEMPO = {"pico": "0.92", "rhvoice": "1.0"}


def synthesise(language, text, wav):
    voice = VOICES[language]
    if voice["engine"] == "pico":
        subprocess.run(["pico2wave", "-l", voice["voice"], "-w", str(wav), text], check=True)
    else:
        subprocess.run(["RHVoice-test", "-p", voice["voice"], "-o", str(wav)],
                       input=text.encode("utf-8"), check=True)


def encode(language, wav, ogg):
    tempo = TEMPO[VOICES[language]["engine"]]
    ogg.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([
        "sox", str(wav), "-c", "1", "-r", "22050", "-C", "2", str(ogg),
        # trim silence at both ends, then a short, even margin
        "silence", "1", "0.02", "0.5%", "reverse", "silence", "1", "0.02", "0.5%", "reverse",
        "tempo", "-s", tempo, "norm", "-3", "pad", "0.08", "0.25",
    ], check=True)


def main(arguments):
    render_all = "--all" in arguments
    languages = [a for a in arguments if a != "--all"] or LANGUAGES
    manifest_path = ROOT / "audio" / "manifest.json"
    manifest = json.loads(manifest_path.read_text("utf-8")) if manifest_path.exists() else {}
    manifest.setdefault("voices", {})
    manifest.setdefault("clips", {})
    rendered = 0
    with tempfile.TemporaryDirectory() as scratch:
        wav = pathlib.Path(scratch) / "line.wav"
        for language in languages:
            catalogue = json.loads((ROOT / "assets" / "lang" / f"{language}.json").read_text("utf-8"))
            spoken = {k: v for k, v in catalogue.items() if k.startswith("say.")}
            done = manifest["clips"].setdefault(language, {})
            folder = ROOT / "audio" / language
            for key, text in sorted(spoken.items()):
                ogg = folder / f"{key}.ogg"
                if not render_all and done.get(key) == text and ogg.exists():
                    continue
                synthesise(language, text, wav)
                encode(language, wav, ogg)
                done[key] = text
                rendered += 1
                print(f"{language} {key}", flush=True)
            for key in [k for k in done if k not in spoken]:  # lines no longer in the catalogue
                del done[key]
                (folder / f"{key}.ogg").unlink(missing_ok=True)
            manifest["voices"][language] = VOICES[language]
    manifest_path.write_text(json.dumps(manifest, ensure_ascii=False, indent=2, sort_keys=True) + "\n", "utf-8")
    print(f"rendered {rendered} clips", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
