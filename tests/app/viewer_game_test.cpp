// A phone's game (issues 14 and 45, src/app/viewer_game.h): the whole log
// on a "reset", one more line on a "line", applied with the same engine; a
// line that does not apply changes nothing and is refused, so the page
// shows the whole log instead.
#include "app/viewer_game.h"
#include "core/table_simulator.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace shn;

namespace {

/// A simulated game's log (core/table_simulator.h), as the table writes it.
GameLog simulated(std::uint64_t seed, int players) {
    std::vector<Event> events;
    const GameSetup setup{players, {}};
    TableSimulator(seed, true).play(setup, &events);
    PlayerRoster roster;
    for (int seat = 0; seat < players; ++seat)
        roster.names.push_back("Joueur " + std::to_string(seat));
    GameLog log(roster, setup);
    for (const Event& event : events) REQUIRE(log.history().append(event) == Refusal::None);
    return log;
}

/// The phone's side: a read-only table, as the web build's viewer has.
struct Phone {
    MemoryStore store;
    TableController table{"/tmp/viewer/autosave.jsonl", store};
    ViewerGame viewer{table};
    Phone() { table.set_read_only(true); }
    std::size_t moves() const {
        return table.game() ? table.game()->log().history().events().size() : 0;
    }
};

} // namespace

TEST_CASE("issue 45: a game applied line by line is the game the whole log gives, move for move") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GameLog log = simulated(seed, 5 + int(seed % 6));
        Phone phone;
        REQUIRE(phone.viewer.show(log.setup_line() + "\n") == 0);
        for (std::size_t event = 0; event < log.history().events().size(); ++event) {
            REQUIRE(phone.viewer.add(log.event_line(event)) == int(event) + 1);
            CHECK(phone.table.game()->state().phase() ==
                  log.history().state_after(event + 1).phase());
        }
        CHECK(phone.table.game()->log().text() == log.text());
        CHECK(phone.table.read_only()); // still a phone: it never plays
    }
}

TEST_CASE("issue 45: a line that does not apply changes nothing and is refused") {
    const GameLog log = simulated(3, 7);
    Phone phone;
    // No game shown: nothing to add to.
    CHECK(phone.viewer.add(log.event_line(0)) == -1);
    CHECK(phone.table.game() == nullptr);

    REQUIRE(phone.viewer.show(log.setup_line() + "\n" + log.event_line(0) + "\n") == 1);
    const std::string shown = phone.table.game()->log().text();
    for (const std::string& bad :
         {std::string("not json"), std::string("[1,2]"), std::string(R"({"type":"dance"})"),
          log.event_line(0),                                 // a move again: R5 refuses
          log.event_line(log.history().events().size() - 1), // a move from much later
          std::string(R"({"type":"nominate","seat":99})"),   // no such seat
          std::string(GameLog::kMaxLineBytes + 1, ' '), std::string()}) {
        CAPTURE(bad.substr(0, 60));
        CHECK(phone.viewer.add(bad) == -1);
        CHECK(phone.moves() == 1);
        CHECK(phone.table.game()->log().text() == shown);
    }
    CHECK(phone.viewer.add(log.event_line(1)) == 2); // the next one still applies
}

TEST_CASE("issue 45: after a whole log that does not read, lines are refused until one reads") {
    const GameLog log = simulated(4, 5);
    Phone phone;
    REQUIRE(phone.viewer.show(log.setup_line() + "\n") == 0);
    CHECK(phone.viewer.show(log.setup_line() + "\n{\"type\":\n") == -1);
    REQUIRE(phone.viewer.problem());
    CHECK(phone.viewer.problem()->error->line == 2);
    CHECK(phone.table.game() != nullptr); // the board stays as it was
    // The next line belongs to the log that did not read: not applied to the old one.
    CHECK(phone.viewer.add(log.event_line(0)) == -1);
    CHECK(phone.moves() == 0);
    REQUIRE(phone.viewer.show(log.text()) == int(log.history().events().size()));
    CHECK_FALSE(phone.viewer.problem());
    CHECK(phone.viewer.show("") == 0); // the table has no game
    CHECK(phone.table.game() == nullptr);
}
