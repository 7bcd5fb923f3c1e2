#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# Issue 23, "a game night without a slip", end to end: the real binary in a
# real X window (Xvfb), tapped with the mouse (xdotool) where its buttons and
# seats are (SH_NARRATOR_REPORT_TARGETS), with no sound device:
#   - a double tap never carries into what appeared under the finger: on
#     "Skip all" at the setup (the way on appears there), on a nominee (the
#     vote's seats appear there);
#   - Esc at the setup asks before leaving (Stay keeps it);
#   - a kill -9 during the night: Resume is the first button, highlighted,
#     and opens the night again, not the board; the log says where it was;
#   - an execution: the seat tapped is marked and can be changed before the
#     answer; "Was Hitler" ends the game; Undo on the game-over screen takes
#     it back and the table goes on.
#   check_game_night_under_xvfb.sh BINARY
set -u
binary=$(readlink -f "$1")
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 bash "$(dirname "${BASH_SOURCE[0]}")/../../tools/own_xvfb.sh" -s "-screen 0 1280x800x24" bash "$0" "$binary"
fi
for tool in xdotool jq; do
  command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is not installed"; exit 1; }
done
work=$(mktemp -d)
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
# shellcheck source=tests/app/xvfb_app.sh
source "$(dirname "$0")/xvfb_app.sh"
export SDL_AUDIODRIVER=no-such-driver # no sound device at all
export SH_NARRATOR_REPORT_TARGETS=$work/targets
trap 'kill -KILL $app 2>/dev/null; rm -rf "$work"' EXIT

labels() { cut -d' ' -f5- "$work/targets" 2>/dev/null; }
has_label() { labels | grep -qxF -- "$1"; }
# The centre of the target labelled $1 (the last one drawn: on top).
centre() { awk -v want="$1" '{ l=$5; for (i=6;i<=NF;i++) l=l" "$i; if (l==want) { x=$1+int($3/2); y=$2+int($4/2) } } END { if (x!="") print x, y }' "$work/targets"; }
# The app rewrites the targets after each paint: once the file is half a
# second old, what it lists is what the screen shows, and has been shown
# long enough for a tap to act (TapGuard::kSettleMs), even on a loaded machine.
settled() {
  for _ in $(seq 100); do
    local painted; painted=$(stat -c %.3Y "$work/targets" 2>/dev/null | tr -d .)
    [ -n "$painted" ] && [ $(( $(date +%s%3N) - painted )) -ge 450 ] && return 0
    sleep 0.1
  done
  return 1
}
tap() { # LABEL [CLICKS]
  settled || fail "the screen never settled"
  local at; at=$(centre "$1"); [ -n "$at" ] || fail "no target \"$1\" on screen: $(labels | tr '\n' '|')"
  # shellcheck disable=SC2086
  xdotool mousemove --window "$window" $at click --repeat "${2:-1}" --delay 150 1; sleep 0.6
}
lines_of() { grep -c "\"type\":\"$1\"" "$autosave" 2>/dev/null || true; }

start_app
press Return 5 Return                      # home: new game; five players; start: the setup
until_true 'has_label "Skip all"' || fail "no setup screen: $(labels | tr '\n' '|')"
tap "Skip all" 2                           # a double tap: the second lands where the way on appears
sleep 0.5
until_true 'has_label "Draw the president, then the night"' || fail "the setup did not end: $(labels | tr '\n' '|')"
[ "$(lines_of first_president)" = 0 ] || fail "the double tap on Skip all also drew the first president"
press Escape                               # one stray key: the setup asks, it does not go
until_true 'has_label "Stay" && has_label "Leave"' || fail "Esc left the setup without asking: $(labels | tr '\n' '|')"
tap "Stay"
until_true 'has_label "Draw the president, then the night"' || fail "Stay did not return to the setup"
tap "Draw the president, then the night"
press Return                               # stop the draw: the first president is played
until_true '[ "$(lines_of first_president)" = 1 ]' || fail "no first president: $(cat "$autosave")"
press Return                               # on to the night
until_true 'has_label "Skip all"' || fail "no night: $(labels | tr '\n' '|')"

