#pragma once

#include "core/event.h"
#include "core/phase.h"
#include "core/policy.h"
#include "core/seat_set.h"

namespace shn {

/// Referee: a second, deliberately plain model of the round rules (R10-R41,
/// O1), written apart from GameState for differential testing: the table
/// simulator moves both with the same events and reports any disagreement
/// on phase, presidency, term limits, tracker, tracks or who is alive. It
/// trusts its caller to send legal events and has no piles (the simulator's
/// real deck plays that part).
struct Referee {
    int players = 5;
    bool tracker_resets_on_election = false;
    Phase phase = Phase::FirstPresident;
    SeatSet alive;
    int president = -1;
    int chancellor = -1;
    int caller = -1; // R25: who called the special election under way
    int last_president = -1;
    int last_chancellor = -1;
    int tracker = 0;
    int liberals = 0;
    int fascists = 0;
    bool veto_requested = false;

    Referee(int player_count, bool o1, int fascists_at_start = 0);

    /// R11-R13: may `seat` be nominated now?
    bool may_nominate(int seat) const;
    /// Everyone who may be nominated now.
    SeatSet nominable() const;
    /// Folds in an event the engine accepted.
    void apply(const Event& event);

  private:
    void next_round();
    void after_failed_government();
    void enacted(Policy policy, bool by_chaos);
};

} // namespace shn
