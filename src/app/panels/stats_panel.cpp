#include "app/panels/stats_panel.h"

#include "app/panel_stack.h"

#include <algorithm>
#include <cmath>

namespace shn {

namespace {

std::string percent(const Catalogue& catalogue, double share) {
    return catalogue.format("ui.analysis.percent",
                            {{"value", std::to_string(int(std::lround(share * 100)))}});
}

} // namespace

std::string StatsPanel::share_words(const WinShare& share) const {
    if (!share.enough())
        return catalogue_.format("ui.stats.too_few",
                                 {{"count", std::to_string(WinShare::kFewGames)}});
    const auto [low, high] = share.interval();
    return catalogue_.format("ui.stats.rate", {{"percent", percent(catalogue_, share.rate())},
                                               {"low", percent(catalogue_, low)},
                                               {"high", percent(catalogue_, high)}});
}

std::vector<StatsPanel::Row> StatsPanel::rows() const {
    std::vector<Row> rows;
    const auto count = [](int value) { return std::to_string(value); };
    rows.push_back(
        {catalogue_.format(stats_.damaged ? "ui.stats.summary_damaged" : "ui.stats.summary",
                           {{"games", count(stats_.games)},
                            {"finished", count(stats_.finished)},
                            {"damaged", count(stats_.damaged)}}),
         stats_.finished == 0 ? text("ui.stats.none") : text("ui.stats.how_sure"),
         {}});
    for (const auto& [players, tally] : stats_.by_players) {
        Row row{
            catalogue_.format("ui.stats.count", {{"players", count(players)},
                                                 {"games", count(tally.games)},
                                                 {"liberal", count(tally.liberal_wins)},
                                                 {"fascist", count(tally.fascist_wins)}}),
            catalogue_.format("ui.stats.this_table", {{"share", share_words(tally.fascists())}}),
            {},
            players};
        if (const std::optional<WinShare> real = reference_fascist_wins(players))
            row.second = catalogue_.format("ui.stats.reference", {{"share", share_words(*real)},
                                                                  {"games", count(real->games)}});
        else
            row.second = text("ui.stats.no_reference");
        rows.push_back(std::move(row));
    }
    if (stats_.finished > 0) {
        const auto end = [&](WinReason reason) {
            return catalogue_.format(
                "ui.stats.end", {{"end", text("win_reason." + std::string(win_reason_id(reason)))},
                                 {"count", count(stats_.ends[static_cast<int>(reason)])}});
        };
        rows.push_back({text("ui.stats.ends"),
                        end(WinReason::LiberalPolicies) + " · " + end(WinReason::HitlerExecuted),
                        end(WinReason::FascistPolicies) + " · " + end(WinReason::HitlerElected)});
    }
    // Whose games the players' figures come from (a new table counted
    // more games a player than these rows, and thought games were lost).
    if (stats_.revealed > 0)
        rows.push_back(
            {catalogue_.format("ui.stats.players_note", {{"games", count(stats_.revealed)}}),
             {},
             {}});
    for (const PlayerRecord& player : stats_.players) {
        const auto role = [&](Role role, std::string_view key) {
            const WinShare& share = player.as[static_cast<int>(role)];
            return catalogue_.format(key,
                                     {{"wins", count(share.wins)}, {"games", count(share.games)}});
        };
        rows.push_back({catalogue_.format("ui.stats.player", {{"name", player.name},
                                                              {"wins", count(player.all.wins)},
                                                              {"games", count(player.all.games)},
                                                              {"share", share_words(player.all)}}),
                        role(Role::Liberal, "ui.stats.as_liberal") + " · " +
                            role(Role::Fascist, "ui.stats.as_fascist") + " · " +
                            role(Role::Hitler, "ui.stats.as_hitler"),
                        {}});
    }
    return rows;
}

void StatsPanel::share_bar(Canvas& canvas, Rect box, const WinShare& share) const {
    if (share.games == 0) return;
    // Enough games: the fascists' share in red over the liberals' blue.
    // Too few: no share, only how wide the truth may lie (a bar from one
    // game won would read as "always").
    if (share.enough()) {
        canvas.fill(box, palette::liberal);
        canvas.fill({box.x, box.y, int(std::lround(box.w * share.rate())), box.h},
                    palette::fascist);
    } else {
        canvas.fill(box, palette::parchment_dark);
        canvas.frame(box, palette::dimmed, 1);
    }
    // The interval: a line across the middle, a tick at each end.
    const Colour colour = share.enough() ? palette::white : palette::ink;
    const auto [low, high] = share.interval();
    const int from = box.x + int(std::lround(box.w * low));
    const int to = box.x + int(std::lround(box.w * high));
    const int thick = std::max(2, box.h / 6);
    canvas.fill({from, box.y + box.h / 2 - thick / 2, std::max(thick, to - from), thick}, colour);
    canvas.fill({from, box.y + box.h / 4, thick, box.h / 2}, colour);
    canvas.fill({to - thick, box.y + box.h / 4, thick, box.h / 2}, colour);
}

void StatsPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.stats.title");
    const std::vector<Row> all = rows();
    const int count = int(all.size());
    // Upright, the rows take the width, their bars under their words; on
    // its side, the bars beside the words. The pager lies under the list,
    // side by side (as Settings: "Previous" is a long word in Russian).
    const bool upright = canvas.height() > canvas.width();
    const Rect list{body.x, body.y, body.w, body.h - canvas.finger() - u};
    // A row's bands in tenths of a line at the smallest text: the title,
    // then each of two lines of words (two lines' room upright, where the
    // words may wrap) and, upright, its bar.
    const int title_band = upright ? 24 : 13, words_band = upright ? 22 : 12,
              bar_band = upright ? 8 : 0;
    const int tenths = title_band + 2 * (words_band + bar_band);
    // (At a larger text size, fewer rows a page: the words grow with it.)
    const int line =
        canvas.line_height(Typeface::BodyBold, canvas.minimum_text() * canvas.text_scale() / 100);
    const int per_page = std::max(1, list.h / std::max(14 * u, line * tenths / 10 + 2 * u));
    skipped_ = page_start(skipped_, per_page, count);
    struct Shown {
        Rect box, title, words[2], bars[2];
    };
    std::vector<Shown> shown;
    int title_px = 0, line_px = 0;
    const auto smallest = [](int& size, int fits) {
        size = size == 0 ? fits : std::min(size, fits);
    };
    for (int index = 0; index < per_page && skipped_ + index < count; ++index) {
        const Row& row = all[std::size_t(skipped_ + index)];
        Shown place;
        place.box = list.row(index, per_page, u / 2);
        const Rect inner = place.box.inset(u / 2);
        const auto band = [&](int at, int size) {
            return Rect{inner.x, inner.y + inner.h * at / tenths, inner.w, inner.h * size / tenths};
        };
        place.title = band(0, title_band);
        for (int part = 0; part < 2; ++part) {
            const int at = title_band + part * (words_band + bar_band);
            place.words[part] = band(at, words_band);
            if (upright) {
                place.bars[part] = band(at + words_band, bar_band);
            } else { // beside its words: the words on the left three fifths
                Rect& words = place.words[part];
                const int left = words.w * 3 / 5;
                place.bars[part] = {words.x + left + u, words.y + words.h / 6, words.w - left - u,
                                    words.h * 2 / 3};
                words.w = left;
            }
            if (!row.players) { // no bars: the words take the row's width
                place.words[part].w = inner.w;
                if (upright) place.words[part].h += place.bars[part].h;
            }
        }
        const int asked = std::min(place.title.h * 100 / canvas.text_scale(), 5 * u);
        smallest(title_px, canvas.text_size(place.title, row.title, Typeface::BodyBold, asked));
        const std::string* words[2] = {&row.first, &row.second};
        for (int part = 0; part < 2; ++part)
            if (!words[part]->empty())
                smallest(line_px, canvas.text_size(place.words[part], *words[part],
                                                   Typeface::Narrow, asked * 4 / 5));
        shown.push_back(place);
    }
    for (std::size_t index = 0; index < shown.size(); ++index) {
        const Row& row = all[std::size_t(skipped_) + index];
        const Shown& place = shown[index];
        canvas.fill(place.box, index % 2 ? palette::parchment : palette::parchment_dark);
        canvas.text_at(place.title, row.title, Typeface::BodyBold, title_px, palette::ink,
                       Align::Left);
        canvas.text_at(place.words[0], row.first, Typeface::Narrow, line_px, palette::ink,
                       Align::Left);
        canvas.text_at(place.words[1], row.second, Typeface::Narrow, line_px, palette::ink,
                       Align::Left);
        if (!row.players) continue;
        // Two bars a count: this table's, then the real games' (none: no bar).
        share_bar(canvas, place.bars[0], stats_.by_players.at(row.players).fascists());
        if (const std::optional<WinShare> real = reference_fascist_wins(row.players))
            share_bar(canvas, place.bars[1], *real);
    }
    pager(canvas, {body.x, list.y + list.h + u, body.w, canvas.finger()}, skipped_, per_page, count,
          "ui.rules.previous", "ui.rules.next", true, true);
}

bool StatsPanel::command(const Command& command) {
    if (command.kind == Command::Kind::Back) {
        stack_.back();
        return true;
    }
    return false;
}

} // namespace shn
