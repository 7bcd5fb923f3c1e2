#!/usr/bin/env bash
# The median speech level of the shipped clips (audio/<language>/<narrator>/),
# the level a table's own recordings are brought to (kTargetLevel in
# src/session/recording_shaper.h; docs/narrator-recording.md). Decodes each
# Ogg Opus clip with opusdec at 22.05 kHz and measures it with
# tools/speech_level.py.
#   tools/measure_levels.sh        (needs opusdec: apt-get install opus-tools)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=0
for clip in "$here"/audio/*/*/say.*.opus; do
  narrator=$(basename "$(dirname "$clip")")
  language=$(basename "$(dirname "$(dirname "$clip")")")
  opusdec --quiet --rate 22050 "$clip" "$tmp/${language}_${narrator}_$(basename "$clip" .opus).wav"
  count=$((count + 1))
done
echo "clips: $count"
echo "median speech level (dBFS): $(python3 "$here/tools/speech_level.py" --median "$tmp"/*.wav)"
