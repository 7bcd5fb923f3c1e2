#!/usr/bin/env bash
# From a fresh clone to the window (issue 31, issue 46): `git clone`, then the
# README's first command (`tools/bootstrap.sh run`, packages installed) until
# the app's first presented frame, under Xvfb. Each run clones into a new
# folder and builds with an empty compiler cache (CCACHE_DIR in the run's own
# folder), as a table's own machine would the first time. Prints the seconds
# of each run, then a table row for docs/performance.md with the median.
#   bench/first_window_bench.sh [RUNS] [REPO] [COMMITS...]   (needs xvfb-run; REPO: this clone)
# With COMMITS (before and after a change), each run clones each in turn, so
# the machine's drift hits them alike; a row for each.
# SHN_FIRST_WINDOW_CACHE=warm keeps one cache for all runs (a second clone of
# the same tree: what a contributor's next clone meets).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${1:-3}
repo=${2:-$here}
shift $(($# < 2 ? $# : 2))
commits=("$@")
[ ${#commits[@]} -eq 0 ] && commits=(HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
declare -A times
for run in $(seq "$runs"); do
  for commit in "${commits[@]}"; do
    name=$run-$(echo "$commit" | tr -c 'A-Za-z0-9\n' _)
    clone=$work/clone-$name
    cache=$work/ccache-$name
    [ "${SHN_FIRST_WINDOW_CACHE:-cold}" = warm ] && cache=$work/ccache-$commit
    start=$(date +%s%3N)
    git clone -q "$repo" "$clone"
    git -C "$clone" checkout -q "$commit"
    # The first frame is reported on stderr; the app is then closed.
    (
      export CCACHE_DIR=$cache SH_NARRATOR_REPORT_FIRST_FRAME=1 SDL_AUDIODRIVER=dummy SH_NARRATOR_SILENT_AUDIO=1
      export XDG_DATA_HOME=$work/data-$name XDG_CONFIG_HOME=$work/config-$name
      xvfb-run -a -s "-screen 0 1280x800x24" bash "$clone/tools/bootstrap.sh" run >"$work/out-$name" 2>"$work/err-$name"
    ) &
    runner=$!
    while ! grep -q first_frame_epoch_ms "$work/err-$name" 2>/dev/null; do
      if ! kill -0 $runner 2>/dev/null; then
        echo "first_window_bench: no window in run $run of $commit" >&2
        tail -20 "$work/err-$name" >&2
        exit 1
      fi
      sleep 0.05
    done
    frame=$(sed -n 's/first_frame_epoch_ms=//p' "$work/err-$name")
    pkill -f "$clone/build/sh-narrator" || true
    wait $runner 2>/dev/null || true
    seconds=$(awk -v a="$start" -v b="$frame" 'BEGIN { printf "%.1f", (b - a) / 1000 }')
    echo "run $run, $commit: $seconds s" >&2
    times[$commit]+="$seconds "
    rm -rf "$clone"
  done
done
for commit in "${commits[@]}"; do
  # shellcheck disable=SC2016 # the backquotes are the table's, not the shell's
  printf '| from a fresh clone to the first window at %s (`tools/bootstrap.sh run`, compiler cache %s), s | %s | %s runs | <= 100 loaded, <= 60 idle |\n' \
    "$commit" "${SHN_FIRST_WINDOW_CACHE:-cold}" "$(tr ' ' '\n' <<<"${times[$commit]}" | grep . | median)" "$runs"
done
