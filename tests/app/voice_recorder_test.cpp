// The recorder of the Own voices screen, without its page (issue 34, and the
// fixes of issue 42; docs/narrator-recording.md): driven through a fake
// microphone, on a voices folder of its own.
#include "app/voice_recorder.h"

#include "app/microphone.h"
#include "platform/posix/posix_store.h"
#include "session/catalogue.h"
#include "session/faulty_store.h"
#include "session/narration_script.h"

#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <unistd.h>

using namespace shn;

namespace {

/// What the fake microphone hears: the test says it, the port plays it.
struct Room {
    WavClip sound;          // what a take holds at Stop
    double seconds = 1.0;   // how long the take has run, as the port says
    bool refuses = false;   // start() refused
    int opened = 0;         // ports opened
    int pulls = 0;          // pull() calls
    bool capturing = false; // the port's state, seen from the test
};

class FakeCapture : public CapturePort {
  public:
    explicit FakeCapture(Room& room) : room_(room) {}
    bool start() override { return !room_.refuses && (room_.capturing = true); }
    WavClip stop() override {
        room_.capturing = false;
        return room_.sound;
    }
    bool capturing() const override { return room_.capturing; }
    void pull() override { ++room_.pulls; }
    double seconds() const override { return room_.capturing ? room_.seconds : 0.0; }
    double level() const override { return -20.0; }

  private:
    Room& room_;
};

WavClip spoken(double seconds) {
    WavClip clip;
    for (int at = 0; at < int(seconds * clip.rate); ++at)
        clip.samples.push_back(std::int16_t(8000 * std::sin(at * 2 * 3.14159 * 220 / clip.rate)));
    return clip;
}

std::filesystem::path fresh_folder(const char* name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("sh-narrator-recorder-test-" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(folder);
    return folder;
}

/// A recorder on its own folder, its microphone the fake one, what it says
/// and plays written down.
struct Bench {
    explicit Bench(const char* name, TableStore& store = platform_store())
        : catalogue(Catalogue::load(SHN_TEST_DATA_DIR, "en")), voices(fresh_folder(name), store) {
        microphone.set_opener([this](std::string&) -> std::unique_ptr<CapturePort> {
            ++room.opened;
            return std::make_unique<FakeCapture>(room);
        });
        recorder.emplace(voices, microphone, catalogue,
                         VoiceRecorder::Outlets{
                             [this](const std::filesystem::path& clip) { played.push_back(clip); },
                             [this](const std::filesystem::path& clip) { kept.push_back(clip); },
                             [this](const std::string& key, DiskProblem problem) {
                                 refused.push_back(key);
                                 refused_for = problem;
                             }});
    }
    std::string text(const std::string& key) const { return catalogue.text(key); }
    RecordedNarrator narrator(const std::string& id) const {
        return voices.find("en", id, [this](const std::string& key) { return text(key); })
            .value_or(RecordedNarrator{});
    }
    /// Record, the room says `sound`, Stop.
    void take(const WavClip& sound) {
        room.sound = sound;
        recorder->record({0, 0});
        recorder->stop();
    }

    Catalogue catalogue;
    RecordedVoices voices;
    Microphone microphone;
    Room room;
    std::optional<VoiceRecorder> recorder;
    std::vector<std::filesystem::path> played, kept;
    std::vector<std::string> refused;
    DiskProblem refused_for = DiskProblem::None;
};

} // namespace

TEST_CASE("issue 34: the recorder offers the night's lines first, each spoken line once") {
    const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    const auto order = VoiceRecorder::line_order(catalogue);
    REQUIRE(!order.empty());
    const auto night = night_sequence(5, 5.0);
    const auto first_spoken = std::find_if(night.begin(), night.end(), [](const auto& line) {
        return line.spoken && is_line_key(line.key);
    });
    REQUIRE(first_spoken != night.end());
    CHECK(order.front() == first_spoken->key);
    CHECK(std::set<std::string>(order.begin(), order.end()).size() == order.size());
}

TEST_CASE("issue 34: Record then Stop plays the take back at once, Keep writes it and goes on") {
    Bench bench("keep");
    REQUIRE(bench.recorder->create("en", "Marta"));
    const std::string id = bench.recorder->narrator_id();
    CHECK(bench.recorder->line() == 0);
    CHECK(bench.recorder->can_record());

    bench.room.sound = spoken(1.0);
    bench.recorder->record({0, 0});
    CHECK(bench.recorder->recording());
    CHECK_FALSE(bench.recorder->can_move(+1)); // no line is left while recording
    bench.recorder->stop();
    CHECK_FALSE(bench.recorder->recording());
    REQUIRE(bench.recorder->has_take());
    REQUIRE(bench.played.size() == 1); // heard back, from a held copy
    CHECK(std::filesystem::exists(bench.played[0]));
    CHECK_FALSE(bench.recorder->can_move(+1)); // nor with a take not kept

    const std::string first = bench.recorder->lines()[0];
    REQUIRE(bench.recorder->keep());
    CHECK(bench.narrator(id).recorded == std::set<std::string>{first});
    CHECK(bench.kept == std::vector{bench.voices.clip("en", id, first)});
    CHECK_FALSE(bench.recorder->has_take());
    CHECK(bench.recorder->line() == 1);
    CHECK_FALSE(std::filesystem::exists(bench.played[0])); // the held copy went with Keep

    // Opened again, it starts on the first line not recorded.
    bench.recorder->open("en", id);
    CHECK(bench.recorder->line() == 1);
}

TEST_CASE("issue 34: a take with no sound is heard as nothing, and there is nothing to keep") {
    Bench bench("silence");
    REQUIRE(bench.recorder->create("en", "Marta"));
    WavClip silence;
    silence.samples.assign(22050, 0);
    bench.take(silence);
    CHECK(bench.recorder->heard_nothing());
    CHECK_FALSE(bench.recorder->has_take());
    CHECK_FALSE(bench.recorder->keep());
    CHECK(bench.played.empty());
}

TEST_CASE("issue 42: leaving with a take not kept keeps it where the line had no recording") {
    Bench bench("leave-keeps");
    REQUIRE(bench.recorder->create("en", "Marta"));
    const std::string id = bench.recorder->narrator_id();
    bench.take(spoken(1.0));
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Kept);
    CHECK(bench.narrator(id).recorded.size() == 1);
}

