// Issue 5, "never lose a game": a damaged or unreadable autosave never
// crashes the app and never costs more than the damaged lines. Each case goes
// through the public API the app uses on start: TableSession::load_unfinished
// (is there a game to offer?), TableSession::resume (open it to play on) and
// GameLog::read.
#include "platform/posix/posix_store.h"
#include "session/table_session.h"

#include <doctest/doctest.h>

#include <grp.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace shn;
namespace fs = std::filesystem;

namespace {

/// A fresh folder for one check: CTest runs test cases in parallel processes.
fs::path scratch_folder() {
    static int counter = 0;
    const auto folder =
        fs::temp_directory_path() / ("sh-narrator-save-recovery-" + std::to_string(::getpid()) +
                                     "-" + std::to_string(counter++));
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

std::string read_all(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_all(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

/// A real game, stopped before its end (a finished game is not offered for
/// resume): the 7-player simulated golden log without its last line.
std::string unfinished_game() {
    const std::string whole =
        read_all(fs::path(SHN_TEST_DATA_DIR) / "tests/golden/accepted/simulated_game_7p.jsonl");
    REQUIRE(whole.size() > 100);
    const std::size_t last = whole.rfind('\n', whole.size() - 2);
    return whole.substr(0, last + 1);
}

/// Where each line of `text` ends (the index of its '\n').
std::vector<std::size_t> line_ends(const std::string& text) {
    std::vector<std::size_t> ends;
    for (std::size_t at = 0; at < text.size(); ++at)
        if (text[at] == '\n') ends.push_back(at);
    return ends;
}

/// The number of whole lines in the first `size` bytes of `text` (a line
/// whose content is all there counts, with or without its '\n').
std::size_t whole_lines(const std::vector<std::size_t>& ends, std::size_t size) {
    std::size_t count = 0;
    while (count < ends.size() && ends[count] <= size) ++count;
    return count;
}

LogReadResult read_text(const std::string& text) {
    std::istringstream in(text);
    return GameLog::read(in);
}

std::vector<Event> events_of(const std::string& text) {
    const LogReadResult result = read_text(text);
    REQUIRE(result.log.has_value());
    return result.log->history().events();
}

std::vector<Event> first(const std::vector<Event>& events, std::size_t count) {
    return {events.begin(), events.begin() + static_cast<std::ptrdiff_t>(count)};
}

} // namespace

TEST_CASE("a log cut at every byte offset: the whole lines load, the cut line is named") {
    const std::string game = unfinished_game();
    const auto ends = line_ends(game);
    const auto all_events = events_of(game);
    REQUIRE(all_events.size() == ends.size() - 1);
    for (std::size_t size = 0; size <= game.size(); ++size) {
        CAPTURE(size);
        const std::string cut = game.substr(0, size);
        LogReadResult result;
        REQUIRE_NOTHROW(result = read_text(cut));
        const std::size_t lines = whole_lines(ends, size);
        if (lines == 0) {
            CHECK_FALSE(result.log.has_value());
            REQUIRE(result.error.has_value());
            CHECK(result.error->line == 1);
            continue;
        }
        REQUIRE(result.log.has_value());
        CHECK(result.log->history().events() == first(all_events, lines - 1));
        const bool mid_line = size > ends[lines - 1] + 1;
        CHECK(result.error.has_value() == mid_line);
        if (mid_line) CHECK(result.error->line == lines + 1);
    }
}

TEST_CASE("a log cut at every byte offset resumes with the whole lines, the damaged file kept") {
    const std::string game = unfinished_game();
    const auto ends = line_ends(game);
    const auto all_events = events_of(game);
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    const fs::path damaged = autosave.string() + ".damaged";
    for (std::size_t size = 0; size <= game.size(); ++size) {
        CAPTURE(size);
        fs::remove(damaged);
        const std::string cut = game.substr(0, size);
        write_all(autosave, cut);
        const std::size_t lines = whole_lines(ends, size);
        const bool mid_line = lines > 0 && size > ends[lines - 1] + 1;

        CHECK(TableSession::load_unfinished(autosave, platform_store()).has_value() == (lines > 0));
        std::optional<LogError> damage;
        std::optional<TableSession> session;
        REQUIRE_NOTHROW(session = TableSession::resume(autosave, damage, platform_store()));
        if (lines == 0) { // no whole setup line: nothing to offer, the file left as it was
            CHECK_FALSE(session.has_value());
            CHECK(read_all(autosave) == cut);
            continue;
        }
        REQUIRE(session.has_value());
        CHECK(session->log().history().events() == first(all_events, lines - 1));
        CHECK(damage.has_value() == mid_line);
        if (!mid_line) continue;
        CHECK(damage->line == lines + 1);
        CHECK(read_all(damaged) == cut);                    // kept aside, byte for byte
        CHECK(read_all(autosave) == session->log().text()); // the valid prefix, written back
    }
    fs::remove_all(folder);
}

TEST_CASE("a single bit flipped anywhere: every line before the damaged one is kept") {
    const std::string game = unfinished_game();
    const auto ends = line_ends(game);
    const auto all_events = events_of(game);
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    int resumed = 0;
    for (std::size_t at = 0; at < game.size(); ++at) {
        // The lines wholly before the flipped byte (a flipped '\n' damages its line).
        const std::size_t line = at == 0 ? 0 : whole_lines(ends, at - 1);
        for (int bit = 0; bit < 8; ++bit) {
            CAPTURE(at);
            CAPTURE(bit);
            std::string flipped = game;
            flipped[at] = static_cast<char>(flipped[at] ^ (1 << bit));
            LogReadResult result;
            REQUIRE_NOTHROW(result = read_text(flipped));
            if (line == 0) continue; // the setup line itself: anything may follow
            REQUIRE(result.log.has_value());
            const auto& events = result.log->history().events();
            REQUIRE(events.size() >= line - 1);
            CHECK(first(events, line - 1) == first(all_events, line - 1));
            if (result.error) CHECK(result.error->line >= line + 1);
            // The whole resume path, with its file work, on a sample of the flips.
            if ((at * 8 + static_cast<std::size_t>(bit)) % 41 != 0) continue;
            write_all(autosave, flipped);
            fs::remove(autosave.string() +
                       ".damaged"); // the last flip's (a new one goes beside it)
            std::optional<LogError> damage;
            std::optional<TableSession> session;
            REQUIRE_NOTHROW(session = TableSession::resume(autosave, damage, platform_store()));
            if (!session) { // only a finished game is not offered
                CHECK(result.log->history().state().game_over());
                continue;
            }
            ++resumed;
            CHECK(session->log().history().events() == events);
            CHECK(damage.has_value() == result.error.has_value());
            if (damage) CHECK(read_all(autosave.string() + ".damaged") == flipped);
        }
    }
    CHECK(resumed > 100);
    fs::remove_all(folder);
}

TEST_CASE("random bytes, alone or after a valid game: never a crash, the game before them kept") {
    const std::string game = unfinished_game();
    const auto all_events = events_of(game);
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    std::mt19937 random(2026);
    for (int round = 0; round < 300; ++round) {
        CAPTURE(round);
        std::string garbage(random() % 4096, '\0');
        for (char& byte : garbage) byte = static_cast<char>(random() & 0xff);
        const bool after_game = round % 2 == 1;
        // A line break first, so the garbage cannot merge into the game's last line.
        const std::string text = after_game ? game + "\n" + garbage : garbage;
        write_all(autosave, text);
        fs::remove(autosave.string() + ".damaged");
        std::optional<LogError> damage;
        std::optional<TableSession> session;
        REQUIRE_NOTHROW(session = TableSession::resume(autosave, damage, platform_store()));
        if (!after_game) {
            CHECK_FALSE(session.has_value());  // no setup line: nothing to offer
            CHECK(read_all(autosave) == text); // and nothing thrown away
            continue;
        }
        REQUIRE(session.has_value());
        const auto& events = session->log().history().events();
        REQUIRE(events.size() >= all_events.size());
        CHECK(first(events, all_events.size()) == all_events);
        if (damage) {
            CHECK(damage->line > line_ends(game).size());
            CHECK(read_all(autosave.string() + ".damaged") == text);
        }
    }
    fs::remove_all(folder);
}

TEST_CASE("an empty autosave: nothing to resume, no crash, the file left in place") {
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    write_all(autosave, "");
    CHECK_FALSE(TableSession::load_unfinished(autosave, platform_store()).has_value());
    std::optional<LogError> damage;
    CHECK_FALSE(TableSession::resume(autosave, damage, platform_store()).has_value());
    CHECK(fs::exists(autosave));
    fs::remove_all(autosave.parent_path());
}

TEST_CASE("a missing autosave: nothing to resume, no crash, no file made") {
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    CHECK_FALSE(TableSession::load_unfinished(autosave, platform_store()).has_value());
    std::optional<LogError> damage;
    CHECK_FALSE(TableSession::resume(autosave, damage, platform_store()).has_value());
    CHECK_FALSE(fs::exists(autosave));
    fs::remove_all(autosave.parent_path());
}

TEST_CASE("a folder where the autosave should be: nothing to resume, no crash, the folder kept") {
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    fs::create_directories(autosave);
    write_all(autosave / "inside", "kept");
    std::optional<LogError> damage;
    std::optional<TableSession> session;
    std::optional<GameLog> offered;
    REQUIRE_NOTHROW(offered = TableSession::load_unfinished(autosave, platform_store()));
    CHECK_FALSE(offered.has_value());
    REQUIRE_NOTHROW(session = TableSession::resume(autosave, damage, platform_store()));
    CHECK_FALSE(session.has_value());
    CHECK(read_all(autosave / "inside") == "kept");
    fs::remove_all(autosave.parent_path());
}

TEST_CASE("a save from a newer app: refused by name (log.newer_format), never misread") {
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    const std::string newer = R"({"type":"setup","format":2,"players":["Ada","Bo","Cy","Di","Ed"]})"
                              "\n"
                              R"({"type":"first_president","player":"Ada"})"
                              "\n";
    write_all(autosave, newer);
    const LogReadResult result = read_text(newer);
    CHECK_FALSE(result.log.has_value());
    REQUIRE(result.error.has_value());
    CHECK(result.error->line == 1);
    CHECK(result.error->problem.key == "log.newer_format");
    std::optional<LogError> damage;
    CHECK_FALSE(TableSession::resume(autosave, damage, platform_store()).has_value());
    CHECK(read_all(autosave) == newer); // untouched: a newer app can still read it
    fs::remove_all(autosave.parent_path());
}

TEST_CASE("a rule broken in the middle: the moves before it resume, the line is named, the rest "
          "kept aside") {
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    const std::string text = R"({"type":"setup","players":["Ada","Bo","Cy","Di","Ed"]})"
                             "\n"
                             R"({"type":"first_president","player":"Ada"})"
                             "\n"
                             R"({"type":"nominate","chancellor":"Bo"})"
                             "\n"
                             R"({"type":"nominate","chancellor":"Cy"})" // line 4: a vote is due
                             "\n"
                             R"({"type":"vote","ja":["Ada","Bo","Cy"]})"
                             "\n";
    write_all(autosave, text);
    std::optional<LogError> damage;
    auto session = TableSession::resume(autosave, damage, platform_store());
    REQUIRE(session.has_value());
    CHECK(session->log().history().events().size() == 2);
    CHECK(session->state().phase() == Phase::Election);
    REQUIRE(damage.has_value());
    CHECK(damage->line == 4);
    CHECK(damage->problem.key.rfind("refusal.", 0) == 0);
    CHECK(read_all(autosave.string() + ".damaged") == text);
    CHECK(read_all(autosave) == session->log().text());
    fs::remove_all(autosave.parent_path());
}

TEST_CASE("a resumed game is the game that was saved: same phase, same history, same undo") {
    const std::string game = unfinished_game();
    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    write_all(autosave, game);
    const auto saved = read_text(game);
    std::optional<LogError> damage;
    auto session = TableSession::resume(autosave, damage, platform_store());
    REQUIRE(session.has_value());
    CHECK_FALSE(damage.has_value());
    CHECK(read_all(autosave) == game); // an intact save is not rewritten
    CHECK(session->log().roster().names == saved.log->roster().names);
    CHECK(session->log().history().events() == saved.log->history().events());
    CHECK(session->state().phase() == saved.log->history().state().phase());
    // Undo walks back through the same states the original game went through.
    for (std::size_t left = saved.log->history().events().size(); left > 0; --left) {
        REQUIRE(session->undo());
        CHECK(session->state().phase() == saved.log->history().state_after(left - 1).phase());
        CHECK(read_all(autosave) == session->log().text());
    }
    CHECK_FALSE(session->undo());
    fs::remove_all(autosave.parent_path());
}

namespace {

/// Runs `check` in a child process as the user "nobody" (root reads and
/// writes everything, so a permission test must drop root first); the
/// child's exit status is the number of failed expectations, or 100+ when it
/// could not drop root. Returns -1 when not root (the caller then checks in
/// this process, where permissions already apply).
template <typename Check>
int as_nobody(Check check) {
    if (::geteuid() != 0) return -1;
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(100);
        ::_exit(check());
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    return WEXITSTATUS(status);
}

} // namespace

TEST_CASE("an autosave the app may not read: nothing to resume, no crash, the file kept") {
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    const std::string game = unfinished_game();
    write_all(autosave, game);
    fs::permissions(autosave, fs::perms::none);
    const auto check = [&] {
        int failed = 0;
        std::optional<LogError> damage;
        failed += TableSession::load_unfinished(autosave, platform_store()).has_value();
        failed += TableSession::resume(autosave, damage, platform_store()).has_value();
        return failed;
    };
    const int failed = as_nobody(check);
    if (failed == -1)
        CHECK(check() == 0);
    else
        CHECK(failed == 0);
    fs::permissions(autosave, fs::perms::owner_read | fs::perms::owner_write);
    CHECK(read_all(autosave) == game);
    fs::remove_all(folder);
}

TEST_CASE("a damaged autosave in a folder the app may not write: resumed in memory, the file "
          "untouched, the save problem said") {
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    const std::string game = unfinished_game();
    const std::string cut = game + R"({"type":"enac)"; // power lost mid-line
    write_all(autosave, cut);
    fs::permissions(autosave,
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(folder, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                fs::perms::others_read | fs::perms::others_exec);
    const std::size_t expected_events = events_of(game).size();
    const auto check = [&] {
        int failed = 0;
        std::optional<LogError> damage;
        auto session = TableSession::resume(autosave, damage, platform_store());
        failed += !session.has_value();
        if (!session) return failed;
        failed += !damage.has_value();
        failed += session->log().history().events().size() != expected_events;
        failed +=
            session->save_problem() == DiskProblem::None; // the write-back failed, and says so
        return failed;
    };
    const int failed = as_nobody(check);
    if (failed == -1) {
        fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec);
        CHECK(check() == 0);
        fs::permissions(folder, fs::perms::owner_all);
    } else {
        CHECK(failed == 0);
    }
    CHECK(read_all(autosave) == cut); // not renamed, not rewritten, not deleted
    fs::remove_all(folder);
}

namespace {

/// True when some file in `folder` holds exactly `bytes`.
bool kept_somewhere(const fs::path& folder, const std::string& bytes) {
    for (const auto& entry : fs::directory_iterator(folder))
        if (entry.is_regular_file() && read_all(entry.path()) == bytes) return true;
    return false;
}

} // namespace

// Issue 5: "the file kept aside (renamed, never deleted)". Both were gaps
// found by these tests, fixed in TableSession (keep_aside, save_all).
TEST_CASE("an autosave with no readable setup is kept when a new game starts") {
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    const std::string newer = R"({"type":"setup","format":2,"players":["Ada","Bo","Cy","Di","Ed"]})"
                              "\n";
    write_all(autosave, newer);
    std::optional<LogError> damage;
    CHECK_FALSE(
        TableSession::resume(autosave, damage, platform_store()).has_value()); // no Resume offered
    // What the app does on "New game" (AppContext::new_game).
    TableSession fresh(GameLog(PlayerRoster{{"A", "B", "C", "D", "E"}}, GameSetup{5, {}}), autosave,
                       platform_store());
    REQUIRE(fresh.save_all());
    CHECK(kept_somewhere(folder, newer));
    fs::remove_all(folder);
}

TEST_CASE("a second damaged autosave is kept beside the first one, which stays") {
    const fs::path folder = scratch_folder();
    const fs::path autosave = folder / "autosave.jsonl";
    const std::string game = unfinished_game();
    const std::string first_damage = game + R"({"type":"ena)";
    write_all(autosave, first_damage);
    std::optional<LogError> damage;
    REQUIRE(TableSession::resume(autosave, damage, platform_store()).has_value());
    REQUIRE(damage.has_value());
    const std::string second_damage = read_all(autosave) + R"({"type":"veto_resp)";
    write_all(autosave, second_damage);
    REQUIRE(TableSession::resume(autosave, damage, platform_store()).has_value());
    REQUIRE(damage.has_value());
    CHECK(kept_somewhere(folder, second_damage));
    CHECK(kept_somewhere(folder, first_damage));
    fs::remove_all(folder);
}

