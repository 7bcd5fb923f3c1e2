#!/usr/bin/env bash
# Soak (issue 5): a million simulated games with zero invariant violations.
# The simulated table (src/core/table_simulator.cpp) plays with hidden roles,
# a real shuffled deck and random legal choices, and checks the engine's
# invariants, the deck against the engine's piles and a second model of the
# round rules after every event. Then 100,000 games at each table size with
# option O1 (the tracker resets on an election), which the default run draws
# only rarely.
#   bench/soak.sh [BINARY (default build/sh-narrator)] [GAMES (default 1000000)] [SEED (default 1)]
# Prints each run's JSON, then one line:
#   soak: N games, V invariant violations, S s
# Exit status 1 when any invariant broke.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${1:-$here/build/sh-narrator}
games=${2:-1000000}
seed=${3:-1}
per_size=$((games / 10))
total=0 violations=0 started=$(date +%s%N) status=0
soak() { # ARGS...
  local out
  out=$("$binary" --simulate "$@") || status=1
  echo "$out"
  # shellcheck disable=SC2001 # a capture group, which ${out//...} cannot do
  total=$((total + $(sed -e 's/.*"games":\([0-9]*\).*/\1/' <<<"$out")))
  # shellcheck disable=SC2001
  violations=$((violations + $(sed -e 's/.*"invariant_violations":\([0-9]*\).*/\1/' <<<"$out")))
}
soak "$games" --seed "$seed"
for players in 5 6 7 8 9 10; do
  soak "$per_size" --seed "$((seed + players))" --players "$players" --tracker-resets-on-election
done
printf 'soak: %d games, %d invariant violations, %.1f s\n' "$total" "$violations" \
  "$(awk -v ns=$(($(date +%s%N) - started)) 'BEGIN { print ns / 1e9 }')"
[ "$violations" -eq 0 ] && exit $status
exit 1
