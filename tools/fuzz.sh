#!/usr/bin/env bash
# Fuzzes, with libFuzzer + AddressSanitizer + UndefinedBehaviorSanitizer
# (clang++, Debian packages clang and libclang-rt-14-dev), one of two targets:
#   log   the game-log reader and the engine behind it (fuzz/log_fuzzer.cpp,
#         seeds fuzz/corpus/, dictionary fuzz/log.dict): the default;
#   data  the settings file and the language catalogues (fuzz/data_fuzzer.cpp,
#         seeds fuzz/corpus-data/);
#   voice the voice pack reader, the narrators tables share (fuzz/voice_fuzzer.cpp,
#         seeds fuzz/corpus-voice/).
#   tools/fuzz.sh [--target log|data|voice] [--seconds N] [--runs N] [--jobs N] [--build-dir DIR]
#                 [--scratch DIR] [--build-only] [-- LIBFUZZER-FLAGS...]
# Defaults: 60 seconds, one job, build dir build-fuzz/, new inputs kept in
# build-fuzz/corpus-found/ (the committed seed corpus fuzz/corpus/ is only
# read). Crashing inputs go to <build dir>/artifacts/. Exit status 0 when
# the run ended with no crash; the last line sums it up:
#   fuzz: N executions in S s, 0 crashes (corpus: seeds + found)
# A crash found: minimise it (build-fuzz/log_fuzzer -minimize_crash=1
# -runs=10000 CRASH), add it to fuzz/corpus/ as a regression, fix the bug.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target=log
seconds=60
runs=-1
jobs=1
build_dir=$here/build-fuzz
scratch=
build_only=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --runs) runs=$2; seconds=0; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --build-dir) build_dir=$2; shift 2 ;;
    --scratch) scratch=$2; shift 2 ;;
    --build-only) build_only=1; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: tools/fuzz.sh [--seconds N] [--runs N] [--jobs N] [--build-dir DIR] [--scratch DIR] [--build-only] [-- FLAGS...]" >&2; exit 2 ;;
  esac
done
scratch=${scratch:-$build_dir/corpus-found}
cxx=${CXX_FUZZ:-clang++}
if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "fuzz: $cxx not found (Debian: apt-get install clang libclang-rt-14-dev)" >&2
  exit 2
fi

case "$target" in
  log) # The reader and the engine it drives: every source of src/core, and
    # of src/session the two files that know the log format.
    sources=("$here"/src/core/*.cpp "$here/src/session/event_json.cpp" "$here/src/session/game_log.cpp"
      "$here/fuzz/log_fuzzer.cpp")
    seeds=$here/fuzz/corpus
    dictionary=(-dict="$here/fuzz/log.dict") ;;
  data) # The two readers of the files a user can spoil besides the log.
    sources=("$here/src/session/settings.cpp" "$here/src/platform/posix/posix_store.cpp" "$here/src/session/narrators.cpp" "$here/src/session/catalogue.cpp" "$here/fuzz/data_fuzzer.cpp")
    seeds=$here/fuzz/corpus-data
    dictionary=() ;;
  voice) # The voice pack reader: a file a table imports from anyone (issue 34).
    sources=("$here/src/session/voice_pack.cpp" "$here/src/session/wav_clip.cpp" "$here/fuzz/voice_fuzzer.cpp")
    seeds=$here/fuzz/corpus-voice
    dictionary=() ;;
  *) echo "fuzz: unknown target $target (log, data or voice)" >&2; exit 2 ;;
esac
binary=$build_dir/${target}_fuzzer
mkdir -p "$build_dir" "$scratch" "$build_dir/artifacts"
stale=0
[ -x "$binary" ] || stale=1
if [ $stale -eq 0 ] && [ -n "$(find "$here/src/core" "$here/src/session" "$here/src/platform/posix" "$here/fuzz" \
  \( -name '*.cpp' -o -name '*.h' \) -newer "$binary" -print -quit)" ]; then
  stale=1
fi
if [ $stale -eq 1 ]; then
  echo "fuzz: building $binary"
  # One object a source, through ccache when it is there, two at a time: a
  # clean clone's CI then rebuilds only what changed (it was one command,
  # about 55 s for the log reader's fuzzer on every run).
  launcher=()
  command -v ccache >/dev/null 2>&1 && launcher=(ccache)
  objects=$build_dir/objects-$target
  mkdir -p "$objects"
  flags=(-std=c++20 -O1 -g -fno-omit-frame-pointer "-fsanitize=fuzzer,address,undefined"
    -fno-sanitize-recover=all -Wall -Wextra -Wpedantic -I"$here/src")
  compile_one() { # SOURCE
    "${launcher[@]}" "$cxx" "${flags[@]}" -c "$1" -o "$objects/$(basename "$1" .cpp).o"
  }
  pids=() failed=0
  for source in "${sources[@]}"; do
    compile_one "$source" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$(nproc)" ]; then wait "${pids[0]}" || failed=1; pids=("${pids[@]:1}"); fi
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  [ $failed -eq 0 ] || { echo "fuzz: the fuzzer does not build" >&2; exit 1; }
  object_files=()
  for source in "${sources[@]}"; do object_files+=("$objects/$(basename "$source" .cpp).o"); done
  "$cxx" "${flags[@]}" "${object_files[@]}" -o "$binary.tmp"
  mv "$binary.tmp" "$binary"
fi
[ $build_only -eq 1 ] && exit 0

log=$build_dir/run-$$.log
flags=("${dictionary[@]}" -artifact_prefix="$build_dir/artifacts/" -print_final_stats=1
  -timeout=10 -rss_limit_mb=2048 -max_len=16384)
[ "$seconds" -gt 0 ] && flags+=(-max_total_time="$seconds")
[ "$runs" -ge 0 ] && flags+=(-runs="$runs")
if [ "$jobs" -gt 1 ]; then flags+=(-jobs="$jobs" -workers="$jobs"); fi
started=$(date +%s)
stamp=$build_dir/run-$$.stamp # crash inputs of this run are newer than it
: >"$stamp"
status=0
# -jobs writes one fuzz-N.log per job in the working folder: the build dir.
(cd "$build_dir" && ASAN_OPTIONS=${ASAN_OPTIONS:-}:detect_leaks=1 \
  "$binary" "${flags[@]}" "${extra[@]}" "$scratch" "$seeds") >"$log" 2>&1 || status=$?
elapsed=$(($(date +%s) - started))
if [ "$jobs" -gt 1 ]; then
  cat "$build_dir"/fuzz-*.log >>"$log" 2>/dev/null || true
  rm -f "$build_dir"/fuzz-*.log
fi
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | awk '{ s += $1 } END { print s + 0 }')
crashes=$(find "$build_dir/artifacts" -newer "$stamp" -type f | wc -l)
rm -f "$stamp"
[ $status -ne 0 ] && [ "$crashes" -eq 0 ] && crashes=1
seed_count=$(find "$seeds" -type f | wc -l)
found=$(find "$scratch" -type f | wc -l)
if [ $status -ne 0 ]; then
  tail -n 60 "$log"
  echo "fuzz: crash inputs in $build_dir/artifacts/, full log in $log"
fi
echo "fuzz ($target): $executions executions in $elapsed s, $crashes crashes (corpus: $seed_count seeds + $found found)"
[ $status -eq 0 ] && rm -f "$log"
exit $status
