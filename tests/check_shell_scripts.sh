#!/usr/bin/env bash
# Issue 24: every shell script under tools/, bench/ and tests/ is clean under
# the default checks of shellcheck (a script silences one warning on its
# line, with the reason). Scripts are the tracked *.sh files and any tracked
# file there whose first line names bash or sh; without git, every such file
# but the browser tests' node_modules (npm's packages are not ours). When the
# tool is not installed the test is skipped, and fails under CI (CI=true):
# tools/bootstrap.sh test installs it.
#   check_shell_scripts.sh SOURCE_DIR
set -u
source_dir=$(readlink -f "$1")
# shellcheck source=tests/need_tool.sh
source "$(dirname "$0")/need_tool.sh"
need_tool shellcheck shellcheck || exit 77
cd "$source_dir" || exit 2
scripts=()
while IFS= read -r -d '' file; do
  case "$file" in
    *.sh) scripts+=("$file") ;;
    *) head -n1 "$file" 2>/dev/null | grep -qE '^#!.*\b(ba)?sh\b' && scripts+=("$file") ;;
  esac
done < <(git ls-files -z --cached --others --exclude-standard -- tools bench tests 2>/dev/null || find tools bench tests -name node_modules -prune -o -type f -print0)
[ "${#scripts[@]}" -gt 10 ] || { echo "FAIL: only ${#scripts[@]} scripts found under tools/, bench/, tests/"; exit 1; }
# -x: follow `source` (each names its file with a `shellcheck source=` line).
if shellcheck -x "${scripts[@]}"; then
  echo "shellcheck: ${#scripts[@]} scripts clean"
else
  echo "FAIL: shellcheck found problems in the scripts above"
  exit 1
fi
