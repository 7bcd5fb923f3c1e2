#include "core/game_state.h"

#include "core/presidential_power.h"

#include <cassert>

namespace shn {

std::optional<Seat> ClaimWindow::claimant(ClaimKind kind) const {
    std::int8_t seat = -1;
    switch (kind) {
    case ClaimKind::Drew: seat = president; break;
    case ClaimKind::Received: seat = chancellor; break;
    case ClaimKind::Peeked: seat = peeker; break;
    case ClaimKind::Investigated: seat = investigator; break;
    }
    return seat < 0 ? std::nullopt : std::optional<Seat>(static_cast<Seat>(seat));
}

Refusal check_setup(const GameSetup& setup) {
    if (!valid_player_count(setup.players)) return Refusal::PlayerCountOutOfRange;
    return options_at_table_size(setup.options, setup.players) == setup.options
               ? Refusal::None
               : Refusal::OptionNotForPlayerCount;
}

int fascist_tiles_in_deck(const GameSetup& setup) {
    const RuleOptions& options = setup.options;
    if (options.rebalanced_9p) return kFascistTiles - 2;                          // O4
    if (options.rebalanced_6p || options.rebalanced_7p) return kFascistTiles - 1; // O2, O3
    return kFascistTiles;                                                         // R3
}

int fascist_policies_at_start(const GameSetup& setup) {
    return setup.options.rebalanced_6p ? 1 : 0; // O2
}

int tiles_in_game(const GameSetup& setup) {
    return kLiberalTiles + fascist_tiles_in_deck(setup) + fascist_policies_at_start(setup);
}

GameState::GameState(const GameSetup& setup)
    : setup_(setup), piles_(kLiberalTiles, fascist_tiles_in_deck(setup)),
      alive_(SeatSet::first(setup.players)),
      fascist_policies_(static_cast<std::uint8_t>(fascist_policies_at_start(setup))) {
    assert(check_setup(setup) == Refusal::None);
}

Seat GameState::next_alive_after(Seat seat) const {
    for (int step = 1; step <= setup_.players; ++step) {
        const auto candidate = static_cast<Seat>((seat + step) % setup_.players);
        if (alive_.contains(candidate)) return candidate;
    }
    return seat; // unreachable while at least one player lives
}

SeatSet GameState::term_limited() const {
    SeatSet limited;
    // R12: the last elected government; R13: with 5 or fewer alive, only its
    // Chancellor. R19: chaos forgets both (the fields are cleared then).
    if (last_chancellor_ >= 0) limited.insert(static_cast<Seat>(last_chancellor_));
    if (last_president_ >= 0 && alive_.size() > kFewPlayersAlive)
        limited.insert(static_cast<Seat>(last_president_));
    return limited & alive_;
}

SeatSet GameState::eligible_chancellors() const {
    if (phase_ != Phase::Nomination) return {};
    SeatSet eligible = alive_.without(term_limited());
    eligible.erase(static_cast<Seat>(president_));
    return eligible;
}

Refusal GameState::check_target(Seat target) const {
    if (target >= setup_.players) return Refusal::NoSuchSeat;
    if (!alive_.contains(target)) return Refusal::PlayerDead;
    if (target == president_) return Refusal::TargetIsPresident;
    return Refusal::None;
}

Refusal GameState::check_hitler_answer(Seat player, bool is_hitler) const {
    // Answers to the Hitler question (R18) and revealed executions (R28) are
    // facts: a new answer may not contradict the ones already given.
    if (is_hitler)
        return known_not_hitler_.contains(player) ? Refusal::KnownNotHitler : Refusal::None;
    const SeatSet everyone_else = seats().without(SeatSet::of(player));
    return known_not_hitler_ == everyone_else ? Refusal::MustBeHitler : Refusal::None;
}

Refusal GameState::check_enact(Policy policy) const {
    const int drawn = phase_ == Phase::Chaos ? 1 : kPoliciesPerSession;
    return piles_.can_take(drawn, policy) ? Refusal::None : Refusal::PolicyNotInDeck;
}

Refusal GameState::check_claim(const Event& claim) const {
    if (claim.seat >= setup_.players) return Refusal::NoSuchSeat;
    const std::optional<Seat> claimant = claim_window_.claimant(claim.claim);
    if (!claimant) return Refusal::NoClaimOpen;
    if (claim.seat != *claimant) return Refusal::NotTheClaimant;
    if (!alive_.contains(claim.seat)) return Refusal::PlayerDead; // R28: the dead are silent
    if (claim_window_.made_already(claim.claim)) return Refusal::AlreadyClaimed;
    switch (claim.claim) {
    case ClaimKind::Drew: return claim.tiles <= 3 ? Refusal::None : Refusal::BadClaim;
    case ClaimKind::Received: return claim.tiles <= 2 ? Refusal::None : Refusal::BadClaim;
    case ClaimKind::Peeked: return claim.tiles < 8 ? Refusal::None : Refusal::BadClaim;
    case ClaimKind::Investigated:
        return claim.target == claim_window_.target ? Refusal::None : Refusal::BadClaim;
    }
    return Refusal::BadClaim;
}

Refusal GameState::check_reveal(const Roles& roles) const {
    if (phase_ != Phase::GameOver) return Refusal::GameNotOver; // R40
    if (revealed_) return Refusal::AlreadyRevealed;
    const SeatSet everyone = seats();
    if (roles.hitler >= setup_.players || !roles.fascists.without(everyone).empty())
        return Refusal::NoSuchSeat;
    if (roles.fascists.contains(roles.hitler) ||
        roles.fascists.size() != role_counts(setup_.players).fascists)
        return Refusal::WrongRoleCounts; // R2
    if (known_hitler_ >= 0 && roles.hitler != known_hitler_)
        return win_reason_ == WinReason::HitlerElected ? Refusal::HitlerWasElected   // R18, R40
                                                       : Refusal::HitlerWasExecuted; // R28
    // R18: a Chancellor who answered "not Hitler"; R28: an executed player
    // who was not Hitler.
    return known_not_hitler_.contains(roles.hitler) ? Refusal::KnownNotHitler : Refusal::None;
}

Refusal GameState::check(const Event& event) const {
    if (event.type == EventType::Reveal) return check_reveal(event.roles());
    if (phase_ == Phase::GameOver) return Refusal::GameOver; // R40
    const auto expect = [this](Phase phase) { return phase_ == phase; };
    switch (event.type) {
    case EventType::FirstPresident:
        if (!expect(Phase::FirstPresident)) return Refusal::WrongPhase;
        return event.seat < setup_.players ? Refusal::None : Refusal::NoSuchSeat;
    case EventType::Nominate: {
        if (!expect(Phase::Nomination)) return Refusal::WrongPhase;
        if (const Refusal target = check_target(event.seat); target != Refusal::None) return target;
        return term_limited().contains(event.seat) ? Refusal::ChancellorTermLimited : Refusal::None;
    }
    case EventType::Vote:
        if (!expect(Phase::Election)) return Refusal::WrongPhase;
        if (!event.ja.without(seats()).empty()) return Refusal::NoSuchSeat;
        return event.ja.without(alive_).empty() ? Refusal::None : Refusal::VoterDead; // R15
    case EventType::HitlerCheck:
        if (!expect(Phase::HitlerCheck)) return Refusal::WrongPhase;
        return check_hitler_answer(static_cast<Seat>(chancellor_), event.yes);
    case EventType::Enact:
        if (!expect(Phase::Legislative) && !expect(Phase::Chaos)) return Refusal::WrongPhase;
        return check_enact(event.policy);
    case EventType::VetoRequest:
        if (!expect(Phase::Legislative)) return Refusal::WrongPhase;
        if (!veto_unlocked()) return Refusal::VetoLocked;                       // R29
        return veto_requested_ ? Refusal::VetoAlreadyRequested : Refusal::None; // R35
    case EventType::VetoResponse: return expect(Phase::Veto) ? Refusal::None : Refusal::WrongPhase;
    case EventType::Investigate: {
        if (!expect(Phase::Investigate)) return Refusal::WrongPhase;
        if (const Refusal target = check_target(event.seat); target != Refusal::None) return target;
        return investigated_.contains(event.seat) ? Refusal::AlreadyInvestigated : Refusal::None;
    }
    case EventType::Peek: return expect(Phase::Peek) ? Refusal::None : Refusal::WrongPhase;
    case EventType::SpecialElection:
        if (!expect(Phase::SpecialElection)) return Refusal::WrongPhase;
        return check_target(event.seat);
    case EventType::Execute: {
        if (!expect(Phase::Execution)) return Refusal::WrongPhase;
        if (const Refusal target = check_target(event.seat); target != Refusal::None) return target;
        return check_hitler_answer(event.seat, event.yes);
    }
    case EventType::Claim: return check_claim(event);
    case EventType::Reveal: break; // checked above
    case EventType::NightOver:
        // Once, before the first nomination: where the table was when the
        // night ended (R6/R7), so that a resume knows whether to read it.
        if (night_over_ || nominated_) return Refusal::WrongPhase;
        return expect(Phase::FirstPresident) || expect(Phase::Nomination) ? Refusal::None
                                                                          : Refusal::WrongPhase;
    }
    return Refusal::WrongPhase;
}

Refusal GameState::apply(const Event& event) {
    if (const Refusal refusal = check(event); refusal != Refusal::None) return refusal;
    switch (event.type) {
    case EventType::FirstPresident: // R5
        president_ = static_cast<std::int8_t>(event.seat);
        phase_ = Phase::Nomination;
        break;
    case EventType::Nominate: // R11; the claims about the last session close
        claim_window_ = {};
        nominated_ = true;
        chancellor_ = static_cast<std::int8_t>(event.seat);
        phase_ = Phase::Election;
        break;
    case EventType::Vote: on_vote(event.ja); break;
    case EventType::HitlerCheck: // R18
        if (event.yes) {
            known_hitler_ = chancellor_;
            end_game(Winner::Fascists, WinReason::HitlerElected);
        } else {
            known_not_hitler_.insert(static_cast<Seat>(chancellor_));
            phase_ = Phase::Legislative;
        }
        break;
    case EventType::Enact: on_enact(event.policy); break;
    case EventType::VetoRequest: // R35
        veto_requested_ = true;
        phase_ = Phase::Veto;
        break;
    case EventType::VetoResponse: // R35
        if (event.yes) {
            open_session_claims();
            on_veto_agreed();
        } else {
            phase_ = Phase::Legislative;
        }
        break;
    case EventType::Investigate: // R26: who, never what
        claim_window_.investigator = president_;
        claim_window_.target = static_cast<std::int8_t>(event.seat);
        investigated_.insert(event.seat);
        start_next_round();
        break;
    case EventType::Peek: // R27: nothing moves
        claim_window_.peeker = president_;
        start_next_round();
        break;
    case EventType::SpecialElection: // R25
        special_caller_ = president_;
        president_ = static_cast<std::int8_t>(event.seat);
        chancellor_ = -1;
        veto_requested_ = false;
        phase_ = Phase::Nomination;
        break;
    case EventType::Execute: // R28
        alive_.erase(event.seat);
        if (event.yes) {
            known_hitler_ = static_cast<std::int8_t>(event.seat);
            end_game(Winner::Liberals, WinReason::HitlerExecuted);
        } else {
            known_not_hitler_.insert(event.seat);
            start_next_round();
        }
        break;
    case EventType::Claim: // a claim is recorded, never acted on
        claim_window_.made =
            static_cast<std::uint8_t>(claim_window_.made | (1u << static_cast<int>(event.claim)));
        break;
    case EventType::Reveal: // the game stays over; the roles are known now
        revealed_ = true;
        revealed_roles_ = event.roles();
        break;
    case EventType::NightOver: night_over_ = true; break;
    }
    return Refusal::None;
}

void GameState::on_vote(SeatSet ja) {
    if (ja.size() * 2 <= alive_.size()) { // R16: a tie fails
        chancellor_ = -1;
        advance_tracker(); // R17
        return;
    }
    // R18: the candidates now form the last elected government.
    last_president_ = president_;
    last_chancellor_ = chancellor_;
    if (setup_.options.tracker_resets_on_election) election_tracker_ = 0; // O1
    veto_requested_ = false;
    phase_ =
        fascist_policies_ >= kHitlerZoneFascistPolicies ? Phase::HitlerCheck : Phase::Legislative;
}

void GameState::on_enact(Policy policy) {
    const bool chaos = phase_ == Phase::Chaos;
    if (!chaos) open_session_claims();
    piles_.take(chaos ? 1 : kPoliciesPerSession, policy); // R22-R23, reshuffles itself
    if (policy == Policy::Liberal)
        ++liberal_policies_;
    else
        ++fascist_policies_;
    election_tracker_ = 0; // R20
    if (chaos) {           // R19: term limits are forgotten
        last_president_ = -1;
        last_chancellor_ = -1;
    }
    // R40-R41: the game ends at once, by a government or by chaos.
    if (liberal_policies_ >= kLiberalPoliciesToWin)
        return end_game(Winner::Liberals, WinReason::LiberalPolicies);
    if (fascist_policies_ >= kFascistPoliciesToWin)
        return end_game(Winner::Fascists, WinReason::FascistPolicies);
    // R19: a chaos policy's power is ignored. R24: otherwise a fascist
    // policy's power comes first.
    const PresidentialPower power = chaos || policy == Policy::Liberal
                                        ? PresidentialPower::None
                                        : power_for_slot(board(), fascist_policies_);
    if (const std::optional<Phase> next = power_phase(power))
        phase_ = *next;
    else
        start_next_round();
}

void GameState::open_session_claims() {
    // The session just ended (enacted or vetoed): its government may now say
    // what it saw, until the next nomination.
    claim_window_.president = president_;
    claim_window_.chancellor = chancellor_;
}

void GameState::on_veto_agreed() {
    piles_.take(kPoliciesPerSession, std::nullopt); // R35: all three are discarded
    advance_tracker();
}

void GameState::advance_tracker() {
    if (++election_tracker_ >= kChaosTrackerLevel) { // R19
        chancellor_ = -1;
        phase_ = Phase::Chaos;
        return;
    }
    start_next_round();
}

void GameState::start_next_round() {
    // R10; R25: after a special round, back to the caller's left.
    const auto from = static_cast<Seat>(special_caller_ >= 0 ? special_caller_ : president_);
    special_caller_ = -1;
    president_ = static_cast<std::int8_t>(next_alive_after(from));
    chancellor_ = -1;
    veto_requested_ = false;
    phase_ = Phase::Nomination;
    assert(!eligible_chancellors().empty()); // R14
}

void GameState::end_game(Winner winner, WinReason reason) {
    winner_ = winner;
    win_reason_ = reason;
    phase_ = Phase::GameOver;
}

} // namespace shn
