#!/usr/bin/env bash
# The README's first command opens the app's window; on a machine with no
# display (no X11 or Wayland, no KMS/DRM console SDL can use) the app says
# so in the user's language (--lang, else the saved setting), names the
# modes that need no window (--simulate first), and exits with status 1
# at once instead of running with no window.
#   check_no_display.sh BINARY SOURCE_DIR
set -u
binary=$(readlink -f "$1")
source_dir=$(readlink -f "$2")
command -v jq >/dev/null || { echo "FAIL: jq is missing"; exit 1; } # tools/bootstrap.sh test installs it
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config SDL_AUDIODRIVER=dummy
# (No leak report: SDL's video init leaves libdbus's process-lifetime blocks.)
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
checked=0 failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

catalogue() { jq -r --arg key "$2" '.[$key]' "$source_dir/assets/lang/$1.json"; }

# run LANGUAGE WHAT [NAME=VALUE...] [-- ARGS...]: the app (no mode) with
# no display but the variables given; its message must be in LANGUAGE.
run() {
  local language=$1 what=$2 status variables=() before=$failures
  shift 2
  while [ $# -gt 0 ] && [ "$1" != -- ]; do variables+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  checked=$((checked + 1))
  env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "${variables[@]}" timeout 30 "$binary" "$@" \
    >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 1 ] || { fail "$what: status $status (124: still running after 30 s): $(cat "$work/err")"; return; }
  [ -s "$work/out" ] && fail "$what: printed on stdout: $(cat "$work/out")"
  # The message, its detail (SDL's words) filled in, then the headless modes.
  local head modes
  head=$(catalogue "$language" cli.no_display) modes=$(catalogue "$language" cli.no_display_modes)
  grep -qF "sh-narrator: ${head%%(*}(SDL: " "$work/err" ||
    fail "$what: no '$language' message that there is no display: $(cat "$work/err")"
  grep -qF "sh-narrator: $modes" "$work/err" ||
    fail "$what: the modes that need no window are not named in '$language': $(cat "$work/err")"
  grep -qF -- "--simulate" <<<"$modes" || fail "$language: cli.no_display_modes names no --simulate"
  grep -q "{detail}" "$work/err" && fail "$what: a placeholder left: $(cat "$work/err")"
  [ "$failures" -gt "$before" ] && failures=$((before + 1)) # one run, one failure
}

# SDL asked for X11 with no X server: its video init fails.
run en "X11 with no DISPLAY" SDL_VIDEODRIVER=x11
run ru "X11 with no DISPLAY, --lang ru" SDL_VIDEODRIVER=x11 -- --lang ru
run fr "a Wayland socket that is not there" SDL_VIDEODRIVER=wayland XDG_RUNTIME_DIR="$work" \
  WAYLAND_DISPLAY=none -- --lang fr
# The saved language when no --lang is given.
mkdir -p "$XDG_CONFIG_HOME/sh-narrator"
echo '{"language": "it"}' >"$XDG_CONFIG_HOME/sh-narrator/settings.json"
run it "X11 with no DISPLAY, Italian saved in the settings" SDL_VIDEODRIVER=x11
rm "$XDG_CONFIG_HOME/sh-narrator/settings.json"
# Nothing set at all, as on a server over ssh: SDL would fall back to its
# window-less driver. Skipped where a console display (KMS/DRM) exists,
# since SDL would rightly use it.
if [ ! -e /dev/dri ]; then
  run en "no DISPLAY, no WAYLAND_DISPLAY, no SDL_VIDEODRIVER" XDG_RUNTIME_DIR="$work"
fi
# The window-less drivers stay available on request (the benchmarks, the
# layout tools): asked for by name, the app runs (here: quit at once).
checked=$((checked + 1))
env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=dummy timeout 3 "$binary" >/dev/null 2>"$work/err"
status=$?
[ "$status" -eq 124 ] || fail "SDL_VIDEODRIVER=dummy: the app did not run (status $status): $(cat "$work/err")"

echo "no display: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
