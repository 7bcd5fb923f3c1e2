#include "app/panels/games_panel.h"

#include "app/log_export.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/screen.h"
#include "app/shown_game.h"
#include "session/app_clock.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sstream>
#include <vector>

namespace shn {

namespace {

/// When a game was kept, as the table reads a date in its language ("24
/// nov, 20:00"; the year only when it is not this one), not a file stamp.
std::string kept_when(const Catalogue& catalogue, const KeptGame& game) {
    if (game.month == 0) return game.kept_at;
    std::istringstream months(catalogue.text("ui.games.months"));
    std::string month;
    for (int index = 0; index < game.month && months >> month; ++index) {
    }
    // This year, from the app's clock (gmtime_r: C++20's calendar may be
    // missing from the web build's older libc++).
    const std::time_t now = static_cast<std::time_t>(AppClock::wall_ms() / 1000);
    std::tm today{};
    gmtime_r(&now, &today);
    const int this_year = today.tm_year + 1900;
    char time[8];
    std::snprintf(time, sizeof time, "%02d:%02d", game.hour % 100, game.minute % 100);
    return catalogue.format(game.year == this_year ? "ui.games.kept_on" : "ui.games.kept_on_year",
                            {{"day", std::to_string(game.day)},
                             {"month", month},
                             {"year", std::to_string(game.year)},
                             {"time", time}});
}

} // namespace

std::string kept_game_outcome(const Catalogue& catalogue, const KeptGame& game) {
    if (game.damaged && !game.opens) return catalogue.text("ui.games.damaged");
    if (game.damaged)
        return catalogue.format("ui.games.damaged_from",
                                {{"line", std::to_string(game.damaged_line)}});
    if (!game.finished) return catalogue.text("ui.games.unfinished");
    std::string outcome = catalogue.text("winner." + std::string(winner_id(game.winner))) + " · " +
                          catalogue.text("win_reason." + std::string(win_reason_id(game.reason)));
    if (game.revealed) outcome += " · " + catalogue.text("ui.games.revealed");
    return outcome;
}

GamesPanel::GamesPanel(PanelStack& stack, const Catalogue& catalogue, const GameArchive& archive,
                       MessageLine& messages, ShownGame& shown, LogExport& log_export)
    : Panel(stack, catalogue), archive_(archive), messages_(messages), shown_(shown),
      export_(log_export), games_(archive.list()) {}

void GamesPanel::tick() {
    shown_.stop_showing_kept(); // back from a kept game: the table's game again
}

void GamesPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.games.title");
    // What the games say together (issue 44), at the bar's other end.
    button(canvas, bar_button(canvas, false), text("ui.stats.title"),
           [this] { stack_.open(Screen::Stats); });
    const Rect message{body.x, body.y + body.h - 6 * u, body.w, 6 * u};
    if (!messages_.text().empty())
        canvas.text(message, messages_.text(), Typeface::Body, 4 * u, palette::fascist_text);
    const Rect area{body.x, body.y, body.w, body.h - 7 * u};
    if (games_.empty()) {
        canvas.text(area.top(12 * u), text("ui.games.none"), Typeface::Body, 4 * u, palette::ink);
        return;
    }
    const int count = int(games_.size());
    const Rect list{area.x, area.y, area.w - 14 * u, area.h};
    // A game: its date and outcome (two lines), its players (three: ten
    // 12-character names on a phone), at the smallest text or larger.
    const int line = canvas.line_height(Typeface::BodyBold, canvas.minimum_text());
    const int per_page = std::max(1, list.h / std::max(14 * u, 5 * line + 2 * u));
    skipped_ = page_start(skipped_, per_page, count);
    // Each row's words, then one size for every row's title and one for
    // every row's players (issue 43: each row shrank to its own words, and
    // the rows read as of different sizes): the largest at which all fit.
    struct Row {
        Rect box, title, players;
        std::string said, names;
    };
    std::vector<Row> rows;
    int title_px = 0, players_px = 0;
    const auto smallest = [](int& size, int fits) {
        size = size == 0 ? fits : std::min(size, fits);
    };
    for (int row = 0; row < per_page && skipped_ + row < count; ++row) {
        const KeptGame& game = games_[std::size_t(skipped_ + row)];
        Row shown;
        shown.box = list.row(row, per_page, u / 2);
        const Rect inner = shown.box.inset(u / 2);
        shown.title = inner.top(inner.h * 2 / 5);
        shown.players = inner.below(shown.title.h);
        shown.said = kept_when(catalogue_, game) + " · " + kept_game_outcome(catalogue_, game);
        for (const std::string& name : game.players)
            shown.names += (shown.names.empty() ? "" : ", ") + name;
        if (game.damaged && !game.opens) shown.names = game.file.filename().string();
        const int asked = std::min(inner.h * 4 / 10, 5 * u);
        smallest(title_px, canvas.text_size(shown.title, shown.said, Typeface::BodyBold, asked));
        smallest(players_px, canvas.text_size(shown.players, shown.names, Typeface::Narrow, asked));
        rows.push_back(std::move(shown));
    }
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const int index = skipped_ + int(row);
        const KeptGame& game = games_[std::size_t(index)];
        const Row& shown = rows[row];
        canvas.fill(shown.box, row % 2 ? palette::parchment : palette::parchment_dark);
        canvas.text_at(shown.title, shown.said, Typeface::BodyBold, title_px,
                       game.damaged ? palette::fascist : palette::ink, Align::Left);
        canvas.text_at(shown.players, shown.names, Typeface::Narrow, players_px, palette::ink,
                       Align::Left);
        // Every row answers a tap: a damaged file that opens shows the
        // moves before its bad line; one that cannot says so where the
        // table looks (the Italian table's tap on it said nothing).
        target(
            shown.box, [this, index] { open_game(std::size_t(index)); },
            kept_when(catalogue_, game));
    }
    const Rect paging{area.x + area.w - 12 * u, area.y, 12 * u, area.h};
    pager(canvas, paging, skipped_, per_page, count, "ui.history.newer", "ui.history.older");
}

