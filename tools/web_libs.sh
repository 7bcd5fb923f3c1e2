#!/usr/bin/env bash
# Builds SDL2, FreeType, SDL2_ttf, libogg, Opus, opusfile and SDL2_mixer for WebAssembly with Debian's
# emscripten, from Debian's own source packages (apt-get source), into a
# prefix that the web build links against:
#   tools/web_libs.sh            print the prefix, building it first if needed
# The prefix is cached outside the clone, keyed by the recipe's version
# below (raise it whenever a step changes) and the emcc version, in $SHN_WEB_CACHE (default ~/.cache/sh-narrator/web): the SDL2
# configure step alone runs ~320 emcc checks (about 6 CPU-minutes), so CI
# builds it once and reuses it. Every trap met on the way is numbered as in
# docs/web.md ("The toolchain").
set -euo pipefail

cache_root=${SHN_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sh-narrator/web}
export NODE_PATH=/usr/share/nodejs # trap 1: emcc's optimiser needs Debian's acorn

emcc_version=$(emcc --version | sed -n 1p) # sed reads it all: no broken pipe
recipe=4
sources=(libsdl2 freetype harfbuzz libsdl2-ttf libogg opus opusfile libsdl2-mixer)
log() { echo "web_libs: $*" >&2; }
# The sources: Debian's source packages, which need a deb-src entry.
if ! apt-get source --download-only -qq --print-uris libsdl2 >/dev/null 2>&1; then
  log "adding a deb-src entry for Debian's source packages"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then # deb822 (a Debian 12 install)
    sed -e 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources |
      "${as_root[@]}" tee /etc/apt/sources.list.d/sh-narrator-src.sources >/dev/null
  else # one-line format (debootstrap, older installs)
    sed -n -e 's/^deb \(.*\)$/deb-src \1/p' /etc/apt/sources.list |
      "${as_root[@]}" tee /etc/apt/sources.list.d/sh-narrator-src.list >/dev/null
  fi
  "${as_root[@]}" apt-get update -qq
fi
# The key: the recipe, emcc, and the versions of the sources (a Debian
# update of one of them is a new build).
versions=$(apt-cache showsrc --only-source "${sources[@]}" 2>/dev/null | sed -n 's/^Version: //p' | sort -u | tr '\n' ' ')
key=$(echo "recipe $recipe, $emcc_version, $versions" | sha256sum | cut -c1-16)
prefix=$cache_root/libs-$key
if [ -f "$prefix/.complete" ]; then
  echo "$prefix"
  exit 0
fi

work=$cache_root/work-$key
# Builds of an older recipe or emcc are no longer used: only this one is
# kept. A build cut short resumes after its last finished library.
for old in "$cache_root"/work-* "$cache_root"/libs-*; do
  [ -e "$old" ] && [ "$old" != "$work" ] && [ "$old" != "$prefix" ] && rm -rf "$old"
done
mkdir -p "$work" "$prefix"
jobs=$(nproc 2>/dev/null || echo 2)

source_dir() { find "$work" -maxdepth 1 -mindepth 1 -type d -name "$1" -print -quit; }
# Fetched again unless every source folder is there (a cut download).
unpacked=1
for pattern in 'libsdl2-[0-9]*' 'freetype-[0-9]*' 'harfbuzz-[0-9]*' 'libsdl2-ttf-[0-9]*' 'libogg-[0-9]*' \
  'opus-[0-9]*' 'opusfile-[0-9]*' 'libsdl2-mixer-[0-9]*'; do
  [ -n "$(source_dir "$pattern")" ] || unpacked=0
