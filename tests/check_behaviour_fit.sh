#!/usr/bin/env bash
# The role odds are reproducible from the repository alone (issue 32):
# tools/fit_behaviour.py, on the real games the repository ships
# (data/real-games/games.tar.xz) and with the mixing stage run through the
# built shn-role-weights, writes src/core/behaviour_rates.h byte for byte.
# Both stages in one run: the tool's weights are untempered, so the header
# it was built with changes none of its output.
#   tests/check_behaviour_fit.sh SHN_ROLE_WEIGHTS SOURCE_DIR
set -euo pipefail
tool=$1 source=$2
# shellcheck source=tests/need_tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/need_tool.sh"
need_tool python3 python3 || exit 77
header=$source/src/core/behaviour_rates.h
fitted=$(mktemp)
trap 'rm -f "$fitted"' EXIT
python3 "$source/tools/fit_behaviour.py" "$source/data/real-games/games.tar.xz" \
  --weights "$tool" >"$fitted"
if ! cmp -s "$header" "$fitted"; then
  echo "FAIL: tools/fit_behaviour.py on data/real-games/games.tar.xz does not write src/core/behaviour_rates.h (- the header, + the fit):" >&2
  diff -u "$header" "$fitted" >&2 || true
  exit 1
fi
echo "behaviour fit: src/core/behaviour_rates.h reproduced byte for byte from data/real-games/games.tar.xz"
