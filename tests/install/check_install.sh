#!/usr/bin/env bash
# Installing: the .deb that CPack builds and `cmake --install` to another
# prefix both give a binary that finds its data from where it was installed.
#   check_install.sh BUILD_DIR SOURCE_DIR
# 1. cpack -G DEB; the package's Depends name the SDL2 runtime libraries
#    (dpkg-shlibdeps) and it holds the binary, data, desktop entry, metainfo,
#    icons and man page;
# 2. the package is unpacked with dpkg -x into a scratch root (the machine's
#    own dpkg database is never touched) and, with SH_NARRATOR_DATA_DIR unset,
#    its usr/bin/sh-narrator runs --replay (golden output), --narrate night
#    through SDL's dummy audio driver (golden lines, every clip found) and
#    --screenshot (a PNG of the requested size); a marker planted in the
#    installed catalogue proves the installed data is what it read;
# 3. `cmake --install --prefix` to another folder: the same binary finds that copy;
# 4. the build folder's binary, never installed, finds the source tree's data.
# Everything happens in a per-process scratch folder (CTest runs in parallel).
set -euo pipefail
# shellcheck source=tests/need_tool.sh
source "$(dirname "$0")/../need_tool.sh"
need_tool cpack cmake && need_tool dpkg-deb dpkg && need_tool file file || exit 1
build=$(readlink -f "$1")
source=$(readlink -f "$2")
golden=$source/tests/golden
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset SH_NARRATOR_DATA_DIR
export XDG_DATA_HOME=$work/xdg-data XDG_CONFIG_HOME=$work/xdg-config
failures=0
fail() { echo "FAIL $1"; failures=$((failures + 1)); }
pass() { echo "ok   $1"; }

# --- 1. the package ------------------------------------------------------------
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/cpack" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack -G DEB"; exit 1; }
deb=$(ls "$work"/cpack/sh-narrator_*.deb)
pass "cpack built $(basename "$deb")"
control=$(dpkg-deb -f "$deb" Package Section Depends)
echo "$control"
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed -e 's/^ *//' -e 's/ .*//')
for library in libsdl2-2.0-0 libsdl2-mixer-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libc6 libstdc++6; do
  grep -qx "$library" <<<"$depends" || fail "Depends lacks $library"
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "Section is not games"
dpkg-deb -c "$deb" | awk '{ print $6 }' >"$work/contents"
for file in ./usr/bin/sh-narrator ./usr/share/sh-narrator/assets/lang/en.json \
  ./usr/share/sh-narrator/assets/fonts/LICENSE-ParaType.txt ./usr/share/sh-narrator/audio/manifest.json \
  ./usr/share/sh-narrator/audio/it/pico/say.night.everyone_open_eyes.opus \
  ./usr/share/applications/sh-narrator.desktop \
  ./usr/share/metainfo/io.github.shnarrator.SHNarrator.metainfo.xml \
  ./usr/share/icons/hicolor/48x48/apps/sh-narrator.png ./usr/share/icons/hicolor/scalable/apps/sh-narrator.svg \
  ./usr/share/man/man6/sh-narrator.6.gz ./usr/share/doc/sh-narrator/copyright; do
  grep -qx -- "$file" "$work/contents" || fail "the package lacks $file"
done
# Every clip, catalogue and typeface of the source tree, nothing of tests/ or tools/.
(cd "$source" && find assets audio -type f \( -name '*.opus' -o -name '*.json' -o -name '*.ttf' -o -name '*.otf' \) |
  sed 's|^|./usr/share/sh-narrator/|' | sort) >"$work/expected-data"
grep -E '\.(opus|json|ttf|otf)$' "$work/contents" | grep '^./usr/share/sh-narrator/' | sort >"$work/packaged-data"
diff -u "$work/expected-data" "$work/packaged-data" >/dev/null || fail "the packaged data differs from assets/ and audio/"
grep -qE '/(tests|tools)/' "$work/contents" && fail "the package holds tests or tools"
# Licences: every file of the .deb is named by a stanza of its copyright file
# (which has no catch-all "Files: *"), and no stanza says "not yet chosen".
patterns=$(awk '/^Files:/ { files = 1; sub(/^Files:/, ""); print; next }
                files && /^ / { print; next } { files = 0 }' "$source/dist/copyright" | tr ' ' '\n' | sed '/^$/d')
grep -qx '\*' <<<"$patterns" && fail "dist/copyright has a catch-all Files: * stanza"
grep -qi 'not-yet-chosen\|not yet chosen' "$source/dist/copyright" && fail "dist/copyright has no licence chosen"
uncovered=0
while read -r entry; do
  case "$entry" in */) continue ;; esac
  file=${entry#./usr/}
  covered=no
  while read -r pattern; do
    # shellcheck disable=SC2254 # the stanza's glob, as the copyright format reads it
    case "$file" in $pattern) covered=yes; break ;; esac
  done <<<"$patterns"
  [ "$covered" = yes ] || { echo "not covered by dist/copyright: $file"; uncovered=$((uncovered + 1)); }
