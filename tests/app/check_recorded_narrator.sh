#!/usr/bin/env bash
# Issue 34: a table's own narrator, through the real capture and playback
# paths. SDL's disk audio driver is the microphone (SDL_DISKAUDIOFILEIN: a
# line spoken by espeak-ng between stretches of silence, at a third of its
# level) and the loudspeaker (SDL_DISKAUDIOFILE). The line is recorded with
# --record-line (SdlCapturePort, then the shaping), and checked: the silence
# is gone and its speech level is within 1 dB of the target (measured here
# again, in Python, by the rule docs/narrator-recording.md states). Then the
# night is narrated with that narrator: the recorded clip's samples are found
# in what the loudspeaker got, after the first line (the built-in voice's:
# the narrator recorded only one line) and before the silent pause, and the
# lines after the pause are heard too (the built-in voice again). The
# narrator is exported as one file and imported into another table's data;
# damaged, climbing and foreign packs are refused and change nothing; a
# recording killed with SIGKILL loses nothing kept before it.
#   check_recorded_narrator.sh BINARY SOURCE_DIR
set -u
binary=$(readlink -f "$1")
source_dir=$(readlink -f "$2")
here=$(dirname "$0")
# shellcheck source=tests/need_tool.sh
source "$here/../need_tool.sh"
need_tool espeak-ng espeak-ng || exit 77
need_tool python3 python3 || exit 77
need_tool jq jq || exit 77
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export SH_NARRATOR_DATA_DIR=$source_dir XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
export SH_NARRATOR_SILENT_AUDIO=1 SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILEIN=$work/mic.raw SDL_DISKAUDIOFILE=$work/speaker.raw
key=say.night.small.fascist_and_hitler_open_eyes

# The microphone: 1.5 s of silence, the line at a third of its level, 2 s of silence.
espeak-ng -v en -s 150 -w "$work/line.wav" "Fascist and Hitler, open your eyes and acknowledge each other." ||
  fail "espeak-ng could not speak"
python3 - "$work/line.wav" "$work/mic.raw" <<'PY' || fail "could not make the microphone's file"
import array, sys, wave
with wave.open(sys.argv[1]) as w:
    assert w.getframerate() == 22050 and w.getnchannels() == 1 and w.getsampwidth() == 2, w.getparams()
    line = array.array('h', w.readframes(w.getnframes()))
quiet = array.array('h', (int(s / 3) for s in line))
out = array.array('h', [0] * int(1.5 * 22050)) + quiet + array.array('h', [0] * 2 * 22050)
open(sys.argv[2], 'wb').write(out.tobytes())
PY

said=$("$binary" --lang en --record-line "$key" --narrator-name "Sam" --seconds 6 2>"$work/record.err") ||
  fail "recording failed: $(cat "$work/record.err")"
echo "$said"
id=$("$binary" --lang en --voices | cut -f1)
[ "$id" = "own:sam" ] || fail "--voices lists '$id', not own:sam"
clip=$work/data/sh-narrator/voices/en/sam/$key.wav
[ -f "$clip" ] || fail "no clip at $clip"

# The clip, measured again by tools/speech_level.py: speech level, silence at the ends, length.
python3 - "$source_dir/tools" "$clip" "$work/line.wav" <<'PY' || fail "the recorded clip is not shaped as it should be"
import sys
sys.path.insert(0, sys.argv[1])
from speech_level import measure
clip, line = measure(sys.argv[2]), measure(sys.argv[3])
print(f"clip: {clip['seconds']:.2f} s (the spoken line {line['seconds']:.2f} s), level {clip['level']:.2f} dBFS, "
      f"silence before {clip['lead']:.2f} s and after {clip['tail']:.2f} s, peak {clip['peak']:.2f} dBFS")
ok = abs(clip['level'] - (-16.0)) <= 1.0 and clip['lead'] <= 0.15 and clip['tail'] <= 0.35
ok = ok and clip['peak'] <= -0.99 and clip['seconds'] <= line['seconds'] + 0.5
sys.exit(0 if ok else 1)
PY

# The night, narrated with the recorded narrator through the disk loudspeaker.
"$binary" --lang en --narrate night --players 5 --pause 2 --narrator own:sam >"$work/narrated.txt" 2>"$work/narrate.err" ||
  fail "the narration failed: $(cat "$work/narrate.err")"
grep -q "own:sam" "$work/narrate.err" && fail "the narrator was not found: $(cat "$work/narrate.err")"
python3 - "$clip" "$work/speaker.raw" <<'PY' || fail "the recorded line was not heard where it belongs"
import array, math, sys, wave
with wave.open(sys.argv[1]) as w:
    clip = w.readframes(w.getnframes())
speaker = open(sys.argv[2], 'rb').read()
rate = 22050
# A stretch of the clip's speech, looked for byte for byte (unity gain, nothing else playing).
# The loudest stretch of the clip: a probe of silence would match anywhere.
middle = max(range(0, len(clip) - 8000, 800), key=lambda at: sum(min(b, 256 - b) for b in clip[at + 1:at + 8000:2]))
probe = clip[middle:middle + 8000]
at = speaker.find(probe)
if at < 0 or at % 2:
    print("the recorded clip's samples are not in what the loudspeaker played")
    sys.exit(1)
