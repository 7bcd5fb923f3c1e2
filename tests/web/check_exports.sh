#!/usr/bin/env bash
# The product site exports no test hook (issue 45): the hooks of
# src/platform/web/web_test_hooks.cpp are in the test build's app only.
#   bash tests/web/check_exports.sh SOURCE-TREE PRODUCT-JS TEST-JS
# Reads the exports from each loader (Module["_name"], as emscripten writes
# them). Fails when the product exports a hook, when it exports a function
# the page (web/*.js) never calls, or when the test build lacks a hook (so
# the check reads real exports, and a renamed hook is noticed).
set -euo pipefail

here=${1:?usage: check_exports.sh SOURCE-TREE PRODUCT-JS TEST-JS}
product=${2:?usage: check_exports.sh SOURCE-TREE PRODUCT-JS TEST-JS}
tested=${3:?usage: check_exports.sh SOURCE-TREE PRODUCT-JS TEST-JS}

exports() { # LOADER: the app's own exports (shn_*), one a line
  grep -o 'Module\["_shn_[a-z_]*"\]' "$1" | sed 's/^Module\["_//; s/"\]$//' | sort -u
}
mapfile -t hooks < <(grep -o 'EMSCRIPTEN_KEEPALIVE [^(]* \**shn_[a-z_]*(' \
  "$here/src/platform/web/web_test_hooks.cpp" | grep -o 'shn_[a-z_]*')
mapfile -t shipped < <(exports "$product")
mapfile -t built < <(exports "$tested")
status=0
[ ${#hooks[@]} -gt 0 ] || {
  echo "check_exports: no hooks found in web_test_hooks.cpp" >&2
  exit 1
}
for hook in "${hooks[@]}"; do
  if printf '%s\n' "${shipped[@]}" | grep -qx "$hook"; then
    echo "check_exports: the product exports the test hook $hook" >&2
    status=1
  fi
  if ! printf '%s\n' "${built[@]}" | grep -qx "$hook"; then
    echo "check_exports: the test build does not export $hook" >&2
    status=1
  fi
done
for name in "${shipped[@]}"; do
  if ! grep -q "'$name'\|_$name\b" "$here"/web/*.js; then
    echo "check_exports: the product exports $name, which no page script calls" >&2
    status=1
  fi
done
[ "$status" -eq 0 ] &&
  echo "check_exports: the product exports ${#shipped[@]} functions, all called by the page; the test build adds ${#hooks[@]} hooks"
exit "$status"
