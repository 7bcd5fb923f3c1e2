#include "session/game_archive.h"

#include "session/app_clock.h"
#include "session/table_session.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <utility>

namespace shn {

namespace {

/// "20261123-141005.jsonl" or "20261123-141005-2.jsonl": the time it
/// names, when it is one (a day of its month, an hour of the day); else
/// nothing, and the list shows the file's name as it is, never a time made
/// up from it ("99:99": issue 55, item 15).
struct NamedTime {
    int year = 0, month = 0, day = 0, hour = 0, minute = 0;
};
std::optional<NamedTime> time_named(const std::string& stem) {
    if (stem.size() < 15 || stem[8] != '-' || (stem.size() > 15 && stem[15] != '-') ||
        !std::all_of(stem.begin(), stem.begin() + 8, ::isdigit) ||
        !std::all_of(stem.begin() + 9, stem.begin() + 15, ::isdigit))
        return std::nullopt;
    const auto number = [&](std::size_t at, std::size_t length) {
        return std::atoi(stem.substr(at, length).c_str());
    };
    const NamedTime time{number(0, 4), number(4, 2), number(6, 2), number(9, 2), number(11, 2)};
    static constexpr int kDays[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (time.month < 1 || time.month > 12 || time.day < 1 || time.day > kDays[time.month - 1] ||
        time.hour > 23 || time.minute > 59 || number(13, 2) > 59)
        return std::nullopt;
    return time;
}

/// The order of kept files by age: the time in the name, then the number
/// after it ("...-2" was kept after the name without one).
std::pair<std::string, long> age_key(const std::filesystem::path& file) {
    const std::string stem = file.stem().string();
    if (stem.size() > 16 && stem[15] == '-')
        return {stem.substr(0, 15), std::strtol(stem.c_str() + 16, nullptr, 10)};
    return {stem, 0};
}

} // namespace

std::vector<std::filesystem::path> GameArchive::files() const {
    std::vector<std::filesystem::path> found = store_->list(folder_, ".jsonl");
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return age_key(a) < age_key(b); });
    return found;
}

std::filesystem::path GameArchive::new_file(std::time_t when) const {
    std::tm local{};
    localtime_r(&when, &local);
    std::array<char, 32> stamp{};
    std::strftime(stamp.data(), stamp.size(), "%Y%m%d-%H%M%S", &local);
    for (int number = 1;; ++number) {
        std::string name = stamp.data();
        if (number > 1) name += "-" + std::to_string(number);
        const auto file = folder_ / (name + ".jsonl");
        if (!store_->exists(file)) return file;
    }
}

std::filesystem::path GameArchive::new_file() const {
    return new_file(static_cast<std::time_t>(AppClock::wall_ms() / 1000));
}

bool GameArchive::keep_text(std::string_view text, const std::filesystem::path& file) const {
    if (!store_->replace(file, text)) return false;
    prune();
    return true;
}

bool GameArchive::holds(std::string_view text) const {
    const std::vector<std::filesystem::path> kept = files();
    // The newest few: a game left is kept just before the next one starts.
    for (std::size_t look = 0; look < std::min<std::size_t>(kept.size(), 4); ++look) {
        const std::optional<std::string> held = store_->read(kept[kept.size() - 1 - look]);
        if (held && std::string_view(*held).starts_with(text)) return true;
    }
    return false;
}

void GameArchive::prune() const {
    const std::vector<std::filesystem::path> kept = files();
    for (std::size_t index = 0; index + kMaxKept < kept.size(); ++index)
        store_->remove(kept[index]);
}

LogReadResult GameArchive::open(const std::filesystem::path& file) const {
    // Read through the store as the autosave is (TableSession::read_file).
    if (std::optional<LogReadResult> read = TableSession::read_file(file, *store_))
        return std::move(*read);
    LogReadResult result;
    result.error = LogError{0, {"log.cannot_open", ""}};
    return result;
}

std::vector<KeptGame> GameArchive::list() const {
    std::vector<std::filesystem::path> found = files();
    std::reverse(found.begin(), found.end());
    std::vector<KeptGame> games;
    for (const auto& file : found) {
        KeptGame game;
        game.file = file;
        const std::string stem = file.stem().string();
        if (const std::optional<NamedTime> time = time_named(stem)) {
            game.kept_at = stem.substr(0, 4) + "-" + stem.substr(4, 2) + "-" + stem.substr(6, 2) +
                           " " + stem.substr(9, 2) + ":" + stem.substr(11, 2);
            game.year = time->year;
            game.month = time->month;
            game.day = time->day;
            game.hour = time->hour;
            game.minute = time->minute;
        } else {
            game.kept_at = stem;
        }
        const LogReadResult read = open(file);
        game.damaged = !read.log || read.error;
        game.opens = read.log.has_value();
        if (read.error) game.damaged_line = read.error->line;
        if (read.log) {
            const GameState& state = read.log->history().state();
            game.players = read.log->roster().names;
            game.winner = state.winner();
            game.reason = state.win_reason();
            game.finished = state.game_over();
            game.roles = state.revealed_roles();
            game.revealed = game.roles.has_value();
        }
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace shn
