#!/usr/bin/env bash
# The property test through the command line: 10,000 simulated games with
# zero invariant violations, and the same seed gives the same games.
# GAMES (default 10000) scales every run (the sanitizers' pass asks fewer:
# tests/CMakeLists.txt, issue 46).
#   check_simulate.sh BINARY [GAMES]
set -u
binary=$1
games=${2:-10000}
some=$((games / 5)) # the other runs' games: 2,000 by default
first=$("$binary" --simulate "$games" --seed 2026) || { echo "FAIL: status $?: $first"; exit 1; }
echo "$first"
case "$first" in
  *'"games":'"$games"','*'"invariant_violations":0,'*) ;;
  *) echo "FAIL: expected $games games and 0 invariant violations"; exit 1 ;;
esac
second=$("$binary" --simulate "$games" --seed 2026)
strip() { sed -e 's/,"seconds":[^,]*,"games_per_second":[^,}]*//'; }
if [ "$(echo "$first" | strip)" != "$(echo "$second" | strip)" ]; then
  echo "FAIL: the same seed gave different games"; exit 1
fi
other=$("$binary" --simulate "$games" --seed 2027)
if [ "$(echo "$first" | strip)" = "$(echo "$other" | strip | sed 's/"seed":2027/"seed":2026/')" ]; then
  echo "FAIL: another seed gave the same games"; exit 1
fi
for players in 5 6 7 8 9 10; do
  "$binary" --simulate "$some" --players "$players" --tracker-resets-on-election >/dev/null ||
    { echo "FAIL: invariant violations at $players players with O1"; exit 1; }
done
# Rebalanced games (docs/rules.md O2-O4), each at its own table size, with claims too.
for players in 6 7 9; do
  "$binary" --simulate "$some" --players "$players" --rebalanced-${players}p --claims >/dev/null ||
    { echo "FAIL: invariant violations with O2-O4 at $players players"; exit 1; }
done
# Claims (docs/analysis.md): no true claim flagged, the model never rejects the truth.
claims=$("$binary" --simulate "$some" --claims --seed 2026) || { echo "FAIL: with claims: $claims"; exit 1; }
case "$claims" in
  *'"invariant_violations":0,'*'"claims":{"made":'*) ;;
  *) echo "FAIL: with claims: $claims"; exit 1 ;;
esac
echo "simulate: 1 passed, 0 failed"
