#!/usr/bin/env bash
# Every doctest case is one CTest test of the same name (BUILD_DIR).
# doctest_discover_tests hands the names to CMake, which splits a name at a
# ';' (a list separator): such a case became two tests that each matched
# nothing and passed without running. This check fails on any such split,
# and on a case CTest does not know.
#   tests/check_discovered_tests.sh BUILD_DIR
set -u
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ctest --test-dir "$build" -N | sed -n 's/^ *Test *#[0-9]*: //p' >"$work/ctest"
failures=0 cases=0
for pair in shn_core_tests:core shn_session_tests:session shn_app_tests:app shn_server_tests:server shn_robot_tests:robot; do
  binary=$build/tests/${pair%%:*}
  prefix=${pair#*:}
  [ -x "$binary" ] || continue
  # The listing: a header line, a rule, the names, a rule, a count line.
  "$binary" --list-test-cases --no-version | sed -n '3,$p' | sed '/^=====/,$d' | sort >"$work/expected"
  # Discovered tests are named "<prefix>:<case>"; the scripted ones "<prefix>: <words>".
  sed -n "s/^$prefix:\\([^ ].*\\)/\\1/p" "$work/ctest" | sort >"$work/got"
  cases=$((cases + $(wc -l <"$work/expected")))
  if ! diff "$work/expected" "$work/got" >"$work/diff"; then
    echo "FAIL ${pair%%:*}: doctest's cases and CTest's tests differ (< doctest, > CTest):"
    cat "$work/diff"
    failures=$((failures + 1))
  fi
done
[ "$cases" -gt 100 ] || { echo "FAIL: only $cases cases listed"; exit 1; }
echo "discovered tests: $cases doctest cases, each one CTest test; $failures binaries differ"
[ "$failures" -eq 0 ]
