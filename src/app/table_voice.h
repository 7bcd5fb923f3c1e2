#pragma once

#include "app/announcer.h"
#include "app/table_controller.h"

namespace shn {

/// TableVoice: what the narrator says and sounds as the game goes, as a
/// listener of the table: a move's lines (narration_cues) and its sound
/// cue, the phase's prompt again after an undo or a fix, the reveal read
/// slowly. A claim says nothing: the line being spoken goes on.
class TableVoice : public TableListener {
  public:
    explicit TableVoice(Announcer& announcer) : announcer_(announcer) {}

    void played(const TableSession& game, const GameState& before, const Event& event) override;
    void undone(const TableSession& game, const Event&, const GameState&,
                const GameState&) override;
    void corrected(const TableSession& game, std::size_t, const Event&) override;

  private:
    Announcer& announcer_;
};

} // namespace shn
