#!/usr/bin/env bash
# tools/languages.py (what tools/web.sh and tools/render_voices.py read)
# says what the app says of its languages: both come from kLanguages in
# src/session/languages.h, and neither may drift from it.
#   tests/check_languages_py.sh BINARY SOURCE_DIR
set -euo pipefail
binary=$1 source=$2
from_app=$("$binary" --languages)
from_script=$(python3 "$source/tools/languages.py")
if [ -z "$from_app" ] || [ "$from_app" != "$from_script" ]; then
  echo "FAIL: sh-narrator --languages and tools/languages.py differ" >&2
  diff <(echo "$from_app") <(echo "$from_script") >&2 || true
  exit 1
fi
echo "languages: the app and tools/languages.py agree ($(echo "$from_app" | wc -l) languages)"