TEST_CASE("issue 42: leaving while recording stops, and keeps the take") {
    Bench bench("leave-recording");
    REQUIRE(bench.recorder->create("en", "Marta"));
    const std::string id = bench.recorder->narrator_id();
    bench.room.sound = spoken(1.0);
    bench.recorder->record({0, 0});
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Kept);
    CHECK_FALSE(bench.room.capturing);
    CHECK(bench.narrator(id).recorded.size() == 1);
}

TEST_CASE("issue 42: a take over a line kept before is not kept unasked: No keeps the old one") {
    Bench bench("leave-asks");
    REQUIRE(bench.recorder->create("en", "Marta"));
    const std::string id = bench.recorder->narrator_id();
    bench.take(spoken(1.0));
    REQUIRE(bench.recorder->keep());
    const std::string first = bench.recorder->lines()[0];
    const auto clip = bench.voices.clip("en", id, first);
    const auto kept_size = std::filesystem::file_size(clip);

    bench.recorder->go_to_line(0);
    bench.take(spoken(2.0));
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Ask);
    CHECK(bench.recorder->answer(false) == VoiceRecorder::Leaving::Left);
    CHECK(std::filesystem::file_size(clip) == kept_size);
    CHECK_FALSE(bench.recorder->has_take());

    bench.take(spoken(2.0));
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Ask);
    CHECK(bench.recorder->answer(true) == VoiceRecorder::Leaving::Kept);
    CHECK(std::filesystem::file_size(clip) > kept_size);
}

