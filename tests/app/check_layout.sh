#!/usr/bin/env bash
# Layout: every screen at 800x480 (the Raspberry Pi 7" touchscreen),
# 1024x768 (an iPad-sized tablet), 1280x800, 1920x1080, 800x1280 (portrait)
# and 390x844 (a phone held upright), in every language, and the screens of
# words and numbers at the 140% text size, rendered headless by --screenshot; no text box
# may overflow its area, and no text may be drawn below the minimum size for
# its screen, nor below the up-close floor where a panel lowered the minimum
# for a part read up close (a crowded seat's marks at ten players, issue 43:
# every mark shown, none dropped) (docs/layout.md: the canvas never goes below it, so a layout too
# tight for it overflows instead; the size check catches text that bypasses
# the floor). The table is drawn in several phases of real games, and every
# screen that shows names sees names of 12 characters, Latin and Cyrillic, at
# 5 and 10 players (tests/golden/accepted/long_names_*).
#
# The shots run as one batch in one process (`--screenshot -`): a process
# per shot spent most of its time starting up (44 s for 573 shots).
#   check_layout.sh BINARY GOLDEN_DIR
set -u
binary=$1 golden=$2
# Every language the app speaks (src/session/languages.h, asked of the app).
languages=$("$binary" --languages | cut -f1)
[ -n "$languages" ] || { echo "$0: $binary --languages printed nothing" >&2; exit 1; }
# Every screen the app opens by itself (src/app/screen.h's kScreenIds, asked
# of the app): each is shot with no game at every size, and the sweep fails
# if one was never shot at all.
screens=$("$binary" --screens)
[ -n "$screens" ] || { echo "$0: $binary --screens printed nothing" >&2; exit 1; }
# The screens' throwaway autosaves are written durably (fsync): in memory
# when there is a tmpfs, that waiting was half of the sweep's time.
[ -d /dev/shm ] && [ -w /dev/shm ] && export TMPDIR=/dev/shm
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
list=$out/shots.tsv
: >"$list"
shoot() { # SCREEN SIZE LANG [LOG [FLAG...]]: checked, no PNG written (encoding it is most of a shot)
  local flags; flags=$(IFS=$'\t'; echo "${*:5}")
  printf '\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" "$flags" >>"$list"
  local log=${4:-}
  shots+=("$1 $2 $3${log:+ ${log#"$golden/"}}${flags:+ ${flags//$'\t'/ }}")
  sizes+=("$2")
}
shots=() sizes=()
logs=(
  "$golden/accepted/special_election_caller_executed_7p.jsonl"  # nomination, executed, investigated
  "$golden/accepted/phase_veto_9p.jsonl"                         # veto, 9 players
  "$golden/accepted/veto_at_tracker_two_5p.jsonl"                # chaos
  "$golden/accepted/unicode_names_10p_o1.jsonl"                  # legislative, 10 Cyrillic names
  "$golden/accepted/hitler_elected_7p.jsonl"                     # game over
)
# Names of 12 characters: whole games with claims, ended with a reveal.
long_logs=(
  "$golden/accepted/long_names_10p.jsonl"
  "$golden/accepted/long_names_5p.jsonl"
  "$golden/accepted/long_names_cyrillic_10p.jsonl"
  "$golden/accepted/long_names_cyrillic_5p.jsonl"
  "$golden/accepted/long_names_mixed_5p.jsonl" # "Bea" beside a 20-letter hyphenated name
)
# Each long game cut before the first move of each kind: the table waiting
# for that move (the first president, a nomination, a vote, the Hitler
# question, a policy, the claims, each power, the veto), and before its
# reveal (the game over, the reveal still to choose).
phases=()
for log in "${long_logs[@]}"; do
  base=$(basename "$log" .jsonl)
  lines=$(wc -l <"$log")
  for kind in first_president nominate vote hitler_check enact claim peek investigate execute \
    special_election veto_request veto_response reveal; do
    at=$(grep -n "\"type\":\"$kind\"" "$log" | head -1 | cut -d: -f1)
    [ -n "$at" ] || continue
    head -n $((at - 1)) "$log" >"$out/$base.$kind.jsonl"
    phases+=("$out/$base.$kind.jsonl")
  done
  [ "$lines" -gt 0 ] || { echo "FAIL $log: empty"; exit 1; }
