#!/usr/bin/env bash
# Stands in for a test whose tool CMake did not find when it configured the
# build (valgrind, clang++ with libFuzzer): under CI (CI=true) the test fails
# and names the tool and its Debian package; elsewhere it is skipped (77).
#   missing_tool.sh TOOL PACKAGE
set -u
# shellcheck source=tests/need_tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/need_tool.sh"
cannot_run "$1 is missing: install the Debian package $2 (apt-get install $2; tools/bootstrap.sh test installs it), then configure the build again"
