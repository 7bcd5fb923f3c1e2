# shellcheck shell=bash
# shellcheck disable=SC2154 # binary and app are the caller's
# Sourced by the app's benchmarks (app_bench.sh, idle_bench.sh): how a table
# gets from the home screen to the night, with key presses on the real window.
# Expects $binary, $XDG_DATA_HOME and $app set by the caller.

# keys_to_the_night WINDOW: new game, 5 players, skip the setup; stop the
# first-president draw; on to the night (its narration starts).
keys_to_the_night() {
  xdotool key --window "$1" --delay 80 Return 5 Return Right Right Right Right Right Right Right Return
  sleep 0.5
  xdotool key --window "$1" --delay 80 Return
  sleep 0.5
  xdotool key --window "$1" --delay 80 Return
}

# require_table BENCH SESSION: the autosave says the table is nominating, or
# the bench stops (it would measure another screen).
require_table() {
  "$binary" --replay "$XDG_DATA_HOME/sh-narrator/autosave.jsonl" | grep -q '"phase":"nomination"' ||
    { echo "$1: session $2 did not reach the table" >&2; kill "$app"; exit 1; }
}
