#!/usr/bin/env bash
# Runs a command under an X server of its own, on a display number the
# server picks and reports itself (Xvfb -displayfd): tests started at the
# same moment never race for one number, as `xvfb-run -a` can ("Can't open
# display", issue 31). The server goes when the command ends; its status is
# the command's.
#   tools/own_xvfb.sh [-s "SERVER-ARGS"] COMMAND [ARGS...]
set -euo pipefail
server_args="-screen 0 1280x800x24"
if [ "${1:-}" = "-s" ]; then
  server_args=$2
  shift 2
fi
dir=$(mktemp -d)
server=
# shellcheck disable=SC2317 # called by the trap
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
exec 3>"$dir/display"
# shellcheck disable=SC2086 # the server's arguments are words
Xvfb -displayfd 3 -nolisten tcp $server_args >"$dir/log" 2>&1 &
server=$!
exec 3>&-
for _ in $(seq 1 200); do
  [ -s "$dir/display" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.05
done
if [ ! -s "$dir/display" ]; then
  echo "own_xvfb: Xvfb did not start:" >&2
  cat "$dir/log" >&2
  exit 1
fi
display=:$(head -n 1 "$dir/display")
status=0
DISPLAY=$display "$@" || status=$?
exit "$status"
