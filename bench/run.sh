#!/usr/bin/env bash
# The engine's figures of docs/performance.md, each a median over several runs.
#   bench/run.sh [BUILD_DIR]      (default: build, a Release build)
# --simulate runs pinned to one core (taskset), as the target says "one core".
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$here/build}
binary=$build/sh-narrator
runs=7

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
pin() { if command -v taskset >/dev/null 2>&1; then taskset -c 0 "$@"; else "$@"; fi; }

simulate_rates=()
for _ in $(seq $runs); do
  simulate_rates+=("$(pin "$binary" --simulate 200000 --seed 1 |
    sed -e 's/.*"games_per_second":\([0-9.]*\).*/\1/')")
done
replay_engine=()
replay_total=()
replay_per_event=()
for _ in $(seq $runs); do
  line=$(pin "$build/shn-replay-bench")
  events=$(echo "$line" | sed -e 's/.*"events":\([0-9]*\).*/\1/')
  replay_engine+=("$(echo "$line" | sed -e 's/.*"engine_replay_median_us":\([0-9.e+-]*\).*/\1/')")
  replay_per_event+=("$(echo "$line" | sed -e 's/.*"engine_us_per_event":\([0-9.e+-]*\).*/\1/')")
  replay_total+=("$(echo "$line" | sed -e 's/.*"read_and_replay_median_us":\([0-9.e+-]*\).*/\1/')")
done

printf '| figure | median of %d runs | target |\n|---|---|---|\n' "$runs"
printf '| --simulate, complete games per second (one core) | %.0f | >= 200000 |\n' \
  "$(printf '%s\n' "${simulate_rates[@]}" | median)"
printf '| engine replay of a %s-event log (a vetoed O1 game, see bench/replay_bench.cpp), microseconds | %.2f | < 1000 for 200 events |\n' \
  "$events" "$(printf '%s\n' "${replay_engine[@]}" | median)"
printf '| engine time per event, microseconds (x200 = %.2f us) | %.4f | |\n' \
  "$(printf '%s\n' "${replay_per_event[@]}" | median | awk '{ print $1 * 200 }')" \
  "$(printf '%s\n' "${replay_per_event[@]}" | median)"
printf '| reading + replaying that log (JSON parsing included), microseconds | %.1f | |\n' \
  "$(printf '%s\n' "${replay_total[@]}" | median)"

latency=()
for _ in $(seq 3); do
  latency+=("$("$build/shn-narration-latency" 31 2>/dev/null | sed -e 's/.*"tap_to_sound_median_ms":\([0-9.]*\).*/\1/')")
done
printf '| narration: tap to sound, median of 3 x 31 taps (to the first mixed buffer + one 23 ms device buffer), ms | %.1f | <= 50 |\n' \
  "$(printf '%s\n' "${latency[@]}" | median)"
printf '| all clips of the four languages, MB | %.1f | < 25 |\n' \
  "$(du -sb "$here/audio" | awk '{ print $1 / 1000000 }')"

# The table app (needs xvfb-run and xdotool).
if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
  bash "$here/bench/app_bench.sh" "$build" | tail -n +3
fi
