#include "app/panels/correction_panel.h"

#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "app/table_controller.h"
#include "core/phase.h"
#include "core/presidential_power.h"
#include "session/round_history.h"

#include <algorithm>

namespace shn {

namespace {
std::string move_key(EventType type) {
    switch (type) {
    case EventType::Nominate: return "ui.correct.move.nominate";
    case EventType::Vote: return "ui.correct.move.vote";
    case EventType::HitlerCheck: return "ui.correct.move.hitler_check";
    case EventType::Enact: return "ui.correct.move.enact";
    case EventType::VetoResponse: return "ui.correct.move.veto_response";
    case EventType::Investigate:
    case EventType::SpecialElection:
    case EventType::Execute: return "phase." + std::string(power_id(power_used_by(type)));
    case EventType::FirstPresident:
    case EventType::VetoRequest:
    case EventType::Peek:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: break;
    }
    return "ui.correct.move.other";
}
} // namespace

std::string CorrectionPanel::describe(const Event& event, std::size_t index) const {
    const GameLog& log = table_.game()->log();
    const PlayerRoster& roster = seat_names_.shown(log.roster());
    std::string what;
    switch (event.type) {
    case EventType::Nominate:
    case EventType::Investigate:
    case EventType::SpecialElection: what = roster.name_of(event.seat); break;
    case EventType::Execute:
        what = roster.name_of(event.seat) + " · " +
               text(event.yes ? "ui.correct.was_hitler" : "ui.correct.was_not_hitler");
        break;
    case EventType::Vote: {
        const int voters = log.history().state_after(index).alive().size();
        what = catalogue_.format("ui.table.vote_result",
                                 {{"ja", std::to_string(event.ja.size())},
                                  {"nein", std::to_string(voters - event.ja.size())}});
        break;
    }
    case EventType::Enact:
        what = text(event.policy == Policy::Liberal ? "ui.table.liberal" : "ui.table.fascist");
        break;
    case EventType::HitlerCheck:
    case EventType::VetoResponse: what = text(event.yes ? "ui.table.yes" : "ui.table.no"); break;
    case EventType::FirstPresident:
    case EventType::VetoRequest:
    case EventType::Peek:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: break;
    }
    // "Is the Chancellor Hitler? No", never "…Hitler?: No".
    const std::string move = text(move_key(event.type));
    if (!move.empty() && move.back() == '?') return move + " " + what;
    return catalogue_.format("ui.labelled", {{"label", move}, {"value", what}});
}

void CorrectionPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.correct.title");
    TableSession* game = table_.game();
    if (!game || shown_.kept()) return;
    end_ = std::min(end_, game->log().history().events().size());
    const Rect message{body.x, body.y + body.h - 12 * u, body.w, 12 * u};
    if (!messages_.text().empty())
        canvas.text(message, messages_.text(), Typeface::Body, 4 * u, palette::fascist_text);
    const Rect area{body.x, body.y, body.w, body.h - 13 * u};
    if (chosen_)
        draw_editor(canvas, area);
    else
        draw_moves(canvas, area);
}

void CorrectionPanel::draw_moves(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const auto& events = table_.game()->log().history().events();
    canvas.text(body.top(7 * u), text("ui.correct.choose"), Typeface::Body, 4 * u, palette::ink,
                Align::Left);
    std::vector<std::size_t> moves;
    for (std::size_t index = first_; index < end_; ++index)
        if (is_correctable(events[index].type)) moves.push_back(index);
    const Rect list = body.below(8 * u);
    const int rows = std::max<int>(4, int(moves.size()));
    for (std::size_t row = 0; row < moves.size(); ++row) {
        const std::size_t index = moves[row];
        button(canvas, list.row(int(row), rows, u), describe(events[index], index),
               [this, index] { choose(index); });
    }
}

void CorrectionPanel::choose(std::size_t index) {
    chosen_ = index;
    draft_ = table_.game()->log().history().events()[index];
    misfit_.reset();
    messages_.clear();
}