done <"$work/contents"
[ "$uncovered" -eq 0 ] || fail "$uncovered packaged files have no stanza in dist/copyright"
[ "$failures" -eq 0 ] && pass "Depends names the SDL2 runtime libraries; binary, data, desktop entry, metainfo, icons, man page packaged"

# The desktop entry, metainfo and man page pass their validators. A missing
# validator skips its check here, and fails the test under CI (CI=true).
if need_tool desktop-file-validate desktop-file-utils; then
  desktop-file-validate "$source/dist/sh-narrator.desktop" || fail "desktop-file-validate"
fi
if need_tool appstreamcli appstream; then
  appstreamcli validate --no-net "$source/dist/io.github.shnarrator.SHNarrator.metainfo.xml" >"$work/as.log" 2>&1 ||
    { cat "$work/as.log"; fail "appstreamcli validate"; }
fi
if need_tool groff groff-base; then
  warnings=$(groff -man -Tutf8 -ww "$source/dist/sh-narrator.6" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "groff warns about the man page: $warnings"
  # Every option the command line reads is documented.
  groff -man -Tascii "$source/dist/sh-narrator.6" 2>/dev/null | sed 's/.\x08//g' >"$work/man.txt"
  while read -r option; do
    grep -qe "$option" "$work/man.txt" || fail "the man page does not document $option"
  done < <(grep -o 'option == "[^"]*"' "$source/src/cli/command_line.cpp" | cut -d'"' -f2)
fi

# --- 2. the unpacked package ---------------------------------------------------
checks() { # BINARY DATA_DIR WHAT: the headless modes, from an installed binary
  local binary=$1 data=$2 what=$3
  # The marker: the installed catalogue, not the source tree's, is read.
  sed -i 's/"Usage: sh-narrator/"Usage (installed copy): sh-narrator/' "$data/assets/lang/en.json"
  "$binary" --help >"$work/help.txt"
  grep -q 'Usage (installed copy)' "$work/help.txt" ||
    fail "$what: the binary did not read the installed catalogue"
  local log=$golden/accepted/special_election_caller_executed_7p
  if "$binary" --replay "$log.jsonl" >"$work/replay.json" 2>"$work/replay.err" &&
    cmp -s "$log.expected.json" "$work/replay.json" && [ ! -s "$work/replay.err" ]; then
    pass "$what: --replay prints the golden state"
  else fail "$what: --replay $(cat "$work/replay.err")"; fi
  if "$binary" --screenshot "$work/table.png" --screen table --size 800x480 --lang ru \
    --load "$golden/accepted/hitler_elected_7p.jsonl" 2>"$work/shot.err" &&
    file "$work/table.png" | grep -q 'PNG image data, 800 x 480'; then
    pass "$what: --screenshot wrote an 800x480 PNG"
  else fail "$what: --screenshot $(cat "$work/shot.err")"; fi
  rm -f "$work/table.png"
}
mkdir "$work/root"
dpkg -x "$deb" "$work/root"
checks "$work/root/usr/bin/sh-narrator" "$work/root/usr/share/sh-narrator" "dpkg -x"
# The clips, through a real (dummy) audio device: every line's clip is found.
if SDL_AUDIODRIVER=dummy "$work/root/usr/bin/sh-narrator" --narrate night --players 7 --pause 2 \
  --ambience rain >"$work/night.txt" 2>"$work/night.err" &&
  diff -u "$golden/narration/night_7_en.txt" "$work/night.txt" && [ ! -s "$work/night.err" ]; then
  pass "dpkg -x: --narrate night --players 7 played every clip"
else fail "dpkg -x: --narrate night: $(cat "$work/night.err")"; fi

# --- 3. cmake --install to another prefix --------------------------------------
cmake --install "$build" --prefix "$work/prefix" >/dev/null
checks "$work/prefix/bin/sh-narrator" "$work/prefix/share/sh-narrator" "cmake --install --prefix"

# --- 4. the build folder, uninstalled ------------------------------------------
if "$build/sh-narrator" --screenshot "$work/home.png" --size 800x480 2>"$work/home.err" &&
  file "$work/home.png" | grep -q 'PNG image data, 800 x 480'; then
  pass "the build folder's binary finds the source tree's data"
else fail "build folder: $(cat "$work/home.err")"; fi

echo "install: $failures failed"
[ "$failures" -eq 0 ]
