#!/usr/bin/env bash
# The web build's home-screen icons (issue 32, item 15): the manifest's 192
# and 512 px PNGs and its maskable ones, of the sizes it states; the maskable
# ones full-bleed with their artwork inside the safe circle; the Apple touch
# icon 180x180 and opaque. tests/web/check_icons.py says what exactly.
#   tests/web/check_icons.sh SOURCE_DIR
set -euo pipefail
# shellcheck source=tests/need_tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../need_tool.sh"
need_tool python3 python3 || exit 77
exec python3 "$(dirname "${BASH_SOURCE[0]}")/check_icons.py" "$1"