done
# SHN_LAYOUT_SIZES: a developer's shorter sweep (CI sweeps them all).
for size in ${SHN_LAYOUT_SIZES:-800x480 1024x768 1280x800 1920x1080 800x1280 390x844 844x390}; do
  for lang in $languages; do
    for screen in $screens; do shoot "$screen" "$size" "$lang"; done
    for log in "${logs[@]}"; do shoot table "$size" "$lang" "$log"; done
    shoot game_over "$size" "$lang" "$golden/accepted/hitler_elected_7p.jsonl"
    # The reveal (issue 15): choosing the roles, then who was who with every claim judged.
    shoot reveal "$size" "$lang" "$golden/accepted/hitler_elected_7p.jsonl"
    shoot reveal "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot game_over "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot reveal "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds
    shoot reveal "$size" "$lang" "$golden/analysis/reveal_liberal_lied_5p.jsonl" --claims-and-odds
    # 12-letter names, claims judged: a government on one line at 800x480 (issue 32, item 6).
    for log in long_names_10p long_names_cyrillic_10p long_names_mixed_5p; do
      shoot reveal "$size" "$lang" "$golden/accepted/$log.jsonl" --claims-and-odds
    done
    # The discussion timer over the board while the vote is due.
    shoot table "$size" "$lang" "$golden/accepted/election_7p.jsonl" --discussion-timer
    # The games kept: the list (with a damaged file) and one game, read-only.
    shoot games "$size" "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl"
    shoot games "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot kept_game "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    # The group's statistics (issue 44): every accepted golden game kept
    # (five player counts, revealed games' players), and a damaged file.
    shoot stats "$size" "$lang" "$golden/accepted"
    # How the odds moved (issue 44): ten 12-letter names, and a revealed game.
    shoot odds_chart "$size" "$lang" "$golden/accepted/long_names_10p.jsonl" --claims-and-odds
    shoot odds_chart "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds
    # A kept game replayed (issue 44): its start, a vote with ten
    # 12-letter names, a claim, and the last step with the roles shown.
    for step in 0 3 40; do
      shoot replay "$size" "$lang" "$golden/accepted/long_names_10p.jsonl" --step=$step
    done
    shoot replay "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds --step=9
    shoot replay "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds --step=1000
    shoot replay "$size" "$lang" "$golden/accepted/long_veto_game_200_events.jsonl" --step=120
    shoot history "$size" "$lang" "$golden/accepted/long_veto_game_200_events.jsonl"
    shoot history "$size" "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl"
    # Claims and odds on: the claim rows while claims are open, the Analysis screen.
    shoot table "$size" "$lang" "$golden/analysis/claims_open_5p.jsonl" --claims-and-odds
    shoot table "$size" "$lang" "$golden/analysis/claims_simulated_7p.jsonl" --claims-and-odds
    shoot analysis "$size" "$lang" "$golden/analysis/planted_lies_5p.jsonl" --claims-and-odds
    shoot analysis "$size" "$lang" "$golden/analysis/model_does_not_fit_5p.jsonl" --claims-and-odds
    shoot analysis "$size" "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --claims-and-odds
    # The board for phones (issue 14): the strip on the table, its setting,
    # and the board as a phone sees it (no moves; its language button).
    # The strip is drawn by a table that serves phones: the desktop app (a Pi,
    # a laptop), never a phone-sized browser (PhoneBoard::available).
    if [ "$size" != 390x844 ] && [ "$size" != 844x390 ]; then
      shoot table "$size" "$lang" "$golden/accepted/phase_veto_9p.jsonl" --phones-strip
      shoot table "$size" "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --phones-strip
    fi
    shoot settings "$size" "$lang" "" --phones-strip
    # The table view (Settings): the seats on the screen's edge, each
    # facing its player, in the phases of ten and five 12-letter names,
    # claims and odds on; with the timer, and with the phones' code.
    for log in long_names_10p long_names_cyrillic_10p long_names_5p; do
      for kind in nominate vote claim execute veto_request; do
        [ -f "$out/$log.$kind.jsonl" ] &&
          shoot table "$size" "$lang" "$out/$log.$kind.jsonl" --table-view --claims-and-odds
      done
    done
    shoot table "$size" "$lang" "$golden/accepted/election_7p.jsonl" --table-view --discussion-timer
    shoot table "$size" "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl" --table-view
    if [ "$size" != 390x844 ] && [ "$size" != 844x390 ]; then
      shoot table "$size" "$lang" "$golden/accepted/phase_veto_9p.jsonl" --table-view --phones-strip
    fi
    shoot table "$size" "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl" --as-phone
    shoot table "$size" "$lang" "$golden/accepted/election_7p.jsonl" --as-phone
    shoot game_over "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl" --as-phone
    # Names of 12 characters on every screen that shows names.
    for log in "${long_logs[@]}"; do
      shoot names "$size" "$lang" "$log"
      shoot game_over "$size" "$lang" "$log"
      shoot reveal "$size" "$lang" "$log" --claims-and-odds
      shoot history "$size" "$lang" "$log" --claims-and-odds
      shoot analysis "$size" "$lang" "$log" --claims-and-odds
      shoot kept_game "$size" "$lang" "$log"
      shoot games "$size" "$lang" "$log"
    done
    for phase in "${phases[@]}"; do
      case $phase in
      *.first_president.jsonl)
        for screen in first_president setup night; do shoot "$screen" "$size" "$lang" "$phase"; done ;;
      *.reveal.jsonl)
        shoot game_over "$size" "$lang" "$phase"; shoot reveal "$size" "$lang" "$phase" ;;
      *) shoot table "$size" "$lang" "$phase" --claims-and-odds ;;
      esac
    done
  done
