#!/usr/bin/env bash
# Re-renders the golden screens (tests/golden/screens/*.png) listed in
# tests/golden/screens/screens.txt with the headless renderer. Run it after a
# deliberate change of the look, then look at every PNG before committing:
#   tools/refresh_golden_screens.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${1:-$here/build}/sh-narrator
screens=$here/tests/golden/screens
while read -r name screen language size log; do
  case "$name" in '' | '#'*) continue ;; esac
  args=(--screenshot "$screens/$name.png" --screen "$screen" --lang "$language" --size "$size")
  [ -n "${log:-}" ] && args+=(--load "$here/tests/golden/accepted/$log")
  "$binary" "${args[@]}"
  echo "refreshed $name.png"
done <"$screens/screens.txt"
