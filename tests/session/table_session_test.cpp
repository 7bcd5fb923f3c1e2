#include "session/table_session.h"

#include "platform/posix/posix_store.h"
#include "session/faulty_store.h"
#include "session/game_archive.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

#include <cerrno>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace shn;

namespace {

std::filesystem::path scratch_folder() {
    // One folder per process: CTest runs these test cases in parallel.
    const auto folder = std::filesystem::temp_directory_path() /
                        ("sh-narrator-session-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TableSession new_session(const std::filesystem::path& autosave) {
    TableSession session(GameLog(PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}}, GameSetup{5, {}}),
                         autosave, platform_store());
    REQUIRE(session.save_all());
    return session;
}

} // namespace

TEST_CASE("every accepted move is on disk before it is applied, refused moves never are") {
    const auto autosave = scratch_folder() / "autosave.jsonl";
    TableSession session = new_session(autosave);
    CHECK(session.play(Event::first_president(2)) == Refusal::None);
    CHECK(session.play(Event::nominate(2)) == Refusal::TargetIsPresident);
    CHECK(session.play(Event::nominate(3)) == Refusal::None);
    // The file alone rebuilds the same game.
    std::ifstream in(autosave, std::ios::binary);
    const auto reread = GameLog::read(in);
    REQUIRE_FALSE(reread.error.has_value());
    CHECK(reread.log->history().events() == session.log().history().events());
    CHECK(read_all(autosave) == session.log().text());
}

TEST_CASE("undo rewrites the autosave without the last move") {
    const auto autosave = scratch_folder() / "autosave.jsonl";
    TableSession session = new_session(autosave);
    REQUIRE(session.play(Event::first_president(0)) == Refusal::None);
    REQUIRE(session.play(Event::nominate(1)) == Refusal::None);
    CHECK(session.undo());
    CHECK(read_all(autosave) == session.log().text());
    CHECK(session.state().phase() == Phase::Nomination);
}

TEST_CASE("a cut last line: the valid prefix resumes, the damaged file is kept aside") {
    const auto autosave = scratch_folder() / "autosave.jsonl";
    {
        TableSession session = new_session(autosave);
        REQUIRE(session.play(Event::first_president(0)) == Refusal::None);
        REQUIRE(session.play(Event::nominate(1)) == Refusal::None);
    }
    const std::string whole = read_all(autosave);
    std::ofstream(autosave, std::ios::binary | std::ios::trunc)
        << whole << R"({"type":"vote","ja":["Ad)";

    std::optional<LogError> damage;
    auto resumed = TableSession::resume(autosave, damage, platform_store());
    REQUIRE(resumed.has_value());
    REQUIRE(damage.has_value());
    CHECK(damage->line == 4);
    CHECK(resumed->state().phase() == Phase::Election);
    CHECK(std::filesystem::exists(autosave.string() + ".damaged"));
    CHECK(read_all(autosave) == whole); // the prefix, written back whole
    // Play goes on after the good lines, not after the broken one.
    REQUIRE(resumed->play(Event::vote(SeatSet::first(5))) == Refusal::None);
    std::ifstream in(autosave, std::ios::binary);
    CHECK_FALSE(GameLog::read(in).error.has_value());
}

