#include "app/panels/reveal_panel.h"

#include "core/odds_series.h"

#include "app/claim_words.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/shown_game.h"
#include "app/table_controller.h"
#include "session/round_history.h"
#include "session/settings.h"

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

/// The up-close minimum text size (Canvas: 14 px at 800x480, scaled by the
/// shorter side); the layouts size their boxes for text a little above it.
int text_floor(const Canvas& canvas) {
    return std::max(12, std::min(canvas.width(), canvas.height()) * 14 / 480);
}

bool any_claim(const PublicRecord& record) {
    return std::any_of(record.sessions.begin(), record.sessions.end(),
                       [](const LegislativeSession& session) {
                           const SessionClaims& said = session.claims;
                           return said.drew || said.received || said.peeked || said.investigated;
                       });
}

/// The role a tap shows next: liberal first, then fascist, Hitler, liberal.
Role next_role(std::optional<Role> role) {
    return !role                   ? Role::Liberal
           : role == Role::Liberal ? Role::Fascist
           : role == Role::Fascist ? Role::Hitler
                                   : Role::Liberal;
}

} // namespace

void RevealPanel::draw(Canvas& canvas) {
    const GameLog* log = shown_.log();
    const Rect body =
        titled_page(canvas, log && log->history().state().revealed_roles() ? "ui.game_over.revealed"
                                                                           : "ui.reveal.title");
    if (!log) return;
    const GameState& state = log->history().state();
    if (!state.game_over() || (table_.read_only() && !state.revealed_roles())) {
        stack_.back(); // the end was undone meanwhile, or the reveal (a phone never chooses)
        return;
    }
    if (const auto roles = state.revealed_roles())
        draw_result(canvas, body, *roles);
    else if (!shown_.kept())
        draw_choice(canvas, body);
}

void RevealPanel::draw_choice(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const int size = text_floor(canvas) * 8 / 7;
    const int line = size * 4 / 3;
    const GameLog& log = *shown_.log();
    const GameState& state = log.history().state();
    const int players = state.player_count();
    if (int(chosen_.size()) != players) {
        chosen_.assign(std::size_t(players), std::nullopt);
        // What the end made certain (R18 elected, R28 executed).
        const PublicRecord record = public_record(log.history().setup(), log.history().events());
        known_hitler_ = record.known_hitler;
        // Everyone else proved not Hitler (R18 answered, R28 executed): the
        // one left is (issue 55: the reveal still asked for her role).
        const SeatSet not_hitler = state.known_not_hitler();
        if (!known_hitler_ && not_hitler.size() == players - 1)
            for (Seat seat = 0; seat < players; ++seat)
                if (!not_hitler.contains(seat)) known_hitler_ = seat;
        only_one_left_ = known_hitler_ && !record.known_hitler;
        if (known_hitler_) chosen_[*known_hitler_] = Role::Hitler;
    }
    // The prompt wraps to three lines on a phone held upright.
    const Rect prompt = body.top(canvas.width() < canvas.height() ? 3 * line : 2 * line);
    canvas.text(prompt, text("ui.reveal.prompt"), Typeface::Body, size, palette::ink);
    const Rect footer{body.x, body.y + body.h - canvas.finger() - 2 * line, body.w,
                      canvas.finger() + 2 * line};
    const Rect seats{body.x, prompt.y + prompt.h + u, body.w,
                     footer.y - prompt.y - prompt.h - 2 * u};
    // As many cards a row as hold "12-character name · role" at a readable size.
    const SeatGrid grid{players, std::max(1, seats.w / (12 * size))};
    // One size for every card, whatever its role says, and kept while the
    // roles are tapped through: sized for each name beside its longest role
    // (the rows were in as many sizes as words: issue 55, item 14).
    const auto card_words = [&](Seat seat, std::string_view key) {
        return seat_names_.shown(log.roster()).name_of(seat) + " · " + text(key);
    };
    std::vector<std::pair<Rect, std::string>> sizing;
    for (Seat seat = 0; seat < players; ++seat)
        for (const char* key : {"ui.reveal.role.unknown", "ui.reveal.role.liberal",
                                "ui.reveal.role.fascist", "ui.reveal.role.hitler"})
            sizing.emplace_back(grid.cell(seats, seat, u), card_words(seat, key));
    const int card_px = row_text_size(canvas, sizing);
    for (Seat seat = 0; seat < players; ++seat) {
        const std::optional<Role> role = chosen_[seat];
        const Rect card = grid.cell(seats, seat, u);
        button(
            canvas, card, card_words(seat, role ? role_key(*role) : "ui.reveal.role.unknown"),
            [this, seat] { tap_card(seat); }, role ? role_colour(*role) : palette::dimmed_text,
            true, card_px);
        // What the game proved is drawn fixed: framed in the fascists'
        // colour, a tap says why it stays (issue 43).
        if (known_hitler_ == seat) canvas.frame(card, palette::fascist, std::max(2, u / 2));
    }
    const int hitlers = int(std::count(chosen_.begin(), chosen_.end(), Role::Hitler));
    const int fascists = int(std::count(chosen_.begin(), chosen_.end(), Role::Fascist));
    const Rect actions = footer.top(canvas.finger());
    canvas.text(actions.column(0, 2, u),
                catalogue_.format("ui.reveal.counts",
                                  {{"hitler", std::to_string(hitlers)},
                                   {"fascists", std::to_string(fascists)},
                                   {"needed", std::to_string(role_counts(players).fascists)}}),
                Typeface::BodyBold, size, palette::ink, Align::Left);
    button(
        canvas, actions.column(1, 2, u), text("ui.reveal.confirm"), [this] { confirm(); },
        palette::fascist);
    // The reason a Confirm was refused, for as long as it is still true of
    // the roles tapped: gone at the first tap that changes them.
    if (!refusal_.empty() && refused_ == chosen_)
        canvas.text(footer.below(canvas.finger()), refusal_, Typeface::Body, size,
                    palette::fascist);
}