done
# A phone held upright (360 CSS pixels, the narrowest common one), and on its side.
for lang in $languages; do
  shoot table 360x740 "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --as-phone
  shoot table 844x390 "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --as-phone
  shoot history 360x740 "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl" --as-phone
  shoot table 360x740 "$lang" "$golden/accepted/long_names_cyrillic_10p.jsonl" --as-phone
  # The narrowest phone types the names and sets up the game too.
  shoot names 360x740 "$lang" "$golden/accepted/long_names_cyrillic_10p.jsonl"
  shoot names 360x740 "$lang" "$golden/accepted/long_names_10p.jsonl"
  for screen in new_game settings rules; do shoot "$screen" 360x740 "$lang"; done
  shoot stats 360x740 "$lang" "$golden/accepted" --text-size=140
done

# The largest text size (Settings, 140%) on the screens of words and numbers,
# on the Pi's screen and a 1024x768 tablet (issue 32, item 15).
for lang in $languages; do
  for size in 800x480 1024x768; do
    for screen in settings new_game rules home; do shoot "$screen" "$size" "$lang" "" --text-size=140; done
    shoot analysis "$size" "$lang" "$golden/analysis/planted_lies_5p.jsonl" --claims-and-odds --text-size=140
    shoot analysis "$size" "$lang" "$golden/accepted/long_names_cyrillic_10p.jsonl" --claims-and-odds --text-size=140
    shoot table "$size" "$lang" "$golden/accepted/phase_veto_9p.jsonl" --text-size=140
    shoot table "$size" "$lang" "$golden/accepted/phase_veto_9p.jsonl" --text-size=140 --table-view
    shoot table "$size" "$lang" "$out/long_names_10p.vote.jsonl" --text-size=140 --table-view
    shoot history "$size" "$lang" "$golden/accepted/long_names_10p.jsonl" --text-size=140
    shoot stats "$size" "$lang" "$golden/accepted" --text-size=140
    shoot odds_chart "$size" "$lang" "$golden/accepted/long_names_10p.jsonl" --claims-and-odds --text-size=140
    shoot replay "$size" "$lang" "$golden/accepted/long_names_10p.jsonl" --step=3 --text-size=140
    shoot replay "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds --step=1000 --text-size=140
  done
  # Settings' rows grow with the text and page (issue 43): a tablet and a phone too.
  for size in 1280x800 390x844 360x740; do shoot settings "$size" "$lang" "" --text-size=140; done
done

