#!/usr/bin/env bash
# Renders every spoken catalogue line ("say.*") to audio/<lang>/<narrator>/<key>.opus with
# the best offline voices Debian has, and records what was rendered in
# audio/manifest.json. Only lines whose text changed (or whose clip is
# missing) are rendered again; --all renders everything.
#   tools/render_voices.sh [--all] [LANG...]
# Needs root (or sudo) the first time: it enables Debian's contrib and
# non-free components (where SVOX pico and RHVoice live) and installs the
# voices, sox, opus-tools and python3. Building, testing and running the app need none of this.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
packages=(libttspico-utils rhvoice rhvoice-english rhvoice-russian sox libsox-fmt-base opus-tools python3)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sources=/etc/apt/sources.list.d/sh-narrator-voices.sources
  if [ ! -f "$sources" ]; then
    "${as_root[@]}" tee "$sources" >/dev/null <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: contrib non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
exec python3 "$here/tools/render_voices.py" "$@"
