#!/usr/bin/env bash
# The app at rest (issue 12, "a quieter idle"): CPU over 60 s on the home
# screen, on the night screen paused by the table, and on the table screen
# with nothing happening, on the real binary in a real X window (Xvfb) with
# SDL's dummy audio driver (its thread wakes like a sound card's: once per
# 512-frame buffer). Each session walks home -> night (paused) -> table and
# measures each screen for 60 s, starting 3 s after the screen is reached
# (what the narrator was saying has ended; the sound device's rest is inside
# the window). Prints table rows for bench/run.sh, medians over the sessions:
#   the app's CPU (all threads, those that ended too: /proc/PID/stat ticks),
#   the app's wake-ups per second (voluntary context switches of every
#   thread alive at the end of the window), and how many threads ran.
#   bench/idle_bench.sh [BUILD_DIR] [SESSIONS]   (default 3: about 10 min;
#                                                 needs xvfb-run and xdotool)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(readlink -f "${1:-$here/build}")
sessions=${2:-3}
window_s=${IDLE_SECONDS:-60}
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$build" "$sessions"
fi
binary=$build/sh-narrator
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_AUDIODRIVER=dummy SH_NARRATOR_SILENT_AUDIO=1
hz=$(getconf CLK_TCK)
# shellcheck source=bench/reach_screens.sh
source "$here/bench/reach_screens.sh"
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

ticks() { awk '{ print $14 + $15 }' "/proc/$app/stat"; }
# "tid switches" per live thread; a thread that ended in the window (the
# sound device's, when it rests) is left out of the wake-ups, not of the CPU.
switches() {
  for task in /proc/"$app"/task/*; do
    echo "$(basename "$task") $(awk '/^voluntary_ctxt_switches/ { print $2 }' "$task/status")"
  done | sort
}
# measure NAME: 60 s of the screen now showing; appends "cpu wakeups threads".
measure() {
  sleep 3
  local t0 t1
  t0=$(ticks); switches >"$work/s0"
  sleep "$window_s"
  t1=$(ticks); switches >"$work/s1"
  echo "$(awk -v t=$((t1 - t0)) -v hz="$hz" -v s="$window_s" 'BEGIN { printf "%.3f", t / hz / s * 100 }') \
$(join "$work/s0" "$work/s1" | awk -v s="$window_s" '{ w += $3 - $2 } END { printf "%.2f", w / s }') \
$(find "/proc/$app/task" -mindepth 1 -maxdepth 1 | wc -l)" >>"$work/$1"
}

for session in $(seq "$sessions"); do
  export XDG_DATA_HOME=$work/data$session XDG_CONFIG_HOME=$work/config$session
  "$binary" 2>/dev/null &
  app=$!
  window=$(xdotool search --sync --onlyvisible --name "Secret Hitler Narrator" | head -1)
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  measure home
  # To the night, which the table pauses (Space) a moment later.
  keys_to_the_night "$window"
  sleep 2
  xdotool key --window "$window" space
  measure night_paused
  # Resume, skip the night's lines: the table.
  xdotool key --window "$window" --delay 80 space Right Right Right Right Right Right Return
  measure table
  require_table idle_bench "$session"
  kill $app; wait $app 2>/dev/null || true
done

for screen in home night_paused table; do
  label=$screen
  [ "$screen" = night_paused ] && label="night (paused)"
  cpu=$(awk '{ print $1 }' "$work/$screen" | median)
  wakes=$(awk '{ print $2 }' "$work/$screen" | median)
  threads=$(awk '{ print $3 }' "$work/$screen" | median)
  printf '| CPU idle over %d s, %s screen, %% of one core | %s | %d sessions | < 0.05 |\n' \
    "$window_s" "$label" "$cpu" "$sessions"
  printf '| wake-ups per second, %s screen (threads at the end: %s) | %s | %d sessions | |\n' \
    "$label" "$threads" "$wakes" "$sessions"
done
