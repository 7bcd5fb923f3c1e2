#!/usr/bin/env bash
# Issue 34: the time from the end of a recording (Stop) to its clip being
# ready to play (trimmed, levelled, limited, written durably with its list),
# through the real capture path: SDL's disk audio driver is the microphone
# (a line spoken by espeak-ng, 6 s a take). Prints the median and the range
# of RUNS takes, as `--record-line` reports each.
#   bench/recording_bench.sh [BUILD_DIR] [RUNS]      (default build, 7 runs; 6 s a run)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=$(readlink -f "${1:-$here/build}")/sh-narrator
runs=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
espeak-ng -v en -s 150 -w "$work/line.wav" "Fascist and Hitler, open your eyes and acknowledge each other."
python3 - "$work/line.wav" "$work/mic.raw" <<'PY'
import array, sys, wave
with wave.open(sys.argv[1]) as w:
    line = array.array('h', w.readframes(w.getnframes()))
out = array.array('h', [0] * 22050) + line + array.array('h', [0] * 22050 * 2)
open(sys.argv[2], 'wb').write(out.tobytes())
PY
times=()
for run in $(seq "$runs"); do
  said=$(SH_NARRATOR_DATA_DIR=$here XDG_DATA_HOME=$work/data SDL_AUDIODRIVER=disk \
    SDL_DISKAUDIOFILEIN=$work/mic.raw SDL_DISKAUDIOFILE=$work/out.raw \
    "$binary" --lang en --record-line say.night.small.fascist_and_hitler_open_eyes \
    --narrator-name "Bench $run" --seconds 6 2>/dev/null)
  times+=("$(echo "$said" | sed -n 's/.*ready in \([0-9.]*\) ms.*/\1/p')")
done
printf '%s\n' "${times[@]}" | sort -g | awk -v runs="$runs" '
  { v[NR] = $1 } END { printf "recording: stop to clip ready, median %.1f ms (min %.1f, max %.1f) over %d takes of 6 s\n", v[int((NR + 1) / 2)], v[1], v[NR], runs }'
