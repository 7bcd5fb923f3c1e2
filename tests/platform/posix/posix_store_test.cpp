// The table's store on POSIX (issue 42): real files, the contract of
// session/table_store.h, a failure said as a DiskProblem.

#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <unistd.h>

namespace shn {

namespace {
std::filesystem::path scratch(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-posix-store-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    return folder;
}
} // namespace

TEST_CASE("issue 42: the POSIX store writes durably, makes the folder, keeps aside and lists") {
    PosixStore store;
    const auto folder = scratch("files");
    const auto file = folder / "data" / "autosave.jsonl";
    REQUIRE(store.append_line(file, "a")); // the folder made
    REQUIRE(store.append_line(file, "b"));
    CHECK(store.read(file) == "a\nb\n");
    REQUIRE(store.replace(file, "c\n"));
    CHECK(store.read(file) == "c\n");
    CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    CHECK(store.keep_aside(file, "replaced") == file.string() + ".replaced");
    REQUIRE(store.replace(file, "d\n"));
    CHECK(store.keep_aside(file, "replaced") == file.string() + ".replaced.2");
    CHECK(store.read(file.string() + ".replaced") == "c\n");
    REQUIRE(store.replace(folder / "data" / "games" / "1.jsonl", "x"));
    CHECK(store.list(folder / "data" / "games", ".jsonl").size() == 1);
    CHECK(store.list(folder / "missing", ".jsonl").empty());
    // A folder in a file's place: no file to read, but something is there.
    std::filesystem::create_directories(folder / "settings.json");
    CHECK_FALSE(store.read(folder / "settings.json"));
    CHECK(store.exists(folder / "settings.json"));
    CHECK(store.keep_aside(folder / "settings.json", "damaged").empty());
    CHECK(store.remove(folder / "data" / "games" / "1.jsonl"));
    CHECK_FALSE(store.exists(folder / "data" / "games" / "1.jsonl"));
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 42: the POSIX store says a read-only folder as a DiskProblem, and leaves the "
          "file as it was") {
    if (::geteuid() == 0) {
        // root writes anywhere; /proc is read-only for everyone.
        PosixStore store;
        CHECK_FALSE(store.replace("/proc/shn-no-such/file", "x"));
        CHECK(store.problem() != DiskProblem::None);
        return;
    }
    PosixStore store;
    const auto folder = scratch("read-only");
    const auto file = folder / "autosave.jsonl";
    REQUIRE(store.replace(file, "kept\n"));
    REQUIRE(store.replace(folder / "voices" / "narrator.json", "{}"));
    for (const auto& read_only : {folder, folder / "voices"})
        std::filesystem::permissions(read_only, std::filesystem::perms::owner_read |
                                                    std::filesystem::perms::owner_exec);
    CHECK_FALSE(store.replace(file, "lost\n"));
    CHECK(store.problem() == DiskProblem::NotAllowed);
    CHECK(store.read(file) == "kept\n");
    CHECK_FALSE(store.remove_folder(folder / "voices"));
    CHECK_FALSE(store.rename_folder(folder / "voices", folder / "moved"));
    CHECK(store.problem() == DiskProblem::NotAllowed);
    CHECK(store.read(folder / "voices" / "narrator.json") == "{}");
    // A folder it cannot make is said as that, not as a file missing.
    CHECK_FALSE(store.replace(folder / "en" / "marta" / "narrator.json", "{}"));
    CHECK(store.problem() == DiskProblem::NotAllowed);
    for (const auto& writable : {folder, folder / "voices"})
        std::filesystem::permissions(writable, std::filesystem::perms::owner_all);
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 45: the POSIX store removes a folder whole and renames one into place, never "
          "over another") {
    PosixStore store;
    const auto folder = scratch("folders");
    const auto building = folder / "en" / ".sam.importing";
    const std::string wav("RIFF\0\1\xff", 7); // read back byte for byte
    REQUIRE(store.replace(building / "narrator.json", "{}"));
    REQUIRE(store.replace(building / "a.wav", wav));

    CHECK(store.rename_folder(building, folder / "en" / "sam"));
    CHECK_FALSE(std::filesystem::exists(building));
    CHECK(store.read(folder / "en" / "sam" / "a.wav") == wav);
    CHECK(store.problem() == DiskProblem::None);

    // Never over what is there, even an empty folder, and nothing moved then.
    REQUIRE(store.replace(folder / "en" / "other" / "narrator.json", "o"));
    std::filesystem::create_directories(folder / "en" / "empty");
    CHECK_FALSE(store.rename_folder(folder / "en" / "other", folder / "en" / "sam"));
    CHECK(store.problem() != DiskProblem::None);
    CHECK_FALSE(store.rename_folder(folder / "en" / "other", folder / "en" / "empty"));
    CHECK(store.read(folder / "en" / "other" / "narrator.json") == "o");
    CHECK(store.read(folder / "en" / "sam" / "narrator.json") == "{}");
    CHECK_FALSE(store.rename_folder(folder / "en" / "missing", folder / "en" / "new"));
    CHECK_FALSE(std::filesystem::exists(folder / "en" / "new"));
    // Into a folder not made yet: it is made.
    CHECK(store.rename_folder(folder / "en" / "other", folder / "fr" / "other"));
    CHECK(store.read(folder / "fr" / "other" / "narrator.json") == "o");

    CHECK(store.remove_folder(folder / "en" / "sam"));
    CHECK_FALSE(std::filesystem::exists(folder / "en" / "sam"));
    CHECK(std::filesystem::exists(folder / "en" / "empty")); // a neighbour stays
    CHECK(store.remove_folder(folder / "en" / "never"));     // never there: gone all the same
    CHECK(store.problem() == DiskProblem::None);
    std::filesystem::remove_all(folder);
}

} // namespace shn
