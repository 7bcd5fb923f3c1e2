#!/usr/bin/env bash
# Issue 24: every C++ file of src/, tests/, bench/ and fuzz/ is as
# .clang-format lays it out (clang-format --dry-run -Werror). Without
# clang-format the test is skipped, and fails under CI (CI=true):
# tools/bootstrap.sh test installs it.
#   check_format.sh SOURCE_DIR
set -u
source_dir=$(readlink -f "$1")
# shellcheck source=tests/need_tool.sh
source "$(dirname "$0")/need_tool.sh"
need_tool clang-format clang-format || exit 77
cd "$source_dir" || exit 2
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  git ls-files -z --cached --others --exclude-standard -- 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h' \
    'bench/*.cpp' 'bench/*.h' 'fuzz/*.cpp' 'fuzz/*.h' 2>/dev/null ||
    find src tests bench fuzz -name node_modules -prune -o \( -name '*.cpp' -o -name '*.h' \) -print0)
[ "${#files[@]}" -gt 50 ] || { echo "FAIL: only ${#files[@]} C++ files found"; exit 1; }
if clang-format --dry-run -Werror "${files[@]}"; then
  echo "clang-format: ${#files[@]} files as .clang-format lays them out"
else
  echo "FAIL: clang-format would change the files above (clang-format -i FILE fixes them)"
  exit 1
fi
