// The games kept (issue 15): every finished or abandoned game as its own log
// in games/, listed newest first, damaged ones listed as damaged, at most 200.
#include "platform/posix/posix_store.h"
#include "session/game_archive.h"

#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <unistd.h>

using namespace shn;

namespace {

std::filesystem::path fresh_folder(const char* name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-archive-test-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(folder);
    return folder;
}

/// A 5-player game won by five liberal policies.
GameLog finished_game() {
    GameLog log(PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}}, GameSetup{5, {}});
    GameHistory& history = log.history();
    REQUIRE(history.append(Event::first_president(0)) == Refusal::None);
    for (int policy = 0; policy < 5; ++policy) {
        const Seat chancellor = history.state().eligible_chancellors().nth(0);
        REQUIRE(history.append(Event::nominate(chancellor)) == Refusal::None);
        REQUIRE(history.append(Event::vote(history.state().alive())) == Refusal::None);
        REQUIRE(history.append(Event::enact(Policy::Liberal)) == Refusal::None);
    }
    REQUIRE(history.state().game_over());
    return log;
}

} // namespace

TEST_CASE("R40 kept games: listed newest first, read back whole, a reveal kept by writing again") {
    const auto folder = fresh_folder("list");
    const GameArchive archive(folder, platform_store());
    GameLog finished = finished_game();
    const auto first = archive.new_file(1'700'000'000);
    REQUIRE(archive.keep(finished, first));
    GameLog abandoned(PlayerRoster{{"A", "B", "C", "D", "E", "F"}}, GameSetup{6, {}});
    REQUIRE(abandoned.history().append(Event::first_president(3)) == Refusal::None);
    const auto second = archive.new_file(1'700'000'000); // the same second: another name
    CHECK(second != first);
    REQUIRE(archive.keep(abandoned, second));

    std::vector<KeptGame> games = archive.list();
    REQUIRE(games.size() == 2);
    CHECK(games[0].file == second); // newest first
    CHECK_FALSE(games[0].finished);
    CHECK(games[0].players.size() == 6);
    CHECK(games[1].finished);
    CHECK(games[1].winner == Winner::Liberals);
    CHECK(games[1].reason == WinReason::LiberalPolicies);
    CHECK_FALSE(games[1].revealed);

    // The reveal after the end: the same file, written again.
    REQUIRE(finished.history().append(Event::reveal({0, SeatSet::of(1)})) == Refusal::None);
    REQUIRE(archive.keep(finished, first));
    games = archive.list();
    CHECK(games[1].revealed);
    const LogReadResult read = archive.open(first);
    REQUIRE(read.log);
    CHECK_FALSE(read.error);
    CHECK(read.log->text() == finished.text());
    std::filesystem::remove_all(folder);
}

TEST_CASE("a damaged kept game is listed as damaged and never stops the list") {
    const auto folder = fresh_folder("damaged");
    const GameArchive archive(folder, platform_store());
    REQUIRE(archive.keep(finished_game(), archive.new_file(1'700'000'000)));
    std::ofstream(folder / "20200101-000000.jsonl") << "{\"type\":\"setup\",\"players\":[\"A\"";
    std::ofstream(folder / "20200102-000000.jsonl") << "garbage\n";
    {
        GameLog cut = finished_game();
        std::ofstream(folder / "20200103-000000.jsonl") << cut.text() << "{\"type\":\"vote\"\n";
    }
    std::filesystem::create_directories(folder / "20200104-000000.jsonl"); // a folder, not a file
    const std::vector<KeptGame> games = archive.list();
    REQUIRE(games.size() == 4);
    CHECK_FALSE(games[0].damaged);
    for (std::size_t index = 1; index < games.size(); ++index) {
        CAPTURE(games[index].file);
        CHECK(games[index].damaged);
    }
    CHECK(games[1].players.size() == 5); // the valid part still says who played
    // It opens up to its bad line, the one after the game's; the others do not open.
    CHECK(games[1].opens);
    CHECK(games[1].damaged_line == finished_game().history().events().size() + 2);
    CHECK_FALSE(games[2].opens);
    CHECK_FALSE(games[3].opens);
    std::filesystem::remove_all(folder);
}

TEST_CASE("201 kept games leave the newest 200") {
    const auto folder = fresh_folder("prune");
    const GameArchive archive(folder, platform_store());
    const GameLog finished = finished_game();
    std::vector<std::filesystem::path> files;
    for (int game = 0; game < 201; ++game) {
        files.push_back(archive.new_file(1'700'000'000 + game * 60));
        REQUIRE(archive.keep(finished, files.back()));
    }
    const std::vector<KeptGame> games = archive.list();
    CHECK(games.size() == GameArchive::kMaxKept);
    CHECK_FALSE(std::filesystem::exists(files.front())); // the oldest went first
    CHECK(std::filesystem::exists(files[1]));
    CHECK(games.front().file == files.back());
    std::filesystem::remove_all(folder);
}

TEST_CASE("a folder that cannot be read lists nothing, and keeping there fails without throwing") {
    const GameArchive archive("/proc/self/no-such-folder/games", platform_store());
    CHECK(archive.list().empty());
    CHECK_FALSE(archive.keep(finished_game(), archive.new_file(1'700'000'000)));
}

TEST_CASE("issue 55, item 15: a kept game whose file name names no time is listed by its name, "
          "never dated with a time made up from it") {
    const auto folder = fresh_folder("names");
    const GameArchive archive(folder, platform_store());
    const std::string text = finished_game().text();
    std::filesystem::create_directories(folder);
    for (const char* name : {"20261123-141005", "20261123-999999", "20261340-120000",
                             "20260231-120000", "20261123-1410xx", "kept-by-hand"})
        std::ofstream(folder / (std::string(name) + ".jsonl")) << text;
    std::map<std::string, KeptGame> by_name;
    for (const KeptGame& game : archive.list()) by_name[game.file.stem().string()] = game;
    REQUIRE(by_name.size() == 6);
    const KeptGame& real = by_name["20261123-141005"];
    CHECK(real.kept_at == "2026-11-23 14:10");
    CHECK(real.month == 11);
    CHECK(real.day == 23);
    CHECK(real.hour == 14);
    CHECK(real.minute == 10);
    for (const char* name : {"20261123-999999", "20261340-120000", "20260231-120000",
                             "20261123-1410xx", "kept-by-hand"}) {
        CAPTURE(name);
        CHECK(by_name[name].kept_at == name);
        CHECK(by_name[name].month == 0); // the list's words use the name, not a date
    }
    std::filesystem::remove_all(folder);
}
