#include "core/referee.h"

namespace shn {

namespace {
// R30, written out again on purpose: 'I'nvestigate, 'P'eek, 'S'pecial, 'E'xecute.
constexpr const char* kPowers[3] = {"..PEE.", ".ISEE.", "IISEE."};

char power(int players, int slot) {
    const int board = players <= 6 ? 0 : players <= 8 ? 1 : 2;
    return kPowers[board][slot - 1];
}
} // namespace

Referee::Referee(int player_count, bool o1, int fascists_at_start)
    : players(player_count), tracker_resets_on_election(o1), alive(SeatSet::first(player_count)),
      fascists(fascists_at_start) {}

bool Referee::may_nominate(int seat) const {
    if (seat < 0 || seat >= players || !alive.contains(seat) || seat == president) return false;
    if (seat == last_chancellor) return false;
    return !(seat == last_president && alive.size() > 5);
}

SeatSet Referee::nominable() const {
    // The same rule as may_nominate, by whole sets (it runs twice a round).
    SeatSet seats = alive;
    if (president >= 0) seats.erase(static_cast<Seat>(president));
    if (last_chancellor >= 0) seats.erase(static_cast<Seat>(last_chancellor));
    if (last_president >= 0 && alive.size() > 5) seats.erase(static_cast<Seat>(last_president));
    return seats;
}

void Referee::next_round() {
    int seat = caller >= 0 ? caller : president;
    caller = -1;
    do seat = (seat + 1) % players;
    while (!alive.contains(seat));
    president = seat;
    chancellor = -1;
    veto_requested = false;
    phase = Phase::Nomination;
}

void Referee::after_failed_government() {
    chancellor = -1;
    if (++tracker == 3)
        phase = Phase::Chaos;
    else
        next_round();
}

void Referee::enacted(Policy policy, bool by_chaos) {
    (policy == Policy::Liberal ? liberals : fascists) += 1;
    tracker = 0;
    if (by_chaos) last_president = last_chancellor = -1;
    if (liberals == 5 || fascists == 6) {
        phase = Phase::GameOver;
        return;
    }
    const char granted = by_chaos || policy == Policy::Liberal ? '.' : power(players, fascists);
    switch (granted) {
    case 'I': phase = Phase::Investigate; break;
    case 'P': phase = Phase::Peek; break;
    case 'S': phase = Phase::SpecialElection; break;
    case 'E': phase = Phase::Execution; break;
    default: next_round(); break;
    }
}

void Referee::apply(const Event& event) {
    switch (event.type) {
    case EventType::FirstPresident:
        president = event.seat;
        phase = Phase::Nomination;
        break;
    case EventType::Nominate:
        chancellor = event.seat;
        phase = Phase::Election;
        break;
    case EventType::Vote:
        if (event.ja.size() * 2 > alive.size()) {
            last_president = president;
            last_chancellor = chancellor;
            if (tracker_resets_on_election) tracker = 0;
            veto_requested = false;
            phase = fascists >= 3 ? Phase::HitlerCheck : Phase::Legislative;
        } else {
            after_failed_government();
        }
        break;
    case EventType::HitlerCheck: phase = event.yes ? Phase::GameOver : Phase::Legislative; break;
    case EventType::Enact: enacted(event.policy, phase == Phase::Chaos); break;
    case EventType::VetoRequest:
        veto_requested = true;
        phase = Phase::Veto;
        break;
    case EventType::VetoResponse:
        if (event.yes)
            after_failed_government();
        else
            phase = Phase::Legislative;
        break;
    case EventType::SpecialElection:
        caller = president;
        president = event.seat;
        chancellor = -1;
        phase = Phase::Nomination;
        break;
    case EventType::Execute:
        alive.erase(event.seat);
        if (event.yes)
            phase = Phase::GameOver;
        else
            next_round();
        break;
    case EventType::Investigate:
    case EventType::Peek: next_round(); break;
    case EventType::Claim: break;     // words, not moves
    case EventType::Reveal: break;    // after the end; nothing moves
    case EventType::NightOver: break; // the script, not the game
    }
}

} // namespace shn