start = (at - middle) / 2 / rate
end = start + len(clip) / 2 / rate
samples = array.array('h', speaker[: len(speaker) // 2 * 2])
def loud(a, b):
    part = samples[int(a * rate):int(b * rate)]
    return part and math.sqrt(sum(s * s for s in part) / len(part)) > 300
total = len(samples) / rate
print(f"recorded clip heard from {start:.2f} s to {end:.2f} s of {total:.2f} s")
# Before it, the first line in the built-in voice; then the 2 s pause (silent);
# then the built-in voice again (two lines).
ok = start > 1.0 and loud(0, start - 0.3) and not loud(end + 0.3, end + 1.8) and loud(end + 2.2, total)
sys.exit(0 if ok else 1)
PY
sed -n 2p "$work/narrated.txt" | grep -q "^$key" || fail "the second line narrated is not $key: $(cat "$work/narrated.txt")"

# One file: exported, then imported by another table.
"$binary" --lang en --export-voice own:sam --out "$work/sam.shnvoice" >/dev/null || fail "export failed"
tar tf "$work/sam.shnvoice" | grep -qx "clips/$key.wav" || fail "the pack is not a tar with the clip"
other=$work/other
XDG_DATA_HOME=$other "$binary" --lang en --import-voice "$work/sam.shnvoice" || fail "import failed"
XDG_DATA_HOME=$other "$binary" --lang en --voices | grep -q "^own:sam	Sam	1	$" || fail "the imported narrator is not listed"
cmp "$clip" "$other/sh-narrator/voices/en/sam/$key.wav" || fail "the imported clip differs"
# The same pack again (issue 42): named as the list names it, "Sam 2", not "Sam".
again=$(XDG_DATA_HOME=$other "$binary" --lang en --import-voice "$work/sam.shnvoice") || fail "second import failed"
grep -q "Sam 2 (own:sam-2)" <<<"$again" || fail "the second import is not named as listed: $again"
XDG_DATA_HOME=$other "$binary" --lang en --voices | grep -q "^own:sam-2	Sam 2	1	$" || fail "Sam 2 is not listed"
rm -rf "$other/sh-narrator/voices/en/sam-2"

# Bad packs: refused with the catalogue's words, nothing added.
listing() { find "$other" -type f | sort | xargs md5sum; }
before=$(listing)
refused() { # FILE WORDS-KEY
  local status
  XDG_DATA_HOME=$other "$binary" --lang "${3:-en}" --import-voice "$1" >/dev/null 2>"$work/import.err"
  status=$?
  [ $status -eq 1 ] || fail "$1: import status $status, not 1"
  local words
  words=$(jq -r --arg k "$2" '.[$k]' "$source_dir/assets/lang/${3:-en}.json" | sed 's/{[a-z]*}.*//' | head -c 30)
  grep -qF "$words" "$work/import.err" || fail "$1: the message is not $2's: $(cat "$work/import.err")"
  [ "$(listing)" = "$before" ] || fail "$1 changed the narrators"
}
head -c 3000 "$work/sam.shnvoice" >"$work/cut.shnvoice"
refused "$work/cut.shnvoice" ui.voice.pack.damaged
refused "$work/sam.shnvoice" ui.voice.pack.wrong_language it
mkdir -p "$work/climb/clips"
cp "$clip" "$work/climb/evil.wav"
printf '{"format":"sh-narrator-voice","version":1,"language":"en","name":"X","lines":[{"key":"%s","text":"t","clip":"../evil.wav"}]}' "$key" >"$work/climb/clips/manifest.json"
(cd "$work/climb/clips" && tar cf "$work/climb.shnvoice" manifest.json ../evil.wav 2>/dev/null)
refused "$work/climb.shnvoice" ui.voice.pack.climbing_path
truncate -s 100M "$work/huge.shnvoice"
refused "$work/huge.shnvoice" ui.voice.pack.too_large

# A recording killed mid-take: the line kept before is whole, nothing half-written is listed.
python3 -c "open('$work/mic.raw','wb').write(bytes(22050 * 2 * 30))"
"$binary" --lang en --record-line say.night.small.everyone_close_eyes --narrator-name Sam --seconds 20 >/dev/null 2>&1 &
recorder=$!
sleep 2
kill -9 $recorder
wait $recorder 2>/dev/null
"$binary" --lang en --voices | grep -q "^own:sam	Sam	1	$" || fail "after the kill: $("$binary" --lang en --voices)"
python3 -c "import wave,sys; wave.open(sys.argv[1]).getnframes()" "$clip" || fail "the kept clip was damaged"
# A recorded voice that is not there is said, with sound or without (a new
# table found --no-audio silent about it).
"$binary" --lang en --narrate night --players 5 --narrator own:nobody --no-audio 2>"$work/nobody.err" >/dev/null
grep -qF "own:nobody: $(jq -r '.["cli.voice.unknown_narrator"]' "$source_dir/assets/lang/en.json" | sed 's/^{detail}: //' | head -c 30)" "$work/nobody.err" ||
  fail "--no-audio with a voice not there: $(cat "$work/nobody.err")"
echo "PASS: recorded, shaped, narrated in place, shared as one file, bad packs refused, a kill lost nothing"
