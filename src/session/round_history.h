#pragma once

#include "core/game_history.h"
#include "session/catalogue.h"
#include "session/player_roster.h"

#include <optional>
#include <string>
#include <vector>

namespace shn {

/// RoundRecord: one round of the game (from a nomination to the next), as
/// the history and the reveal list it: who was candidate and nominee, how
/// each living player voted, whether the government was elected and, if so,
/// whether its Chancellor was Hitler (R18, the last round of such a game),
/// the policy enacted (by it, or by chaos after it), a veto, the power used
/// with its target, whether the deck was reshuffled after it (R23: the
/// draw pile's count jumps, and a table with the sound low must read why),
/// and which legislative session of the public record
/// (core/public_record.h) it held, so the reveal can judge that session's
/// claims under the round's own number.
struct RoundRecord {
    int number = 0; // 1, 2, ...: one per nomination, the same on every screen
    Seat president = 0;
    Seat chancellor = 0;
    SeatSet voters; // the living players who voted; empty until the vote
    SeatSet ja;
    bool elected = false;
    bool hitler_elected = false; // R18: the game ended at this election
    std::optional<Policy> policy;
    bool by_chaos = false;
    bool vetoed = false;
    bool veto_refused = false; // R35: asked, refused; the Chancellor enacted
    bool reshuffled = false;   // R23: the discard pile went back into the draw pile
    std::optional<EventType> power;
    std::optional<Seat> target;
    // Index in public_record(...).sessions of the session this government
    // held (a policy enacted or vetoed); none for a failed vote or Hitler.
    std::optional<std::size_t> session;
    // The round's events: [first_event, end_event) of the history, from its
    // nomination to the next one (for fixing a past move).
    std::size_t first_event = 0;
    std::size_t end_event = 0;

    bool voted() const { return !voters.empty(); }
    SeatSet nein() const { return voters.without(ja); }
};

/// The rounds of a game, oldest first, rebuilt from its events.
std::vector<RoundRecord> round_history(const GameHistory& history);

/// The governments that took office, oldest first, under their round
/// numbers: every elected round (its session, or Hitler's election, R18).
/// The reveal lists these; the history lists every round.
std::vector<RoundRecord> elected_governments(const std::vector<RoundRecord>& rounds);

/// How a round's vote reads, by name, the smaller side named (it is the
/// news, and at most half the table, so it fits on a phone): "All Ja", "All
/// Nein", "Nein: Marco, Giulia" (Nein no more than Ja), else "Ja: Marco".
/// Empty before the vote. In the catalogue's language.
std::string vote_words(const RoundRecord& round, const Catalogue& catalogue,
                       const PlayerRoster& roster);

/// Pages of a list: `per_page` items a page, page 0 first. The screens turn
/// a whole page at a time, so no item is on two pages.
struct Pages {
    int count = 0;    // how many items
    int per_page = 1; // at least 1

    int pages() const { return count <= 0 ? 1 : (count + per_page - 1) / per_page; }
    int clamp(int page) const { return page < 0 ? 0 : page >= pages() ? pages() - 1 : page; }
    int first(int page) const { return clamp(page) * per_page; }
};

} // namespace shn
