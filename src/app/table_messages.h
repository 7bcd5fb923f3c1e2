#pragma once

#include "app/table_controller.h"

#include <string>

namespace shn {

class MessageLine;
class Preferences;
class SeatNames;

/// TableMessages: the message line's words for what the table did, as a
/// listener of the table controller (told first, so a save problem is
/// worded before the archive and the narrator act): a refusal, what a move
/// did by name (the line then names the last move: Undo beside it), an
/// undo, a fix, a damaged or unsaved autosave. A save problem comes first
/// on the line, and goes to stderr too (the journal, on a kiosk).
class TableMessages : public TableListener {
  public:
    TableMessages(MessageLine& messages, const Preferences& preferences,
                  const SeatNames& seat_names, const TableController& table)
        : messages_(messages), preferences_(preferences), seat_names_(seat_names), table_(table) {}

    void started(const TableSession& game, const TableStart& start) override;
    void refused(const TableSession&, const Event&, Refusal refusal) override;
    void played(const TableSession& game, const GameState& before, const Event& event) override;
    void undone(const TableSession& game, const Event& undone, const GameState& with_it,
                const GameState& without_it) override;
    void corrected(const TableSession& game, std::size_t index, const Event& corrected) override;
    void correction_failed(const TableSession& game) override;

  private:
    /// The game's save problem, worded for the screen, and written to stderr.
    std::string save_warning(const TableSession& game);
    /// What is said of saving after a move: the save problem, or once the
    /// disk takes the game again after one, that it is saved; else nothing.
    std::string saving_words(const TableSession& game);

    MessageLine& messages_;
    const Preferences& preferences_;
    const SeatNames& seat_names_;
    const TableController& table_;
    bool warned_ = false; // a save problem was said, and saving has not worked since
};

} // namespace shn
