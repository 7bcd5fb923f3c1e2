#include "session/narration_sequencer.h"

#include <doctest/doctest.h>

#include <map>

using namespace shn;

namespace {

/// A voice whose lines last a fixed time on a clock the test moves.
struct FakeVoice : NarrationVoice {
    double* clock;
    std::map<std::string, double> lengths; // missing: cannot be spoken
    std::string speaking;
    double ends_at = 0;
    bool held = false;
    std::vector<std::string> started;

    explicit FakeVoice(double* now) : clock(now) {}
    bool start(const std::string& key) override {
        const auto found = lengths.find(key);
        if (found == lengths.end()) return false;
        speaking = key;
        ends_at = *clock + found->second;
        held = false;
        started.push_back(key);
        return true;
    }
    bool busy() const override { return !speaking.empty() && *clock < ends_at; }
    void stop() override { speaking.clear(); }
    void pause() override { // the contract: the line stops, the rest is held
        speaking.clear();
        held = true;
    }
    void resume() override { held = false; }
};

struct Run {
    double now = 0;
    FakeVoice voice{&now};
    std::vector<std::size_t> shown;
    NarrationSequencer sequencer;

    explicit Run(std::vector<NarrationLine> lines)
        : sequencer(std::move(lines), voice,
                    [this](std::size_t index, const NarrationLine&) { shown.push_back(index); }) {
        for (const auto& line : sequencer.lines()) voice.lengths[line.key] = 3.0;
    }
    void advance(double seconds) {
        for (double step = 0; step < seconds; step += 0.01) {
            now += 0.01;
            sequencer.update(now);
        }
    }
};

} // namespace

TEST_CASE("R6 the night sequence plays line by line, with the memorise pause in between") {
    Run run(night_sequence(5, 5.0));
    run.sequencer.start(run.now);
    CHECK(run.shown == std::vector<std::size_t>{0});
    run.advance(3.05);
    CHECK(run.sequencer.current() == 1);
    run.advance(3.0);
    CHECK(run.sequencer.current() == 2); // the pause
    CHECK(run.sequencer.pause_remaining(run.now) == doctest::Approx(5.0).epsilon(0.01));
    run.advance(2.0);
    CHECK(run.sequencer.pause_remaining(run.now) == doctest::Approx(3.0).epsilon(0.02));
    run.advance(3.1);
    CHECK(run.sequencer.current() == 3);
    run.advance(9.5);
    CHECK(run.sequencer.finished());
    CHECK(run.shown.size() == 6);
    CHECK(run.voice.started.size() == 5);
}

TEST_CASE("pausing stops the countdown and the voice, resuming goes on where it was") {
    Run run(night_sequence(7, 4.0));
    run.sequencer.start(run.now);
    run.advance(12.05); // four spoken lines
    REQUIRE(run.sequencer.current() == 4);
    run.advance(1.0);
    run.sequencer.pause(run.now);
    const double left = run.sequencer.pause_remaining(run.now);
    run.advance(10.0);
    CHECK(run.sequencer.current() == 4);
    CHECK(run.sequencer.pause_remaining(run.now) == doctest::Approx(left));
    run.sequencer.resume(run.now);
    run.advance(left + 0.05);
    CHECK(run.sequencer.current() == 5);
}

TEST_CASE("R6 pausing a spoken line stops it, resuming says that line again, whole") {
    Run run(night_sequence(7, 4.0));
    run.sequencer.start(run.now);
    run.advance(4.0); // into the second line
    REQUIRE(run.sequencer.current() == 1);
    const std::string line = run.voice.speaking;
    run.sequencer.pause(run.now);
    CHECK(run.voice.speaking.empty());
    CHECK(run.sequencer.next_update_in(run.now) < 0); // nothing moves while paused
    run.advance(60.0);
    CHECK(run.sequencer.current() == 1);
    run.sequencer.resume(run.now);
    CHECK_FALSE(run.voice.held);
    CHECK(run.voice.speaking == line);
    CHECK(run.voice.started.size() == 3); // line 0, line 1, line 1 again
    CHECK(run.sequencer.next_update_in(run.now) ==
          doctest::Approx(NarrationSequencer::kVoicePollSeconds));
    run.advance(3.05);
    CHECK(run.sequencer.current() == 2);
}

TEST_CASE("R6 the sequencer says when it next needs the clock: the end of a silent pause") {
    Run run(night_sequence(7, 4.0));
    CHECK(run.sequencer.next_update_in(run.now) < 0); // not started
    run.sequencer.start(run.now);
    run.advance(12.05); // four spoken lines
    REQUIRE(run.sequencer.current() == 4);
    REQUIRE_FALSE(run.sequencer.lines()[4].spoken);
    CHECK(run.sequencer.next_update_in(run.now) ==
          doctest::Approx(run.sequencer.pause_remaining(run.now)));
    run.advance(60.0);
    CHECK(run.sequencer.finished());
    CHECK(run.sequencer.next_update_in(run.now) < 0);
}

TEST_CASE("replay, skip and restart") {
    Run run(setup_sequence(8));
    run.sequencer.start(run.now);
    run.advance(1.0);
    run.sequencer.replay_line(run.now);
    CHECK(run.voice.started == std::vector<std::string>{"say.setup.welcome", "say.setup.welcome"});
    run.sequencer.skip(run.now);
    CHECK(run.sequencer.current() == 1);
    CHECK(run.voice.started.back() == "say.setup.envelopes.8");
    run.sequencer.restart(run.now);
    CHECK(run.sequencer.current() == 0);
    CHECK(run.voice.started.back() == "say.setup.welcome");
    run.advance(30);
    CHECK(run.sequencer.finished());
    run.sequencer.replay_line(run.now); // after the end: the last line again
    CHECK(run.voice.started.back() == "say.setup.night_next");
}

