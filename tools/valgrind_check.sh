#!/usr/bin/env bash
# valgrind (memcheck) on the modes that read saves and run the engine: every
# golden log through --replay (accepted ones must exit 0, refused ones 1),
# then --simulate. Any memcheck error (invalid read or write, use of an
# uninitialised value, a definite or indirect leak) makes valgrind exit 99,
# and the script fails. Run it on a build without sanitizers (valgrind and
# AddressSanitizer do not mix): the Release build is what ships.
#   tools/valgrind_check.sh [BINARY (default build/sh-narrator)] [GAMES (default 2000)]
# (Add --track-origins=yes to the valgrind command when chasing an error.)
# Last line: "valgrind: N runs, 0 errors (replay: A accepted + R refused logs,
# simulate: G games) in S s".
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${1:-$here/build/sh-narrator}
games=${2:-2000}
command -v valgrind >/dev/null 2>&1 || { echo "valgrind: not installed (apt-get install valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2054 # the commas are valgrind's, inside one option
memcheck=(valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect
  --show-leak-kinds=definite,indirect --log-file="$work/valgrind.%p.log")
started=$(date +%s)
runs=0 errors=0 accepted=0 refused=0
run() { # EXPECTED-STATUS ARGS...
  local expected=$1 status=0
  shift
  runs=$((runs + 1))
  "${memcheck[@]}" "$binary" "$@" >/dev/null 2>"$work/stderr" || status=$?
  if [ "$status" -ne "$expected" ]; then
    errors=$((errors + 1))
    echo "FAIL: $* exited $status (expected $expected)"
    cat "$work"/valgrind.*.log "$work/stderr" 2>/dev/null | head -60
  fi
  rm -f "$work"/valgrind.*.log
}
for log in "$here"/tests/golden/accepted/*.jsonl; do run 0 --replay "$log"; accepted=$((accepted + 1)); done
for log in "$here"/tests/golden/refused/*.jsonl; do run 1 --replay "$log"; refused=$((refused + 1)); done
run 0 --simulate "$games" --seed 5
run 0 --simulate 200 --seed 6 --players 10 --tracker-resets-on-election
echo "valgrind: $runs runs, $errors errors (replay: $accepted accepted + $refused refused logs," \
  "simulate: $games + 200 games) in $(($(date +%s) - started)) s"
[ "$errors" -eq 0 ]