std::string RevealPanel::known_not_hitler_words(const GameHistory& history, Seat seat) const {
    const std::string name = seat_names_.shown(shown_.log()->roster()).name_of(seat);
    const std::vector<Event>& events = history.events();
    for (const RoundRecord& round : round_history(history))
        for (std::size_t index = round.first_event; index < round.end_event; ++index) {
            const Event& event = events[index];
            const std::string number = std::to_string(round.number);
            if (event.type == EventType::HitlerCheck && !event.yes && round.chancellor == seat)
                return catalogue_.format("ui.reveal.not_hitler.answered",
                                         {{"name", name}, {"round", number}});
            if (event.type == EventType::Execute && !event.yes && event.seat == seat)
                return catalogue_.format("ui.reveal.not_hitler.executed",
                                         {{"name", name}, {"round", number}});
        }
    return catalogue_.format(refusal_key(Refusal::KnownNotHitler), {{"detail", ""}, {"phase", ""}});
}

void RevealPanel::tap_card(std::size_t seat) {
    if (seat >= chosen_.size()) return;
    const GameLog* log = shown_.log();
    if (known_hitler_ && std::size_t(*known_hitler_) == seat && log) {
        // R18 (elected Chancellor, the game's end), R28 (executed, the game's
        // end), or everyone else proved not Hitler.
        refusal_ = only_one_left_
                       ? catalogue_.format(
                             "ui.reveal.only_hitler_left",
                             {{"name", seat_names_.shown(log->roster()).name_of(*known_hitler_)}})
                       : catalogue_.format(refusal_key(log->history().state().win_reason() ==
                                                               WinReason::HitlerElected
                                                           ? Refusal::HitlerWasElected
                                                           : Refusal::HitlerWasExecuted),
                                           {{"detail", ""}, {"phase", ""}});
        refused_ = chosen_;
        return;
    }
    Role next = next_role(chosen_[seat]);
    // R18, R28: a player the game proved is not Hitler skips Hitler, and
    // the tap says why (issue 43: it was refused only at Confirm).
    if (next == Role::Hitler && log &&
        log->history().state().known_not_hitler().contains(static_cast<Seat>(seat))) {
        next = Role::Liberal;
        chosen_[seat] = next;
        refusal_ = known_not_hitler_words(log->history(), static_cast<Seat>(seat));
        refused_ = chosen_;
        return;
    }
    chosen_[seat] = next;
}

