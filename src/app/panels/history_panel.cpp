#include "app/panels/history_panel.h"

#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/panels/correction_panel.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "app/table_controller.h"
#include "core/presidential_power.h"
#include "session/round_history.h"

#include <algorithm>

namespace shn {

namespace {
std::string power_key(EventType type) {
    const PresidentialPower power = power_used_by(type);
    return power == PresidentialPower::None ? "" : "phase." + std::string(power_id(power));
}
} // namespace

void HistoryPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.history.title");
    const GameLog* log = shown_.log(); // the table's game, or a kept one
    if (!log) return;
    const PlayerRoster& roster = seat_names_.shown(log->roster());
    const auto rounds = round_history(log->history());

    // The text is set a little above the up-close floor (Canvas, 14 px at
    // 800x480, scaled by the shorter side) so that a long row can shrink to
    // it rather than overflow; a row holds `lines` lines of that text.
    const int floor = std::max(12, std::min(canvas.width(), canvas.height()) * 14 / 480);
    const int size = floor * 8 / 7;
    const int line = size * 4 / 3; // the typefaces' line skip, with a margin
    const bool upright = canvas.height() > canvas.width();
    // Upright: one line for the government (12-character names fit one at
    // a phone's width), up to three for the outcome and the vote.
    const int lines = upright ? 4 : 3;
    const int pager_span = 2 * canvas.finger() + u;
    const Rect list = upright ? Rect{body.x, body.y, body.w, body.h - pager_span - u}
                              : Rect{body.x, body.y, body.w - 18 * u - u, body.h};
    const Rect paging = upright ? Rect{body.x, list.y + list.h + u, body.w, pager_span}
                                : Rect{list.x + list.w + u, body.y, 18 * u, body.h};
    const int row_height = std::max(canvas.finger(), lines * line + (upright ? line / 2 : 0) + u);
    const int per_page = std::max(1, (list.h + u / 2) / (row_height + u / 2));
    const Pages pages{int(rounds.size()), per_page};
    page_ = pages.clamp(page_);

    for (int row = 0; row < per_page; ++row) {
        const int index = int(rounds.size()) - 1 - pages.first(page_) - row; // newest first
        if (index < 0) break;
        const RoundRecord& round = rounds[std::size_t(index)];
        const Rect box{list.x, list.y + row * (row_height + u / 2), list.w, row_height};
        canvas.fill(box, row % 2 ? palette::parchment : palette::parchment_dark);
        // A tap on a round of the table's own game: fix one of its moves
        // (not a kept game's, not on a phone).
        if (!shown_.kept() && !table_.read_only())
            target(
                box,
                [this, first = round.first_event, end = round.end_event] {
                    messages_.clear();
                    stack_.open(std::make_unique<CorrectionPanel>(
                        stack_, catalogue_, table_, messages_, shown_, seat_names_, first, end));
                },
                // Labelled as the row begins ("Runde 3"), in the table's words.
                catalogue_.format("ui.history.round", {{"number", std::to_string(round.number)}}));

        const std::string government =
            catalogue_.format("ui.history.round", {{"number", std::to_string(round.number)}}) +
            " · " + roster.name_of(round.president) + " – " + roster.name_of(round.chancellor);
        std::string outcome; // nothing while the vote is still to come
        if (round.voted())
            outcome = text(round.hitler_elected ? "win_reason.hitler_elected"
                           : round.elected      ? "ui.history.elected"
                                                : "ui.history.rejected");
        if (round.vetoed) outcome += " · " + text("ui.table.veto");
        if (round.veto_refused) outcome += " · " + text("ui.history.veto_refused");
        if (round.policy) {
            if (round.by_chaos) outcome += " · " + text("ui.history.chaos");
            outcome += " · " + text(*round.policy == Policy::Liberal ? "ui.table.liberal"
                                                                     : "ui.table.fascist");
        }
        if (round.power) {
            outcome += " · " + (round.target
                                    ? catalogue_.format("ui.labelled",
                                                        {{"label", text(power_key(*round.power))},
                                                         {"value", roster.name_of(*round.target)}})
                                    : text(power_key(*round.power)));
        }
        if (round.reshuffled) outcome += " · " + text("ui.history.reshuffled"); // R23
        // The last round of a finished game says how it ended (issue 43: an
        // execution that ended it read as any other): Hitler executed by
        // name, or the reason, then who won.
        const GameState& state = log->history().state();
        if (state.game_over() && index + 1 == int(rounds.size())) {
            if (state.win_reason() == WinReason::HitlerExecuted && round.target)
                outcome += " · " + catalogue_.format("ui.history.was_hitler",
                                                     {{"name", roster.name_of(*round.target)}});
            else if (!round.hitler_elected)
                outcome +=
                    " · " + text("win_reason." + std::string(win_reason_id(state.win_reason())));
            outcome += " · " + text("winner." + std::string(winner_id(state.winner())));
        }
        const std::string votes = vote_words(round, catalogue_, roster);

        const Rect inner{box.x + u, box.y + u / 2, box.w - 2 * u, box.h - u};
        if (upright) {
            const Rect top = inner.top(line * 3 / 2);
            canvas.text(top, government, Typeface::BodyBold, size, palette::ink, Align::Left);
            canvas.text(inner.below(top.h), outcome + "\n" + votes, Typeface::Narrow, size,
                        palette::ink, Align::Left);
        } else {
            const Rect left{inner.x, inner.y, inner.w * 38 / 100, inner.h};
            canvas.text(left, government, Typeface::BodyBold, size, palette::ink, Align::Left);
            canvas.text({left.x + left.w + u, inner.y, inner.w - left.w - u, inner.h},
                        outcome + "\n" + votes, Typeface::Narrow, size, palette::ink, Align::Left);
        }
    }
    rounds_pager(canvas, paging, page_, 1, pages.pages(), true);
}

} // namespace shn
