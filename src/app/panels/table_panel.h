#pragma once

#include "app/discussion_timer.h"
#include "app/panel.h"
#include "app/table_ring.h"
#include "app/vote_in_progress.h"
#include "core/game_state.h"

#include <optional>
#include <vector>

namespace shn {

class Announcer;
class MessageLine;
class Preferences;
class RandomStream;
class SeatNames;
class TableController;
struct PhoneBoard;

/// TablePanel: the board at a glance and the one action the engine's phase
/// asks for. Board: both tracks (the power of each fascist slot for this
/// table), the election tracker, the piles. Seats: names with markers for
/// candidate, nominee, term-limited, executed, investigated, not Hitler.
/// Action: the prompt names who must act ("Tom, nominate your Chancellor");
/// tap a seat to nominate, investigate or choose (at once: the message line
/// names who was chosen, the header's Undo takes it back), or to pick whom to execute (marked
/// on the seat and named, final only with the Hitler answer: a death is not
/// left to one tap); tap the Nein voters then confirm; the Hitler answer;
/// the policy enacted or revealed; the veto. Undo is always there. Until the
/// first government is elected, the night can be read again.
/// With the Claims and odds setting on: the Analysis screen from the
/// header, and, while a claim is open (docs/game-log.md) and the phase asks
/// for a seat, one row per claim to record what the President or the
/// Chancellor says they saw: one tap each. Nominating skips them. With the
/// discussion timer on, a countdown beside the board (at the top of the
/// action's column; on a phone held upright, a strip over the tracks) while
/// a nominated government waits for its vote, the board whole and the seats
/// where they were: a tap pauses or resumes it, Hide dismisses it, a soft
/// cue sounds at zero; the game is not touched.
/// With the board served to phones, a strip under the action shows its QR
/// code, address and watchers (a tap folds the code). On a phone (the
/// viewer) the same board with no move to make: the action area says what
/// the table is doing, and a language button replaces Undo.
class TablePanel : public Panel {
  public:
    /// `random`: draws the first president when the setup was skipped.
    TablePanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
               Announcer& announcer, Preferences& preferences, MessageLine& messages,
               const SeatNames& seat_names, PhoneBoard& phones, RandomStream& random,
               VoteInProgress& vote)
        : Panel(stack, catalogue), table_(table), announcer_(announcer), preferences_(preferences),
          messages_(messages), seat_names_(seat_names), phones_(phones), random_(random),
          vote_(vote) {}
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;
    int next_tick_ms() const override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// The board in `area`, its tracks below `top_taken` pixels kept for the timer.
    void draw_board(Canvas& canvas, Rect area, const GameState& state, int top_taken = 0);
    /// The board in `area`, under the discussion timer's strip while it shows.
    void draw_board_and_timer(Canvas& canvas, Rect area, const GameState& state);
    /// The discussion timer follows the vote and cues its end (a step's
    /// work, never a drawing's: `tick`).
    void step_timer(const GameState& state);
    /// The discussion timer: a strip a finger tall (its words beside the
    /// clock), or, where they do not fit beside it, under it.
    void draw_timer(Canvas& canvas, Rect area);
    /// In rows in `area`, or each at its place `around` (the table view).
    void draw_seats(Canvas& canvas, Rect area, const GameState& state,
                    const std::vector<SeatPlace>& around);
    /// What the seats' symbols mean, once, under them.
    void draw_legend(Canvas& canvas, Rect area, const GameState& state);
    /// The board for phones: its QR code, address and watchers (issue 14).
    void draw_phones(Canvas& canvas, Rect area);
    /// A phone's own language, in place of Undo (the viewer).
    void draw_language_button(Canvas& canvas);
    void draw_action(Canvas& canvas, Rect area, const GameState& state);
    /// One row per claim of `open` (open_claims(), computed once per paint).
    void draw_claims(Canvas& canvas, Rect area, const GameState& state,
                     const std::vector<ClaimKind>& open);
    /// The claims to offer now: the setting is on, the phase asks for a
    /// seat, and the claimant is alive and has not claimed yet.
    std::vector<ClaimKind> open_claims(const GameState& state) const;
    void tap_seat(Seat seat);
    /// The phase's main move (the draw, the vote, the peek's Done): its
    /// button and Enter.
    void confirm();
    /// The answer to the phase's question (the Hitler question, the veto,
    /// the chosen execution): its buttons and Y/N.
    void answer(bool yes);
    /// A policy enacted, or (none) the veto asked for: the buttons and L/F/V.
    void enact(std::optional<Policy> policy);
    /// Undoes the last move and forgets what was being chosen for it.
    void undo();
    /// The message line: what the last move did, a refusal or a save problem.
    void draw_message(Canvas& canvas, Rect area);
    /// Where the message's words go in the message line `area`.
    Rect message_words(Canvas& canvas, Rect area) const;
    /// The smallest size of the message line's words: the floor of text
    /// read up close (a long message in the room kept for it, issue 43).
    static int message_floor(Canvas& canvas);

    TableController& table_;
    Announcer& announcer_;
    Preferences& preferences_;
    MessageLine& messages_;
    const SeatNames& seat_names_;
    PhoneBoard& phones_;
    RandomStream& random_;
    /// The vote being entered kept beside the autosave, and brought back
    /// after a reload (VoteInProgress).
    void keep_vote();
    SeatSet nein_; // the voters marked Nein in the election phase
    std::optional<Seat> execution_target_;
    int peeked_ = 0; // the peek claim being set: bit i, the i-th tile from the top is liberal
    DiscussionTimer timer_;
    VoteInProgress& vote_;
    std::optional<std::size_t> vote_looked_for_;        // the nomination whose kept vote was read
    DiskProblem vote_problem_told_ = DiskProblem::None; // said once, until a write works again
};

} // namespace shn
