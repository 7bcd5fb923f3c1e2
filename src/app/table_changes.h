#pragma once

#include "app/table_controller.h"

#include <cstdint>

namespace shn {

/// TableChanges: counts what the table controller told (a game started or
/// left, a move played, undone or fixed): a number that moves whenever the
/// game at the table changed, for parts that only need to know that it did
/// (the tap guard's screen generation, the board published to phones). It
/// listens to the controller like the voice and the message line.
class TableChanges : public TableListener {
  public:
    std::uint64_t count() const { return count_; }

    void started(const TableSession&, const TableStart&) override { ++count_; }
    void leaving(const TableSession&) override { ++count_; }
    void played(const TableSession&, const GameState&, const Event&) override { ++count_; }
    void undone(const TableSession&, const Event&, const GameState&, const GameState&) override {
        ++count_;
    }
    void corrected(const TableSession&, std::size_t, const Event&) override { ++count_; }

  private:
    std::uint64_t count_ = 0;
};

} // namespace shn
