#!/usr/bin/env bash
# The board for phones (issue 14): the QR code the table screen draws is one
# a phone's camera reads, and it says the board's address. Each size the
# layout test draws, decoded by zbarimg (zbar-tools), as a phone would.
#   check_qr_code.sh BINARY GOLDEN_DIR
set -u
binary=$1
golden=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
command -v zbarimg >/dev/null || { echo "FAIL: zbarimg (zbar-tools) is missing"; exit 1; }
failures=0
for size in 800x480 1280x800 1920x1080 800x1280; do
  "$binary" --screenshot "$out/qr.png" --screen table --size "$size" --phones-strip \
    --load "$golden/accepted/phase_veto_9p.jsonl" || { echo "FAIL $size: no screenshot"; failures=$((failures + 1)); continue; }
  read_back=$(zbarimg -q --raw "$out/qr.png" 2>/dev/null)
  if [ "$read_back" = "http://192.168.1.20:8080/" ]; then
    echo "ok   $size: the code reads $read_back"
  else
    echo "FAIL $size: the code reads '$read_back'"
    failures=$((failures + 1))
  fi
done
[ "$failures" -eq 0 ]
