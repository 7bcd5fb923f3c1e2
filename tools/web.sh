#!/usr/bin/env bash
# The web build (docs/web.md): the same C++ app compiled to WebAssembly with
# Debian's emscripten, as a static folder any browser opens.
#   tools/web.sh build            install what is missing, build build-web/site/
#   tools/web.sh test-site        build, then build-web/test-site/ (for the benches)
#   tools/web.sh serve [ADDR:]PORT  serve build-web/site/ (default 127.0.0.1:8080)
#   tools/web.sh test             build, build the test site (build-web/test-site/:
#                                 the same site, its app with the tests' hooks), then
#                                 play it in headless Chromium
#                                 (tests/web/browser_test.mjs, playwright-core; a narrator
#                                 recorded there, tests/web/voice_test.mjs),
#                                 Firefox ESR and WebKitGTK (tests/web/engines_test.mjs;
#                                 a narrator recorded there, engines_voice_test.mjs),
#                                 and the board for phones served by the native app
#                                 (tests/web/phone_board_test.mjs, under Xvfb)
# Missing Debian packages are installed with apt-get, as root or through sudo.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-build}
[ $# -gt 0 ] && shift
site=$here/build-web/site
test_site=$here/build-web/test-site # the site with the test build's app
export NODE_PATH=/usr/share/nodejs # trap 1: emcc's optimiser needs Debian's acorn

install_packages() {
  local missing=()
  for package in "$@"; do
    # npm ships inside some Node.js builds (NodeSource's), which conflict
    # with Debian's npm package: a working npm command is enough.
    [ "$package" = npm ] && command -v npm >/dev/null 2>&1 && continue
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "web: installing ${missing[*]}" >&2
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || {
      echo "web: these Debian packages are missing: ${missing[*]}; run as root or install sudo" >&2
      exit 1
    }
    as_root=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
  # emscripten (emcc, node, python3), cmake and make; dpkg-dev for apt-get
  # source; nlohmann-json3-dev for its headers; fonttools (pyftsubset) for
  # the typefaces; the icons come from dist/.
  install_packages emscripten cmake make dpkg-dev nlohmann-json3-dev ca-certificates fonttools
  local prefix
  prefix=$(bash "$here/tools/web_libs.sh")
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  # ccache, as tools/bootstrap.sh: em++ runs clang through it, so a fresh
  # clone (CI's web test) compiles only what changed (issue 46).
  if command -v ccache >/dev/null 2>&1; then
    export EM_COMPILER_WRAPPER=ccache CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=true
    export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-3G}
  fi
  emcmake cmake -S "$here" -B "$here/build-web" -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DSHN_BUILD_TESTS=OFF -DSHN_WEB_PREFIX="$prefix" >/dev/null
  cmake --build "$here/build-web" -j "$jobs"

  rm -rf "$site"
  mkdir -p "$site/icons"
  cp "$here/build-web/sh-narrator.js" "$here/build-web/sh-narrator.wasm" "$site/"
  cp "$here/web/index.html" "$here/web/shell.js" "$here/web/page.js" "$here/web/manifest.webmanifest" "$site/"
  cp "$here/web/board.html" "$here/web/board.js" "$here/web/page.css" "$site/" # board.html: the board for phones (issue 14)
  cp "$here"/dist/icons/* "$site/icons/"
  # The data, as files the app reads (not a JavaScript string): the
  # catalogues and typefaces in one package, the recorded voice in another
  # (the larger part, counted apart in docs/performance.md).
  local packager=/usr/share/emscripten/tools/file_packager.py
  pack() { # PACKAGE FOLDER...: FOLDERs of the source tree (or of WEB_TREE) into SITE/PACKAGE.data(.js)
    local name=$1 sources=()
    shift
    for folder in "$@"; do
      local from=$here/$folder
      [ -d "$web_tree/$folder" ] && from=$web_tree/$folder
      sources+=("$from@/sh-narrator/$folder")
    done
    if ! (cd "$site" && python3 "$packager" "$name.data" --preload "${sources[@]}" \
      --js-output="$name.data.js" --exclude '*.md' >/dev/null 2>"$site/$name.log"); then
      cat "$site/$name.log" >&2
      exit 1
    fi
    rm -f "$site/$name.log" # only its reminder of -sFORCE_FILESYSTEM, which the link has
  }
  # The typefaces, lighter for the first visit (issue 34): every character
  # they draw is kept (all but the private-use area's 106 glyphs), with
  # their GPOS kerning and hinting; out go what SDL2_ttf never reads here:
  # the legacy 'kern' table (HarfBuzz kerns from GPOS), glyph names, LTSH
  # and DSIG. app.data: 786 KB compressed before, 511 KB after. Issue 46:
  # also 'hdmx' (FreeType's v40 hinting, SDL2_ttf's, ignores its widths)
  # and the names but the family's and the style's (nothing reads them):
  # 41 KB less. The tests compare the web's pixels with the desktop's,
  # which keeps the whole files.
  local web_tree=$here/build-web/tree
  rm -rf "$web_tree"
  mkdir -p "$web_tree"
  cp -r "$here/assets" "$web_tree/assets"
  local font
  for font in "$web_tree"/assets/fonts/*.ttf "$web_tree"/assets/fonts/*.otf; do # (Bebas Neue too, issue 46)
    pyftsubset "$here/assets/fonts/$(basename "$font")" --unicodes='U+0000-DFFF,U+F900-FFFF' \
      --layout-features='*' --hinting --notdef-outline --drop-tables+=hdmx,kern \
      --no-prune-unicode-ranges --output-file="$font" 2>/dev/null
  done
  pack app assets
  # The recorded voice: one package per language and narrator (about 2 MB
  # each; a table loads the one it speaks with), and the cues and ambience
  # every table plays (issue 26).
  pack clips-common audio/cues audio/ambience
  local language narrators narrator
  while IFS=$'\t' read -r language narrators; do
    for narrator in $narrators; do # a language, then its narrators, tab-separated
      pack "clips-$language-$narrator" "audio/$language/$narrator"
    done
  done < <(python3 "$here/tools/languages.py")
  # The page's own few words (no WebAssembly, no storage, loading), from the
  # catalogues' web.* keys: the catalogues stay the one source of text
  # (web/page.js says them).
  python3 - "$here/assets/lang" "$site/messages.js" "$here/tools" <<'EOF'
import json, sys, pathlib
folder, output = pathlib.Path(sys.argv[1]), sys.argv[2]
sys.path.insert(0, sys.argv[3])
from languages import language_ids  # src/session/languages.h's table
messages = {}
for language in language_ids():
    catalogue = json.loads((folder / f"{language}.json").read_text(encoding="utf-8"))
    messages[language] = {k: v for k, v in catalogue.items() if k.startswith("web.")}
with open(output, "w", encoding="utf-8") as out:
    out.write("// Made by tools/web.sh from assets/lang/*.json (the web.* keys).\n")
    out.write("var SHN_MESSAGES = " + json.dumps(messages, ensure_ascii=False, indent=1) + ";\n")
EOF
  # Each file's content hash (files.js, for the page; inside sw.js, for the
  # service worker): the offline copy is kept by content, so a new build
  # fetches only the files that changed (issue 26).
  python3 "$here/tools/web_files.py" "$site" "$here/web/sw.js"
  echo "web: built $site ($(du -sh "$site" | cut -f1))"
}

build_test_site() {
  # The site again, its app linked with src/platform/web/web_test_hooks.cpp
  # (the hooks the browser tests call, which the product never exports:
  # tests/web/check_exports.sh), its files' hashes made again.
  cmake --build "$here/build-web" -j "$(nproc 2>/dev/null || echo 2)" --target sh-narrator-web-test
  rm -rf "$test_site"
  cp -r "$site" "$test_site"
  cp "$here/build-web/test-build/sh-narrator.js" "$here/build-web/test-build/sh-narrator.wasm" "$test_site/"
  python3 "$here/tools/web_files.py" "$test_site" "$here/web/sw.js"
  bash "$here/tests/web/check_exports.sh" "$here" "$site/sh-narrator.js" "$test_site/sh-narrator.js"
}

serve() { # [ADDR:]PORT
  local where=${1:-127.0.0.1:8080}
  local address=127.0.0.1 port=$where
  if [[ $where == *:* ]]; then
    address=${where%:*}
    port=${where##*:}
  fi
  [ -f "$site/index.html" ] || {
    echo "web: $site is not built: run tools/web.sh build first" >&2
    exit 1
  }
  echo "web: serving $site on http://$address:$port/ (Ctrl+C stops)" >&2
  exec python3 -m http.server --bind "$address" --directory "$site" "$port"
}

browser_test() {
  # The three engines of a table's tablets: Chromium, Firefox ESR, WebKitGTK
  # (WebKitWebDriver and its MiniBrowser: the closest to iPad Safari).
  install_packages chromium firefox-esr webkit2gtk-driver nodejs npm xvfb xauth xdotool
  local tests=$here/tests/web
  if [ ! -d "$tests/node_modules/playwright-core" ] || [ ! -d "$tests/node_modules/puppeteer-core" ]; then
    (cd "$tests" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  local native=${SHN_NATIVE_BINARY:-$here/build/sh-narrator}
  node "$tests/browser_test.mjs" "$test_site" "$native" "$here/build-web/browser-test"
  # Faults (issue 42): a voice picked offline, a sound that never starts.
  node "$tests/faults_test.mjs" "$test_site" "$here/build-web/faults-test"
  # A narrator recorded in Chromium (its fake microphone reads a spoken
  # line), shared as one file, imported and heard by the native app (issue 34).
  install_packages espeak-ng python3
  node "$tests/voice_test.mjs" "$test_site" "$native" "$here/build-web/voice-test" "$here"
  # Firefox and WebKit: pixels beside --screenshot, a game by real taps,
  # reload, offline, the storage cases, no WebAssembly (MiniBrowser needs a
  # display: Xvfb).
  bash "$here/tools/own_xvfb.sh" -s "-screen 0 1280x1024x24" \
    node "$tests/engines_test.mjs" "$test_site" "$native" "$here/build-web/engines-test" firefox webkit
  # A narrator recorded in Firefox and WebKit: their microphone is a line
  # played into PulseAudio (a null sink and a virtual source of our own).
  install_packages pulseaudio pulseaudio-utils gstreamer1.0-pulseaudio sox
  bash "$here/tools/own_xvfb.sh" -s "-screen 0 1280x1024x24" \
    node "$tests/engines_voice_test.mjs" "$test_site" "$here/build-web/engines-voice-test" "$here" firefox webkit
  # The board for phones (issue 14): the native table app serves this site
  # to Chromium as a phone; key presses on the table in Xvfb.
  bash "$here/tools/own_xvfb.sh" -s "-screen 0 1280x800x24" \
    node "$tests/phone_board_test.mjs" "$native" "$here/build-web/phone-board-test" "$test_site"
}

case "$mode" in
  build) build ;;
  serve) serve "$@" ;;
  test)
    build
    build_test_site
    browser_test
    ;;
  test-site)
    build
    build_test_site
    ;;
  browser-test) browser_test ;;
  *)
    echo "usage: tools/web.sh build | serve [ADDR:]PORT | test | test-site" >&2
    exit 2
    ;;
esac
