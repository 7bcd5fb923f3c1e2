#!/usr/bin/env bash
# Renders the app's icon, dist/icons/sh-narrator.svg, to the PNG sizes the
# hicolor theme installs (48, 64, 128, 256): dist/icons/sh-narrator-SIZE.png.
# The PNGs are committed, so building needs no SVG renderer; run this after
# editing the SVG, then commit the PNGs.
#   tools/render_icons.sh          (needs rsvg-convert: Debian's librsvg2-bin)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
command -v rsvg-convert >/dev/null || { echo "render_icons: install librsvg2-bin" >&2; exit 1; }
for size in 48 64 128 256; do
  rsvg-convert --width "$size" --height "$size" --format png \
    --output "$here/dist/icons/sh-narrator-$size.png" "$here/dist/icons/sh-narrator.svg"
done
echo "render_icons: dist/icons/sh-narrator-{48,64,128,256}.png"
