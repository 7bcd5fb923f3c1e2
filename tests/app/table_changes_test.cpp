// The channel by which "the game changed" reaches the parts that follow it
// (issue 45, src/app/table_changes.h): each change the table controller
// makes is told as what it is (a game started, a move added with its log
// lines, a move undone, a move fixed, a game left) with the log's size, and
// a reader that remembers the count gets exactly the changes since.
#include "app/table_changes.h"
#include "core/table_simulator.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <vector>

using namespace shn;
using Kind = TableChange::Kind;

namespace {

PlayerRoster five() {
    return PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}};
}

std::vector<Kind> kinds(const std::vector<TableChange>& changes) {
    std::vector<Kind> out;
    for (const TableChange& change : changes) out.push_back(change.kind);
    return out;
}

/// The log as lines, as the table writes it (GameLog::text, split).
std::vector<std::string> lines_of(const GameLog& log) {
    std::vector<std::string> lines{log.setup_line()};
    for (std::size_t event = 0; event < log.history().events().size(); ++event)
        lines.push_back(log.event_line(event));
    return lines;
}

/// Plays a simulated game (core/table_simulator.h) through the controller,
/// move by move; the answers the table knows (R18) are the controller's.
void play_simulated(TableController& table, std::uint64_t seed, bool claims,
                    const std::function<void(std::size_t before)>& after_each = {}) {
    std::vector<Event> events;
    TableSimulator(seed, claims).play(table.game()->log().history().setup(), &events);
    for (const Event& event : events) {
        if (event.type == EventType::HitlerCheck &&
            table.game()->state().phase() != Phase::HitlerCheck)
            continue; // told with the move that made it due
        const std::size_t before = table.game()->log().history().events().size();
        REQUIRE(table.play(event));
        if (after_each) after_each(before);
    }
}

} // namespace

TEST_CASE("issue 45: every kind of change has its name") {
    CHECK(table_change_name(Kind::Started) == "started");
    CHECK(table_change_name(Kind::MoveAdded) == "move_added");
    CHECK(table_change_name(Kind::Left) == "left");
}

TEST_CASE("issue 45: play, undo, fix and a new game are told as what they are, a move with the "
          "lines it added") {
    MemoryStore store;
    TableController table("/table/autosave.jsonl", store);
    TableChanges changes;
    table.listen(changes);
    table.new_game(five(), GameSetup{5, {}});
    REQUIRE(changes.count() == 1);
    CHECK(changes.since(0) ==
          std::vector<TableChange>{{Kind::Started, {}, 1}}); // the setup line alone

    const std::uint64_t seen = changes.count();
    REQUIRE(table.play(Event::first_president(0)));
    REQUIRE(table.play(Event::night_over()));
    REQUIRE(table.play(Event::nominate(1)));
    const auto played = changes.since(seen);
    REQUIRE(played);
    REQUIRE(played->size() == 3);
    // Each move carries its own line, exactly as the log writes it.
    const std::vector<std::string> log = lines_of(table.game()->log());
    CHECK((*played)[0] == TableChange{Kind::MoveAdded, {log[1]}, 2});
    CHECK((*played)[1] == TableChange{Kind::MoveAdded, {log[2]}, 3});
    CHECK((*played)[2] == TableChange{Kind::MoveAdded, {log[3]}, 4});
    CHECK(log[3].find("\"nominate\"") != std::string::npos);

    // A refused move is no change.
    CHECK_FALSE(table.play(Event::enact(Policy::Liberal)));
    CHECK(changes.since(seen)->size() == 3);

    table.undo();
    CHECK(changes.since(seen + 3) == std::vector<TableChange>{{Kind::MoveUndone, {}, 3}});

    // R11: the nomination fixed to another chancellor.
    REQUIRE(table.play(Event::nominate(1)));
    REQUIRE(table.correct(2, Event::nominate(2), false).applied);
    CHECK(changes.since(seen + 5) == std::vector<TableChange>{{Kind::MoveFixed, {}, 4}});

    // A move after the fix: its line, counted from the fixed log.
    REQUIRE(table.play(Event::vote(table.game()->state().alive())));
    CHECK(changes.since(seen + 6) ==
          std::vector<TableChange>{{Kind::MoveAdded, {lines_of(table.game()->log())[4]}, 5}});

    table.new_game(five(), GameSetup{5, {}});
    CHECK(kinds(*changes.since(seen + 7)) == std::vector<Kind>{Kind::Left, Kind::Started});
    CHECK(changes.since(seen + 7)->back().log_lines == 1);
    table.forget();
    CHECK(changes.since(seen + 9) == std::vector<TableChange>{{Kind::Left, {}, 0}});
    CHECK(changes.count() == seen + 10);
    table.unlisten(changes);
}

