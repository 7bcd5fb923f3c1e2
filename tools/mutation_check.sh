#!/usr/bin/env bash
# Can the property test fail? Plants one rule bug at a time in a copy of
# src/core (a "mutant"), simulates 20,000 games with and without option O1,
# and prints how many invariant violations each mutant caused. Every mutant
# must be caught (violations > 0). The engine is compiled once and each
# mutant recompiles its one file (CI's Release pass runs it).
#   tools/mutation_check.sh
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/driver.cpp" <<'CPP'
#include "core/simulation.h"
#include <cstdio>
#include <string>
int main() {
    shn::SimulationRequest request;
    request.games = 20000;
    request.seed = 3;
    const auto plain = shn::simulate_games(request);
    request.options.tracker_resets_on_election = true;
    const auto o1 = shn::simulate_games(request);
    std::printf("%llu %s\n", static_cast<unsigned long long>(plain.invariant_violations + o1.invariant_violations),
                std::string(shn::invariant_id(plain.first_violation != shn::Invariant::None ? plain.first_violation
                                                                                            : o1.first_violation)).c_str());
}
CPP
mutants=(
  "game_state.cpp|s/special_caller_ >= 0 ? special_caller_ : president_/president_/|R25 special election does not return to the caller's left"
  "policy_piles.cpp|s/if (draw_ >= kPoliciesPerSession) return false;/if (draw_ >= 5) return false;/|R23 reshuffle too early"
  "game_state.cpp|s/if (last_president_ >= 0 \&\& alive_.size() > kFewPlayersAlive)/if (false)/|R12 last President never term-limited"
  "game_state.cpp|s/alive_.size() > kFewPlayersAlive/alive_.size() > 4/|R13 threshold off by one"
  "game_state.cpp|s/        last_president_ = -1;/        ;/|R19 chaos keeps the President's term limit"
  "game_state.cpp|s/return veto_requested_ ? Refusal::VetoAlreadyRequested : Refusal::None;/return Refusal::None;/|R35 unlimited veto requests"
  "game_state.cpp|s/: power_for_slot(board(), fascist_policies_);/: (fascist_policies_ == 3 ? PresidentialPower::None : power_for_slot(board(), fascist_policies_));/|R30 third slot grants nothing"
  "game_state.cpp|s/if (setup_.options.tracker_resets_on_election) election_tracker_ = 0;/;/|O1 ignored"
  "game_state.cpp|s/if (target == president_) return Refusal::TargetIsPresident;/;/|R28 self-execution allowed"
  "game_state.cpp|s/return investigated_.contains(event.seat) ? Refusal::AlreadyInvestigated : Refusal::None;/return Refusal::None;/|R26 investigated twice"
  "game_state.cpp|s/if (ja.size() \* 2 <= alive_.size())/if (ja.size() * 2 < alive_.size())/|R16 a tie passes"
  "game_state.cpp|s/election_tracker_ = 0; \/\/ R20/;/|R20 tracker not reset by a policy"
)
# The engine and the driver compiled once; a mutant recompiles its one file
# (a copy beside them: its includes still come from src/).
compile() { # SOURCE OBJECT
  g++ -std=c++20 -O2 -I"$here/src" -c "$1" -o "$2"
}
export -f compile
export here work
mkdir -p "$work/objects"
# shellcheck disable=SC2016 # expanded by the bash that xargs starts, a source each
printf '%s\n' "$here"/src/core/*.cpp "$work/driver.cpp" |
  xargs -P "$(nproc)" -I{} bash -c 'compile "$1" "$work/objects/$(basename "$1" .cpp).o"' _ {} ||
  { echo "the engine does not build"; exit 1; }
missed=0
for mutant in "${mutants[@]}"; do
  IFS='|' read -r file expression name <<<"$mutant"
  sed "$expression" "$here/src/core/$file" >"$work/mutant.cpp"
  if cmp -s "$work/mutant.cpp" "$here/src/core/$file"; then
    echo "NOT APPLIED  $name"; missed=$((missed + 1)); continue
  fi
  objects=()
  for object in "$work"/objects/*.o; do
    [ "$(basename "$object")" = "${file%.cpp}.o" ] || objects+=("$object")
  done
  if ! compile "$work/mutant.cpp" "$work/mutant.o" 2>/dev/null ||
    ! g++ "${objects[@]}" "$work/mutant.o" -o "$work/mutant" 2>/dev/null; then
    echo "NO BUILD     $name"; missed=$((missed + 1)); continue
  fi
  read -r violations first <<<"$("$work/mutant")"
  if [ "$violations" -gt 0 ]; then echo "caught       $name: $violations violations, first $first"
  else echo "MISSED       $name"; missed=$((missed + 1)); fi
done
echo "mutants missed: $missed of ${#mutants[@]}"
[ "$missed" -eq 0 ]
