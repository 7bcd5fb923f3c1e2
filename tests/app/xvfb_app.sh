# shellcheck shell=bash
# shellcheck disable=SC2154 # binary and work are the caller's
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# Sourced by the end-to-end tests that drive the real app in Xvfb with key
# presses. The caller sets `binary`, `work` (its scratch folder) and
# XDG_DATA_HOME, then calls start_app; the helpers below drive and read it.
#   start_app          the app in the background ($app) and its window ($window)
#   press KEY...       key presses, then a moment for the app
#   state / field F    the autosave replayed by --replay / one field of it
#   events             lines in the autosave
#   until_true 'COND'  waits up to 20 s (a sanitized build on a busy machine is slow)
#   fail MESSAGE       says what failed, with the app's stderr, and exits 1
#   through_setup_and_night   a new 5-player game's setup screen to its first nomination
#   play_liberal_win [undo]   five governments elected by all, each enacting a liberal
#                             policy (with `undo`, the first nomination is undone and redone)

# Under the sanitizers: no leak report for these runs. With X11, SDL's D-Bus
# helper leaves libdbus's process-lifetime blocks behind, which LeakSanitizer
# cannot attribute (no frame pointers in system libraries). Every other
# check stays on, and the same screens run leak-checked in the layout test.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export SDL_AUDIODRIVER=dummy SH_NARRATOR_SILENT_AUDIO=1 # the tests hear nothing on purpose
# The app's first start follows the system's language: these tests read its
# English words and default names ("Player 1") whatever the machine's is.
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES
# shellcheck disable=SC2034 # app and window are for the callers
app='' window=''
autosave=$XDG_DATA_HOME/sh-narrator/autosave.jsonl

fail() { echo "FAIL: $*"; echo "app stderr: $(cat "$work/app.err")"; exit 1; }
press() { xdotool key --window "$window" --delay 60 "$@"; sleep 0.25; }
state() { "$binary" --replay "$autosave" 2>/dev/null; }
field() { state | sed -n "s/.*\"$1\":\\([^,}]*\\).*/\\1/p"; }
events() { grep -c . "$autosave" 2>/dev/null || echo 0; }
until_true() { for _ in $(seq 200); do eval "$1" && return 0; sleep 0.1; done; return 1; }

# shellcheck disable=SC2034 # app is the callers'
start_app() {
  "$binary" 2>"$work/app.err" &
  app=$!
  window=$(xdotool search --sync --onlyvisible --name "Secret Hitler Narrator" | head -1)
  [ -n "$window" ] || fail "no window"
  xdotool windowfocus --sync "$window" 2>/dev/null || true
}

through_setup_and_night() {
  press Right Right Right Right Right Right Right Return   # skip the setup lines; R5: the draw opens
  press Return            # stop the draw at once: the first president is played
  until_true '[ "$(field phase)" = "\"nomination\"" ]' || fail "after the setup: $(state)"
  press Return            # on to the night
  press Right Right Right Right Right Right Return         # skip the night lines (R6: six for 5 players)
}

# shellcheck disable=SC2034 # before is read in until_true's code
play_liberal_win() {
  local round before first
  for round in 1 2 3 4 5; do
    before=$(events)
    first=$(state | sed -n 's/.*"eligible_chancellors":\["Player \([0-9]*\)".*/\1/p')
    [ -n "$first" ] || fail "round $round: nobody eligible: $(state)"
    press "$first"
    until_true '[ "$(field phase)" = "\"election\"" ]' || fail "round $round: the nomination did not land: $(state)"
    if [ "$round" = 1 ] && [ "${1:-}" = undo ]; then   # undo is one key away, and the autosave follows it
      press BackSpace
      until_true '[ "$(field phase)" = "\"nomination\"" ]' || fail "undo: $(state)"
      press "$first"
      until_true '[ "$(field phase)" = "\"election\"" ]' || fail "redo: $(state)"
    fi
    press Return                    # everybody Ja
    until_true '[ "$(field phase)" = "\"legislative\"" ]' || fail "round $round: the vote did not land: $(state)"
    press l                         # a liberal policy
    until_true '[ "$(events)" -eq $((before + 3)) ]' || fail "round $round: expected 3 more lines: $(cat "$autosave")"
    [ "$(field liberal_policies)" = "$round" ] || fail "round $round: $(state)"
  done
  until_true '[ "$(field winner)" = "\"liberals\"" ]' || fail "no winner: $(state)"
  [ "$(field win_reason)" = '"liberal_policies"' ] || fail "wrong reason: $(state)"
}