void RevealPanel::confirm() {
    refused_ = chosen_;
    const auto unentered = std::count(chosen_.begin(), chosen_.end(), std::nullopt);
    if (unentered > 0) {
        refusal_ = catalogue_.format("ui.reveal.unentered", {{"count", std::to_string(unentered)}});
        return;
    }
    Roles roles;
    int hitlers = 0;
    for (std::size_t seat = 0; seat < chosen_.size(); ++seat) {
        if (chosen_[seat] == Role::Hitler) {
            roles.hitler = static_cast<Seat>(seat);
            ++hitlers;
        }
        if (chosen_[seat] == Role::Fascist) roles.fascists.insert(static_cast<Seat>(seat));
    }
    refused_ = chosen_;
    if (hitlers != 1) { // R2: not even a reveal yet; the engine's words for it
        refusal_ = catalogue_.format(refusal_key(Refusal::WrongRoleCounts),
                                     {{"detail", ""}, {"phase", ""}});
        return;
    }
    const GameLog* log = shown_.log();
    // R18, R28: a Hitler the table already knows is not: named, with the
    // round and the answer that showed it.
    if (log && log->history().state().check(Event::reveal(roles)) == Refusal::KnownNotHitler) {
        refusal_ = known_not_hitler_words(log->history(), roles.hitler);
        return;
    }
    table_.play(Event::reveal(roles));
    // Refused: the engine's reason is on the app's message line; this screen
    // shows it under Confirm, and only this one (not what a move said before).
    refusal_ = log && log->history().state().revealed_roles() ? std::string{} : messages_.text();
    messages_.clear();
}

namespace {

/// The model's odds at `odds_moment`: before the move that ended the game
/// (the Hitler elected or executed, the last policy), what the table knew,
/// not what the end told it; the chart's figures on the right are these.
std::vector<PlayerOdds> odds_before_the_end(const GameHistory& history) {
    const std::size_t moment = odds_moment(history.setup(), history.events());
    std::vector<Event> events;
    for (const Event& event : history.events()) {
        if (events.size() == moment) break;
        if (event.type != EventType::Reveal) events.push_back(event);
    }
    return analyze_game(history.setup(), events).players;
}

} // namespace

void RevealPanel::draw_result(Canvas& canvas, Rect body, const Roles& roles) {
    const int u = canvas.unit();
    const GameLog& log = *shown_.log();
    const GameHistory& history = log.history();
    if (!analysis_ || analysed_events_ != history.events().size()) {
        analysis_ = analyze_game(history.setup(), history.events());
        analysed_events_ = history.events().size();
        last_odds_ = odds_before_the_end(history);
    }
    const bool kept = shown_.kept();
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
                table_.rematch();
                stack_.home_then(Screen::Setup);
            },
            palette::liberal);
    // How the odds moved to this end, with Claims and odds on (issue 44).
    if (settings_.analysis)
        button(canvas, footer.column(0, 2, u), text("ui.chart.open"),
               [this] { stack_.open(Screen::OddsChart); });
}

