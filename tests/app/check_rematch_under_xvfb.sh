#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# End to end (issue 15): the real app in Xvfb, driven by key presses. A
# 5-player game played to a liberal win; the roles revealed (a wrong reveal
# refused first, R2); the same table again; that game played to its end.
# Both games must be kept in games/ as finished logs (the first with its
# reveal), --replay must read them, and the new game must have the same
# names and seats.
#   check_rematch_under_xvfb.sh BINARY
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
games=$XDG_DATA_HOME/sh-narrator/games
start_app

press Return 5 Return   # home: new game; five players; start
until_true '[ -f "$autosave" ]' || fail "no autosave after the new game"
setup=$(head -1 "$autosave")
through_setup_and_night
# shellcheck disable=SC2119 # its only argument is an optional "undo"
play_liberal_win
until_true '[ "$(ls "$games"/*.jsonl 2>/dev/null | wc -l)" -eq 1 ]' || fail "the finished game was not kept: $(ls -la "$games" 2>&1)"
press r                 # game over: Reveal
# Every role starts unknown (issue 43); a key steps its seat through
# liberal, fascist, Hitler.
press 1 1 1 Return      # seat 1 Hitler, the others unknown: refused, nothing saved
sleep 0.5
tail -1 "$autosave" | grep -q '"reveal"' && fail "a reveal with roles unknown was saved"
press 2 3 4 5 Return    # the others liberal, no fascist: refused (R2), nothing saved
sleep 0.5
tail -1 "$autosave" | grep -q '"reveal"' && fail "a reveal with no fascist was saved"
press 2 Return          # seat 2 fascist: accepted
until_true 'tail -1 "$autosave" | grep -q "\"reveal\""' || fail "no reveal in the autosave: $(tail -2 "$autosave")"
first=$(ls "$games"/*.jsonl)
until_true 'tail -1 "$first" | grep -q "\"reveal\""' || fail "the kept game lacks the reveal"
"$binary" --replay "$first" | grep -q '"roles":{"Player 1":"hitler","Player 2":"fascist","Player 3":"liberal"' ||
  fail "the kept game's roles: $("$binary" --replay "$first" 2>&1)"
press Escape            # back to the game-over screen
press a                 # the same table again
until_true '[ "$(events)" -eq 1 ]' || fail "no new game after Same table again: $(cat "$autosave")"
[ "$(head -1 "$autosave")" = "$setup" ] || fail "another table: $(head -1 "$autosave") vs $setup"
through_setup_and_night
# shellcheck disable=SC2119 # its only argument is an optional "undo"
play_liberal_win
until_true '[ "$(ls "$games"/*.jsonl | wc -l)" -eq 2 ]' || fail "the second game was not kept: $(ls "$games")"
for kept in "$games"/*.jsonl; do
  [ "$("$binary" --replay "$kept" | sed -n 's/.*"winner":"\([a-z]*\)".*/\1/p')" = liberals ] ||
    fail "$kept does not replay as a finished game"
done
tail -1 "$first" | grep -q '"reveal"' || fail "the first kept game was overwritten"
kill -0 $app 2>/dev/null || fail "the app died"
xdotool key --window "$window" Escape 4 Escape   # game over -> menu -> home -> quit
for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
wait $app || fail "the app exited with status $?"
echo "rematch under Xvfb: 1 passed, 0 failed"
