#!/usr/bin/env bash
# Cold start, side by side (issue 24): the app's first frame against a bare
# SDL2 window that paints one line with SDL2_ttf (shn-bare-window), started
# in turn (app, bare, app, bare...) in one Xvfb so the machine's drift hits
# both alike. Each start is timed from the fork to the first presented frame
# (first_frame_epoch_ms on stderr). Prints table rows for docs/performance.md:
# both medians and the median of the pairwise ratios.
#   bench/start_bench.sh [BUILD_DIR] [STARTS]     (needs xvfb-run)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(readlink -f "${1:-$here/build}")
starts=${2:-11}
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$starts"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config SDL_AUDIODRIVER=dummy SH_NARRATOR_SILENT_AUDIO=1
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# One start: prints milliseconds from the fork to the first frame.
start_once() {
  local before frame app
  : >"$work/err"
  before=$(date +%s%3N)
  SH_NARRATOR_REPORT_FIRST_FRAME=1 "$@" 2>"$work/err" &
  app=$!
  for _ in $(seq 1000); do grep -q first_frame_epoch_ms "$work/err" && break; sleep 0.005; done
  frame=$(sed -n 's/first_frame_epoch_ms=//p' "$work/err")
  kill $app
  wait $app 2>/dev/null || true
  [ -n "$frame" ] || { echo "start_bench: no first frame from $1" >&2; cat "$work/err" >&2; exit 1; }
  echo $((frame - before))
}

# As a table restarts the app: a game in its autosave (read for Resume and
# the names of the next game).
mkdir -p "$work/data/sh-narrator"
cp "$here/tests/golden/accepted/phase_veto_9p.jsonl" "$work/data/sh-narrator/autosave.jsonl"
font=$here/assets/fonts/PTS55F.ttf
start_once "$build/sh-narrator" >/dev/null # warm the page cache for both
start_once "$build/shn-bare-window" "$font" >/dev/null
apps=() bares=() ratios=()
for _ in $(seq "$starts"); do
  a=$(start_once "$build/sh-narrator")
  b=$(start_once "$build/shn-bare-window" "$font")
  apps+=("$a") bares+=("$b")
  ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')")
done
printf '| cold start to first frame, the app, ms | %s | %s starts | |\n' "$(printf '%s\n' "${apps[@]}" | median)" "$starts"
printf '| cold start to first frame, bare SDL2 + SDL2_ttf window, ms | %s | %s starts | |\n' "$(printf '%s\n' "${bares[@]}" | median)" "$starts"
printf '| app / bare window, median of the pairwise ratios | %s | %s pairs | <= 1.1 |\n' "$(printf '%s\n' "${ratios[@]}" | median)" "$starts"
