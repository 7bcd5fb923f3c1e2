#!/usr/bin/env bash
# Renders the app's icon, dist/icons/sh-narrator.svg, to the PNGs the
# installs and the web build use, all in dist/icons/:
#   sh-narrator-SIZE.png             48, 64, 128, 256 (the hicolor theme) and
#                                    192, 512 (also the web manifest's "any")
#   sh-narrator-maskable-SIZE.png    192, 512: the web manifest's "maskable":
#                                    the icon at 60% of the side, centred on a
#                                    full-bleed ground of the page's colour, so
#                                    that all of it lies inside the central 80%
#                                    circle a launcher may cut to
#   sh-narrator-apple-touch-180.png  the Apple home-screen icon: fully opaque,
#                                    the corners the page's colour (iOS rounds
#                                    the corners itself and fills transparent
#                                    ones with black)
# The ground is the manifest's background_color (web/manifest.webmanifest),
# the SVG's frame colour. tests/web/check_icons.sh checks the result.
# The PNGs are committed, so building needs no SVG renderer; run this after
# editing the SVG, then commit the PNGs.
#   tools/render_icons.sh          (needs rsvg-convert: Debian's librsvg2-bin)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
command -v rsvg-convert >/dev/null || { echo "render_icons: install librsvg2-bin" >&2; exit 1; }
svg=$here/dist/icons/sh-narrator.svg
ground='#211c18'
render() { # OUTPUT SIZE [rsvg-convert options...]
  local output=$1 size=$2
  shift 2
  rsvg-convert --width "$size" --height "$size" --format png "$@" \
    --output "$here/dist/icons/$output" "$svg"
}
for size in 48 64 128 192 256 512; do
  render "sh-narrator-$size.png" "$size"
done
for page in 192 512; do
  # The SVG's farthest point (its frame's rounded corner) is 163 of its 256
  # units from the centre: at 60% of the page it is 0.38 of the page away,
  # inside the safe circle's 0.4. Even, so that it sits exactly in the middle.
  size=$((page * 6 / 10 / 2 * 2))
  render "sh-narrator-maskable-$page.png" "$size" --page-width "$page" --page-height "$page" \
    --left $(((page - size) / 2)) --top $(((page - size) / 2)) --background-color "$ground"
done
render sh-narrator-apple-touch-180.png 180 --background-color "$ground"
echo "render_icons: dist/icons/sh-narrator-{48,64,128,192,256,512}.png," \
  "sh-narrator-maskable-{192,512}.png, sh-narrator-apple-touch-180.png"
