#pragma once

#include "app/panel.h"
#include "session/narration_script.h"

namespace shn {

class MessageLine;

class Announcer;
class TableController;
struct Settings;

/// SequencePanel: a narrated sequence on screen, line by line: the setup
/// (R2-R5, on parchment) or the eyes-closed phase (R6/R7, on a dark screen
/// so its light wakes no one). Shows the current line in big text, the
/// countdown of the memorise pause, and pause/resume, replay line, restart,
/// next line and skip all. The last line stays up until the table moves on.
/// At the end of the setup the first president is drawn (R5); at the end of
/// the night its end is written to the log (so a resume knows) and the
/// table opens. The way on takes "Next line"'s place once the last line is
/// read, so it waits `kWayOnSeconds`, drawn but not tappable, before a tap
/// can take it: a table tapping through the lines never starts the draw or
/// the game by one tap too many. Esc asks before leaving (LeavePanel). Without a sound
/// device, a line says so: the table reads the lines aloud. The message
/// line is shown too (a save the disk refused during the setup or the
/// night: issue 42's new table saw it only at the table).
class SequencePanel : public Panel {
  public:
    enum class Kind { Setup, Night };
    SequencePanel(PanelStack& stack, const Catalogue& catalogue, TableController& table,
                  Announcer& announcer, const MessageLine& messages, const Settings& settings,
                  Kind kind);
    ~SequencePanel() override;
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;
    int next_tick_ms() const override;
    /// How long the way on waits, once the last line is read, before a
    /// tap takes it (a table taps "Next line" about once a second).
    static constexpr double kWayOnSeconds = 1.0;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void finish();
    /// Whether the way on can be tapped now (the sequence is over, and was
    /// over for kWayOnSeconds); notes when it first saw the end.
    bool way_on_ready(bool done) const;
    void skip_all();
    TableController& table_;
    Announcer& announcer_;
    const MessageLine& messages_;
    Kind kind_;
    double pause_seconds_ = kDefaultNightPause;
    mutable double done_since_ = -1; // when the end was first seen; -1: not yet
    bool way_on_waiting_ = false;    // the last drawing showed the way on not tappable yet
};

} // namespace shn