// Found by fuzz/log_fuzzer.cpp: nlohmann::json throws out_of_range (not
// parse_error) for a number beyond a double, and it escaped GameLog::read,
// so the app would not start at all while such an autosave was there.
TEST_CASE("a number too large to read (1e999) is a damaged line, not a crash") {
    const std::string text = R"({"type":"setup","players":["Ada","Bo","Cy","Di","Ed"]})"
                             "\n"
                             R"({"type":"first_president","player":"Ada"})"
                             "\n"
                             R"({"type":"nominate","chancellor":"Bo","note":1e999})"
                             "\n";
    LogReadResult result;
    REQUIRE_NOTHROW(result = read_text(text));
    REQUIRE(result.log.has_value());
    CHECK(result.log->history().events().size() == 1);
    REQUIRE(result.error.has_value());
    CHECK(result.error->line == 3);
    CHECK(result.error->problem.key == "log.number_too_large");

    const fs::path autosave = scratch_folder() / "autosave.jsonl";
    write_all(autosave, text);
    std::optional<GameLog> offered;
    REQUIRE_NOTHROW(offered = TableSession::load_unfinished(autosave, platform_store()));
    CHECK(offered.has_value());
    std::optional<LogError> damage;
    std::optional<TableSession> session;
    REQUIRE_NOTHROW(session = TableSession::resume(autosave, damage, platform_store()));
    REQUIRE(session.has_value());
    REQUIRE(damage.has_value());
    CHECK(damage->line == 3);
    CHECK(read_all(autosave.string() + ".damaged") == text);
    fs::remove_all(autosave.parent_path());
}
