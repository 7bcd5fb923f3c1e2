#pragma once

#include "app/panel.h"
#include "core/seat_set.h"

namespace shn {

class Announcer;
class RandomStream;
class SeatNames;
class TableController;

/// FirstPresidentPanel: R5, the first presidential candidate drawn at
/// random, shown as a short draw: a marker runs round the seats, slows down
/// and stops on the drawn seat (about 2.5 s; a tap or Enter stops it at
/// once). The first_president event is played when the marker stops, never
/// before, and the narrator says so once the name is on the screen; then
/// "On to the night" opens the eyes-closed sequence. Esc asks before leaving.
class FirstPresidentPanel : public Panel {
  public:
    /// `random`: draws the first president.
    FirstPresidentPanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                        Announcer& announcer, const SeatNames& seat_names, RandomStream& random);
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;
    int next_tick_ms() const override;
    void tick() override;

    static constexpr double kDrawSeconds = 2.5;

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// The seat under the marker now.
    Seat marked() const;
    void stop();
    void to_night();

    TableController& table_;
    Announcer& announcer_;
    const SeatNames& seat_names_;
    int players_;
    Seat drawn_;
    int steps_; // seats the marker passes before it stops on drawn_
    double started_;
    bool stopped_ = false;
};

} // namespace shn
