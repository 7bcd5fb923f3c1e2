#pragma once

#include "session/narration_script.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// NarrationVoice: what the sequencer needs from whatever makes the sound
/// (SDL2_mixer in the app, a fake in tests). `start` returns false when the
/// line cannot be spoken (no device, missing clip): the sequencer then shows
/// the text and moves on. `pause` stops the line being said and holds
/// whatever else sounds (the ambience) until `resume`; the sequencer says
/// the held line again, whole, after `resume`.
class NarrationVoice {
  public:
    virtual ~NarrationVoice() = default;
    virtual bool start(const std::string& key) = 0;
    virtual bool busy() const = 0;
    virtual void stop() = 0;
    virtual void pause() = 0;
    virtual void resume() = 0;
};

/// Seconds to read `text` aloud to a table, unhurried: a second to find
/// the line, then 2.5 words a second (150 a minute).
double reading_seconds(std::string_view text);

/// NarrationSequencer: plays a sequence of lines (setup, night) one after
/// the other: a spoken line until its voice is done, a silent pause for its
/// seconds (with a countdown). The table can pause and resume, replay the
/// current line, skip it, or restart from the first line. Time is passed in
/// (seconds, any monotonic origin), so it is tested without waiting. Calls
/// `on_line` each time a line starts (the screen shows it, the headless mode
/// prints it).
class NarrationSequencer {
  public:
    using LineStarted = std::function<void(std::size_t index, const NarrationLine& line)>;

    /// A line the voice cannot speak stays on screen for `unspoken_line_seconds`
    /// (time to read it), or is passed over at once when that is 0.
    NarrationSequencer(std::vector<NarrationLine> lines, NarrationVoice& voice, LineStarted on_line,
                       double unspoken_line_seconds = 0.0);

    /// How long a line that cannot be spoken stays up, by its key (its
    /// words read aloud at a table's pace); at least `unspoken_line_seconds`.
    using ReadingTime = std::function<double(const std::string& key)>;
    void set_reading_time(ReadingTime reading) { reading_ = std::move(reading); }

    void start(double now);
    /// Moves on when the current line is done; call often (each frame, or every few ms).
    void update(double now);
    /// Stops the voice and the countdown. A spoken line is said again from
    /// its start at `resume` (after a break, half a sentence helps nobody,
    /// and nothing has to stay loaded in the sound device meanwhile).
    void pause(double now);
    void resume(double now);
    void replay_line(double now);
    /// The next line. Paused, it is shown and the sequence stays paused
    /// (its countdown whole, a spoken line said at `resume`); past the last
    /// line the sequence is finished, no longer paused.
    void skip(double now);
    void restart(double now);

    bool finished() const { return current_ >= lines_.size(); }
    bool paused() const { return paused_; }
    std::size_t current() const { return current_; }
    const std::vector<NarrationLine>& lines() const { return lines_; }
    /// Seconds left in the current silent pause (0 outside one): the countdown.
    double pause_remaining(double now) const;
    /// Seconds until `update` can move on by itself: the end of a silent
    /// pause, or a short poll while a voice speaks (it ends when the sound
    /// does); negative when nothing moves (not started, paused, finished).
    double next_update_in(double now) const;
    static constexpr double kVoicePollSeconds = 0.02;
    /// How many times a line was begun (a replay or a restart too).
    std::uint64_t lines_begun() const { return begun_; }

  private:
    void begin_line(double now);

    std::uint64_t begun_ = 0;
    std::vector<NarrationLine> lines_;
    NarrationVoice& voice_;
    LineStarted on_line_;
    std::size_t current_ = 0;
    bool started_ = false;
    bool paused_ = false;
    ReadingTime reading_;
    double unspoken_line_seconds_;
    bool text_only_ = false;     // the current line could not be spoken
    double pause_ends_at_ = 0.0; // for a silent or text-only line
    double paused_at_ = 0.0;
};

} // namespace shn