TEST_CASE("a line that cannot be spoken is shown and passed over, never a stall") {
    Run run(night_sequence(5, 2.0));
    run.voice.lengths.clear(); // no device, or every clip missing
    run.sequencer.start(run.now);
    CHECK(run.sequencer.current() == 2); // straight to the silent pause
    CHECK(run.shown == std::vector<std::size_t>{0, 1, 2});
    run.advance(2.05);
    CHECK(run.sequencer.finished());
    CHECK(run.shown.size() == 6);
}

TEST_CASE("without a voice, a line can stay on screen long enough to be read") {
    double now = 0;
    FakeVoice voice(&now); // knows no clip
    std::vector<std::size_t> shown;
    NarrationSequencer sequencer(
        setup_sequence(6), voice,
        [&](std::size_t index, const NarrationLine&) { shown.push_back(index); }, 4.0);
    sequencer.start(now);
    CHECK(sequencer.current() == 0);
    now = 3.9;
    sequencer.update(now);
    CHECK(sequencer.current() == 0);
    now = 4.1;
    sequencer.update(now);
    CHECK(sequencer.current() == 1);
    CHECK(sequencer.pause_remaining(now) == 0.0); // not a memorise pause: no countdown
}

TEST_CASE("issue 42: a line shown as text stays up for its words read aloud, a long one longer "
          "than the least") {
    CHECK(reading_seconds("") == doctest::Approx(1.0));
    CHECK(reading_seconds("Everybody, close your eyes.") == doctest::Approx(1.0 + 4 / 2.5));
    CHECK(reading_seconds("  two \n words ") == doctest::Approx(1.0 + 2 / 2.5));
    double now = 0;
    FakeVoice voice(&now); // knows no clip
    NarrationSequencer sequencer(setup_sequence(6), voice, nullptr, 4.0);
    // The first line read as 20 words: 9 s; the others as 1: the least, 4 s.
    std::string twenty;
    for (int word = 0; word < 20; ++word) twenty += "word ";
    sequencer.set_reading_time([&](const std::string& key) {
        return reading_seconds(key == sequencer.lines().front().key ? twenty : "one");
    });
    sequencer.start(now);
    now = 8.0;
    sequencer.update(now);
    CHECK(sequencer.current() == 0);
    now = 9.1;
    sequencer.update(now);
    CHECK(sequencer.current() == 1);
    now = 13.0;
    sequencer.update(now);
    CHECK(sequencer.current() == 1);
    now = 13.2;
    sequencer.update(now);
    CHECK(sequencer.current() == 2);
}

TEST_CASE("R6 issue 43: Next line while the night is paused shows the next line and stays "
          "paused, and Resume says it, whole") {
    Run run(night_sequence(5, 5.0));
    run.sequencer.start(run.now);
    run.sequencer.pause(run.now);
    REQUIRE(run.voice.held);
    const std::size_t spoken = run.voice.started.size();
    run.sequencer.skip(run.now);
    CHECK(run.sequencer.current() == 1);
    CHECK(run.sequencer.paused());
    CHECK(run.voice.held);
    CHECK(run.shown.back() == 1); // shown on the screen
    run.advance(30);              // a long break: nothing moves on
    CHECK(run.sequencer.current() == 1);
    CHECK(run.voice.started.size() == spoken);
    // Paused on a silent line (the memorise pause): its countdown whole.
    while (run.sequencer.lines()[run.sequencer.current()].spoken) run.sequencer.skip(run.now);
    const NarrationLine& silent = run.sequencer.lines()[run.sequencer.current()];
    CHECK(run.sequencer.paused());
    run.advance(10);
    CHECK(run.sequencer.pause_remaining(run.now) == doctest::Approx(silent.pause_seconds));
    run.sequencer.resume(run.now);
    CHECK_FALSE(run.voice.held);
    run.advance(1.0);
    CHECK(run.sequencer.pause_remaining(run.now) ==
          doctest::Approx(silent.pause_seconds - 1.0).epsilon(0.02));
    // A spoken line reached while paused is said at Resume, whole.
    run.sequencer.pause(run.now);
    run.sequencer.skip(run.now);
    REQUIRE(run.sequencer.lines()[run.sequencer.current()].spoken);
    run.sequencer.resume(run.now);
    CHECK(run.voice.started.back() == run.sequencer.lines()[run.sequencer.current()].key);
    // Past the last line while paused: finished, nothing held.
    run.sequencer.pause(run.now);
    while (!run.sequencer.finished()) run.sequencer.skip(run.now);
    CHECK_FALSE(run.sequencer.paused());
    CHECK_FALSE(run.voice.held);
}

TEST_CASE("replay or restart while paused let the voice go on (nothing stays held)") {
    Run run(night_sequence(5, 5.0));
    run.sequencer.start(run.now);
    run.sequencer.pause(run.now);
    REQUIRE(run.voice.held);
    run.sequencer.replay_line(run.now);
    CHECK_FALSE(run.voice.held);
    run.sequencer.pause(run.now);
    run.sequencer.restart(run.now);
    CHECK_FALSE(run.voice.held);
    CHECK(run.sequencer.current() == 0);
}