void CorrectionPanel::draw_editor(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const GameLog& log = table_.game()->log();
    const Event& original = log.history().events()[*chosen_];
    const GameState before = log.history().state_after(*chosen_);
    const int players = before.player_count();
    canvas.text(body.top(6 * u),
                catalogue_.format("ui.correct.was", {{"move", describe(original, *chosen_)}}),
                Typeface::BodyBold, 4 * u, palette::ink, Align::Left);
    canvas.text({body.x, body.y + 6 * u, body.w, 6 * u},
                catalogue_.format("ui.correct.becomes", {{"move", describe(draft_, *chosen_)}}),
                Typeface::BodyBold, 4 * u, palette::liberal, Align::Left);
    const Rect footer{body.x, body.y + body.h - canvas.finger(), body.w, canvas.finger()};
    Rect choices{body.x, body.y + 13 * u, body.w, footer.y - body.y - 14 * u};
    // A fix that breaks a later move: the round, the reason and the question
    // over the lower half of the choices, as large as the half holds, where
    // the table decides whether to throw rounds away (issue 32, item 11: on
    // the message line it was 14 px at 800x480).
    if (misfit_) {
        const Rect question = choices.below(choices.h / 2);
        choices.h -= question.h + u;
        canvas.text(question, misfit_words_, Typeface::BodyBold, 6 * u, palette::fascist_text,
                    Align::Left);
    }
    switch (draft_.type) {
    case EventType::Nominate:
    case EventType::Investigate:
    case EventType::SpecialElection:
    case EventType::Execute:
    case EventType::Vote: {
        const bool vote = draft_.type == EventType::Vote;
        const bool execute = draft_.type == EventType::Execute;
        const Rect seats =
            execute ? Rect{choices.x, choices.y, choices.w * 70 / 100, choices.h} : choices;
        // Two a row on a screen held upright (five columns of a phone's
        // width left names and votes in 10 px), else the table's rows.
        const SeatGrid grid{players, canvas.height() > canvas.width() ? 2 : 0};
        // The seats' names in one size.
        const auto label_of = [&](Seat seat) {
            std::string label = seat_names_.shown(log.roster()).name_of(seat);
            if (vote)
                label += " · " + text(draft_.ja.contains(seat) ? "ui.table.ja" : "ui.table.nein");
            return label;
        };
        std::vector<std::pair<Rect, std::string>> labels;
        for (Seat seat = 0; seat < players; ++seat)
            if (before.alive().contains(seat))
                labels.emplace_back(grid.cell(seats, seat, u), label_of(seat));
        const int size = row_text_size(canvas, labels);
        for (Seat seat = 0; seat < players; ++seat) {
            if (!before.alive().contains(seat)) continue;
            const bool marked = vote ? draft_.ja.contains(seat) : draft_.seat == seat;
            const std::string label = label_of(seat);
            // A seat the rules refuse for this move is dimmed, as on the
            // table (issue 55: the President was offered as her own
            // execution's target, refused only after Correct).
            Event candidate = draft_;
            candidate.seat = seat;
            if (execute) candidate.yes = false; // the target alone; the answer is its own button
            const bool allowed = vote || marked || before.check(candidate) == Refusal::None;
            button(
                canvas, grid.cell(seats, seat, u), label,
                [this, seat, vote] {
                    if (!vote) {
                        draft_.seat = seat;
                    } else if (draft_.ja.contains(seat)) {
                        draft_.ja.erase(seat);
                    } else {
                        draft_.ja.insert(seat);
                    }
                    misfit_.reset();
                },
                marked ? palette::liberal : palette::ink, allowed, size);
            if (marked && !vote) mark_chosen(); // the seat chosen; a vote's seats flip
        }
        if (execute)
            button(
                canvas, {seats.x + seats.w + u, choices.y, choices.w - seats.w - u, choices.h / 2},
                text(draft_.yes ? "ui.correct.was_hitler" : "ui.correct.was_not_hitler"),
                [this] {
                    draft_.yes = !draft_.yes;
                    misfit_.reset();
                },
                draft_.yes ? palette::fascist : palette::ink);
        break;
    }
    case EventType::Enact:
    case EventType::HitlerCheck:
    case EventType::VetoResponse: {
        // The two answers side by side, in one size.
        Event options[2] = {draft_, draft_};
        std::vector<std::pair<Rect, std::string>> labels;
        for (int option = 0; option < 2; ++option) {
            Event& other = options[option];
            if (draft_.type == EventType::Enact)
                other.policy = option == 0 ? Policy::Liberal : Policy::Fascist;
            else
                other.yes = option == 1;
            labels.emplace_back(choices.top(canvas.finger() * 2).column(option, 2, 2 * u),
                                describe(other, *chosen_));
        }
        const int size = row_text_size(canvas, labels);
        for (int option = 0; option < 2; ++option) {
            const Event other = options[option];
            button(
                canvas, labels[std::size_t(option)].first, labels[std::size_t(option)].second,
                [this, other] {
                    draft_ = other;
                    misfit_.reset();
                },
                other == draft_ ? palette::liberal : palette::ink, true, size);
            if (other == draft_) mark_chosen();
        }
        break;
    }
    case EventType::FirstPresident:
    case EventType::VetoRequest:
    case EventType::Peek:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: break;
    }
    const int footer_size =
        row_text_size(canvas, {{footer.column(0, 2, 2 * u), text("ui.correct.cancel")},
                               {footer.column(1, 2, 2 * u),
                                text(misfit_ ? "ui.correct.keep_up_to" : "ui.correct.apply")}});
    button(
        canvas, footer.column(0, 2, 2 * u), text("ui.correct.cancel"),
        [this] {
            chosen_.reset();
            misfit_.reset();
            messages_.clear();
        },
        palette::ink, true, footer_size);
    if (misfit_)
        button(
            canvas, footer.column(1, 2, 2 * u), text("ui.correct.keep_up_to"),
            [this] { submit(true); }, palette::fascist, true, footer_size);
    else
        button(
            canvas, footer.column(1, 2, 2 * u), text("ui.correct.apply"), [this] { submit(false); },
            palette::fascist, !(draft_ == original), footer_size);
}

