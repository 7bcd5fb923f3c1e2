#pragma once

#include "core/event.h"
#include "core/phase.h"
#include "core/player_count_rules.h"
#include "core/policy_piles.h"
#include "core/refusal.h"
#include "core/rule_options.h"
#include "core/seat_set.h"

#include <cstdint>
#include <optional>

namespace shn {

/// GameSetup: what the table fixes before the first event: how many players
/// (seats 0..players-1, clockwise) and which rule options are on.
struct GameSetup {
    int players = 5;
    RuleOptions options;

    bool operator==(const GameSetup&) const = default;
};

/// ClaimWindow: who may still make which claim (docs/game-log.md, "claim").
/// A legislative session's President and Chancellor may say what they drew
/// and received from its end (policy enacted or veto agreed) until the next
/// nomination; the President who peeked or investigated, likewise. Each claim
/// at most once. -1: nobody.
struct ClaimWindow {
    std::int8_t president = -1;    // Drew
    std::int8_t chancellor = -1;   // Received
    std::int8_t peeker = -1;       // Peeked
    std::int8_t investigator = -1; // Investigated
    std::int8_t target = -1;       // whom the investigator looked at
    std::uint8_t made = 0;         // bit per ClaimKind already made

    /// Who may make a claim of this kind now, if anyone.
    std::optional<Seat> claimant(ClaimKind kind) const;
    bool made_already(ClaimKind kind) const { return (made >> static_cast<int>(kind)) & 1u; }
    bool operator==(const ClaimWindow&) const = default;
};

/// Refusal::None when the setup can start a game (R1; O2-O4 each only at
/// its own table size).
Refusal check_setup(const GameSetup& setup);

/// The fascist tiles of the deck at the start (R3: 11; O2 and O3: 10; O4: 9)
/// and the fascist policies already on the board (O2: 1).
int fascist_tiles_in_deck(const GameSetup& setup);
int fascist_policies_at_start(const GameSetup& setup);
/// Every tile of the game, board and piles (R3: 17; O3: 16; O4: 15).
int tiles_in_game(const GameSetup& setup);

/// GameState: everything the table knows after a sequence of events, and the
/// rules that move it on (docs/rules.md R1-R41, options O1-O4). `apply` either accepts
/// an event and folds it in, or refuses it with a reason and changes nothing;
/// it never throws. Hidden information (roles, the order of the deck) is not
/// here: the engine knows only what the table says out loud, and the roles
/// only when the table reveals them after the end (checked against what is
/// certain: R2, R18, R28). A small value
/// (no allocation), so replaying a log or simulating a game is cheap.
class GameState {
  public:
    /// The state before the first president is picked. Precondition:
    /// check_setup(setup) == Refusal::None.
    explicit GameState(const GameSetup& setup);

    /// Accepts the event and applies it, or returns why not (state unchanged).
    [[nodiscard]] Refusal apply(const Event& event);
    /// The same verdict as apply, without changing anything.
    [[nodiscard]] Refusal check(const Event& event) const;

    const GameSetup& setup() const { return setup_; }
    int player_count() const { return setup_.players; }
    FascistBoard board() const { return fascist_board(setup_.players); }
    Phase phase() const { return phase_; }

    SeatSet seats() const { return SeatSet::first(setup_.players); }
    SeatSet alive() const { return alive_; }
    SeatSet investigated() const { return investigated_; }
    /// R18/R28: players the table knows are not Hitler.
    SeatSet known_not_hitler() const { return known_not_hitler_; }

    /// The candidate of the round, or the sitting President; none before R5.
    std::optional<Seat> president() const { return seat_or_none(president_); }
    /// The nominee or the elected Chancellor of the round.
    std::optional<Seat> chancellor() const { return seat_or_none(chancellor_); }
    std::optional<Seat> last_elected_president() const { return seat_or_none(last_president_); }
    std::optional<Seat> last_elected_chancellor() const { return seat_or_none(last_chancellor_); }
    /// R25: who called the special election under way, if one is.
    std::optional<Seat> special_election_caller() const { return seat_or_none(special_caller_); }

