#!/usr/bin/env bash
# The two set-up commands of the README, for a fresh Debian 12 machine:
#   tools/bootstrap.sh run [ARGS...]   install what is missing, build, launch sh-narrator ARGS
#                                      (no ARGS: the table app's window; with no display the
#                                      app says so, and `run --simulate 1000` needs none)
#   tools/bootstrap.sh test            install what is missing, build, run the whole test suite
# Missing Debian packages are installed with apt-get, as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-run}
[ $# -gt 0 ] && shift

# Why each package is here: README.md, "Dependencies".
packages=(g++ make cmake ccache pkg-config nlohmann-json3-dev doctest-dev libsdl2-dev libsdl2-mixer-dev libsdl2-ttf-dev libsdl2-image-dev
          libx11-dev libcivetweb-dev libqrencode-dev)
# The tests also drive the app in a real X window (xwd: the kill test watches
# its pixels; jq: it reads --replay's state), build and check the .deb
# (dpkg-shlibdeps from dpkg-dev, file; zbar-tools reads the QR code back; the desktop entry and AppStream
# validators; groff for the man page), fuzz the log reader (clang with
# libFuzzer's runtime) and run valgrind; shellcheck checks the shell scripts,
# clang-format the C++ layout; espeak-ng speaks the line the recorder test's
# microphone hears.
# Under CI (CI=true, as .ci/run sets) a test whose tool is missing fails.
# The web build's test (tools/web.sh test) needs emscripten, Chromium and
# npm (playwright-core from the npm registry drives Chromium).
test_packages=(xvfb xauth xdotool x11-apps jq zbar-tools dpkg-dev file desktop-file-utils appstream groff-base
               clang libclang-rt-14-dev valgrind shellcheck clang-format emscripten chromium nodejs npm ca-certificates
               espeak-ng)

[ "$mode" = test ] && packages+=("${test_packages[@]}")
missing=()
for package in "${packages[@]}"; do
  # npm ships inside some Node.js builds (NodeSource's), which conflict with
  # Debian's npm package: a working npm command is enough.
  [ "$package" = npm ] && command -v npm >/dev/null 2>&1 && continue
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "bootstrap: these Debian packages are missing: ${missing[*]}" >&2
    echo "bootstrap: run this script as root, or install sudo, to install them." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
# ccache keeps what the compiler made, outside the clone (~/.cache/ccache):
# a second clone, or CI's next run, compiles only what changed. Paths are
# taken relative to the clone, so a clone elsewhere hits the same entries.
launcher=()
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=true CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-3G}
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
build() { # DIR CMAKE-ARGS...  (SHN_TARGET: one target only; default all)
  local dir=$1
  shift
  cmake -S "$here" -B "$here/$dir" "${launcher[@]}" "$@" >/dev/null
  cmake --build "$here/$dir" -j "$jobs" ${SHN_TARGET:+--target "$SHN_TARGET"}
}

case "$mode" in
  run)
    # The app alone: the tests are built by `test` (on a Pi they would take
    # most of an hour; docs/performance.md has the time to the window).
    # Sixteen files compiled as one: a fresh clone's first build is the
    # table's wait for its window (docs/performance.md, issue 46).
    SHN_TARGET=sh-narrator build build -DCMAKE_BUILD_TYPE=Release -DSHN_UNITY_BUILD=ON
    exec "$here/build/sh-narrator" "$@"
    ;;
  test)
    # Where CI's minutes go: each stage says how long it took (docs/performance.md).
    stage_start=0 # the script's start: the packages first
    stage() { echo "bootstrap: $1 took $((SECONDS - stage_start)) s"; stage_start=$SECONDS; }
    stage "installing packages"
    echo "bootstrap: the rules engine alone (no SDL, no JSON)"
    build build-core -DCMAKE_BUILD_TYPE=Release -DSHN_CORE_ONLY=ON
    stage "building the engine alone"
    ctest --test-dir "$here/build-core" --output-on-failure -j "$jobs"
    stage "testing the engine alone"
    echo "bootstrap: the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer"
    build build-sanitize -DCMAKE_BUILD_TYPE=Sanitize
    stage "building under the sanitizers"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir "$here/build-sanitize" --output-on-failure -j "$jobs"
    stage "testing under the sanitizers"
    # The app's libraries as `run` builds them (SHN_UNITY_BUILD: sixteen
    # files as one): two files' private names that meet there fail here.
    SHN_TARGET=shn_cli build build-unity -DCMAKE_BUILD_TYPE=Release -DSHN_UNITY_BUILD=ON -DSHN_BUILD_TESTS=OFF
    stage "building the app's libraries as the first window does"
    echo "bootstrap: the whole suite, Release build"
    build build -DCMAKE_BUILD_TYPE=Release -DSHN_LTO_APP_ONLY=ON -DSHN_UNITY_BUILD=OFF
    stage "building Release"
    ctest --test-dir "$here/build" --output-on-failure -j "$jobs"
    stage "testing Release (the web build and browser test included)"
    ;;
  *)
    echo "usage: tools/bootstrap.sh run [ARGS...] | test" >&2
    exit 2
    ;;
esac
