#!/usr/bin/env bash
# Bad input never crashes --replay: each case must end with status 1, print
# nothing on stdout, and say on stderr what is wrong (a line number where a
# line is at fault), with no "[[missing text]]" marker.
#   check_bad_input.sh BINARY
set -u
binary=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
checked=0
setup='{"type":"setup","players":["Ada","Bo","Cy","Di","Ed"]}'

expect_refusal() { # NAME PATTERN FILE
  local name=$1 pattern=$2 file=$3 status
  checked=$((checked + 1))
  "$binary" --replay "$file" >"$work/out" 2>"$work/err"
  status=$?
  if [ "$status" -ne 1 ]; then echo "FAIL $name: status $status"; failures=$((failures + 1)); return; fi
  if [ -s "$work/out" ]; then echo "FAIL $name: stdout not empty"; failures=$((failures + 1)); return; fi
  if ! grep -q -- "$pattern" "$work/err"; then
    echo "FAIL $name: stderr lacks '$pattern': $(head -c 300 "$work/err")"; failures=$((failures + 1)); return
  fi
  if grep -q '\[\[' "$work/err"; then echo "FAIL $name: missing catalogue text"; failures=$((failures + 1)); fi
}

: >"$work/empty"
expect_refusal "empty file" "line 1: the game log is empty" "$work/empty"
expect_refusal "missing file" "cannot open" "$work/does-not-exist"
mkdir "$work/folder"
expect_refusal "a folder" "folder" "$work/folder"
printf '\n\n\n' >"$work/blank"
expect_refusal "only blank lines" "line 1:" "$work/blank"
printf '%s\n{"type":"first_president","player":"Ada"}\n{"type":"nominate","chancellor":"Bo"' "$setup" >"$work/truncated"
expect_refusal "truncated last line" "line 3: the line is not valid JSON" "$work/truncated"
printf '%s\n{"type":"first_president","player":"Ad\xc3"}\n' "$setup" >"$work/utf8"
expect_refusal "invalid UTF-8" "line 2: the line is not valid UTF-8" "$work/utf8"
printf '\xef\xbb\xbf%s\n{"type":"vote","ja":"x"}\n' "$setup" >"$work/bom"
expect_refusal "BOM then wrong phase" "line 2:" "$work/bom"
printf '%s\n{"type":"first_president","player":"Ada","player":"Bo"}\n{"type":"nominate","chancellor":null}\n' "$setup" >"$work/null"
expect_refusal "null where a name belongs" "line 3: a field has the wrong type" "$work/null"
printf '%s\n{"type":"first_president","player":"Ada"}\n{"type":"nominate","chancellor":"Bo"}\n{"type":"vote","ja":["Ada","Bo","Cy","Dan"]}\n' "$setup" >"$work/unknown"
expect_refusal "unknown voter" "line 4: no player is called" "$work/unknown"
head -c 100000000 /dev/urandom >"$work/random-100mb"
expect_refusal "100 MB of random bytes" "line 1:" "$work/random-100mb"
{ echo "$setup"; head -c 100000000 /dev/zero | tr '\0' '\n'; } >"$work/blank-100mb"
checked=$((checked + 1)) # blank lines are ignored: this is a valid log of a game not yet begun
if ! "$binary" --replay "$work/blank-100mb" 2>"$work/err" | grep -q '"phase":"first_president"'; then
  echo "FAIL 100 MB of blank lines after the setup: $(cat "$work/err")"; failures=$((failures + 1))
fi
{ echo "$setup"; head -c 100000000 /dev/zero | tr '\0' 'a'; } >"$work/one-line-100mb"
expect_refusal "a 100 MB line" "line 2: the line is longer than" "$work/one-line-100mb"
{
  echo "$setup"
  echo '{"type":"first_president","player":"Ada"}'
  for _ in $(seq 1 200000); do echo '{"type":"peek"}'; done
} >"$work/many-events"
expect_refusal "many events in the wrong phase" "line 3:" "$work/many-events"
printf '%s\n{"type":"first_president","player":"Ada"}\n[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n' "$setup" >"$work/nested"
expect_refusal "deeply nested arrays" "line 3:" "$work/nested"
head -c 60000 /dev/zero | tr '\0' '[' >"$work/nested-60k"
expect_refusal "60,000 nested brackets" "line 1:" "$work/nested-60k"
printf '{"type":"setup","players":["Ada","Bo","Cy","Di","Ed"],"options":{"tracker_resets_on_election":"yes"}}\n' >"$work/option"
expect_refusal "option of the wrong type" "line 1: a field has the wrong type" "$work/option"

for pause in nan inf -1 1 21 abc; do # the night pause: 2-20 seconds, nothing else
  checked=$((checked + 1))
  if timeout 10 "$binary" --narrate night --players 5 --no-audio --pause "$pause" >/dev/null 2>&1; then
    echo "FAIL --pause $pause accepted"; failures=$((failures + 1))
  fi
done
echo "bad input: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