    /// R12-R13: living players who may not be nominated Chancellor now.
    SeatSet term_limited() const;
    /// R11: whom the candidate may nominate (empty outside the nomination phase).
    SeatSet eligible_chancellors() const;

    int liberal_policies() const { return liberal_policies_; }
    int fascist_policies() const { return fascist_policies_; }
    int election_tracker() const { return election_tracker_; }
    bool veto_unlocked() const { return fascist_policies_ >= kVetoFascistPolicies; } // R29
    bool veto_requested() const { return veto_requested_; }
    const PolicyPiles& piles() const { return piles_; }
    /// R21: the tiles the President drew, out of the draw pile from the
    /// draw until the session ends (3 in the legislative session and the
    /// veto's question, else 0). The piles keep them until the enactment.
    int tiles_in_hand() const {
        return phase_ == Phase::Legislative || phase_ == Phase::Veto ? kPoliciesPerSession : 0;
    }
    /// The draw pile as it lies on the table (issue 43: not 17 while the
    /// President holds three).
    int draw_pile_lying() const { return piles_.draw_size() - tiles_in_hand(); }
    /// Which claims the table may record now (they never change the game).
    const ClaimWindow& claim_window() const { return claim_window_; }

    /// Who was who, once the table has revealed it (after the end only).
    std::optional<Roles> revealed_roles() const {
        return revealed_ ? std::optional<Roles>(revealed_roles_) : std::nullopt;
    }

    /// The eyes-closed script was read to its end (R6/R7), or the table
    /// went on to nominate without it (an older log).
    bool night_over() const { return night_over_ || nominated_; }
    /// A Chancellor has been nominated at least once.
    bool nominated() const { return nominated_; }

    Winner winner() const { return winner_; }
    WinReason win_reason() const { return win_reason_; }
    bool game_over() const { return phase_ == Phase::GameOver; }

    /// R1/R10: the next living player clockwise after `seat` (which may be dead).
    Seat next_alive_after(Seat seat) const;

  private:
    static std::optional<Seat> seat_or_none(std::int8_t seat) {
        return seat < 0 ? std::nullopt : std::optional<Seat>(static_cast<Seat>(seat));
    }
    Refusal check_target(Seat target) const;
    Refusal check_enact(Policy policy) const;
    Refusal check_hitler_answer(Seat player, bool is_hitler) const;
    Refusal check_claim(const Event& claim) const;
    Refusal check_reveal(const Roles& roles) const;

    void on_vote(SeatSet ja);
    void on_enact(Policy policy);
    void on_veto_agreed();
    void open_session_claims();
    void advance_tracker();
    void start_next_round();
    void end_game(Winner winner, WinReason reason);

    GameSetup setup_;
    PolicyPiles piles_;
    Phase phase_ = Phase::FirstPresident;
    SeatSet alive_;
    SeatSet investigated_;
    SeatSet known_not_hitler_;
    std::int8_t president_ = -1;
    std::int8_t chancellor_ = -1;
    std::int8_t last_president_ = -1;
    std::int8_t last_chancellor_ = -1;
    std::int8_t special_caller_ = -1;
    std::uint8_t liberal_policies_ = 0;
    std::uint8_t fascist_policies_ = 0;
    std::uint8_t election_tracker_ = 0;
    bool veto_requested_ = false;
    Winner winner_ = Winner::None;
    WinReason win_reason_ = WinReason::None;
    ClaimWindow claim_window_;
    std::int8_t known_hitler_ = -1; // R18 elected or R28 executed: the game's end
    bool revealed_ = false;
    Roles revealed_roles_;
    bool night_over_ = false;
    bool nominated_ = false;
};

} // namespace shn
