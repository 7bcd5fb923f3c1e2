#!/usr/bin/env bash
# Generates the night-phase ambience loops and the sound cues with sox, from
# noise and sine waves only (no recordings, nothing to license):
#   audio/ambience/rain.opus  steady rain: pink noise, band-limited, slowly swelling
#   audio/ambience/room.opus  low room tone: brown noise under 250 Hz
#   audio/cues/policy.opus    a stamp on paper, for an enacted policy
#   audio/cues/execution.opus a deep drum hit, for an execution
#   audio/cues/timer.opus     a soft plucked chime, when the discussion timer reaches zero
# Loops are stationary noise, so the seam of a loop cannot be heard.
# Ogg Opus as the spoken clips (audio/README.md): the loops at 20 kbit/s as
# speech, the short cues at 32 kbit/s (a hit or a pluck needs more than a voice).
#   tools/make_ambience.sh   (needs sox and opusenc: apt-get install sox libsox-fmt-base opus-tools)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$here/audio
mkdir -p "$out/ambience" "$out/cues"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
encode() { # SOURCE CLIP KBIT/S; a fixed stream serial: the same bytes each run
  sox -R "$1" -c 1 -r 24000 -b 16 "$tmp/encode.wav"
  opusenc --quiet --bitrate "$3" --serial 1 "$tmp/encode.wav" "$2"
  rm -f "${2%.opus}.ogg" # the Vorbis file before
}

# Fixed seeds (-R is sox's repeatable mode) so a re-run gives the same files.
# Levels: both loops about -26 dB RMS (rain peaks at -14 dBFS, room at -20), soft under speech.
sox -R -n -r 22050 -c 1 "$tmp/rain.wav" synth 24 pinknoise gain -10 highpass 300 lowpass 5000 \
  tremolo 0.08 30
sox -R -n -r 22050 -c 1 "$tmp/drops.wav" synth 24 whitenoise gain -30 highpass 3000 tremolo 7 90
sox -m "$tmp/rain.wav" "$tmp/drops.wav" "$tmp/rain-mixed.wav" norm -14
encode "$tmp/rain-mixed.wav" "$out/ambience/rain.opus" 20

sox -R -n -r 22050 -c 1 "$tmp/room.wav" synth 24 brownnoise gain -10 lowpass 250 norm -20
encode "$tmp/room.wav" "$out/ambience/room.opus" 20

sox -R -n -r 22050 -c 1 "$tmp/stamp-body.wav" synth 0.35 brownnoise lowpass 1200 fade q 0.005 0.35 0.3
sox -R -n -r 22050 -c 1 "$tmp/stamp-thud.wav" synth 0.35 sine 90 fade q 0.005 0.35 0.3 gain -4
sox -m "$tmp/stamp-body.wav" "$tmp/stamp-thud.wav" "$tmp/stamp.wav" norm -3
encode "$tmp/stamp.wav" "$out/cues/policy.opus" 32

sox -R -n -r 22050 -c 1 "$tmp/drum.wav" synth 1.2 sine 55:40 fade q 0.003 1.2 1.1
sox -R -n -r 22050 -c 1 "$tmp/hit.wav" synth 1.2 brownnoise lowpass 600 fade q 0.002 1.2 1.15 gain -6
sox -m "$tmp/drum.wav" "$tmp/hit.wav" "$tmp/execution.wav" norm -2
encode "$tmp/execution.wav" "$out/cues/execution.opus" 32
sox -R -n -r 22050 -c 1 "$tmp/chime-low.wav" synth 1.6 pluck E5 fade q 0.005 1.6 1.2
sox -R -n -r 22050 -c 1 "$tmp/chime-high.wav" synth 1.6 pluck B5 fade q 0.005 1.6 1.2 gain -3
sox -m "$tmp/chime-low.wav" "$tmp/chime-high.wav" "$tmp/timer.wav" norm -8
encode "$tmp/timer.wav" "$out/cues/timer.opus" 32
ls -l "$out/ambience" "$out/cues"