void RevealPanel::draw_players(Canvas& canvas, Rect area, const Roles& roles) {
    const int u = canvas.unit();
    const int size = text_floor(canvas) * 8 / 7;
    const GameLog& log = *shown_.log();
    const int players = log.history().setup().players;
    // The model's last word before the truth: only for tables that use it,
    // as a column of odds under one heading (a row of 10 at 800x480 holds
    // one line: a name, a role and a percentage).
    const bool model = settings_.analysis && last_odds_.size() == std::size_t(players);
    const ClaimWords words(catalogue_, seat_names_.shown(log.roster()));
    if (model) {
        const Rect heading = area.top(size * 8 / 3);
        canvas.text(heading, text("ui.reveal.model_heading"), Typeface::Narrow, size, palette::ink,
                    Align::Left);
        area = area.below(heading.h);
    }
    // Hitler first, then the fascists, then the liberals, as the narrator tells it.
    std::vector<Seat> order{roles.hitler};
    for (const Seat seat : roles.fascists) order.push_back(seat);
    for (const Seat seat : roles.liberals(players)) order.push_back(seat);
    for (int row = 0; row < players; ++row) {
        const Seat seat = order[std::size_t(row)];
        const Role role = roles.of(seat);
        const Rect line = area.row(row, players, u / 3);
        canvas.fill(line, role_colour(role));
        const Rect inner{line.x + u, line.y, line.w - 2 * u, line.h};
        const int shown = std::min(inner.h * 7 / 10, 6 * u);
        const int odds_width = model ? inner.w * 26 / 100 : 0;
        canvas.text({inner.x, inner.y, inner.w - odds_width, inner.h},
                    seat_names_.shown(log.roster()).name_of(seat) + " · " + text(role_key(role)),
                    Typeface::BodyBold, shown, palette::white, Align::Left);
        if (model)
            canvas.text({inner.x + inner.w - odds_width, inner.y, odds_width, inner.h},
                        words.percent(last_odds_[seat].hitler), Typeface::Narrow, shown,
                        palette::white);
    }
}

std::string RevealPanel::liberals_off_reading_words(const PlayerRoster& kept_roster) const {
    // Named: the one liberal who did not keep to the strict reading, or
    // those of whom one did not; else at least two did (ClaimVerdicts).
    const SeatSet who = analysis_->verdicts->liberals_off_reading;
    const PlayerRoster& roster = seat_names_.shown(kept_roster);
    if (who.size() == 1)
        return catalogue_.format("ui.reveal.liberal_did_not_fit",
                                 {{"name", roster.name_of(who.nth(0))}});
    if (who.empty()) return text("ui.reveal.liberals_did_not_fit");
    std::string names;
    for (const Seat seat : who) names += (names.empty() ? "" : ", ") + roster.name_of(seat);
    return catalogue_.format("ui.reveal.liberals_one_did_not_fit", {{"names", names}});
}