done
if [ $unpacked -eq 0 ]; then
  rm -rf "${work:?}"/*
  (cd "$work" && apt-get source -qq "${sources[@]}" >/dev/null 2>&1) || {
    log "apt-get source failed (is dpkg-dev installed and the archive reachable?)"
    exit 1
  }
fi

common=(-G "Unix Makefiles" -DCMAKE_BUILD_TYPE=MinSizeRel -DCMAKE_INSTALL_PREFIX="$prefix"
        -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" # trap 4
        -DBUILD_SHARED_LIBS=OFF)
build() { # NAME SOURCE-DIR CMAKE-ARGS...
  local name=$1 src=$2
  shift 2
  [ -f "$prefix/.built-$name" ] && return 0
  log "building $name from $(basename "$src")"
  emcmake cmake -S "$src" -B "$work/build-$name" "${common[@]}" "$@" >"$work/$name.configure.log" 2>&1 || {
    tail -40 "$work/$name.configure.log" >&2
    exit 1
  }
  cmake --build "$work/build-$name" -j "$jobs" >"$work/$name.build.log" 2>&1 || {
    tail -40 "$work/$name.build.log" >&2
    exit 1
  }
  cmake --install "$work/build-$name" >/dev/null
  touch "$prefix/.built-$name"
}

# Trap 6: emscripten's SDL port cannot be downloaded (frozen cache), so SDL2
# itself comes from source, without threads (no SharedArrayBuffer needed).
# Without what the app never uses (issue 46, the first visit): the libc's
# iconv (its CJK tables were most of the .wasm's data; SDL's own converts
# UTF-8, UTF-16 and Latin-1), OpenGL (the app draws with the software
# renderer: WebGL's part of the loader goes too), joysticks, haptics and
# sensors: 164 KB less .wasm and 11 KB less loader, gzipped.
build sdl2 "$(source_dir 'libsdl2-[0-9]*')" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_THREADS=OFF \
  -DSDL_PTHREADS=OFF -DSDL_TEST=OFF -DSDL_SYSTEM_ICONV=OFF -DSDL_OPENGL=OFF -DSDL_OPENGLES=OFF \
  -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_HIDAPI=OFF
# FreeType with the modules the app's typefaces need (issue 46): TrueType
# and CFF (.ttf, .otf), with their hinters, the autohinter and the
# renderers; no Type 1, CID, PFR, Type 42, Windows FNT, PCF or BDF driver
# (nor the gzip reader those two use), no SDF or SVG renderer: 47 KB less
# .wasm, gzipped. The list is FreeType's own config/ftmodule.h, trimmed.
freetype_source=$(source_dir 'freetype-[0-9]*')
if [ ! -f "$prefix/.built-freetype" ]; then
  sed -i -E '/(t1|t1cid|pfr|t42|winfnt|pcf|bdf)_driver_class|ft_(bitmap_)?sdf_renderer_class|ft_svg_renderer_class/d' \
    "$freetype_source/include/freetype/config/ftmodule.h"
fi
build freetype "$freetype_source" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON \
  -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
# HarfBuzz shapes text as the desktop's SDL2_ttf does (Debian builds it with
# HarfBuzz): without it, kerning differs and text is wider on the web.
build harfbuzz "$(source_dir 'harfbuzz-[0-9]*')" -DHB_HAVE_FREETYPE=ON -DHB_HAVE_GLIB=OFF \
  -DHB_HAVE_ICU=OFF -DHB_HAVE_GOBJECT=OFF -DHB_BUILD_SUBSET=OFF -DHB_BUILD_UTILS=OFF \
  -DHB_HAVE_INTROSPECTION=OFF -DHB_BUILD_TESTS=OFF
build sdl2_ttf "$(source_dir 'libsdl2-ttf-[0-9]*')" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=ON \
  -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_INSTALL=ON
# Ogg Opus, the format of every shipped clip (audio/README.md): libogg, Opus
# and opusfile by their configure scripts (libogg's CMake build stops at
# trap 5; opusfile 0.12 has none), static, without opusfile's HTTP. Opus
# without x86 or Arm code, nor run-time CPU detection: WebAssembly has none.
configured() { # NAME SOURCE-DIR CONFIGURE-ARGS...
  local name=$1 src=$2
  shift 2
  [ -f "$prefix/.built-$name" ] && return 0
  log "building $name from $(basename "$src")"
  (cd "$src" &&
    emconfigure ./configure \
      --host=i686-pc-linux-gnu --prefix="$prefix" --disable-shared --enable-static \
      CFLAGS="-Os" "$@" &&
    emmake make -j "$jobs" && emmake make install) >"$work/$name.build.log" 2>&1 || {
    tail -40 "$work/$name.build.log" >&2
    exit 1
  }
  touch "$prefix/.built-$name"
}
configured ogg "$(source_dir 'libogg-[0-9]*')"
configured opus "$(source_dir 'opus-[0-9]*')" --disable-intrinsics --disable-rtcd --disable-asm --disable-stack-protector \
  --disable-extra-programs --disable-doc
# (emconfigure sets pkg-config's path to its own sysroot: the two libraries
# are named to opusfile's configure directly.)
configured opusfile "$(source_dir 'opusfile-[0-9]*')" --disable-http --disable-examples --disable-doc \
  DEPS_CFLAGS="-I$prefix/include/opus -I$prefix/include" DEPS_LIBS="-L$prefix/lib -lopus -logg"
# The mixer: Opus linked in (not loaded at run time), WAV for a table's own
# recordings; every other codec off, Vorbis too (no shipped clip is Vorbis).
build sdl2_mixer "$(source_dir 'libsdl2-mixer-[0-9]*')" -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF \
  -DSDL2MIXER_OPUS=ON -DSDL2MIXER_OPUS_SHARED=OFF -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_FLAC=OFF \
  -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_WAVPACK=OFF \
  -DSDL2MIXER_CMD=OFF -DSDL2MIXER_WAVE=ON -DSDL2MIXER_INSTALL=ON

# nlohmann/json is header-only: its Debian headers, beside the libraries, so
# that the web build never puts the host's /usr/include on emcc's path.
mkdir -p "$prefix/include"
cp -r /usr/include/nlohmann "$prefix/include/"

rm -rf "$work"
touch "$prefix/.complete"
log "done: $prefix"
echo "$prefix"
