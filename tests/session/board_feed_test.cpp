// The feed between the table and the phones' streams (issues 14 and 45,
// src/session/board_feed.h): it is told what changed; an append adds its
// lines in the same epoch, a reset starts a new one, and publishing never
// waits for a viewer that holds a snapshot.
#include "session/board_feed.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

using namespace shn;

namespace {

std::vector<std::string> lines_of(const BoardFeed::Snapshot& snapshot) {
    std::vector<std::string> lines;
    for (std::size_t index = 0; index < snapshot.size(); ++index)
        lines.push_back(snapshot.line(index));
    return lines;
}

const std::string kSetup = R"({"type":"setup","players":5})";
const std::string kFirst = R"({"type":"first_president","seat":0})";
const std::string kNominate = R"({"type":"nominate","seat":1})";

} // namespace

TEST_CASE("issue 45: an append adds its lines in the same epoch, sharing the lines before") {
    BoardFeed feed;
    feed.reset({kSetup, kFirst});
    const auto before = feed.latest();
    feed.append({kNominate});
    const auto after = feed.latest();
    CHECK(after->revision == before->revision + 1);
    CHECK(after->epoch == before->epoch);
    CHECK(lines_of(*after) == std::vector<std::string>{kSetup, kFirst, kNominate});
    // The snapshot before is unchanged, and its lines are the same strings, not copies.
    CHECK(lines_of(*before) == std::vector<std::string>{kSetup, kFirst});
    CHECK(&after->line(0) == &before->line(0));
    CHECK(&after->line(1) == &before->line(1));

    // Nothing to add: nothing published.
    feed.append({});
    CHECK(feed.latest() == after);
}

TEST_CASE("issue 45: a reset is a new epoch with the whole log, even a shorter or an equal one") {
    BoardFeed feed;
    CHECK(feed.latest()->size() == 0); // no game yet
    feed.reset({kSetup, kFirst, kNominate});
    const auto first = feed.latest();
    feed.reset({kSetup, kFirst}); // an undo
    CHECK(feed.latest()->epoch == first->epoch + 1);
    CHECK(lines_of(*feed.latest()) == std::vector<std::string>{kSetup, kFirst});
    feed.reset({kSetup, kFirst}); // a resume of the same game: told, so published
    CHECK(feed.latest()->epoch == first->epoch + 2);
    feed.reset({}); // no game at the table
    CHECK(feed.latest()->size() == 0);
    CHECK(feed.latest()->revision == first->revision + 3);
}

TEST_CASE("issue 14: the Claims and odds setting is published when it changes, and kept by the "
          "changes after") {
    BoardFeed feed;
    feed.reset({kSetup});
    const auto revision = feed.latest()->revision;
    feed.show_claims(false); // as it was
    CHECK(feed.latest()->revision == revision);
    feed.show_claims(true);
    CHECK(feed.latest()->revision == revision + 1);
    CHECK(feed.latest()->claims_and_odds);
    CHECK(feed.latest()->epoch == 1); // not a reset of the log
    feed.append({kFirst});
    feed.reset({kSetup});
    CHECK(feed.latest()->claims_and_odds);
}

TEST_CASE("issue 14: publishing never waits for a viewer, a waiting viewer wakes with the change") {
    BoardFeed feed;
    feed.reset({kSetup});
    const std::atomic<bool> stop{false};
    std::atomic<std::uint64_t> seen{0};
    std::thread viewer([&] {
        const auto held = feed.latest(); // held while the table publishes
        const auto next = feed.wait_after(held->revision, std::chrono::seconds(5), stop);
        seen = next->revision;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto start = std::chrono::steady_clock::now();
    for (int move = 0; move < 1000; ++move) feed.append({kNominate});
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
    viewer.join();
    CHECK(seen > 1);
    CHECK(feed.latest()->size() == 1001);
}
