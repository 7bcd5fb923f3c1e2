#!/usr/bin/env bash
# The Raspberry Pi (arm64) build, cross-compiled on an amd64 Debian 12 machine
# with Debian's cross toolchain and multiarch SDL2, then checked under
# qemu-user: the headless modes of the arm64 binary (--simulate, --replay of
# a golden log, --narrate, --screenshot), and the arm64 .deb made by CPack.
#   tools/cross_arm64.sh            install what is missing, build build-arm64/, check it
#   tools/cross_arm64.sh --no-apt   the same, never calling apt-get
# See docs/raspberry-pi.md. Adds the arm64 architecture to dpkg and installs
# packages (as root or through sudo); it refuses any apt plan that would
# remove a package (the amd64 -dev packages of the main build must stay).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$here/build-arm64
use_apt=yes
[ "${1:-}" = --no-apt ] && use_apt=no

as_root=()
if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi

packages=(crossbuild-essential-arm64 qemu-user cmake make nlohmann-json3-dev
  libsdl2-dev:arm64 libsdl2-mixer-dev:arm64 libsdl2-ttf-dev:arm64 libsdl2-image-dev:arm64)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$use_apt" = no ]; then
    echo "cross_arm64: missing Debian packages: ${missing[*]}" >&2
    exit 1
  fi
  echo "cross_arm64: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    "${as_root[@]}" dpkg --add-architecture arm64
  fi
  "${as_root[@]}" apt-get update -qq
  # Multiarch -dev packages are co-installable in bookworm; the arm64 copy of
  # a "Multi-Arch: same" library must have the amd64 copy's version, so apt
  # may upgrade a few amd64 libraries to the point release. It must never
  # remove one.
  plan=$(apt-get -s install --no-install-recommends "${missing[@]}")
  if grep -q '^Remv' <<<"$plan"; then
    echo "cross_arm64: apt would remove packages; refusing:" >&2
    grep '^Remv' <<<"$plan" >&2
    exit 1
  fi
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

echo "cross_arm64: building $build (Release, arm64)"
cmake -S "$here" -B "$build" --toolchain "$here/cmake/toolchain-aarch64-linux-gnu.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DSHN_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)" --target sh-narrator shn_man_page
binary=$build/sh-narrator
file "$binary" | grep -q 'ARM aarch64' || { echo "cross_arm64: $binary is not an arm64 binary" >&2; exit 1; }

# The checks, under qemu-user (no binfmt registration needed).
run() { qemu-aarch64 -L /usr/aarch64-linux-gnu "$binary" "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
failures=0
check() { # NAME COMMAND... (status 77: skipped)
  local name=$1
  shift
  local status=0
  "$@" || status=$?
  case $status in
    0) echo "cross_arm64: ok   $name" ;;
    77) echo "cross_arm64: skip $name" ;;
    *)
      echo "cross_arm64: FAIL $name" >&2
      failures=$((failures + 1))
      ;;
  esac
}
simulate() {
  run --simulate 2000 --seed 3 >"$work/simulate.json" &&
    grep -q '"games":2000,' "$work/simulate.json" && grep -q '"invariant_violations":0,' "$work/simulate.json"
}
replay() {
  local golden=$here/tests/golden/accepted/special_election_caller_executed_7p
  run --replay "$golden.jsonl" >"$work/replay.json" && cmp -s "$golden.expected.json" "$work/replay.json"
}
narrate() {
  run --narrate night --players 7 --pause 2 --no-audio >"$work/night.txt" &&
    diff -q "$here/tests/golden/narration/night_7_en.txt" "$work/night.txt" >/dev/null
}
narrate_audio() {
  # With sound: SDL's disk audio driver writes the mixed sound to a file, in
  # real time. Opening any audio device starts SDL's audio thread, and
  # qemu-user 7.2 (bookworm) can hang for good in the first thread a program
  # starts on some hosts (seen on a 6.18 kernel): a hang is reported as a
  # skip, a wrong result as a failure.
  local status=0
  SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=$work/audio.raw timeout -s KILL 120 \
    qemu-aarch64 -L /usr/aarch64-linux-gnu "$binary" --narrate night --players 7 --pause 2 \
    >"$work/night-audio.txt" 2>/dev/null || status=$?
  if [ "$status" -eq 137 ]; then
    echo "cross_arm64: qemu-user hung starting SDL's audio thread (see docs/raspberry-pi.md)"
    return 77
  fi
  [ "$status" -eq 0 ] && diff -q "$here/tests/golden/narration/night_7_en.txt" "$work/night-audio.txt" >/dev/null &&
    [ "$(stat -c %s "$work/audio.raw")" -gt 100000 ]
}
screenshot() {
  SDL_VIDEODRIVER=dummy run --screenshot "$work/table.png" --screen table --size 800x480 \
    --load "$here/tests/golden/accepted/hitler_elected_7p.jsonl" &&
    file "$work/table.png" | grep -q 'PNG image data, 800 x 480'
}
package() {
  # The arm64 .deb: its Depends from the arm64 libraries, and its binary runs
  # from the unpacked package, finding the packaged data.
  cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/cpack" >"$work/cpack.log" 2>&1 || return 1
  local deb
  deb=$(ls "$work"/cpack/sh-narrator_*_arm64.deb) || return 1
  dpkg-deb -f "$deb" Depends | grep -q 'libsdl2-mixer-2.0-0' || return 1
  dpkg-deb -x "$deb" "$work/root"
  local golden=$here/tests/golden/accepted/chaos_6p
  SH_NARRATOR_DATA_DIR='' qemu-aarch64 -L /usr/aarch64-linux-gnu "$work/root/usr/bin/sh-narrator" \
    --screenshot "$work/home.png" --size 800x480 &&
    file "$work/home.png" | grep -q 'PNG image data, 800 x 480' &&
    qemu-aarch64 -L /usr/aarch64-linux-gnu "$work/root/usr/bin/sh-narrator" --replay "$golden.jsonl" |
    cmp -s "$golden.expected.json" -
}
check "--simulate 2000 --seed 3: 2000 games, no invariant violation" simulate
check "--replay of a golden log prints the golden state" replay
check "--narrate night --players 7 --no-audio prints the golden lines" narrate
check "--narrate night --players 7 through SDL's disk audio driver" narrate_audio
check "--screenshot --screen table --size 800x480" screenshot
check "cpack: sh-narrator_*_arm64.deb, whose binary runs from the unpacked package" package
[ "$failures" -eq 0 ]
echo "cross_arm64: the arm64 binary passes its headless checks under qemu-user"
