#include "app/panels/replay_panel.h"

#include "app/board_drawing.h"
#include "app/claim_words.h"
#include "app/command.h"
#include "app/panel_stack.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "app/table_words.h"
#include "session/round_history.h"
#include "session/settings.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace shn {

namespace {

/// The round the move before `step` belongs to (-1: before the first).
int round_at(const std::vector<RoundRecord>& rounds, std::size_t step) {
    int shown = -1;
    for (std::size_t index = 0; index < rounds.size(); ++index)
        if (step > rounds[index].first_event) shown = int(index);
    return shown;
}

} // namespace

std::size_t ReplayPanel::last_step() const {
    const GameLog* log = shown_.log();
    return log ? log->history().events().size() : 0;
}

void ReplayPanel::go_to(std::size_t step) {
    shown_.set_replay_step(std::min(step, last_step()));
}

void ReplayPanel::go_to_round(int index) {
    const GameLog* log = shown_.log();
    if (!log) return;
    const auto rounds = round_history(log->history());
    if (index < 0 || index >= int(rounds.size())) return;
    go_to(rounds[std::size_t(index)].first_event + 1);
}

void ReplayPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.replay.title");
    const GameLog* log = shown_.log();
    if (!log) return;
    const GameHistory& history = log->history();
    const std::size_t last = history.events().size();
    const std::size_t step = std::min(shown_.replay_step(), last);
    const GameState state = history.state_after(step);
    const PlayerRoster& roster = seat_names_.shown(log->roster());
    // The roles: at the last step, where the reveal was entered; before it,
    // only when the table asks.
    const std::optional<Roles> revealed = history.state().revealed_roles();
    const bool at_end = step == last;
    const std::optional<Roles> roles =
        revealed && (at_end || roles_asked_) ? revealed : std::nullopt;

    // The move in words: what the table screen's message line said of it,
    // a claim as it was entered.
    // The game before this step's move (the board itself at a vote's step).
    const GameState before = step > 0 ? history.state_after(step - 1) : state;
    std::string move = text("ui.replay.start");
    if (step > 0) {
        const Event& event = history.events()[step - 1];
        move = event.type == EventType::Claim
                   ? ClaimWords(catalogue_, roster).claim(event)
                   : TableWords(catalogue_, roster).did(before, event, state);
    }
    const auto rounds = round_history(history);
    const int round = round_at(rounds, step);
    std::string where = catalogue_.format(
        "ui.replay.step", {{"step", std::to_string(step)}, {"count", std::to_string(last)}});
    if (round >= 0)
        where = catalogue_.format("ui.history.round",
                                  {{"number", std::to_string(rounds[std::size_t(round)].number)}}) +
                " · " + where;

    // The board and the seats as the table screen lays them out.
    Rect column;
    const BoardDrawing drawing(catalogue_);
    // A vote's step shows the vote as the table entered it: the election
    // with each seat's Ja or Nein (the French table's find: "6 Ja, 3 Nein"
    // said, nobody's shown); the move's words say what it made.
    const bool vote = step > 0 && history.events()[step - 1].type == EventType::Vote;
    const GameState& shown_state = vote ? before : state;
    const SeatSet nein =
        vote ? shown_state.alive().without(history.events()[step - 1].ja) : SeatSet{};
    const BoardDrawing::Seats seats{roster, nein, std::nullopt, vote, false, roles};
    // As the table screen lays them out (BoardDrawing::layout), the column
    // kept room for its buttons (the roles' or the chart's row where
    // offered, the rounds', the steps') and the move's words in two lines
    // under the step's.
    const bool offers_options = (revealed && !at_end) || settings_.analysis;
    const int words_line = canvas.line_height(Typeface::Body, canvas.minimum_text());
    const int column_need =
        std::max(6 * u, canvas.line_height(Typeface::BodyBold, canvas.minimum_text())) + u +
        2 * words_line + (offers_options ? 3 : 2) * (canvas.finger() + u);
    const BoardDrawing::Layout layout =
        BoardDrawing::layout(canvas, body, roster, false, column_need);
    drawing.board(canvas, layout.board, state);
    drawing.seats(canvas, layout.seats, shown_state, seats);
    drawing.legend(canvas, layout.legend, shown_state);
    column = layout.column;

    // The column, from its foot: Previous and Next, the rounds, the roles
    // and the chart where offered; the words in the room above.
    const int finger = canvas.finger();
    const auto pair = [&](Rect row, std::pair<std::string, std::function<void()>> first,
                          bool first_on, std::pair<std::string, std::function<void()>> second,
                          bool second_on) {
        const Rect left = row.column(0, 2, u), right = row.column(1, 2, u);
        const int size = row_text_size(canvas, {{left, first.first}, {right, second.first}});
        button(canvas, left, first.first, std::move(first.second), palette::ink, first_on, size);
        button(canvas, right, second.first, std::move(second.second), palette::ink, second_on,
               size);
    };
    const Rect steps{column.x, column.y + column.h - finger, column.w, finger};
    const Rect round_row{column.x, steps.y - u - finger, column.w, finger};
    std::vector<std::pair<std::string, std::function<void()>>> options;
    if (revealed && !at_end)
        options.push_back({text(roles_asked_ ? "ui.replay.hide_roles" : "ui.replay.show_roles"),
                           [this] { roles_asked_ = !roles_asked_; }});
    if (settings_.analysis)
        options.push_back({text("ui.chart.open"), [this] { stack_.open(Screen::OddsChart); }});
    const Rect option_row{column.x, round_row.y - u - finger, column.w, finger};
    if (!options.empty()) {
        std::vector<std::pair<Rect, std::string>> sized;
        for (std::size_t index = 0; index < options.size(); ++index)
            sized.push_back(
                {option_row.column(int(index), int(options.size()), u), options[index].first});
        const int size = row_text_size(canvas, sized);
        for (std::size_t index = 0; index < options.size(); ++index)
            button(canvas, sized[index].first, options[index].first,
                   std::move(options[index].second), palette::ink, true, size);
    }
    const int words_foot = options.empty() ? round_row.y : option_row.y;
    const int line = canvas.line_height(Typeface::BodyBold, canvas.minimum_text());
    const Rect where_box = column.top(std::max(6 * u, line));
    canvas.text(where_box, where, Typeface::BodyBold, 5 * u, palette::ink, Align::Left);
    const Rect move_box{column.x, where_box.y + where_box.h + u, column.w,
                        words_foot - u - (where_box.y + where_box.h + u)};
    canvas.text(move_box, move, Typeface::Body, 5 * u, palette::ink, Align::Left);
    pair(round_row, {text("ui.replay.round_before"), [this, round] { go_to_round(round - 1); }},
         round > 0, {text("ui.replay.round_after"), [this, round] { go_to_round(round + 1); }},
         round + 1 < int(rounds.size()));
    pair(steps, {text("ui.replay.previous"), [this, step] { go_to(step - 1); }}, step > 0,
         {text("ui.replay.next"), [this, step] { go_to(step + 1); }}, step < last);
}

bool ReplayPanel::command(const Command& command) {
    using Kind = Command::Kind;
    const std::size_t step = std::min(shown_.replay_step(), last_step());
    switch (command.kind) {
    case Kind::Back: stack_.back(); return true;
    case Kind::Previous:
    case Kind::PagePrevious:
        if (step > 0) go_to(step - 1);
        return true;
    case Kind::Next:
    case Kind::PageNext:
    case Kind::Continue: go_to(step + 1); return true;
    default: return false;
    }
}

} // namespace shn
