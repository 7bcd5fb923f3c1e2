#include "session/narration_sequencer.h"

#include <algorithm>
#include <utility>

namespace shn {

double reading_seconds(std::string_view text) {
    std::size_t words = 0;
    bool in_word = false;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\n' || c == '\t';
        if (!space && !in_word) ++words;
        in_word = !space;
    }
    return 1.0 + double(words) / 2.5;
}

NarrationSequencer::NarrationSequencer(std::vector<NarrationLine> lines, NarrationVoice& voice,
                                       LineStarted on_line, double unspoken_line_seconds)
    : lines_(std::move(lines)), voice_(voice), on_line_(std::move(on_line)),
      unspoken_line_seconds_(unspoken_line_seconds) {}

void NarrationSequencer::start(double now) {
    current_ = 0;
    started_ = true;
    paused_ = false;
    begin_line(now);
}

void NarrationSequencer::begin_line(double now) {
    ++begun_;
    // Lines that cannot be spoken are shown and passed over at once.
    text_only_ = false;
    while (!finished()) {
        const NarrationLine& line = lines_[current_];
        if (on_line_) on_line_(current_, line);
        if (!line.spoken) {
            pause_ends_at_ = now + line.pause_seconds;
            return;
        }
        if (voice_.start(line.key)) return;
        if (unspoken_line_seconds_ > 0) { // shown long enough to be read aloud
            text_only_ = true;
            pause_ends_at_ =
                now + std::max(unspoken_line_seconds_, reading_ ? reading_(line.key) : 0.0);
            return;
        }
        ++current_;
    }
}

void NarrationSequencer::update(double now) {
    if (!started_ || paused_ || finished()) return;
    const NarrationLine& line = lines_[current_];
    const bool done = line.spoken && !text_only_ ? !voice_.busy() : now >= pause_ends_at_;
    if (!done) return;
    ++current_;
    begin_line(now);
}

void NarrationSequencer::pause(double now) {
    if (paused_ || finished()) return;
    paused_ = true;
    paused_at_ = now;
    voice_.pause();
}

void NarrationSequencer::resume(double now) {
    if (!paused_) return;
    paused_ = false;
    pause_ends_at_ += now - paused_at_; // the countdown stood still
    voice_.resume();
    if (!finished() && lines_[current_].spoken && !text_only_) {
        voice_.stop();
        begin_line(now); // the held line, whole
    }
}

void NarrationSequencer::replay_line(double now) {
    if (finished()) current_ = lines_.empty() ? 0 : lines_.size() - 1;
    if (paused_) voice_.resume(); // the voice (and the ambience) must not stay held
    voice_.stop();
    paused_ = false;
    begin_line(now);
}

void NarrationSequencer::skip(double now) {
    if (finished()) return;
    if (paused_) {
        // Paused, the next line is shown and stays paused (issue 43: a
        // table reading ahead in a break did not want the night to go on):
        // its countdown stands at its whole length, a spoken line is said
        // at `resume`, whole. Past the last line nothing is left to hold.
        ++current_;
        text_only_ = false;
        if (finished()) {
            voice_.resume();
            voice_.stop();
            paused_ = false;
            return;
        }
        const NarrationLine& line = lines_[current_];
        if (on_line_) on_line_(current_, line);
        pause_ends_at_ = now + line.pause_seconds;
        paused_at_ = now;
        return;
    }
    voice_.stop();
    ++current_;
    begin_line(now);
}

void NarrationSequencer::restart(double now) {
    if (paused_) voice_.resume();
    voice_.stop();
    start(now);
}

double NarrationSequencer::pause_remaining(double now) const {
    if (finished() || lines_[current_].spoken) return 0.0;
    return std::max(0.0, pause_ends_at_ - (paused_ ? paused_at_ : now));
}

double NarrationSequencer::next_update_in(double now) const {
    if (!started_ || paused_ || finished()) return -1.0;
    if (lines_[current_].spoken && !text_only_) return kVoicePollSeconds;
    return std::max(0.0, pause_ends_at_ - now);
}

} // namespace shn
