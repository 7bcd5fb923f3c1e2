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

} // namespace shn
