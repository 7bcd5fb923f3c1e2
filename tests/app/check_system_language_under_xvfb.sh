#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# Issue 55, item 16: the desktop's first start speaks the system's language
# (LANG=de_DE.UTF-8: the home screen in German), and --lang still wins. The
# real binary in a real X window (Xvfb); its buttons read back from
# SH_NARRATOR_REPORT_TARGETS.
#   check_system_language_under_xvfb.sh BINARY DATA_DIR
set -u
binary=$(readlink -f "$1")
data=$(readlink -f "$2")
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 bash "$(dirname "${BASH_SOURCE[0]}")/../../tools/own_xvfb.sh" -s "-screen 0 1280x800x24" bash "$0" "$binary" "$data"
fi
command -v xdotool >/dev/null 2>&1 || { echo "FAIL: xdotool is not installed"; exit 1; }
work=$(mktemp -d)
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
# shellcheck source=tests/app/xvfb_app.sh
source "$(dirname "$0")/xvfb_app.sh"
export SH_NARRATOR_REPORT_TARGETS=$work/targets
trap 'kill -KILL $app 2>/dev/null; rm -rf "$work"' EXIT
labels() { cut -d' ' -f5- "$work/targets" 2>/dev/null; }
has_label() { labels | grep -qxF -- "$1"; }
words() { jq -r --arg key "$2" '.[$key]' "$data/assets/lang/$1.json"; }

german=$(words de ui.home.new_game)
english=$(words en ui.home.new_game)
italian=$(words it ui.home.new_game)
if [ -z "$german" ] || [ "$german" = "$english" ]; then fail "no German words for ui.home.new_game"; fi

run() { # LOCALE [ARGS...]: the app started with LANG=LOCALE, its home screen's labels
  local locale=$1; shift
  rm -f "$work/targets"
  LANG=$locale LC_ALL='' LC_MESSAGES='' "$binary" "$@" 2>"$work/app.err" &
  app=$!
  until_true '[ -s "$work/targets" ]' || fail "no frame with LANG=$locale"
  sleep 0.5
}

run de_DE.UTF-8
has_label "$german" || fail "first start under LANG=de_DE.UTF-8: not German: $(labels | tr '\n' '|')"
kill -KILL "$app"; wait "$app" 2>/dev/null
rm -rf "$work/config" "$work/data"
run de_DE.UTF-8 --lang it
has_label "$italian" || fail "--lang it under a German system: not Italian: $(labels | tr '\n' '|')"
kill -KILL "$app"; wait "$app" 2>/dev/null
rm -rf "$work/config" "$work/data"
run pt_BR.UTF-8
has_label "$english" || fail "a language the app does not speak: not English: $(labels | tr '\n' '|')"
echo "ok: the first start follows LANG (de), --lang wins (it), an unknown one is English"
