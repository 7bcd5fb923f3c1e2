#pragma once

#include "app/panel.h"
#include "core/move_correction.h"

#include <optional>
#include <string>

namespace shn {

class MessageLine;
class SeatNames;
class ShownGame;
class TableController;

/// CorrectionPanel: fixing a move of one round that was tapped wrong (issue
/// 15), opened from the history. First the round's moves that can be
/// corrected; then the chosen one to change: a seat for a nomination or a
/// power's target (and, for an execution, whether it was Hitler), the Nein
/// voters for a vote, the other answer for a policy, the Hitler question or
/// a veto. Correct replays the game with the change (correct_move): when
/// every later move still fits it is saved at once; when one does not, the
/// panel names it and offers to keep the game up to it. The uncorrected game
/// is always kept aside first. Undo is untouched.
class CorrectionPanel : public Panel {
  public:
    CorrectionPanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                    MessageLine& messages, const ShownGame& shown, const SeatNames& seat_names,
                    std::size_t first_event, std::size_t end_event)
        : Panel(stack, catalogue), table_(table), messages_(messages), shown_(shown),
          seat_names_(seat_names), first_(first_event), end_(end_event) {}
    bool command(const Command& command) override;

    /// What the screen says of a fix that breaks a later move (empty: none).
    const std::string& misfit_words() const { return misfit_words_; }

  protected:
    void draw(Canvas& canvas) override;

  private:
    void draw_moves(Canvas& canvas, Rect body);
    void draw_editor(Canvas& canvas, Rect body);
    void choose(std::size_t index);
    void submit(bool keep_up_to_misfit);
    /// "Vote: 5 Ja, 2 Nein", "Nomination: Cy"... in the table's language.
    std::string describe(const Event& event, std::size_t index) const;

    TableController& table_;
    MessageLine& messages_;
    const ShownGame& shown_;
    const SeatNames& seat_names_;
    std::size_t first_ = 0;
    std::size_t end_ = 0;
    std::optional<std::size_t> chosen_; // the event being corrected
    Event draft_;                       // what it becomes
    std::optional<std::size_t> misfit_; // the later move that would no longer fit
    std::string misfit_words_;          // why, and the question: in the body, large
};

} // namespace shn