TEST_CASE("issue 45: R18's answer the table knows comes with the move that made it due: two "
          "lines in one change") {
    int doubles = 0;
    for (std::uint64_t seed = 1; seed < 40 && doubles == 0; ++seed) {
        MemoryStore store;
        TableController table("/table/autosave.jsonl", store);
        TableChanges changes;
        table.listen(changes);
        table.new_game(five(), GameSetup{5, {}});
        play_simulated(table, seed, false, [&](std::size_t before) {
            const TableChange last = changes.since(changes.count() - 1)->front();
            const std::vector<std::string> log = lines_of(table.game()->log());
            REQUIRE(last.kind == Kind::MoveAdded);
            CHECK(last.log_lines == log.size());
            CHECK(last.lines ==
                  std::vector<std::string>(log.begin() + std::ptrdiff_t(before) + 1, log.end()));
            if (last.lines.size() == 2) {
                ++doubles;
                CHECK(last.lines[1].find("hitler_check") != std::string::npos);
            }
        });
        table.unlisten(changes);
    }
    CHECK(doubles > 0);
}

TEST_CASE("issue 45: a reader too far behind, or ahead, is told to start from the whole game") {
    MemoryStore store;
    TableController table("/table/autosave.jsonl", store);
    TableChanges changes;
    table.listen(changes);
    table.new_game(five(), GameSetup{5, {}});
    REQUIRE(table.play(Event::first_president(0)));
    REQUIRE(table.play(Event::night_over()));
    for (std::size_t turn = 0; turn < TableChanges::kKept; ++turn) {
        REQUIRE(table.play(Event::nominate(1)));
        table.undo();
    }
    CHECK(changes.count() == 2 * TableChanges::kKept + 3);
    CHECK_FALSE(changes.since(0)); // the first changes are no longer kept
    CHECK(changes.since(changes.count() - TableChanges::kKept)->size() == TableChanges::kKept);
    CHECK(changes.since(changes.count())->empty());
    CHECK_FALSE(changes.since(changes.count() + 1));
    table.unlisten(changes);
}

TEST_CASE("issue 45: a listener that joins in the middle of a game knows a move's lines if it "
          "follows the table, only listening, it says it does not know them with none") {
    MemoryStore store;
    TableController table("/table/autosave.jsonl", store);
    table.new_game(five(), GameSetup{5, {}});
    REQUIRE(table.play(Event::first_president(0)));
    TableChanges changes;
    table.listen(changes);
    REQUIRE(table.play(Event::night_over()));
    CHECK(changes.since(0) == std::vector<TableChange>{{Kind::MoveAdded, {}, 3}});
    REQUIRE(table.play(Event::nominate(1))); // known from there on
    CHECK(changes.since(1)->front().lines ==
          std::vector<std::string>{lines_of(table.game()->log())[3]});
    table.unlisten(changes);

    // Following the table (TableChanges::follow): known from the first move.
    TableChanges followed;
    followed.follow(table);
    REQUIRE(table.play(Event::vote(table.game()->state().alive())));
    CHECK(followed.since(0) ==
          std::vector<TableChange>{{Kind::MoveAdded, {lines_of(table.game()->log())[4]}, 5}});
    table.unlisten(followed);
}

TEST_CASE("issue 45: over a 60-move game a move writes out its own lines, not the whole log") {
    // What the board for phones re-serialised and compared per move before
    // (the whole log, GameLog::text(), split into lines and each compared
    // with the last publish) and what it writes out now (the move's lines).
    MemoryStore store;
    TableController table("/table/autosave.jsonl", store);
    TableChanges changes;
    table.listen(changes);
    std::size_t moves = 0, whole_bytes = 0, compared_lines = 0, line_bytes = 0;
    for (std::uint64_t seed = 1; moves < 60; ++seed) { // the first game that lasts 60 moves
        moves = whole_bytes = compared_lines = line_bytes = 0;
        table.new_game(five(), GameSetup{5, {}});
        play_simulated(table, seed, true, [&](std::size_t) {
            if (moves == 60) return;
            ++moves;
            whole_bytes += table.game()->log().text().size();
            compared_lines += table.game()->log().history().events().size(); // the old lines
            const TableChange last = changes.since(changes.count() - 1)->front();
            for (const std::string& line : last.lines) line_bytes += line.size() + 1;
        });
    }
    MESSAGE("60 moves: before, ", whole_bytes / 60, " bytes re-serialised and ",
            compared_lines / 60, " lines compared a move; now ", line_bytes / 60,
            " bytes written out and 0 lines compared a move");
    CHECK(line_bytes * 10 < whole_bytes);
    table.unlisten(changes);
}
