// The table controller (src/app/table_controller.h) and its listeners: a
// move is played, undone or fixed in one place, and each listener is told
// what happened, in the order it was added (issue 24). GameKeeper keeps the
// game at its end and follows an undo across it (R40).
#include "app/game_keeper.h"
#include "app/table_controller.h"
#include "platform/posix/posix_store.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

using namespace shn;

namespace {

std::filesystem::path fresh_folder(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-table-controller-test-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

/// Writes down what it is told, by the name it was given.
struct Recorder : TableListener {
    Recorder(std::string name, std::vector<std::string>& said)
        : name(std::move(name)), said(said) {}
    void started(const TableSession&, const TableStart&) override {
        said.push_back(name + " started");
    }
    void leaving(const TableSession&) override { said.push_back(name + " leaving"); }
    void refused(const TableSession&, const Event&, Refusal) override {
        said.push_back(name + " refused");
    }
    void played(const TableSession& game, const GameState& before, const Event& event) override {
        // Told once the move is in: the state before it is the one it was played on.
        CHECK(game.log().history().events().back().type == event.type);
        CHECK(before.phase() ==
              game.log().history().state_after(game.log().history().events().size() - 1).phase());
        said.push_back(name + " played");
    }
    void undone(const TableSession&, const Event&, const GameState&, const GameState&) override {
        said.push_back(name + " undone");
    }
    std::string name;
    std::vector<std::string>& said;
};

PlayerRoster five() {
    return PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}};
}

} // namespace

TEST_CASE("R1 every listener is told each move once, in the order it was added, and a refused "
          "move is told as refused") {
    const auto folder = fresh_folder("order");
    TableController table(folder / "autosave.jsonl", platform_store());
    std::vector<std::string> said;
    Recorder first("first", said), second("second", said);
    table.listen(first);
    table.listen(second);
    table.new_game(five(), GameSetup{5, {}});
    CHECK(said == std::vector<std::string>{"first started", "second started"});

    said.clear();
    CHECK(table.play(Event::first_president(0)));
    CHECK(said == std::vector<std::string>{"first played", "second played"});

    said.clear();
    CHECK_FALSE(table.play(Event::enact(Policy::Liberal))); // no government yet (R20)
    CHECK(said == std::vector<std::string>{"first refused", "second refused"});
    CHECK(table.game()->log().history().events().size() == 1);

    said.clear();
    table.new_game(five(), GameSetup{5, {}});
    CHECK(said == std::vector<std::string>{"first leaving", "second leaving", "first started",
                                           "second started"});
    std::filesystem::remove_all(folder);
}

TEST_CASE("R40 an undo across the end of the game is told, and the kept copy follows it") {
    const auto folder = fresh_folder("keeper");
    const auto autosave = folder / "autosave.jsonl";
    MemoryStore store; // the store injected: nothing touches the disk
    TableController table(autosave, store);
    std::vector<std::string> said;
    Recorder recorder("table", said);
    std::vector<DiskProblem> problems;
    GameKeeper keeper(
        GameArchive::folder_beside(autosave), store,
        [&](DiskProblem problem, const std::string&) { problems.push_back(problem); });
    table.listen(keeper);
    table.listen(recorder);
    table.new_game(five(), GameSetup{5, {}});
    REQUIRE(table.play(Event::first_president(0)));
    REQUIRE(table.play(Event::night_over()));
    CHECK_FALSE(table.can_undo()); // the game's start, not a move (issue 43)
    for (int policy = 0; policy < 5; ++policy) {
        const GameState& state = table.game()->state();
        REQUIRE(table.play(Event::nominate(state.eligible_chancellors().nth(0))));
        REQUIRE(table.play(Event::vote(table.game()->state().alive())));
        REQUIRE(table.play(Event::enact(Policy::Liberal)));
        // Kept only once it ends.
        CHECK(keeper.archive().list().size() == (policy < 4 ? 0u : 1u));
    }
    REQUIRE(table.game()->state().game_over());

    said.clear();
    REQUIRE(table.can_undo()); // across the end, until a reveal
    table.undo();
    CHECK(said == std::vector<std::string>{"table undone"});
    CHECK_FALSE(table.game()->state().game_over());
    REQUIRE(keeper.archive().list().size() == 1);
    // The kept copy is the game as it is now: unfinished again.
    CHECK_FALSE(keeper.archive().list().front().finished);
    CHECK(problems.empty());
    std::filesystem::remove_all(folder);
}

TEST_CASE("a read-only table (a phone watching) refuses every change and tells nobody") {
    const auto folder = fresh_folder("read-only");
    TableController table(folder / "autosave.jsonl", platform_store());
    std::vector<std::string> said;
    Recorder recorder("table", said);
    table.listen(recorder);
    table.new_game(five(), GameSetup{5, {}});
    table.set_read_only(true);
    said.clear();
    CHECK_FALSE(table.play(Event::first_president(0)));
    CHECK_FALSE(table.can_undo());
    CHECK_FALSE(table.correct(0, Event::first_president(1), false).applied);
    CHECK(said.empty());
    CHECK(table.game()->log().history().events().empty());
    std::filesystem::remove_all(folder);
}
