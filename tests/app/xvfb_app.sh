# Sourced by the end-to-end tests that drive the real app in Xvfb with key
# presses. The caller sets `binary`, `work` (its scratch folder) and
# XDG_DATA_HOME, then calls start_app; the helpers below drive and read it.
#   start_app          the app in the background ($app) and its window ($window)
#   press KEY...       key presses, then a moment for the app
#   state / field F    the autosave replayed by --replay / one field of it
#   events             lines in the autosave
#   until_true 'COND'  waits up to 20 s (a sanitized build on a busy machine is slow)
#   fail MESSAGE       says what failed, with the app's stderr, and exits 1

# Under the sanitizers: no leak report for these runs. With X11, SDL's D-Bus
# helper leaves libdbus's process-lifetime blocks behind, which LeakSanitizer
# cannot attribute (no frame pointers in system libraries). Every other
# check stays on, and the same screens run leak-checked in the layout test.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export SDL_AUDIODRIVER=dummy
app= window=
autosave=$XDG_DATA_HOME/sh-narrator/autosave.jsonl

fail() { echo "FAIL: $*"; echo "app stderr: $(cat "$work/app.err")"; exit 1; }
press() { xdotool key --window "$window" --delay 60 "$@"; sleep 0.25; }
state() { "$binary" --replay "$autosave" 2>/dev/null; }
field() { state | sed -n "s/.*\"$1\":\\([^,}]*\\).*/\\1/p"; }
events() { grep -c . "$autosave" 2>/dev/null || echo 0; }
until_true() { for _ in $(seq 200); do eval "$1" && return 0; sleep 0.1; done; return 1; }

start_app() {
  "$binary" 2>"$work/app.err" &
  app=$!
  window=$(xdotool search --sync --onlyvisible --name "Secret Hitler Narrator" | head -1)
  [ -n "$window" ] || fail "no window"
  xdotool windowfocus --sync "$window" 2>/dev/null || true
}
