#include "app/panels/reveal_panel.h"

#include "app/app_context.h"
#include "app/claim_words.h"
#include "app/screens.h"

#include <algorithm>

namespace shn {

namespace {

const char* role_key(Role role) {
    switch (role) {
    case Role::Liberal: return "ui.reveal.role.liberal";
    case Role::Fascist: return "ui.reveal.role.fascist";
    case Role::Hitler: return "ui.reveal.role.hitler";
    }
    return "ui.reveal.role.liberal";
}

const char* role_letter_key(Role role) {
    switch (role) {
    case Role::Liberal: return "ui.reveal.letter.liberal";
    case Role::Fascist: return "ui.reveal.letter.fascist";
    case Role::Hitler: return "ui.reveal.letter.hitler";
    }
    return "ui.reveal.letter.liberal";
}

Colour role_colour(Role role) {
    switch (role) {
    case Role::Liberal: return palette::liberal;
    case Role::Fascist: return palette::fascist;
    case Role::Hitler: return palette::ink;
    }
    return palette::liberal;
}

} // namespace

void RevealPanel::draw(Canvas& canvas) {
    const GameLog* log = app_.shown_log();
    const Rect body =
        titled_page(canvas, log && log->history().state().revealed_roles() ? "ui.game_over.revealed"
                                                                           : "ui.reveal.title");
    if (!log) return;
    const GameState& state = log->history().state();
    if (!state.game_over() || (app_.viewer() && !state.revealed_roles())) {
        app_.back(); // the end was undone meanwhile, or the reveal (a phone never chooses)
        return;
    }
    if (const auto roles = state.revealed_roles())
        draw_result(canvas, body, *roles);
    else if (!app_.showing_kept_game())
        draw_choice(canvas, body);
}

void RevealPanel::draw_choice(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const GameLog& log = *app_.shown_log();
    const GameState& state = log.history().state();
    const int players = state.player_count();
    if (int(chosen_.size()) != players) {
        chosen_.assign(std::size_t(players), Role::Liberal);
        // What the end made certain (R18 elected, R28 executed).
        const PublicRecord record = public_record(log.history().setup(), log.history().events());
        if (record.known_hitler) chosen_[*record.known_hitler] = Role::Hitler;
    }
    const Rect prompt = body.top(9 * u);
    canvas.text(prompt, text("ui.reveal.prompt"), Typeface::Body, 4 * u, palette::ink);
    const Rect footer{body.x, body.y + body.h - canvas.finger() - 6 * u, body.w,
                      canvas.finger() + 6 * u};
    const Rect seats{body.x, prompt.y + prompt.h + u, body.w,
                     footer.y - prompt.y - prompt.h - 2 * u};
    const SeatGrid grid{players};
    for (Seat seat = 0; seat < players; ++seat) {
        const Role role = chosen_[seat];
        button(
            canvas, grid.cell(seats, seat, u),
            log.roster().name_of(seat) + " · " + text(role_key(role)),
            [this, seat] {
                Role& next = chosen_[seat];
                next = next == Role::Liberal   ? Role::Fascist
                       : next == Role::Fascist ? Role::Hitler
                                               : Role::Liberal;
                app_.set_message({});
            },
            role_colour(role));
    }
    const int hitlers = int(std::count(chosen_.begin(), chosen_.end(), Role::Hitler));
    const int fascists = int(std::count(chosen_.begin(), chosen_.end(), Role::Fascist));
    const Rect actions = footer.top(canvas.finger());
    canvas.text(
        actions.column(0, 2, u),
        app_.catalogue().format("ui.reveal.counts",
                                {{"hitler", std::to_string(hitlers)},
                                 {"fascists", std::to_string(fascists)},
                                 {"needed", std::to_string(role_counts(players).fascists)}}),
        Typeface::BodyBold, 4 * u, palette::ink, Align::Left);
    button(
        canvas, actions.column(1, 2, u), text("ui.reveal.confirm"), [this] { confirm(); },
        palette::fascist);
    if (!app_.message().empty())
        canvas.text(footer.below(canvas.finger()), app_.message(), Typeface::Body, 4 * u,
                    palette::fascist);
}

void RevealPanel::confirm() {
    Roles roles;
    int hitlers = 0;
    for (std::size_t seat = 0; seat < chosen_.size(); ++seat) {
        if (chosen_[seat] == Role::Hitler) {
            roles.hitler = static_cast<Seat>(seat);
            ++hitlers;
        }
        if (chosen_[seat] == Role::Fascist) roles.fascists.insert(static_cast<Seat>(seat));
    }
    if (hitlers != 1) { // R2: not even a reveal yet; the engine's words for it
        app_.set_message(app_.catalogue().format(refusal_key(Refusal::WrongRoleCounts),
                                                 {{"detail", ""}, {"phase", ""}}));
        return;
    }
    app_.play(Event::reveal(roles));
}

void RevealPanel::draw_result(Canvas& canvas, Rect body, const Roles& roles) {
    const int u = canvas.unit();
    const GameLog& log = *app_.shown_log();
    const GameHistory& history = log.history();
    if (!analysis_ || analysed_events_ != history.events().size()) {
        analysis_ = analyze_game(history.setup(), history.events());
        analysed_events_ = history.events().size();
    }
    const bool kept = app_.showing_kept_game();
    const Rect footer{body.x, body.y + body.h - canvas.finger(), body.w, canvas.finger()};
    const Rect content{body.x, body.y, body.w, body.h - canvas.finger() - u};
    if (canvas.height() > canvas.width()) {
        draw_players(canvas, content.top(content.h * 40 / 100), roles);
        draw_governments(canvas, content.below(content.h * 42 / 100), roles);
    } else {
        draw_players(canvas, {content.x, content.y, content.w * 34 / 100, content.h}, roles);
        draw_governments(
            canvas, {content.x + content.w * 36 / 100, content.y, content.w * 64 / 100, content.h},
            roles);
    }
    if (!kept)
        button(
            canvas, footer.column(1, 2, u), text("ui.game_over.rematch"),
            [this] {
                app_.rematch();
                app_.replace(make_screen("setup", app_));
            },
            palette::liberal);
}

void RevealPanel::draw_players(Canvas& canvas, Rect area, const Roles& roles) {
    const int u = canvas.unit();
    const GameLog& log = *app_.shown_log();
    const int players = log.history().setup().players;
    // The model's last word before the truth: only for tables that use it.
    const bool model = app_.settings().analysis && !analysis_->players.empty();
    const ClaimWords words(app_.catalogue(), log.roster());
    // Hitler first, then the fascists, then the liberals, as the narrator tells it.
    std::vector<Seat> order{roles.hitler};
    for (const Seat seat : roles.fascists) order.push_back(seat);
    for (const Seat seat : roles.liberals(players)) order.push_back(seat);
    for (int row = 0; row < players; ++row) {
        const Seat seat = order[std::size_t(row)];
        const Role role = roles.of(seat);
        const Rect line = area.row(row, players, u / 3);
        canvas.fill(line, role_colour(role));
        const Rect inner = line.inset(u / 2);
        const int size = std::min(inner.h * 7 / 10, 6 * u);
        const Rect name = model ? inner.column(0, 2, u) : inner;
        canvas.text(name, log.roster().name_of(seat) + " · " + text(role_key(role)),
                    Typeface::BodyBold, size, palette::white, Align::Left);
        if (model)
            canvas.text(inner.column(1, 2, u),
                        app_.catalogue().format(
                            "ui.reveal.model_said",
                            {{"percent", words.percent(analysis_->players[seat].hitler)}}),
                        Typeface::Narrow, size * 8 / 10, palette::white);
    }
}

void RevealPanel::draw_governments(Canvas& canvas, Rect area, const Roles& roles) {
    const int u = canvas.unit();
    const GameLog& log = *app_.shown_log();
    const PublicRecord& record = analysis_->record;
    const ClaimWords words(app_.catalogue(), log.roster());
    const bool fits = !analysis_->verdicts || analysis_->verdicts->liberals_fit;
    const Rect note = fits ? Rect{area.x, area.y + area.h, area.w, 0}
                           : Rect{area.x, area.y + area.h - 7 * u, area.w, 7 * u};
    if (!fits)
        canvas.text(note, text("ui.reveal.liberals_did_not_fit"), Typeface::Narrow, 3 * u,
                    palette::fascist);
    const Rect heading = area.top(6 * u);
    canvas.text(heading, text("ui.reveal.governments"), Typeface::Poster, 5 * u, palette::ink,
                Align::Left);
    const Rect paging{area.x + area.w - 12 * u, heading.y + heading.h, 12 * u,
                      note.y - heading.y - heading.h - u};
    const Rect list{area.x, paging.y, area.w - 13 * u, paging.h};
    const int count = static_cast<int>(record.sessions.size());
    if (count == 0) {
        canvas.text(list.top(10 * u), text("ui.reveal.no_governments"), Typeface::Body, 4 * u,
                    palette::ink, Align::Left);
        return;
    }
    const int per_page = std::max(1, list.h / (12 * u));
    skipped_ = std::clamp(skipped_, 0, std::max(0, count - per_page));
    const auto letter = [&](Seat seat) {
        return log.roster().name_of(seat) + " (" + text(role_letter_key(roles.of(seat))) + ")";
    };
    for (int row = 0; row < per_page; ++row) {
        const int index = skipped_ + row; // in order, oldest first
        if (index >= count) break;
        const LegislativeSession& session = record.sessions[std::size_t(index)];
        const Rect line = list.row(row, per_page, u / 2);
        canvas.fill(line, row % 2 ? palette::parchment : palette::parchment_dark);
        const Rect inner = line.inset(u / 2);
        const std::string enacted =
            text(!session.enacted                      ? "ui.table.veto"
                 : *session.enacted == Policy::Liberal ? "ui.table.liberal"
                                                       : "ui.table.fascist");
        canvas.text(inner.row(0, 2, 0),
                    std::to_string(index + 1) + ". " + letter(session.president) + " – " +
                        letter(session.chancellor) + " · " + enacted,
                    Typeface::BodyBold, inner.h * 4 / 10, palette::ink, Align::Left);
        const std::string said =
            analysis_->verdicts
                ? words.judged_claims(session, analysis_->verdicts->sessions[std::size_t(index)])
                : words.claims(session);
        canvas.text(inner.row(1, 2, 0), said, Typeface::Narrow, inner.h * 4 / 10, palette::ink,
                    Align::Left);
    }
    pager(canvas, paging, skipped_, per_page, count, "ui.history.older", "ui.history.newer");
}

bool RevealPanel::key(SDL_Keycode key) {
    if (key == SDLK_ESCAPE || key == SDLK_BACKSPACE) {
        app_.back();
        return true;
    }
    const GameLog* log = app_.shown_log();
    if (!log || log->history().state().revealed_roles() || app_.showing_kept_game()) return false;
    // Keys 1-9 tap seat 1-9's card, Return confirms: keyboard play, as on the table screen.
    if (key >= SDLK_1 && key <= SDLK_9) {
        const auto seat = std::size_t(key - SDLK_1);
        if (seat < chosen_.size())
            chosen_[seat] = chosen_[seat] == Role::Liberal   ? Role::Fascist
                            : chosen_[seat] == Role::Fascist ? Role::Hitler
                                                             : Role::Liberal;
        return true;
    }
    if (key == SDLK_RETURN) {
        confirm();
        return true;
    }
    return false;
}

} // namespace shn
