#!/usr/bin/env bash
# The median speech level of the shipped clips (audio/<language>/<narrator>/),
# the level a table's own recordings are brought to (kTargetLevel in
# src/session/recording_shaper.h; docs/narrator-recording.md). Decodes each
# Ogg clip with sox and measures it with tools/speech_level.py.
#   tools/measure_levels.sh        (needs sox: apt-get install sox libsox-fmt-vorbis)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count=0
for clip in "$here"/audio/*/*/say.*.ogg; do
  narrator=$(basename "$(dirname "$clip")")
  language=$(basename "$(dirname "$(dirname "$clip")")")
  sox "$clip" -b 16 -c 1 "$tmp/${language}_${narrator}_$(basename "$clip" .ogg).wav"
  count=$((count + 1))
done
echo "clips: $count"
echo "median speech level (dBFS): $(python3 "$here/tools/speech_level.py" --median "$tmp"/*.wav)"
