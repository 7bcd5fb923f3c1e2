#!/usr/bin/env bash
# Refreshes the README's screenshots (docs/screenshots/) with the headless
# renderer: tools/screenshots.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=${1:-$here/build}/sh-narrator
out=$here/docs/screenshots
mkdir -p "$out"
"$binary" --screenshot "$out/table.png" --screen table --size 1280x800 \
  --load "$here/tests/golden/accepted/special_election_caller_executed_7p.jsonl"
"$binary" --screenshot "$out/night.png" --screen night --size 800x480 --lang it
"$binary" --screenshot "$out/home.png" --screen home --size 800x480 --lang ru
"$binary" --screenshot "$out/table-portrait.png" --screen table --size 800x1280 --lang fr \
  --load "$here/tests/golden/accepted/phase_veto_9p.jsonl"
"$binary" --screenshot "$out/reveal.png" --screen reveal --size 1280x800 --claims-and-odds \
  --load "$here/tests/golden/analysis/reveal_planted_lies_5p.jsonl"
# The board for phones (issue 14): the table with its strip, and a phone
# watching the same game (in its own language), side by side in the README.
"$binary" --screenshot "$out/table-phones.png" --screen table --size 1280x800 --phones-strip \
  --load "$here/tests/golden/accepted/special_election_caller_executed_7p.jsonl"
"$binary" --screenshot "$out/phone.png" --screen table --size 390x844 --lang fr --as-phone \
  --load "$here/tests/golden/accepted/special_election_caller_executed_7p.jsonl"
ls -l "$out"
