#!/usr/bin/env bash
# Golden replays through the real binary (black box, like Stockfish's bench).
#   check_golden.sh BINARY GOLDEN_DIR [--update]
# accepted/NAME.jsonl must replay with status 0, nothing on stderr, and print
# exactly accepted/NAME.expected.json. refused/NAME.jsonl must fail with a
# non-zero status, nothing on stdout, and print exactly refused/NAME.expected.txt
# on stderr. analysis/NAME.jsonl must print exactly analysis/NAME.expected.json
# with --analyze, which must refuse every refused/ log exactly as --replay does
# (docs/analysis.md). --update rewrites the expected files (then read the diff!).
set -u
binary=$1
golden=$2
update=${3:-}
failures=0
checked=0
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

fail() { echo "FAIL $1: $2"; failures=$((failures + 1)); }
# compare LOG EXPECTED ACTUAL WHAT: the output must be the expected file
# (with --update, it becomes the expected file).
compare() {
  if [ "$update" = --update ]; then
    cp "$3" "$2"
  elif ! diff -u "$2" "$3"; then
    fail "$1" "$4"
  fi
}

cd "$golden" || exit 2
for log in accepted/*.jsonl refused/*.jsonl; do
  checked=$((checked + 1))
  name=${log%.jsonl}
  "$binary" --replay "$log" >"$out" 2>"$err"
  status=$?
  if [ "${log%%/*}" = accepted ]; then
    expected=$name.expected.json actual=$out
    [ "$status" -eq 0 ] || fail "$log" "exit status $status: $(cat "$err")"
    [ -s "$err" ] && fail "$log" "stderr not empty"
  else
    expected=$name.expected.txt actual=$err
    [ "$status" -ne 0 ] || fail "$log" "accepted, but it must be refused"
    [ "$status" -ge 128 ] && fail "$log" "crashed with status $status"
    [ -s "$out" ] && fail "$log" "stdout not empty"
    grep -q 'line [0-9]' "$err" || fail "$log" "the message names no line"
  fi
  compare "$log" "$expected" "$actual" "output differs from $expected"
done
for log in analysis/*.jsonl; do
  checked=$((checked + 1))
  "$binary" --analyze "$log" >"$out" 2>"$err"
  status=$?
  [ "$status" -eq 0 ] || fail "$log" "--analyze exit status $status: $(cat "$err")"
  compare "$log" "${log%.jsonl}.expected.json" "$out" "--analyze output differs"
done
for log in refused/*.jsonl; do
  checked=$((checked + 1))
  "$binary" --analyze "$log" >"$out" 2>"$err"
  status=$?
  [ "$status" -eq 1 ] || fail "$log" "--analyze exit status $status, --replay's is 1"
  [ -s "$out" ] && fail "$log" "--analyze printed on stdout"
  diff -q "${log%.jsonl}.expected.txt" "$err" >/dev/null || fail "$log" "--analyze says otherwise"
done
echo "golden replays: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
