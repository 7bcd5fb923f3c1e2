#!/usr/bin/env bash
# The table app's figures of docs/performance.md, measured on the real binary
# in a real X window (Xvfb) with audio loaded (SDL's dummy audio driver).
# Prints table rows (| figure | median | runs | target |) for bench/run.sh:
#   cold start to first frame (median of 11 starts),
#   peak resident memory on the table screen (median of 3 sessions, each
#     reaching the table screen with key presses; the idle CPU is
#     bench/idle_bench.sh's),
#   redraw of the table at 1920x1080 with the software renderer
#     (shn-redraw-bench: median of 101 redraws; median of 3 runs of it).
#   bench/app_bench.sh [BUILD_DIR]      (needs xvfb-run and xdotool)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(readlink -f "${1:-$here/build}")
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build"
fi
binary=$build/sh-narrator
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config SDL_AUDIODRIVER=dummy SH_NARRATOR_SILENT_AUDIO=1
# shellcheck source=bench/reach_screens.sh
source "$here/bench/reach_screens.sh"
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

starts=()
for _ in $(seq 11); do
  before=$(date +%s%3N)
  SH_NARRATOR_REPORT_FIRST_FRAME=1 "$binary" 2>"$work/err" &
  app=$!
  for _ in $(seq 500); do grep -q first_frame_epoch_ms "$work/err" && break; sleep 0.01; done
  frame=$(sed -n 's/first_frame_epoch_ms=//p' "$work/err")
  starts+=($((frame - before)))
  kill $app; wait $app 2>/dev/null || true
done

# To the table screen, as a table would get there, then hands off. A fresh
# autosave and settings each session, so each starts a new game.
peaks=()
for session in 1 2 3; do
  export XDG_DATA_HOME=$work/data$session XDG_CONFIG_HOME=$work/config$session
  "$binary" 2>/dev/null &
  app=$!
  window=$(xdotool search --sync --onlyvisible --name "Secret Hitler Narrator" | head -1)
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  # To the night, then skip its lines: the table.
  keys_to_the_night "$window"
  sleep 1
  xdotool key --window "$window" --delay 80 Right Right Right Right Right Right Return
  sleep 3 # the narrator's last cue ends; nothing moves from here on
  require_table app_bench "$session"
  peaks+=("$(awk '/VmHWM/ { printf "%.1f", $2 / 1024 }' "/proc/$app/status")")
  kill $app; wait $app 2>/dev/null || true
done
redraws=()
for _ in 1 2 3; do
  redraws+=("$("$build/shn-redraw-bench" | sed -e 's/.*"redraw_median_ms":\([0-9.]*\).*/\1/')")
done

printf '| cold start to first frame under Xvfb, ms | %s | 11 starts | <= 150 |\n' "$(printf '%s\n' "${starts[@]}" | median)"
printf '| peak resident memory on the table screen, audio open, MB | %s | 3 sessions | <= 60 |\n' "$(printf '%s\n' "${peaks[@]}" | median)"
printf '| redraw of the table at 1920x1080, software renderer, ms | %s | 3 x 101 redraws | <= 8 |\n' "$(printf '%s\n' "${redraws[@]}" | median)"
