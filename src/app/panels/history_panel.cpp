#include "app/panels/history_panel.h"

#include "app/app_context.h"
#include "app/panels/correction_panel.h"
#include "session/round_history.h"

#include <algorithm>

namespace shn {

namespace {
const char* power_key(EventType type) {
    switch (type) {
    case EventType::Investigate: return "phase.investigate";
    case EventType::SpecialElection: return "phase.special_election";
    case EventType::Execute: return "phase.execution";
    case EventType::Peek: return "phase.peek";
    default: return "";
    }
}
} // namespace

void HistoryPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.history.title");
    const GameLog* log = app_.shown_log(); // the table's game, or a kept one
    if (!log) return;
    const PlayerRoster& roster = log->roster();
    const int players = log->history().setup().players;
    const auto rounds = round_history(log->history());

    const int per_page = std::max(1, body.h / (12 * u));
    skipped_ = std::clamp(skipped_, 0, std::max(0, int(rounds.size()) - per_page));
    const Rect list{body.x, body.y, body.w - 14 * u, body.h};
    for (int row = 0; row < per_page; ++row) {
        const int index = int(rounds.size()) - 1 - skipped_ - row;
        if (index < 0) break;
        const RoundRecord& round = rounds[std::size_t(index)];
        const Rect line = list.row(row, per_page, u / 2);
        canvas.fill(line, row % 2 ? palette::parchment : palette::parchment_dark);
        // A tap on a round of the table's own game: fix one of its moves
        // (not a kept game's, not on a phone).
        if (!app_.showing_kept_game() && !app_.viewer())
            target(
                line,
                [this, first = round.first_event, end = round.end_event] {
                    app_.set_message({});
                    app_.open(std::make_unique<CorrectionPanel>(app_, first, end));
                },
                "round " + std::to_string(round.number));
        const Rect who = line.column(0, 3, u);
        canvas.text(who,
                    app_.catalogue().format("ui.history.round",
                                            {{"number", std::to_string(round.number)}}) +
                        "  " + roster.name_of(round.president) + " – " +
                        roster.name_of(round.chancellor),
                    Typeface::BodyBold, line.h * 4 / 10, palette::ink, Align::Left);
        // Each living player's vote, in seating order.
        const Rect votes = line.column(1, 3, u).inset(u);
        int column = 0;
        for (const Seat seat : SeatSet::first(players)) {
            const Rect square = votes.column(column++, players, u / 2);
            const Colour colour = !round.voters.contains(seat) ? palette::dimmed
                                  : round.ja.contains(seat)    ? palette::liberal
                                                               : palette::ink;
            canvas.fill({square.x, square.y + square.h / 4, square.w, square.h / 2}, colour);
        }
        std::string outcome = text(round.elected ? "ui.history.elected" : "ui.history.rejected");
        if (round.vetoed) outcome += " · " + text("ui.table.veto");
        if (round.policy) {
            if (round.by_chaos) outcome += " · " + text("ui.history.chaos");
            outcome += " · " + text(*round.policy == Policy::Liberal ? "ui.table.liberal"
                                                                     : "ui.table.fascist");
        }
        if (round.power) {
            outcome += " · " + text(power_key(*round.power));
            if (round.target) outcome += ": " + roster.name_of(*round.target);
        }
        canvas.text(line.column(2, 3, u), outcome, Typeface::Narrow, line.h * 35 / 100,
                    palette::ink, Align::Left);
    }
    const Rect paging{body.x + body.w - 12 * u, body.y, 12 * u, body.h};
    pager(canvas, paging, skipped_, per_page, int(rounds.size()), "ui.history.newer",
          "ui.history.older");
}

} // namespace shn
