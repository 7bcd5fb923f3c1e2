#!/usr/bin/env bash
# Layout: every screen at 800x480 (the Raspberry Pi 7" touchscreen),
# 1280x800, 1920x1080 and 800x1280 (portrait), in every language, rendered
# headless by --screenshot; no text box may overflow its area (the binary
# exits 3 when one does). The table is drawn in several phases of real games.
#   check_layout.sh BINARY GOLDEN_DIR
set -u
binary=$1 golden=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failures=0 checked=0
shoot() { # SCREEN SIZE LANG [LOG [--claims-and-odds]]
  checked=$((checked + 1))
  local args=(--screenshot "$out/shot.png" --screen "$1" --size "$2" --lang "$3")
  [ -n "${4:-}" ] && args+=(--load "$4")
  [ -n "${5:-}" ] && args+=("$5")
  if ! "$binary" "${args[@]}" 2>"$out/err"; then
    echo "FAIL $1 $2 $3 ${4:-}: $(cat "$out/err")"; failures=$((failures + 1))
  elif [ ! -s "$out/shot.png" ]; then
    echo "FAIL $1 $2 $3: no PNG"; failures=$((failures + 1))
  fi
}
logs=(
  "$golden/accepted/special_election_caller_executed_7p.jsonl"  # nomination, executed, investigated
  "$golden/accepted/phase_veto_9p.jsonl"                         # veto, 9 players
  "$golden/accepted/veto_at_tracker_two_5p.jsonl"                # chaos
  "$golden/accepted/unicode_names_10p_o1.jsonl"                  # legislative, 10 Cyrillic names
  "$golden/accepted/hitler_elected_7p.jsonl"                     # game over
)
for size in 800x480 1280x800 1920x1080 800x1280; do
  for lang in en it fr ru; do
    for screen in home new_game names rules setup night settings; do shoot "$screen" "$size" "$lang"; done
    for log in "${logs[@]}"; do shoot table "$size" "$lang" "$log"; done
    shoot game_over "$size" "$lang" "$golden/accepted/hitler_elected_7p.jsonl"
    # The reveal (issue 15): choosing the roles, then who was who with every claim judged.
    shoot reveal "$size" "$lang" "$golden/accepted/hitler_elected_7p.jsonl"
    shoot reveal "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot game_over "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot reveal "$size" "$lang" "$golden/analysis/reveal_planted_lies_5p.jsonl" --claims-and-odds
    shoot reveal "$size" "$lang" "$golden/analysis/reveal_liberal_lied_5p.jsonl" --claims-and-odds
    # The discussion timer over the board while the vote is due.
    shoot table "$size" "$lang" "$golden/accepted/election_7p.jsonl" --discussion-timer
    # The games kept: the list (with a damaged file) and one game, read-only.
    shoot games "$size" "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl"
    shoot games "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
    shoot kept_game "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl"
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
    shoot table "$size" "$lang" "$golden/accepted/phase_veto_9p.jsonl" --phones-strip
    shoot table "$size" "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --phones-strip
    shoot settings "$size" "$lang" "" --phones-strip
    shoot table "$size" "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl" --as-phone
    shoot table "$size" "$lang" "$golden/accepted/election_7p.jsonl" --as-phone
    shoot game_over "$size" "$lang" "$golden/accepted/reveal_hitler_elected_7p.jsonl" --as-phone
  done
done
# A phone held upright (360 CSS pixels, the narrowest common one), and on its side.
for lang in en it fr ru; do
  shoot table 360x740 "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --as-phone
  shoot table 844x390 "$lang" "$golden/accepted/unicode_names_10p_o1.jsonl" --as-phone
  shoot history 360x740 "$lang" "$golden/accepted/special_election_caller_executed_7p.jsonl" --as-phone
done
# Smaller than any real screen: drawn (text at its smallest size), never a crash.
checked=$((checked + 1))
"$binary" --screenshot "$out/tiny.png" --screen table --size 320x240 \
  --load "$golden/accepted/phase_veto_9p.jsonl" 2>/dev/null
status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then echo "FAIL table 320x240: status $status"; failures=$((failures + 1)); fi
echo "layout: $((checked - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
