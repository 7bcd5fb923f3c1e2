#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# Issue 5: an unwritable data folder, then a full disk. The real app plays
# under Xvfb with its autosave on a tiny tmpfs; the tmpfs is remounted
# read-only, then made writable but filled: the moves cannot be saved, the
# app says so (on screen and in its log), the game goes on in memory; the
# disk is freed; the next move writes the whole game back, and the autosave
# then replays to the state the keys made. Needs root (to mount the tmpfs),
# xvfb-run and xdotool: without them the test is skipped (status 77), and
# under CI (CI=true) it fails (tests/need_tool.sh).
#   check_full_disk.sh BINARY
set -u
binary=$(readlink -f "$1")
here=$(dirname "$0")
source_dir=$(cd "$here/../.." && pwd) # the catalogues the app reads
# shellcheck source=tests/need_tool.sh
source "$here/../need_tool.sh"
if [ -z "${INSIDE_XVFB:-}" ]; then
  [ "$(id -u)" -eq 0 ] || cannot_run "mounting a small tmpfs needs root (run the tests as root)"
  need_tool xvfb-run xvfb || exit 77
  need_tool xdotool xdotool || exit 77
  exec env INSIDE_XVFB=1 bash "$(dirname "${BASH_SOURCE[0]}")/../../tools/own_xvfb.sh" -s "-screen 0 1280x800x24" bash "$0" "$binary"
fi
work=$(mktemp -d)
small=$work/small
mkdir -p "$small"
if ! mount -t tmpfs -o size=256k tmpfs "$small" 2>"$work/mount.err"; then
  why=$(cat "$work/mount.err"); rm -rf "$work"
  cannot_run "cannot mount a tmpfs here: $why"
fi
export XDG_DATA_HOME=$small XDG_CONFIG_HOME=$work/config
# shellcheck source=tests/app/xvfb_app.sh
source "$here/xvfb_app.sh"
trap 'kill $app 2>/dev/null; wait $app 2>/dev/null; umount "$small"; rm -rf "$work"' EXIT
start_app

press Return 5 Return   # new game, five players, start
until_true '[ -f "$autosave" ]' || fail "no autosave"
press Right Right Right Right Right Right Right Return Return   # setup; stop the draw
until_true '[ "$(field phase)" = "\"nomination\"" ]' || fail "after the setup: $(state)"
press Return            # on to the night
press Right Right Right Right Right Right Return
saved=$(events)
president=$(state | sed -n 's/.*"president":"Player \([0-9]*\)".*/\1/p')
chancellor=$(state | sed -n 's/.*"eligible_chancellors":\["Player \([0-9]*\)".*/\1/p')

# The data folder turns read-only (EROFS): the nomination cannot be saved.
mount -o remount,ro "$small" || fail "cannot remount read-only"
press "$chancellor"
# The problem in the table's words (issue 33: a DiskProblem with a catalogue
# key, never the C library's English words), as the catalogue says it.
# shellcheck disable=SC2034 # read in until_true's condition
read_only_words=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ui.disk.read_only"])' "$source_dir/assets/lang/en.json")
# shellcheck disable=SC2034 # ditto
full_words=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ui.disk.full"])' "$source_dir/assets/lang/en.json")
until_true 'grep -qF "($read_only_words)" "$work/app.err"' || fail "no warning about the read-only folder"
# Writable again but full (ENOSPC): the vote cannot be saved either (the
# app writes the whole game to a new file, which the full disk refuses).
mount -o remount,rw "$small" || fail "cannot remount read-write"
dd if=/dev/zero of="$small/filler" bs=4k 2>/dev/null
press Return            # everybody Ja
until_true 'grep -qF "($full_words)" "$work/app.err"' || fail "no warning about the full disk"
kill -0 "$app" 2>/dev/null || fail "the app died on a full disk"
[ "$(events)" -eq "$saved" ] || fail "the autosave changed while it could not be written?"
compgen -G "$small/sh-narrator/*tmp*" >/dev/null && fail "a temporary file was left behind"

# Space again: the next move saves the whole game, the two moves included.
rm "$small/filler"
press l                 # a liberal policy
until_true '[ "$(events)" -eq $((saved + 3)) ]' || fail "saving did not resume: $(cat "$autosave")"
[ "$(field liberal_policies)" = 1 ] || fail "the state after the disk came back: $(state)"
[ "$(field phase)" = '"nomination"' ] || fail "the phase after the disk came back: $(state)"
[ -n "$president" ] || fail "no president read"
kill -0 "$app" 2>/dev/null || fail "the app died"
echo "full disk: 1 passed, 0 failed"
