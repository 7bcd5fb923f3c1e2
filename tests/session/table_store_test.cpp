// The table's store (issue 42): the contract of session/table_store.h,
// held by MemoryStore (the tests' store) and FaultyStore (the robot's
// faults); PosixStore's own test is tests/platform/posix/posix_store_test.cpp.

#include "session/faulty_store.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

namespace shn {

TEST_CASE("issue 42: the memory store appends, replaces, keeps aside and lists as the contract "
          "says") {
    MemoryStore store;
    const std::filesystem::path file = "/t/autosave.jsonl";
    CHECK_FALSE(store.read(file));
    CHECK_FALSE(store.exists(file));
    REQUIRE(store.append_line(file, "a"));
    REQUIRE(store.append_line(file, "b"));
    CHECK(store.read(file) == "a\nb\n");
    CHECK(store.changes() == 2);
    REQUIRE(store.replace(file, "c\n"));
    CHECK(store.read(file) == "c\n");
    // Kept aside under a name nothing has, twice.
    CHECK(store.keep_aside(file, "replaced") == "/t/autosave.jsonl.replaced");
    CHECK_FALSE(store.exists(file));
    REQUIRE(store.replace(file, "d\n"));
    CHECK(store.keep_aside(file, "replaced") == "/t/autosave.jsonl.replaced.2");
    CHECK(store.read("/t/autosave.jsonl.replaced") == "c\n");
    CHECK(store.keep_aside(file, "replaced").empty()); // nothing there to keep
    CHECK(store.problem() != DiskProblem::None);
    REQUIRE(store.replace("/t/games/1.jsonl", "x"));
    REQUIRE(store.replace("/t/games/2.txt", "x"));
    REQUIRE(store.replace("/t/games/deeper/3.jsonl", "x"));
    CHECK(store.list("/t/games", ".jsonl") ==
          std::vector<std::filesystem::path>{"/t/games/1.jsonl"});
    CHECK(store.problem() == DiskProblem::None);
}

TEST_CASE("issue 42: the faulty store fails the Nth write, fills up and turns read-only, and "
          "a refused write changes nothing") {
    MemoryStore memory;
    FaultyStore store(memory);
    const std::filesystem::path file = "/t/autosave.jsonl";
    REQUIRE(store.append_line(file, "one"));

    store.fail_write(2, DiskProblem::Other);
    CHECK(store.append_line(file, "two"));
    CHECK_FALSE(store.append_line(file, "three")); // the second write from then
    CHECK(store.problem() == DiskProblem::Other);
    CHECK(store.append_line(file, "four")); // once only
    CHECK(store.read(file) == "one\ntwo\nfour\n");

    store.set_full(true);
    CHECK_FALSE(store.replace(file, "lost"));
    CHECK(store.problem() == DiskProblem::Full);
    CHECK_FALSE(store.append_line(file, "lost"));
    // A rename or a removal adds no bytes: a full disk still takes them.
    CHECK(store.keep_aside(file, "aside") == "/t/autosave.jsonl.aside");
    CHECK(store.read("/t/autosave.jsonl.aside") == "one\ntwo\nfour\n");
    store.set_full(false);

    store.set_read_only(true);
    CHECK_FALSE(store.replace(file, "lost"));
    CHECK(store.problem() == DiskProblem::ReadOnly);
    CHECK(store.keep_aside("/t/autosave.jsonl.aside", "again").empty());
    CHECK(store.exists("/t/autosave.jsonl.aside"));
    store.set_read_only(false);
    CHECK(store.replace(file, "back\n"));
    CHECK(store.problem() == DiskProblem::None);
    CHECK(memory.read(file) == "back\n");
    CHECK(store.counts().refused == 5);
    CHECK(store.counts().full == 2);
}

TEST_CASE("issue 42: the faulty store fills up after N bytes: the write that does not fit "
          "fails, and every later one, until there is room") {
    MemoryStore memory;
    FaultyStore store(memory);
    const std::filesystem::path file = "/t/autosave.jsonl";
    store.fill_after(10);
    CHECK(store.append_line(file, "12345"));       // 6 bytes
    CHECK_FALSE(store.append_line(file, "12345")); // 6 more do not fit in 4
    CHECK(store.problem() == DiskProblem::Full);
    CHECK(store.full());
    CHECK_FALSE(store.append_line(file, "1"));
    CHECK(store.read(file) == "12345\n");
    store.set_full(false); // room made
    CHECK(store.append_line(file, "12345"));
    CHECK(store.counts().full == 2);
}

TEST_CASE("issue 45: the memory store removes a folder whole and renames one into place, never "
          "over another") {
    MemoryStore store;
    const std::filesystem::path building = "/v/en/.sam.importing";
    REQUIRE(store.replace(building / "narrator.json", "{}"));
    REQUIRE(store.replace(building / "a.wav", std::string("RIFF\0\1", 6)));
    REQUIRE(store.replace("/v/en/sammy/narrator.json", "x")); // its name begins the same
    CHECK(store.exists(building));                            // a folder: a file is under it
    CHECK_FALSE(store.exists("/v/en/sa"));

    CHECK(store.rename_folder(building, "/v/en/sam"));
    CHECK_FALSE(store.exists(building));
    CHECK(store.read("/v/en/sam/a.wav") == std::string("RIFF\0\1", 6));
    CHECK(store.read("/v/en/sam/narrator.json") == "{}");
    CHECK(store.folders("/v/en") == std::vector<std::filesystem::path>{"/v/en/sam", "/v/en/sammy"});

    // Never over what is there, and nothing moved then.
    CHECK_FALSE(store.rename_folder("/v/en/sammy", "/v/en/sam"));
    CHECK(store.problem() != DiskProblem::None);
    CHECK(store.read("/v/en/sammy/narrator.json") == "x");
    CHECK(store.read("/v/en/sam/narrator.json") == "{}");
    CHECK_FALSE(store.rename_folder("/v/en/missing", "/v/en/new"));
    CHECK_FALSE(store.exists("/v/en/new"));

    const auto before = store.changes();
    CHECK(store.remove_folder("/v/en/sam"));
    CHECK(store.changes() == before + 1);
    CHECK(store.problem() == DiskProblem::None);
    CHECK_FALSE(store.exists("/v/en/sam"));
    CHECK(store.read("/v/en/sammy/narrator.json") == "x"); // a neighbour stays
    CHECK(store.remove_folder("/v/en/never"));             // never there: gone all the same
    CHECK(store.files().size() == 1);
}

TEST_CASE("issue 45: the faulty store refuses a folder's removal or rename when read-only, "
          "changing nothing, and a full disk still takes them") {
    MemoryStore memory;
    FaultyStore store(memory);
    REQUIRE(store.replace("/v/en/.a/narrator.json", "{}"));
    REQUIRE(store.replace("/v/en/b/narrator.json", "{}"));
    const auto before = memory.files();
    store.set_read_only(true);
    CHECK_FALSE(store.rename_folder("/v/en/.a", "/v/en/a"));
    CHECK(store.problem() == DiskProblem::ReadOnly);
    CHECK_FALSE(store.remove_folder("/v/en/b"));
    CHECK(store.problem() == DiskProblem::ReadOnly);
    CHECK(memory.files() == before);
    store.set_read_only(false);

    store.set_full(true); // a rename or a removal adds no bytes
    CHECK(store.rename_folder("/v/en/.a", "/v/en/a"));
    CHECK(store.remove_folder("/v/en/b"));
    CHECK(memory.files().size() == 1);
    CHECK(store.read("/v/en/a/narrator.json") == "{}");
    // What the store underneath refuses is refused here too.
    CHECK_FALSE(store.rename_folder("/v/en/missing", "/v/en/c"));
    CHECK(store.problem() != DiskProblem::None);
    CHECK(store.counts().refused == 2);
}

} // namespace shn