void CorrectionPanel::submit(bool keep_up_to_misfit) {
    const auto& events = table_.game()->log().history().events();
    const TableCorrection asked = table_.correct(*chosen_, draft_, keep_up_to_misfit);
    const Correction& fixed = asked.correction;
    if (asked.applied) {
        stack_.back(); // to the history, which shows the corrected game
        return;
    }
    // Taken by the rules, refused by the disk: the message line says why
    // (TableMessages::correction_failed), and the fix stays on screen to
    // be tried again (issue 42: the crawler's full disk found it cleared).
    if (fixed.accepted() && (!fixed.first_misfit || keep_up_to_misfit)) return;
    // The reason in the table's words: the move that no longer fits, and
    // what the game, fixed, asks for there (issue 32: never blank gaps).
    const std::size_t at = fixed.first_misfit.value_or(*chosen_);
    const std::string move = describe(fixed.first_misfit ? events[at] : draft_, at);
    const std::string expected =
        text("phase." + std::string(phase_id(fixed.history.state().phase())));
    const std::string reason =
        catalogue_.format(refusal_key(fixed.refusal), {{"detail", move}, {"phase", expected}});
    if (fixed.first_misfit) {
        misfit_ = fixed.first_misfit;
        int round = 0;
        for (const RoundRecord& record : round_history(table_.game()->log().history()))
            if (record.first_event <= at && at < record.end_event) round = record.number;
        misfit_words_ = catalogue_.format("ui.correct.misfit",
                                          {{"round", std::to_string(round)}, {"reason", reason}});
        messages_.clear(); // said once, in the body
    } else if (messages_.text().empty()) {
        messages_.set(reason);
    }
}

bool CorrectionPanel::command(const Command& command) {
    if (command.kind != Command::Kind::Back) return false;
    stack_.back();
    return true;
}

} // namespace shn
