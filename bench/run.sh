#!/usr/bin/env bash
# All the figures of docs/performance.md in one table, each a median over
# several runs (the "runs" column says how many):
#   cold start, peak memory, redraw time (bench/app_bench.sh, in Xvfb), the
#   cold start beside a bare SDL2 window (bench/start_bench.sh), idle
#   CPU on three screens (bench/idle_bench.sh, in Xvfb, about 10 min),
#   narration latency, simulated games per second, replay time; the web
#   build's size, time to first frame and memory (bench/web_bench.mjs, when
#   build-web/site and tests/web/node_modules exist: tools/web.sh test).
#   bench/run.sh [BUILD_DIR]      (default: build, a Release build; about 12 min)
# --simulate runs pinned to one core (taskset), as the target says "one core".
# The app's figures need xvfb-run and xdotool; without them those rows are left out.
# SHN_BENCH_FIRST_WINDOW=1 adds the time from a fresh clone to the window
# (bench/first_window_bench.sh: three clean builds).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(readlink -f "${1:-$here/build}")
binary=$build/sh-narrator
runs=7

median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
pin() { if command -v taskset >/dev/null 2>&1; then taskset -c 0 "$@"; else "$@"; fi; }
field() { sed -e "s/.*\"$1\":\([0-9.e+-]*\).*/\1/"; }

simulate_rates=()
for _ in $(seq $runs); do
  simulate_rates+=("$(pin "$binary" --simulate 200000 --seed 1 | field games_per_second)")
done
replay_engine=()
replay_total=()
replay_per_event=()
for _ in $(seq $runs); do
  line=$(pin "$build/shn-replay-bench")
  events=$(echo "$line" | field events)
  replay_engine+=("$(echo "$line" | field engine_replay_median_us)")
  replay_per_event+=("$(echo "$line" | field engine_us_per_event)")
  replay_total+=("$(echo "$line" | field read_and_replay_median_us)")
done
# The whole command, as a user runs it: start, read, replay, print, exit.
long_log=$here/tests/golden/accepted/long_veto_game_200_events.jsonl
replay_command=()
for _ in $(seq 11); do
  before=$(date +%s%N)
  "$binary" --replay "$long_log" >/dev/null
  replay_command+=("$(awk -v ns=$(($(date +%s%N) - before)) 'BEGIN { printf "%.1f", ns / 1e6 }')")
done
latency=()
for _ in $(seq 3); do
  latency+=("$("$build/shn-narration-latency" 31 2>/dev/null | field tap_to_sound_median_ms)")
done

printf '| figure | median | runs | target |\n|---|---|---|---|\n'
if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
  bash "$here/bench/app_bench.sh" "$build"
  bash "$here/bench/start_bench.sh" "$build"
  bash "$here/bench/idle_bench.sh" "$build"
  # From a fresh clone to the window: three clean builds, about 4 minutes.
  if [ -n "${SHN_BENCH_FIRST_WINDOW:-}" ]; then bash "$here/bench/first_window_bench.sh" 3; fi
fi
printf '| narration: tap to sound (to the first mixed buffer + one 23 ms device buffer), ms | %.1f | 3 x 31 taps | <= 50 |\n' \
  "$(printf '%s\n' "${latency[@]}" | median)"
printf '| --simulate 200000, complete games per second (one core) | %.0f | %d | >= 200000 |\n' \
  "$(printf '%s\n' "${simulate_rates[@]}" | median)" "$runs"
printf '| replay: the engine replays a %s-event log (bench/replay_bench.cpp), us | %.2f | %d x 2001 samples | < 1000 |\n' \
  "$events" "$(printf '%s\n' "${replay_engine[@]}" | median)" "$runs"
printf '| replay: engine time per event, us | %.4f | %d x 2001 samples | |\n' \
  "$(printf '%s\n' "${replay_per_event[@]}" | median)" "$runs"
printf '| replay: reading + replaying that log (JSON parsing included), us | %.1f | %d x 2001 samples | |\n' \
  "$(printf '%s\n' "${replay_total[@]}" | median)" "$runs"
# shellcheck disable=SC2016 # Markdown backquotes, not a command
printf '| replay: the whole `sh-narrator --replay` of that log (process start to exit), ms | %s | 11 | |\n' \
  "$(printf '%s\n' "${replay_command[@]}" | median)"
if [ -f "$here/build-web/site/sh-narrator.wasm" ] && [ -d "$here/tests/web/node_modules/playwright-core" ]; then
  node "$here/bench/web_bench.mjs" "$here/build-web/site" 7 # the web build (tools/web.sh test first)
  # a first visit at 1.6 Mbit/s, an update, the first frame in three engines (WebKit needs a display);
  # on the test build's site (tools/web.sh test), whose hooks find New game
  if [ -f "$here/build-web/test-site/sh-narrator.wasm" ]; then
    xvfb-run -a -s "-screen 0 1280x1024x24" node "$here/bench/web_visit_bench.mjs" "$here/build-web/test-site" 7
  fi
fi
analyze=()
for _ in $(seq $runs); do
  analyze+=("$("$build/shn-analyze-bench" "$here"/tests/golden/accepted/*.jsonl "$here"/tests/golden/analysis/*.jsonl | field median_ms)")
done
printf '| analysis: odds + findings + role odds of a game (golden + 2,000 simulated with claims, bench/analyze_bench.cpp), ms | %.3f | %d x 2,021 games | <= 20 |\n' \
  "$(printf '%s\n' "${analyze[@]}" | median)" "$runs"
printf '| all clips of the six languages, MB | %.1f | (size) | < 25 |\n' \
  "$(du -sb "$here/audio" | awk '{ print $1 / 1000000 }')"