# The floor the smallest text may not go under: up close, the lower of the
# two (docs/layout.md), computed here rather than trusted from the binary.
floor_of() { # WxH
  local w=${1%x*} h=${1#*x} short
  short=$((w < h ? w : h))
  local px=$(((short + 480) * 14 / 960))
  echo $((px < 12 ? 12 : px))
}
failures=0 checked=0
# The reading oracle (issue 54, src/cli/reading_oracle.h): for a shot at a
# device's size, every text, symbol and target in millimetres on that
# device; the smallest of each figure per device, printed at the end.
declare -A least_critical least_text least_symbol least_contrast least_target least_gap reports
reported_shots=0
lower() { # ARRAY DEVICE VALUE: keep the smaller (0.00: nothing of that kind drawn)
  local -n figures=$1
  [ "$3" = "0.00" ] && return
  if [ -z "${figures[$2]:-}" ] || awk -v a="$3" -v b="${figures[$2]}" 'BEGIN { exit !(a < b) }'; then
    figures[$2]=$3
  fi
}
while IFS=$'\t' read -r number status overflows smallest minimum device critical text symbol contrast target gap findings finding reported first_reported overflowed; do
  checked=$((checked + 1))
  what=${shots[number - 1]}
  floor=$(floor_of "${sizes[number - 1]}")
  if [ "$status" -ne 0 ]; then
    echo "FAIL $what: status $status"; failures=$((failures + 1))
  elif [ "$overflows" -ne 0 ]; then
    echo "FAIL $what: $overflows text boxes did not fit (last: \"$overflowed\")"; failures=$((failures + 1))
  elif [ "$smallest" -ne 0 ] && { [ "$smallest" -lt "$floor" ] || [ "$smallest" -lt "$minimum" ]; }; then
    echo "FAIL $what: text of $smallest px, below the minimum (screen $minimum px, up-close floor $floor px)"; failures=$((failures + 1))
  elif [ "$device" != "-" ] && [ "$findings" -ne 0 ]; then
    echo "FAIL $what on $device: $findings under the floors (first: $finding)"; failures=$((failures + 1))
  fi
  if [ "$device" != "-" ]; then
    lower least_critical "$device" "$critical"; lower least_text "$device" "$text"
    lower least_symbol "$device" "$symbol"; lower least_contrast "$device" "$contrast"
    lower least_target "$device" "$target"; lower least_gap "$device" "$gap"
    # Floors not yet enforced (docs/layout.md): counted and shown, not failed.
    if [ "$reported" -ne 0 ]; then
      reports[$device]=$(( ${reports[$device]:-0} + reported ))
      reported_shots=$((reported_shots + 1))
      [ -n "${SHN_LAYOUT_VERBOSE:-}" ] && echo "note $what on $device: $reported (first: $first_reported)"
    fi
  fi
done < <("$binary" --screenshot - <"$list" 2>"$out/err")
echo "reading oracle, the smallest figure per device (mm; contrast as a ratio):"
printf '  %-15s %9s %9s %9s %9s %9s %9s %9s\n' device critical text symbol contrast target gap reported
for device in pi-7in tablet-10in ipad phone-upright phone-sideways; do
  printf '  %-15s %9s %9s %9s %9s %9s %9s %9s\n' "$device" "${least_critical[$device]:--}" \
    "${least_text[$device]:--}" "${least_symbol[$device]:--}" "${least_contrast[$device]:--}" \
    "${least_target[$device]:--}" "${least_gap[$device]:--}" "${reports[$device]:-0}"
done
echo "  (reported: findings under the floors not yet enforced, in $reported_shots shots; SHN_LAYOUT_VERBOSE=1 lists them)"
if [ "$checked" -ne "${#shots[@]}" ]; then
  echo "FAIL the batch stopped after $checked of ${#shots[@]} shots: $(tail -3 "$out/err")"
  failures=$((failures + 1))
fi

# Every screen of the app was shot (a new screen joins the sweep by itself).
for screen in $screens; do
  checked=$((checked + 1))
  cut -f2 "$list" | grep -qx "$screen" || { echo "FAIL $screen: never shot"; failures=$((failures + 1)); }
done

# One shot alone, as the README's command runs it: a PNG, the text report on stderr.
checked=$((checked + 1))
report=$(SH_NARRATOR_REPORT_TEXT=1 "$binary" --screenshot "$out/one.png" --screen table \
  --size 800x480 --load "$golden/accepted/long_names_10p.jsonl" 2>&1)
smallest=$(sed -n 's/.*text \([0-9]*\) px, minimum \([0-9]*\) px.*/\1/p' <<<"$report")
if [ ! -s "$out/one.png" ] || [ -z "$smallest" ] || [ "$smallest" -lt "$(floor_of 800x480)" ]; then
  echo "FAIL table 800x480 alone: $report"; failures=$((failures + 1))
fi
# Smaller than any real screen: drawn (text at its smallest size), never a crash.
checked=$((checked + 1))
"$binary" --screenshot "$out/tiny.png" --screen table --size 320x240 \
  --load "$golden/accepted/phase_veto_9p.jsonl" 2>/dev/null
status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then echo "FAIL table 320x240: status $status"; failures=$((failures + 1)); fi
echo "layout: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