TEST_CASE("issue 34: a voice made on this visit and left with no line goes, one opened stays") {
    Bench bench("empty-voice");
    REQUIRE(bench.recorder->create("en", "Marta"));
    const std::string made = bench.recorder->narrator_id();
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Left);
    CHECK_FALSE(bench.voices.find("en", made, [](const std::string&) { return ""; }));

    const auto listed = bench.voices.create("en", "Sam"); // made before, from elsewhere
    REQUIRE(listed);
    bench.recorder->open("en", *listed);
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Left);
    CHECK(bench.voices.find("en", *listed, [](const std::string&) { return ""; }));
}

TEST_CASE("issue 42: a microphone that gives nothing for 3 s on both clocks is closed and said") {
    Bench bench("silent-microphone");
    REQUIRE(bench.recorder->create("en", "Marta"));
    bench.room.seconds = 0.0; // opened, and not one sample comes
    bench.recorder->record({1000, 50000});
    const auto later = VoiceRecorder::kSilentMicrophoneMs + 1;
    bench.recorder->step({1000 + later, 50000}); // a held clock: the wall has not moved
    CHECK(bench.recorder->recording());
    CHECK(bench.room.pulls == 1);
    bench.recorder->step({1000 + later, 50000 + later});
    CHECK_FALSE(bench.room.capturing);
    CHECK(bench.recorder->status_key() == "ui.voices.status.microphone_silent");
    CHECK_FALSE(bench.recorder->can_record()); // Record no longer offered
}

TEST_CASE("issue 34: a take stops by itself at the port's longest, and is played back") {
    Bench bench("longest");
    REQUIRE(bench.recorder->create("en", "Marta"));
    bench.room.sound = spoken(1.0);
    bench.recorder->record({0, 0});
    bench.room.seconds = CapturePort::kMostSeconds - 1;
    bench.recorder->step({100, 100});
    CHECK(bench.recorder->recording());
    bench.room.seconds = CapturePort::kMostSeconds;
    bench.recorder->step({200, 200});
    CHECK_FALSE(bench.recorder->recording());
    CHECK(bench.recorder->has_take());
    CHECK(bench.played.size() == 1);
}

TEST_CASE("issue 34: a microphone that refuses to start says so on the line") {
    Bench bench("refused");
    REQUIRE(bench.recorder->create("en", "Marta"));
    bench.room.refuses = true;
    bench.recorder->record({0, 0});
    CHECK_FALSE(bench.recorder->recording());
    CHECK(bench.recorder->status_key() == "ui.voices.status.no_microphone");
    bench.recorder->go_to_line(1);
    CHECK(bench.recorder->status_key().empty()); // a new line, a new start
}

TEST_CASE("issue 42: a full disk at Keep is said and the take stays to be kept again") {
    FaultyStore disk(platform_store());
    Bench bench("full-disk", disk);
    REQUIRE(bench.recorder->create("en", "Marta"));
    bench.take(spoken(1.0));
    disk.set_full(true);
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::NotKept);
    CHECK(bench.refused == std::vector<std::string>{"ui.voices.kept_failed"});
    CHECK(bench.refused_for == DiskProblem::Full);
    CHECK(bench.recorder->has_take());
    disk.set_full(false);
    CHECK(bench.recorder->leave() == VoiceRecorder::Leaving::Kept);
}

TEST_CASE("issue 34: leaving the screen closes the microphone") {
    Bench bench("closes");
    REQUIRE(bench.recorder->create("en", "Marta"));
    bench.recorder->record({0, 0});
    REQUIRE(bench.room.opened == 1);
    bench.recorder.reset();
    // Closed: the next look opens a new port.
    CHECK(bench.microphone.port());
    CHECK(bench.room.opened == 2);
}