void RevealPanel::draw_governments(Canvas& canvas, Rect area, const Roles& roles) {
    const int u = canvas.unit();
    const int size = text_floor(canvas) * 8 / 7;
    const int line = size * 4 / 3; // the typefaces' line skip, with a margin
    const GameLog& log = *shown_.log();
    const PublicRecord& record = analysis_->record;
    const ClaimWords words(catalogue_, seat_names_.shown(log.roster()));
    // Claims only where the table records them: with Claims and odds off, or
    // none said all game, a "No claims" on every row would say nothing.
    const bool claims = settings_.analysis && any_claim(record);
    const bool fits = !claims || !analysis_->verdicts || analysis_->verdicts->liberals_fit;
    // The note in two lines where they hold it at its size, else three.
    const std::string note_words = fits ? std::string() : liberals_off_reading_words(log.roster());
    int note_height = 0;
    if (!fits) {
        const auto size_in = [&](int lines) {
            return canvas.text_size({area.x, area.y, area.w, lines * line}, note_words,
                                    Typeface::Narrow, size);
        };
        note_height = (size_in(2) >= size_in(3) ? 2 : 3) * line;
    }
    const Rect note{area.x, area.y + area.h - note_height, area.w, note_height};
    if (!fits) canvas.text(note, note_words, Typeface::Narrow, size, palette::fascist, Align::Left);
    const Rect heading = area.top(line * 3 / 2);
    canvas.text(heading, text("ui.reveal.governments"), Typeface::Poster, size * 5 / 4,
                palette::ink, Align::Left);
    const int pager_width = std::max(canvas.finger(), 18 * u);
    const Rect paging{area.x + area.w - pager_width, heading.y + heading.h, pager_width,
                      note.y - heading.y - heading.h - u};
    const Rect list{area.x, paging.y, area.w - pager_width - u, paging.h};
    // Every government that took office, numbered as the history numbers
    // its round; the last is Hitler's when his election ended the game.
    const auto governments = elected_governments(round_history(log.history()));
    const int count = static_cast<int>(governments.size());
    if (count == 0) {
        canvas.text(list.top(3 * line), text("ui.reveal.no_governments"), Typeface::Body, size,
                    palette::ink, Align::Left);
        return;
    }
    const auto letter = [&](Seat seat) {
        return seat_names_.shown(log.roster()).name_of(seat) + " (" +
               text(role_letter_key(roles.of(seat))) + ")";
    };
    // What each government's first line says: its round, its members and
    // their roles, what it enacted.
    std::vector<std::string> said_of;
    for (const RoundRecord& government : governments) {
        const char* outcome = government.hitler_elected               ? "win_reason.hitler_elected"
                              : government.vetoed                     ? "ui.table.veto"
                              : !government.policy                    ? nullptr
                              : *government.policy == Policy::Liberal ? "ui.table.liberal"
                                                                      : "ui.table.fascist";
        std::string said =
            catalogue_.format("ui.history.round", {{"number", std::to_string(government.number)}}) +
            " · " + letter(government.president) + " – " + letter(government.chancellor);
        if (outcome) said += " · " + text(outcome);
        said_of.push_back(std::move(said));
    }
    // A row: the government and its policy, then what it claimed (two
    // lines). The government takes one line where every one of the game
    // fits on one (issue 32, item 6: more governments a page at 800x480),
    // else two, as on a phone held upright with 12-character names.
    const bool one_line =
        claims && std::all_of(said_of.begin(), said_of.end(), [&](const auto& said) {
            return canvas.fits({0, 0, list.w - 2 * u, line}, said, Typeface::BodyBold, size);
        });
    const int government_lines = one_line ? 1 : 2;
    const int row_height =
        std::max(canvas.finger(), (government_lines + (claims ? 2 : 0)) * line + u);
    const int per_page = std::max(1, (list.h + u / 2) / (row_height + u / 2));
    const Pages pages{count, per_page};
    page_ = pages.clamp(page_);
    for (int row = 0; row < per_page; ++row) {
        const int index = pages.first(page_) + row; // in order, oldest first
        if (index >= count) break;
        const RoundRecord& government = governments[std::size_t(index)];
        const Rect box{list.x, list.y + row * (row_height + u / 2), list.w, row_height};
        canvas.fill(box, row % 2 ? palette::parchment : palette::parchment_dark);
        const Rect inner{box.x + u, box.y + u / 2, box.w - 2 * u, box.h - u};
        const std::string& said = said_of[std::size_t(index)];
        const Rect top = claims ? inner.top(government_lines * line) : inner;
        canvas.text(top, said, Typeface::BodyBold, size, palette::ink, Align::Left);
        if (!claims) continue;
        std::string claimed; // Hitler's election held no session, so no claim
        if (government.session && *government.session < record.sessions.size()) {
            const LegislativeSession& session = record.sessions[*government.session];
            claimed =
                analysis_->verdicts && *government.session < analysis_->verdicts->sessions.size()
                    ? words.judged_claims(session,
                                          analysis_->verdicts->sessions[*government.session],
                                          *government.session < analysis_->verdicts->beliefs.size()
                                              ? &analysis_->verdicts->beliefs[*government.session]
                                              : nullptr)
                    : words.claims(session);
        }
        canvas.text(inner.below(top.h), claimed, Typeface::Narrow, size, palette::ink, Align::Left);
    }
    rounds_pager(canvas, paging, page_, 1, pages.pages(), false);
}

bool RevealPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back) {
        stack_.back();
        return true;
    }
    const GameLog* log = shown_.log();
    if (!log || log->history().state().revealed_roles() || shown_.kept()) return false;
    // Keys 1-9 tap seat 1-9's card, Enter confirms: keyboard play, as on the table screen.
    if (command.kind == Kind::Number && command.number <= 9) {
        const auto seat = std::size_t(command.number - 1);
        tap_card(seat);
        return true;
    }
    if (command.kind == Kind::Confirm) {
        confirm();
        return true;
    }
    return false;
}

} // namespace shn
