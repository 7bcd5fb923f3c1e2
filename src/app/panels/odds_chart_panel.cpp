#include "app/panels/odds_chart_panel.h"

#include "app/claim_words.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "core/odds_series.h"
#include "session/event_json.h"
#include "session/round_history.h"

#include <algorithm>
#include <cmath>

namespace shn {

void OddsChartPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.chart.title");
    const GameLog* log = shown_.log();
    if (!log) return;
    const GameHistory& history = log->history();
    if (series_.empty() || charted_events_ != history.events()) { // the game changed
        series_ = odds_series(history.setup(), history.events());
        charted_events_ = history.events();
        round_starts_.clear();
        for (const RoundRecord& round : round_history(history))
            round_starts_.emplace_back(round.first_event, round.number);
    }
    const PlayerRoster& roster = seat_names_.shown(log->roster());
    const ClaimWords words(catalogue_, roster);
    const std::optional<Roles> roles = history.state().revealed_roles();
    // What the rows mean, in a line or two at the smallest text.
    // The figures on the right are of the moment the reveal names (issue
    // 55): before the move that ended the game; marked on every strip.
    const std::size_t moment = odds_moment(history.setup(), history.events());
    const bool before_end = history.state().game_over() && moment < series_.size();
    const int line = canvas.line_height(Typeface::Narrow, canvas.minimum_text());
    const Rect legend = body.top((before_end ? 3 : 2) * line);
    std::string legend_words = text(roles ? "ui.chart.legend_revealed" : "ui.chart.legend");
    if (before_end) legend_words += ' ' + text("ui.chart.before_end");
    canvas.text(legend, legend_words, Typeface::Narrow, 3 * u, palette::ink, Align::Left);
    const auto figures_at = [&](std::size_t seat) {
        if (moment == 0 || series_.empty()) return PlayerOdds{};
        return series_[std::min(moment, series_.size()) - 1].players[seat];
    };
    // Under the last row, clear of the screen's edge, the rounds' numbers:
    // which move moved a strip (issue 55, item 24).
    const int scale_h = line + u;
    const Rect rows{body.x, body.y + legend.h + u, body.w, body.h - legend.h - u - scale_h - u};
    const int players = roster.size();
    // A row: the name (a quarter), the strip, the last odds and the truth
    // (a fifth, two lines: "Hitler 62%" over "Liberal").
    const int name_w = rows.w / 4, end_w = rows.w / 5;
    int name_px = 0, end_px = 0;
    std::vector<std::string> ends(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        const Rect row = rows.row(seat, players, u / 2);
        const auto at = std::size_t(seat);
        const PlayerOdds last = figures_at(at);
        ends[at] = catalogue_.format("ui.chart.last", {{"percent", words.percent(last.hitler)}});
        if (roles)
            ends[at] += " · " + text("ui.reveal.role." +
                                     std::string(role_id(roles->of(static_cast<Seat>(seat)))));
        const int asked = std::min(row.h * 7 / 10, 5 * u);
        const int name_fits =
            canvas.text_size({row.x, row.y, name_w - u, row.h},
                             roster.name_of(static_cast<Seat>(seat)), Typeface::Narrow, asked);
        const int end_fits = canvas.text_size({row.x, row.y, end_w, row.h}, ends[at],
                                              Typeface::Narrow, asked * 6 / 10);
        name_px = seat == 0 ? name_fits : std::min(name_px, name_fits);
        end_px = seat == 0 ? end_fits : std::min(end_px, end_fits);
    }
    const int points = int(series_.size());
    for (int seat = 0; seat < players; ++seat) {
        const auto at = std::size_t(seat);
        const Rect row = rows.row(seat, players, u / 2);
        canvas.fill(row, seat % 2 ? palette::parchment : palette::parchment_dark);
        canvas.text_at({row.x + u / 2, row.y, name_w - u, row.h},
                       roster.name_of(static_cast<Seat>(seat)), Typeface::Narrow, name_px,
                       palette::ink, Align::Left);
        const Rect strip{row.x + name_w, row.y + u / 2, row.w - name_w - end_w - u, row.h - u};
        canvas.fill(strip, palette::white);
        for (int point = 0; point < points; ++point) {
            const PlayerOdds& odds = series_[std::size_t(point)].players[at];
            const int x = strip.x + strip.w * point / points;
            const int w = std::max(1, strip.x + strip.w * (point + 1) / points - x);
            const auto column = [&](double chance, Colour colour) {
                const int h = int(std::lround(strip.h * std::clamp(chance, 0.0, 1.0)));
                canvas.fill({x, strip.y + strip.h - h, w, h}, colour);
            };
            column(odds.fascist_team, palette::odds_team);
            column(odds.hitler, palette::odds_hitler);
        }
        // The moment of the figures: a line after its column.
        if (before_end && points > 0) {
            const int x = strip.x + strip.w * int(moment) / points;
            canvas.fill({x, strip.y, std::max(1, u / 3), strip.h}, palette::ink);
        }
        // The truth at the end: a frame around the strip of the real Hitler.
        const bool hitler = roles && roles->hitler == seat;
        if (hitler) canvas.frame(strip, palette::ink, std::max(2, u / 2));
        canvas.text_at({strip.x + strip.w + u, row.y, end_w, row.h}, ends[at], Typeface::Narrow,
                       end_px, hitler ? palette::fascist_text : palette::ink, Align::Left);
        // A tick where each round begins, its first move's column.
        for (const auto& [first, number] : round_starts_)
            if (points > 0 && first > 0 && int(first) < points)
                canvas.fill({strip.x + strip.w * int(first) / points, strip.y, 1, strip.h / 4},
                            palette::dimmed_text);
    }
    // The rounds' numbers under the strips, each at its round's first
    // column, those that would touch the one before left out; "Round" in
    // the names' column.
    if (points == 0) return;
    const int strip_x = rows.x + name_w, strip_w = rows.w - name_w - end_w - u;
    const Rect scale{rows.x, rows.y + rows.h + u / 2, rows.w, scale_h};
    const int scale_px = canvas.minimum_text();
    canvas.text({scale.x + u / 2, scale.y, name_w - u, scale.h}, text("ui.chart.rounds"),
                Typeface::Narrow, scale_px, palette::ink, Align::Left);
    int free_x = strip_x;
    for (const auto& [first, number] : round_starts_) {
        if (int(first) >= points) continue;
        const std::string digits = std::to_string(number);
        const int x = strip_x + strip_w * int(first) / points;
        const int w = canvas.text_width(digits, Typeface::Narrow, scale_px) + u;
        if (x < free_x || x + w > strip_x + strip_w + end_w) continue;
        canvas.text_at({x, scale.y, w, scale.h}, digits, Typeface::Narrow, scale_px, palette::ink,
                       Align::Left);
        free_x = x + w + u;
    }
}

} // namespace shn
