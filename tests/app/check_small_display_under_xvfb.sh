#!/usr/bin/env bash
# shellcheck disable=SC2016 # until_true's condition is code, eval'ed later: single quotes on purpose
# The Raspberry Pi's 7-inch screen (800x480), smaller than the app's
# 1280x800 window: the app opens full screen, its window covers the whole
# display and what it draws is the display's size (the home screen's
# background reaches the bottom-right corner, its red title band both top
# corners). F11 (windowed, then full screen again) keeps it so: the window
# fits the display and the frame is redrawn at the window's new size.
# The pixels are the X server's own (xwd of the root window), read as a user
# would see them.
# A display narrower than the app's least window (a phone's 390x844, issue
# 31) too: the window is never wider than the display.
#   check_small_display_under_xvfb.sh BINARY [WIDTHxHEIGHT]
set -u
binary=$(readlink -f "$1")
size=${2:-800x480}
if [ -z "${INSIDE_XVFB:-}" ]; then
  exec env INSIDE_XVFB=1 bash "$(dirname "${BASH_SOURCE[0]}")/../../tools/own_xvfb.sh" -s "-screen 0 ${size}x24" bash "$0" "$binary" "$size"
fi
for tool in xdotool xwd xwininfo od; do # tools/bootstrap.sh test installs them
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing"; exit 1; }
done
work=$(mktemp -d)
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
# shellcheck source=tests/app/xvfb_app.sh
source "$(dirname "$0")/xvfb_app.sh"
trap 'kill $app 2>/dev/null; rm -rf "$work"' EXIT
display_w=${size%x*} display_h=${size#*x}

# The root window's pixel at X Y as RRGGBB, from an xwd dump (ZPixmap,
# 32 bits a pixel at depth 24): header, colour map, then the rows.
grab() { xwd -root -silent >"$work/root.xwd" || fail "xwd"; }
word() { od -An -t u4 --endian=big -j "$1" -N 4 "$work/root.xwd" | tr -d ' '; }
pixel() {
  local header ncolors bpl bpp order offset
  header=$(word 0) bpp=$(word 44) bpl=$(word 48) ncolors=$(word 76) order=$(word 28)
  [ "$bpp" = 32 ] || fail "xwd: $bpp bits a pixel"
  offset=$((header + ncolors * 12 + $2 * bpl + $1 * 4))
  local bytes b g r
  bytes=$(od -An -t x1 -j "$offset" -N 4 "$work/root.xwd")
  if [ "$order" = 0 ]; then read -r b g r _ <<<"$bytes"; else read -r _ r g b <<<"$bytes"; fi
  echo "$r$g$b"
}

# The window covers the display, and its frame is the display's size.
check_covers() { # WHEN
  # shellcheck disable=SC2034 # geometry is read in until_true's code
  local geometry x y w h
  until_true 'geometry=$(xwininfo -id "$window"); x=$(sed -n "s/.*Absolute upper-left X: *//p" <<<"$geometry"); y=$(sed -n "s/.*Absolute upper-left Y: *//p" <<<"$geometry"); w=$(sed -n "s/.*Width: *//p" <<<"$geometry"); h=$(sed -n "s/.*Height: *//p" <<<"$geometry"); [ "$x,$y,$w,$h" = "0,0,$display_w,$display_h" ]' ||
    fail "$1: the window is at $x,$y, ${w}x$h, not over the ${display_w}x$display_h display"
  local corners
  # A moment for the frame at the new size; then the home screen's corners:
  # the title band (red) at both top ones, the background at both bottom
  # ones. A frame still drawn at 1280x800 shows a button at the bottom
  # right; one not redrawn shows the root window or black.
  check_corners() {
    grab
    local top_left top_right bottom_left bottom_right
    top_left=$(pixel 0 0) top_right=$(pixel $((display_w - 1)) 0)
    bottom_left=$(pixel 0 $((display_h - 1))) bottom_right=$(pixel $((display_w - 1)) $((display_h - 1)))
    corners="top left $top_left, top right $top_right, bottom left $bottom_left, bottom right $bottom_right"
    [ "$top_left" = "$top_right" ] && [ "$bottom_left" = "$bottom_right" ] &&
      [ "$top_left" != "$bottom_left" ] && [ "$bottom_right" != 000000 ] &&
      [ "${top_left:0:2}" \> "${top_left:2:2}" ] # the band is red
  }
  until_true check_corners || fail "$1: the frame does not fit the display: $corners"
  echo "ok: $1: window ${w}x$h at $x,$y; $corners"
}

# Windowed on a display taller than 1280x800's height (a phone upright): the
# window lies inside the display, never wider (issue 31: it was 480 wide).
check_inside() { # WHEN
  # shellcheck disable=SC2034 # geometry is read in until_true's code
  local geometry x y w h
  until_true 'geometry=$(xwininfo -id "$window"); x=$(sed -n "s/.*Absolute upper-left X: *//p" <<<"$geometry"); y=$(sed -n "s/.*Absolute upper-left Y: *//p" <<<"$geometry"); w=$(sed -n "s/.*Width: *//p" <<<"$geometry"); h=$(sed -n "s/.*Height: *//p" <<<"$geometry"); [ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le "$display_w" ] && [ $((y + h)) -le "$display_h" ]' ||
    fail "$1: the window is at $x,$y, ${w}x$h, not inside the ${display_w}x$display_h display"
  echo "ok: $1: window ${w}x$h at $x,$y, inside the display"
}

# F11 turns the setting over and saves it: each press did land.
settings=$XDG_CONFIG_HOME/sh-narrator/settings.json
saved_fullscreen() { tr -d ' \n' <"$settings" 2>/dev/null | grep -o '"fullscreen":[a-z]*' | cut -d: -f2; }

start_app
sleep 1
check_covers "at start"
press F11   # windowed: on this display, a window that fits it
until_true '[ "$(saved_fullscreen)" = false ]' || fail "F11 did not turn full screen off: $(cat "$settings")"
sleep 1
if [ "$display_h" -le 800 ]; then check_covers "after F11"; else check_inside "after F11"; fi
press F11   # full screen again
until_true '[ "$(saved_fullscreen)" = true ]' || fail "F11 did not turn full screen on: $(cat "$settings")"
sleep 1
check_covers "after F11 twice"
kill -0 $app 2>/dev/null || fail "the app died"
xdotool key --window "$window" Escape   # home: quit
for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
kill -0 $app 2>/dev/null && fail "Escape did not quit"
wait $app || fail "the app exited with status $?"
echo "small display under Xvfb: 1 passed, 0 failed"
