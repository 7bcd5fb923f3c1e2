#!/usr/bin/env bash
# Golden narration sequences: for 5-10 players and every language, the lines
# of `--narrate setup|night|reveal --no-audio` (key TAB text) must equal
# golden/narration/<sequence>_<players>_<lang>.txt. R6 (5-6) and R7 (7-10)
# differ; within each group the night sequences are the same.
#   check_narration_golden.sh BINARY DIR [--update]
set -u
binary=$1 dir=$2 update=${3:-}
# Every language the app speaks (src/session/languages.h, asked of the app).
languages=$("$binary" --languages | cut -f1)
[ -n "$languages" ] || { echo "$0: $binary --languages printed nothing" >&2; exit 1; }
failures=0 checked=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for sequence in setup night reveal; do
  for players in 5 6 7 8 9 10; do
    for lang in $languages; do
      checked=$((checked + 1))
      expected=$dir/${sequence}_${players}_${lang}.txt
      "$binary" --narrate "$sequence" --players "$players" --lang "$lang" --no-audio >"$out"
      status=$? # (after `if ! command`, $? would be the negation's: always 0)
      if [ "$status" -ne 0 ]; then
        echo "FAIL $expected: status $status"; failures=$((failures + 1)); continue
      fi
      if grep -q '\[\[' "$out"; then echo "FAIL $expected: missing text"; failures=$((failures + 1)); fi
      if [ "$update" = --update ]; then cp "$out" "$expected"
      elif ! diff -u "$expected" "$out"; then failures=$((failures + 1)); fi
    done
  done
done
# O2-O4: the rebalanced setups say which deck to build (and O2 the policy to place).
for players in 6 7 9; do
  for lang in $languages; do
    checked=$((checked + 1))
    expected=$dir/setup_${players}_rebalanced_${lang}.txt
    "$binary" --narrate setup --players "$players" --rebalanced-"${players}"p --lang "$lang" --no-audio >"$out"
    status=$?
    if [ "$status" -ne 0 ]; then
      echo "FAIL $expected: status $status"; failures=$((failures + 1)); continue
    fi
    grep -q "say.setup.rebalanced_$players" "$out" || { echo "FAIL $expected: no rebalanced deck line"; failures=$((failures + 1)); }
    if [ "$update" = --update ]; then cp "$out" "$expected"
    elif ! diff -u "$expected" "$out"; then failures=$((failures + 1)); fi
  done
done
# The two scripts of the rules: 5 and 6 share one, 7 to 10 share the other.
if [ -z "$update" ]; then
  for lang in $languages; do
    cmp -s "$dir/night_5_$lang.txt" "$dir/night_6_$lang.txt" || { echo "FAIL: R6 5 and 6 differ ($lang)"; failures=$((failures + 1)); }
    for players in 8 9 10; do
      cmp -s "$dir/night_7_$lang.txt" "$dir/night_${players}_$lang.txt" || { echo "FAIL: R7 7 and $players differ ($lang)"; failures=$((failures + 1)); }
    done
    cmp -s "$dir/night_5_$lang.txt" "$dir/night_7_$lang.txt" && { echo "FAIL: R6 and R7 are the same ($lang)"; failures=$((failures + 1)); }
  done
fi
echo "narration goldens: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