TEST_CASE("an unwritable autosave: the game goes on in memory and says why") {
    const auto folder = scratch_folder();
    const auto autosave = folder / "a-folder-not-a-file";
    std::filesystem::create_directories(autosave); // a directory where the file should be
    TableSession session(GameLog(PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}}, GameSetup{5, {}}),
                         autosave, platform_store());
    CHECK_FALSE(session.save_all());
    CHECK(session.save_problem() == DiskProblem::Other); // EISDIR: no word of its own
    CHECK(session.play(Event::first_president(0)) == Refusal::None);
    CHECK(session.state().phase() == Phase::Nomination);
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 5: an autosave that cannot be read is set aside at start, never overwritten") {
    const auto folder = scratch_folder();
    const auto autosave = folder / "autosave.jsonl";
    const std::string newer = R"({"type":"setup","format":2,"players":["Ada","Bo","Cy","Di","Ed"]})"
                              "\n";
    std::ofstream(autosave, std::ios::binary) << newer;
    const auto set_aside = TableSession::set_aside_unreadable(autosave, platform_store());
    REQUIRE(set_aside.has_value());
    CHECK(set_aside->read.error.has_value());
    CHECK(set_aside->kept == folder / "autosave.jsonl.unreadable");
    CHECK(read_all(set_aside->kept) == newer);
    CHECK_FALSE(std::filesystem::exists(autosave));
    // A second one goes beside the first, which stays.
    std::ofstream(autosave, std::ios::binary) << "garbage\n";
    const auto second = TableSession::set_aside_unreadable(autosave, platform_store());
    REQUIRE(second.has_value());
    CHECK(second->kept == folder / "autosave.jsonl.unreadable.2");
    CHECK(read_all(set_aside->kept) == newer);
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 42: a new game keeps an unfinished game in the past games, never only in a "
          "hidden file, and a finished one is replaced") {
    MemoryStore store;
    const std::filesystem::path autosave = "/table/autosave.jsonl";
    const GameArchive archive(GameArchive::folder_beside(autosave), store);
    const PlayerRoster roster{{"Ada", "Bo", "Cy", "Di", "Ed"}};
    TableSession first(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(first.save_all());
    REQUIRE(first.play(Event::first_president(0)) == Refusal::None);
    const std::string unfinished = *store.read(autosave);

    // The app restarted: nothing in memory, only the autosave.
    TableSession second(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(second.save_all());
    std::vector<KeptGame> kept = archive.list();
    REQUIRE(kept.size() == 1);
    CHECK_FALSE(kept[0].finished);
    CHECK_FALSE(kept[0].damaged);
    CHECK(*store.read(kept[0].file) == unfinished);
    CHECK_FALSE(store.exists("/table/autosave.jsonl.replaced"));
    // A game with no move yet is no game to list: kept aside, never lost.
    const std::string no_move = *store.read(autosave);
    TableSession third(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(third.save_all());
    CHECK(archive.list().size() == 1);
    CHECK(store.read("/table/autosave.jsonl.replaced") == no_move);
    // A finished game (a golden one stands in) is simply replaced: it was
    // kept when it ended.
    REQUIRE(store.replace(autosave, read_all(std::string(SHN_TEST_DATA_DIR) +
                                             "/tests/golden/accepted/liberal_win_5p.jsonl")));
    TableSession fourth(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(fourth.play(Event::first_president(1)) == Refusal::None);
    CHECK(archive.list().size() == 1);
    CHECK_FALSE(store.exists("/table/autosave.jsonl.replaced.2"));
    CHECK(*store.read(autosave) == fourth.log().text());
    // An unfinished game that was kept already as the table left it (the
    // GameKeeper) is not kept twice.
    REQUIRE(fourth.play(Event::night_over()) == Refusal::None);
    REQUIRE(archive.keep(fourth.log(), archive.new_file(0)));
    TableSession fifth(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(fifth.save_all());
    CHECK(archive.list().size() == 2);
}

TEST_CASE("issue 42: when the past games cannot take the unfinished game, the autosave is not "
          "replaced") {
    MemoryStore memory;
    FaultyStore store(memory);
    const std::filesystem::path autosave = "/table/autosave.jsonl";
    const PlayerRoster roster{{"Ada", "Bo", "Cy", "Di", "Ed"}};
    TableSession first(GameLog(roster, GameSetup{5, {}}), autosave, store);
    REQUIRE(first.play(Event::first_president(0)) == Refusal::None);
    const std::string unfinished = *store.read(autosave);
    TableSession second(GameLog(roster, GameSetup{5, {}}), autosave, store);
    store.set_full(true);
    CHECK_FALSE(second.save_all());
    CHECK(second.save_problem() == DiskProblem::Full);
    CHECK(*store.read(autosave) == unfinished); // still there, still resumable
    store.set_full(false);
    // Room again: the next move keeps the old game first, then saves.
    REQUIRE(second.play(Event::first_president(2)) == Refusal::None);
    CHECK(second.save_problem() == DiskProblem::None);
    const GameArchive archive(GameArchive::folder_beside(autosave), store);
    REQUIRE(archive.list().size() == 1);
    CHECK(*store.read(archive.list()[0].file) == unfinished);
    CHECK(*store.read(autosave) == second.log().text());
    CHECK(store.counts().full == 1);
}

TEST_CASE(
    "R16 fixing a past move: the uncorrected log is kept aside byte for byte, the fix is saved") {
    const auto autosave = scratch_folder() / "autosave.jsonl";
    TableSession session = new_session(autosave);
    REQUIRE(session.play(Event::first_president(0)) == Refusal::None);
    REQUIRE(session.play(Event::nominate(1)) == Refusal::None);
    REQUIRE(session.play(Event::vote(SeatSet::first(5))) == Refusal::None);
    REQUIRE(session.play(Event::enact(Policy::Liberal)) == Refusal::None);
    REQUIRE(session.play(Event::nominate(2)) == Refusal::None);
    const std::string original = read_all(autosave);

    // A vote corrected to a failure: the policy after it no longer fits.
    TableCorrection fixed = session.correct(2, Event::vote({}), false);
    CHECK_FALSE(fixed.applied); // asked first: nothing changed
    REQUIRE(fixed.correction.first_misfit);
    CHECK(*fixed.correction.first_misfit == 3);
    CHECK(read_all(autosave) == original);
    CHECK(session.log().text() == original);

    // Kept up to the misfit: the old game aside, the new one saved.
    fixed = session.correct(2, Event::vote({}), true);
    CHECK(fixed.applied);
    CHECK(session.kept_aside() == std::filesystem::path(autosave.string() + ".uncorrected"));
    CHECK(read_all(session.kept_aside()) == original);
    CHECK(session.log().history().events().size() == 3);
    CHECK(read_all(autosave) == session.log().text());
    CHECK(session.state().election_tracker() == 1);

    // A second correction keeps the first one's file too.
    const std::string once = read_all(autosave);
    REQUIRE(session.play(Event::nominate(3)) == Refusal::None);
    fixed = session.correct(3, Event::nominate(4), false);
    CHECK(fixed.applied);
    CHECK(session.kept_aside() == std::filesystem::path(autosave.string() + ".uncorrected.2"));
    CHECK(read_all(autosave.string() + ".uncorrected") == original);
    CHECK(session.log().history().events().back() == Event::nominate(4));
    CHECK(once != read_all(autosave));

    // A correction the rules refuse changes nothing.
    const std::string before = read_all(autosave);
    fixed = session.correct(3, Event::nominate(1), true); // Bo presides
    CHECK_FALSE(fixed.applied);
    CHECK(fixed.correction.refusal == Refusal::TargetIsPresident);
    CHECK(read_all(autosave) == before);
}

TEST_CASE("issue 33: a failed save is a typed problem with a catalogue key, never the C library's "
          "English words") {
    CHECK(disk_problem_of(ENOSPC) == DiskProblem::Full);
    CHECK(disk_problem_of(EROFS) == DiskProblem::ReadOnly);
    CHECK(disk_problem_of(EACCES) == DiskProblem::NotAllowed);
    CHECK(disk_problem_of(EPERM) == DiskProblem::NotAllowed);
    CHECK(disk_problem_of(EISDIR) == DiskProblem::Other);
    CHECK(disk_problem_of(0) == DiskProblem::Other);
    CHECK(disk_problem_key(DiskProblem::Full) == "ui.disk.full");
}
