# shellcheck shell=bash
# Sourced by the test scripts (issue 24): what a test does when something it
# needs is missing. Under CI (the environment has CI=true) a missing tool is
# a failure, never a skip; elsewhere that part of the test is skipped and
# says so.
#   need_tool TOOL PACKAGE   status 0 when TOOL is on the PATH; when it is not,
#                            under CI: "FAIL: TOOL is missing ..." and exit 1;
#                            elsewhere: "SKIP: ..." and status 1 (the caller skips).
#   cannot_run WHY           a need that is no tool (root, a mount): under CI
#                            "FAIL: WHY" and exit 1, elsewhere "SKIP: WHY" and
#                            exit 77 (CTest's SKIP_RETURN_CODE for these tests).

under_ci() {
  case "${CI:-}" in
    true | TRUE | True | 1 | yes) return 0 ;;
    *) return 1 ;;
  esac
}

need_tool() { # TOOL PACKAGE
  command -v "$1" >/dev/null 2>&1 && return 0
  if under_ci; then
    echo "FAIL: $1 is missing: install the Debian package $2 (apt-get install $2; tools/bootstrap.sh test installs it)"
    exit 1
  fi
  echo "SKIP: $1 is missing (Debian package $2); under CI (CI=true) this is a failure"
  return 1
}

cannot_run() { # WHY
  if under_ci; then
    echo "FAIL: $1"
    exit 1
  fi
  echo "SKIP: $1; under CI (CI=true) this is a failure"
  exit 77
}
