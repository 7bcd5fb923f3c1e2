#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# End to end: the real binary in a real X window (Xvfb), driven by real key
# presses (xdotool) like a laptop user: a 5-player game from the home screen
# through the narrated setup and night to a liberal win, with an undo on the
# way. After every move the autosave is replayed with --replay and must show
# exactly the move the keys made.
#   check_play_under_xvfb.sh BINARY
set -u
binary=$(readlink -f "$1")
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 bash "$(dirname "${BASH_SOURCE[0]}")/../../tools/own_xvfb.sh" -s "-screen 0 1280x800x24" bash "$0" "$binary"
fi
work=$(mktemp -d)
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
# shellcheck source=tests/app/xvfb_app.sh
source "$(dirname "$0")/xvfb_app.sh"
trap 'kill $app 2>/dev/null; rm -rf "$work"' EXIT
start_app

press Return            # home: new game
press 5 Tab             # five players; the names page
press Down Down Down Down   # the fifth seat
xdotool type --window "$window" --delay 80 "Zoex"; sleep 0.25   # SDL text input
press BackSpace Escape  # erase the x; back to the new game
press Return            # start
until_true '[ -f "$autosave" ]' || fail "no autosave after the new game"
head -1 "$autosave" | grep -q '"Player 4","Zoe"\]' || fail "the typed name is not in the setup: $(head -1 "$autosave")"
through_setup_and_night
play_liberal_win undo
kill -0 $app 2>/dev/null || fail "the app died"
xdotool key --window "$window" Escape 4 Escape   # game over -> menu -> home -> quit
for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
kill -0 $app 2>/dev/null && fail "Escape did not quit"
wait $app || fail "the app exited with status $?"
echo "play under Xvfb: 1 passed, 0 failed"