kill -KILL "$app"; wait "$app" 2>/dev/null  # a crash in the middle of the night
start_app
until_true '[ -s "$work/targets" ]' || fail "no screen after the restart"
[ "$(head -1 "$work/targets" | cut -d' ' -f5-)" = "Resume game" ] || fail "Resume is not the first button: $(labels | tr '\n' '|')"
press Return                               # Enter: the first button
until_true 'has_label "Skip all"' || fail "Resume did not open the night: $(labels | tr '\n' '|')"
tap "Skip all"
# The way on takes Skip all's place, tappable after a moment (SequencePanel::kWayOnSeconds).
until_true 'has_label "Start the game"' || fail "the night did not end: $(labels | tr '\n' '|')"
tap "Start the game"
until_true '[ "$(lines_of night)" = 1 ]' || fail "the night's end is not in the log: $(cat "$autosave")"
until_true 'has_label "History"' || fail "no table after the night: $(labels | tr '\n' '|')"
# Nothing to undo before the first nomination (issue 43: the draw and the night stay).
! has_label "Undo" || fail "Undo offered before the first nomination: $(labels | tr '\n' '|')"

# Nominations: a double tap on the nominee nominates, and marks nobody Nein.
round() { # one government enacting a fascist policy, the Hitler question answered No
  local nominee
  nominee=$(state | jq -r '.eligible_chancellors[0]')
  [ "$nominee" != null ] || fail "nobody eligible: $(state)"
  tap "$nominee" 2
  until_true '[ "$(field phase)" = "\"election\"" ]' || fail "the nomination did not land: $(state)"
  # The vote's screen is painted after the log is written: wait for its button.
  until_true 'labels | grep -q "^Confirm "' || fail "no vote screen: $(labels | tr '\n' '|')"
  labels | grep -q "^Confirm .*0[^0-9]*Nein" || fail "the double tap on the nominee marked a Nein: $(labels | tr '\n' '|')"
  press Return
  until_true '[ "$(field phase)" != "\"election\"" ]' || fail "the vote did not land: $(state)"
  if [ "$(field phase)" = '"hitler_check"' ]; then
    press n
    until_true '[ "$(field phase)" = "\"legislative\"" ]' || fail "the Hitler answer did not land: $(state)"
  fi
  press f
  # A loaded machine (CI runs two tests at once) may take longer than a
  # fixed pause: wait for the policy itself.
  until_true '[ "$(field phase)" != "\"legislative\"" ]' || fail "the policy did not land: $(state)"
}
for _ in 1 2 3; do round; done
until_true '[ "$(field phase)" = "\"peek\"" ]' || fail "no peek after three fascist policies: $(state)"
press Return
until_true '[ "$(field phase)" = "\"nomination\"" ]' || fail "the peek did not end: $(state)"
round
until_true '[ "$(field phase)" = "\"execution\"" ]' || fail "no execution after four fascist policies: $(state)"
# Two living players other than the President who may be Hitler (the one
# the Hitler question cleared may not be executed "as Hitler": R18, R28).
others=$(state | jq -r '.president as $p | .players[] | select(.alive and .name != $p and (.not_hitler | not)) | .name')
first=$(echo "$others" | sed -n 1p) second=$(echo "$others" | sed -n 2p)
tap "$first"
tap "$second"                              # changed before it is final
until_true 'has_label "Was Hitler"' || fail "no Hitler answer after choosing: $(labels | tr '\n' '|')"
[ "$(lines_of execute)" = 0 ] || fail "a seat tap executed at once"
tap "Was Hitler"
until_true '[ "$(field winner)" = "\"liberals\"" ]' || fail "no end: $(state)"
tail -1 "$autosave" | jq -e --arg who "$second" '.target == $who and .was_hitler' >/dev/null ||
  fail "executed the wrong seat: $(tail -1 "$autosave")"
until_true 'has_label "Undo"' || fail "no Undo on the game-over screen: $(labels | tr '\n' '|')"
tap "Undo"
until_true '[ "$(field phase)" = "\"execution\"" ]' || fail "Undo did not take the end back: $(state)"
[ "$(lines_of execute)" = 0 ] || fail "the execution is still in the log"
until_true 'has_label "$second"' || fail "not back at the table: $(labels | tr '\n' '|')"
kill -0 "$app" 2>/dev/null || fail "the app died"
echo "game night under Xvfb: 1 passed, 0 failed"