void GamesPanel::open_game(std::size_t index) {
    const KeptGame& game = games_[index];
    LogReadResult read = archive_.open(game.file);
    if (!read.log) { // nothing readable, or damaged since the list was read
        messages_.set(
            catalogue_.format("ui.games.cannot_open", {{"file", game.file.filename().string()}}));
        return;
    }
    if (read.error)
        messages_.set(catalogue_.format("ui.games.damaged_opened",
                                        {{"line", std::to_string(read.error->line)}}));
    else
        messages_.clear();
    shown_.show_kept(std::move(*read.log));
    stack_.open(
        std::make_unique<KeptGamePanel>(stack_, catalogue_, shown_, export_, messages_, game));
}

bool GamesPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back) {
        stack_.back();
        return true;
    }
    if (command.kind == Kind::Number && command.number <= 9) { // the nth game on this page
        const auto index = std::size_t(skipped_ + command.number - 1);
        if (index < games_.size()) open_game(index);
        return true;
    }
    return false;
}

void KeptGamePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.games.title");
    const GameLog* log = shown_.log();
    if (!log || !shown_.kept()) return;
    // Its date and outcome, its players, "read only": each as many lines
    // as it may need at the smallest text (ten 12-character names: three).
    const int line = canvas.line_height(Typeface::BodyBold, canvas.minimum_text());
    const Rect title{body.x, body.y, body.w, std::max(8 * u, 2 * line)};
    canvas.text(title, kept_when(catalogue_, game_) + " · " + kept_game_outcome(catalogue_, game_),
                Typeface::BodyBold, 5 * u, palette::ink, Align::Left);
    std::string players;
    for (const std::string& name : game_.players) players += (players.empty() ? "" : ", ") + name;
    const Rect names{body.x, title.y + title.h + u, body.w, std::max(7 * u, 3 * line)};
    canvas.text(names, players, Typeface::Body, 4 * u, palette::ink, Align::Left);
    const Rect read_only{body.x, names.y + names.h + u, body.w, std::max(6 * u, 2 * line)};
    canvas.text(read_only, text("ui.games.read_only"), Typeface::Body, 4 * u, palette::ink,
                Align::Left);
    const Rect actions{body.x, read_only.y + read_only.h + u, body.w, canvas.finger()};
    const int size =
        row_text_size(canvas, {{actions.column(0, 3, 2 * u), text("ui.table.history")},
                               {actions.column(1, 3, 2 * u), text("ui.game_over.revealed")},
                               {actions.column(2, 3, 2 * u), text("ui.games.export")}});
    button(
        canvas, actions.column(0, 3, 2 * u), text("ui.table.history"),
        [this] { stack_.open(Screen::History); }, palette::ink, true, size);
    button(
        canvas, actions.column(1, 3, 2 * u), text("ui.game_over.revealed"),
        [this] { stack_.open(Screen::Reveal); }, palette::ink, game_.revealed, size);
    button(
        canvas, actions.column(2, 3, 2 * u), text("ui.games.export"),
        [this] {
            if (const GameLog* shown = shown_.log())
                export_.hand_over("secret-hitler-" + game_.file.stem().string(), shown->text());
        },
        palette::ink, true, size);
    // The game move by move, under the three (issue 44).
    const Rect replay{actions.x, actions.y + actions.h + 2 * u, actions.column(0, 3, 2 * u).w,
                      canvas.finger()};
    button(
        canvas, replay, text("ui.replay.title"),
        [this] {
            shown_.set_replay_step(0);
            stack_.open(Screen::Replay);
        },
        palette::ink, true, size);
    if (!messages_.text().empty())
        canvas.text({body.x, replay.y + replay.h + 2 * u, body.w, 12 * u}, messages_.text(),
                    Typeface::Body, 4 * u, palette::ink);
}

bool KeptGamePanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back)
        stack_.back();
    else if (command.kind == Kind::History)
        stack_.open(Screen::History);
    else if (command.kind == Kind::Reveal && game_.revealed)
        stack_.open(Screen::Reveal);
    else
        return false;
    return true;
}

} // namespace shn
