#include "app/panels/table_panel.h"
#include "app/name_lines.h"

#include "app/panels/game_menu_panel.h"

#include "app/announcer.h"
#include "app/board_drawing.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/phone_board.h"
#include "app/preferences.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/table_words.h"
#include "app/tile_letters.h"
#include "core/presidential_power.h"
#include "core/random_stream.h"
#include "session/app_clock.h"
#include "session/catalogue.h"
#include "session/languages.h"
#include "session/narration_cues.h"

#include <algorithm>
#include <bit>
#include <string>

namespace shn {

void TablePanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    TableSession* game = table_.game();
    if (!game) {
        if (table_.read_only()) { // a phone before the table has a game
            const Rect bar = title_bar(canvas, text("ui.phones.board_title"));
            draw_language_button(canvas);
            canvas.text(screen.below(bar.h).inset(6 * u), text("ui.phones.waiting"), Typeface::Body,
                        6 * u, palette::ink);
        }
        return;
    }
    const GameState& state = game->state();
    if (state.game_over()) return; // tick() hands over to the game-over screen
    const bool portrait = canvas.height() > canvas.width();
    const std::string title = text("phase." + std::string(phase_id(state.phase())));
    const bool analysis = preferences_.settings().analysis;
    const Rect header = title_bar(canvas, std::string());
    // Menu first (Settings, Rules, home, by touch: issue 31), then History,
    // Analysis when on, the title in the room left before Undo.
    Rect history = bar_button(canvas, true);
    if (!table_.read_only()) {
        const Rect menu = menu_button_box(canvas, text("ui.menu.title"));
        button(canvas, menu, text("ui.menu.title"), [this] { stack_.open(Screen::Menu); });
        history.x = menu.x + menu.w + u;
    }
    button(canvas, history, text("ui.table.history"), [this] { stack_.open(Screen::History); });
    int left = history.x + history.w + u;
    if (analysis) { // a second button beside History
        const Rect opener{left, history.y, history.w, history.h};
        button(canvas, opener, text("ui.analysis.title"),
               [this] { stack_.open(Screen::Analysis); });
        left = opener.x + opener.w + u;
    }
    const int right = bar_button(canvas, false).x - u;
    // A phone has no room between the buttons: the action's prompt says
    // what the phase is about there.
    if (right - left >= 30 * u && !(phones_.serving && phones_.code_hidden))
        canvas.text({left, 0, right - left, header.h}, title, Typeface::Poster,
                    canvas.finger() * 8 / 10, palette::white);
    if (table_.read_only())
        draw_language_button(canvas);
    else
        button(
            canvas, bar_button(canvas, false), text("ui.table.undo"), [this] { undo(); },
            palette::fascist, table_.can_undo()); // dimmed before the first nomination

    // The message line: a finger tall; more when its words need it (a
    // save problem, in French, on a phone), never cut. Its room is kept
    // whatever it says (issue 43: the seats moved 15-24 px when it grew to
    // two fingers, and a tap from memory landed on the next seat): two
    // fingers where the screen has the height; on a screen less than 600
    // pixels high held sideways (800x480, a phone on its side), whose board
    // and seats have no finger to spare, two lines at the size read up
    // close. Only words longer than that (a save problem and a move, in a
    // long language) take a second finger there.
    const auto fits_room = [&](int height) {
        const int floor = canvas.minimum_text();
        canvas.set_minimum_text(message_floor(canvas));
        const bool fits = canvas.fits(message_words(canvas, {0, 0, screen.w, height}),
                                      messages_.text(), Typeface::Body, canvas.finger() / 2);
        canvas.set_minimum_text(floor);
        return fits;
    };
    // Held sideways the seats take the room a second finger would leave
    // empty under them (../shared/BOARD.md): the message keeps two lines
    // read up close, a finger at least.
    const int kept =
        portrait && canvas.width() < 600
            ? 2 * canvas.finger()
            : std::max(canvas.finger(),
                       2 * canvas.line_height(Typeface::Body, message_floor(canvas)) + u / 2);
    const int room = table_.read_only() ? 0 // a phone watching makes no move
                     : kept < 2 * canvas.finger() && !fits_room(kept) ? 2 * canvas.finger()
                                                                      : kept;
    const Rect message_room{0, screen.h - room - u, screen.w, room};
    const bool one_fits = canvas.fits(message_words(canvas, message_room.top(canvas.finger())),
                                      messages_.text(), Typeface::Body, canvas.finger() / 2);
    const Rect message = one_fits && room > 0 ? message_room.top(canvas.finger()) : message_room;
    const Rect body = Rect{0, header.h + u, screen.w, message_room.y - header.h - u}.inset(u);
    // The board for phones, when served: its code over the board while it
    // is shown (larger than a strip could hold it, the seats where they
    // were), folded, a button in the header (a tap on either folds or
    // shows it).
    const PhoneBoard& phones = phones_;
    // The table view where asked (Settings): the seats on the screen's
    // edge, each facing its player; a phone, held by one, keeps the rows.
    BoardDrawing::Layout layout = BoardDrawing::layout(
        canvas, body, seat_names_.shown(table_.game()->log().roster()), table_.read_only(), 0,
        preferences_.settings().table_view && !table_.read_only(),
        // The discussion timer's strip over the board, kept whenever the
        // table times its discussions (shown or not), so the seats never
        // move when it comes or goes (issue 43) and a phone's tracks keep
        // their height under it (issue 55, item 24).
        preferences_.settings().discussion_seconds > 0 ? canvas.finger() + u : 0);
    // The discussion timer over the board's tracks (the tracks give the
    // room, the counters keep theirs): the action's column keeps its words
    // and buttons, and the seats never move.
    if (phones.serving && !phones.code_hidden) {
        const int taken = timer_.shown() ? canvas.finger() + u : 0;
        if (taken) draw_timer(canvas, layout.board.top(canvas.finger()));
        draw_phones(canvas, layout.board.below(taken));
    } else {
        draw_board_and_timer(canvas, layout.board, state);
    }
    draw_seats(canvas, layout.seats, state, layout.around);
    draw_legend(canvas, layout.legend, state);
    draw_action(canvas, layout.column, state);
    if (phones.serving && phones.code_hidden) {
        // Folded: the watchers and "Show code" in the header, before Undo.
        const Rect fold{left, history.y, right - left, history.h};
        PhoneBoard& shown = phones_;
        button(
            canvas, fold,
            catalogue_.format(shown.viewers == 1 ? "ui.phones.watching_one" : "ui.phones.watching",
                              {{"count", std::to_string(shown.viewers)}}) +
                " · " + text("ui.phones.show_code"),
            [&shown] { shown.code_hidden = false; }, palette::ink);
    }
    draw_message(canvas, message);
}

void TablePanel::undo() {
    // Nothing yet: the key says so (the button is dimmed), in words.
    if (!table_.can_undo()) {
        if (table_.game() && !table_.read_only())
            messages_.set(
                [](const Catalogue& words) { return words.text("ui.table.nothing_to_undo"); });
        return;
    }
    // A vote taken back comes back as it was entered: its Nein marks stay.
    std::optional<Event> vote;
    if (const TableSession* game = table_.game()) {
        const auto& events = game->log().history().events();
        for (auto it = events.rbegin(); it != events.rend(); ++it) {
            if (it->type == EventType::NightOver) continue;
            if (it->type == EventType::Vote) vote = *it;
            break;
        }
    }
    table_.undo();
    nein_ = {};
    if (vote && table_.game() && table_.game()->state().phase() == Phase::Election)
        nein_ = table_.game()->state().alive().without(vote->ja);
    execution_target_.reset();
    peeked_ = 0;
}

void TablePanel::tick() {
    if (table_.game() && table_.game()->state().game_over()) {
        vote_.forget();
        stack_.replace(Screen::GameOver);
        return;
    }
    if (table_.game() && !table_.read_only()) keep_vote();
    if (table_.game()) step_timer(table_.game()->state());
}

void TablePanel::keep_vote() {
    const GameState& state = table_.game()->state();
    const std::size_t key = table_.game()->log().history().events().size();
    if (state.phase() != Phase::Election) {
        vote_.forget();
        vote_looked_for_.reset();
        return;
    }
    const double now = AppClock::now_seconds();
    if (vote_looked_for_ != key) { // a nomination first seen: what a reload kept of it
        vote_looked_for_ = key;
        if (const auto kept = vote_.kept_for(key)) {
            nein_ = SeatSet::from_bits(kept->nein.bits() & state.alive().bits());
            if (kept->timer) {
                DiscussionTimer::Kept clock = kept->clock;
                const std::uint64_t wall = AppClock::wall_ms();
                if (!clock.paused && wall > kept->wall_ms) // it ran on meanwhile
                    clock.left -= double(wall - kept->wall_ms) / 1000.0;
                timer_.restore(clock, now);
            }
        }
    }
    vote_.keep({key, nein_, timer_.running(), timer_.kept(now), AppClock::wall_ms()});
    // Marks a reload would not bring back are said (issue 55: a full disk
    // mid-vote lost them unsaid), once, beside what the line says already.
    // The game's own save problem, said after each move, says it already.
    const DiskProblem problem =
        table_.game()->save_problem() == DiskProblem::None ? vote_.problem() : DiskProblem::None;
    if (problem != DiskProblem::None && problem != vote_problem_told_) {
        const Catalogue& catalogue = preferences_.catalogue();
        const std::string said =
            catalogue.format("ui.error.vote_not_saved",
                             {{"detail", catalogue.text(std::string(disk_problem_key(problem)))}});
        messages_.add(said);
    }
    vote_problem_told_ = problem;
}

int TablePanel::next_tick_ms() const {
    const double seconds = timer_.until_change(AppClock::now_seconds());
    return seconds < 0 ? -1 : static_cast<int>(seconds * 1000.0 + 0.999);
}

void TablePanel::confirm() {
    const GameState& state = table_.game()->state();
    switch (state.phase()) {
    case Phase::FirstPresident:
        table_.play(Event::first_president(
            static_cast<Seat>(random_.below(static_cast<std::uint32_t>(state.player_count())))));
        break;
    case Phase::Election:
        if (table_.play(Event::vote(state.alive().without(nein_)))) nein_ = {};
        break;
    case Phase::Peek: table_.play(Event::peek()); break;
    case Phase::Nomination:
    case Phase::HitlerCheck:
    case Phase::Legislative:
    case Phase::Chaos:
    case Phase::Veto:
    case Phase::Investigate:
    case Phase::SpecialElection:
    case Phase::Execution:
    case Phase::GameOver: break; // no one button says "go on" here
    }
}

void TablePanel::answer(bool yes) {
    const GameState& state = table_.game()->state();
    switch (state.phase()) {
    case Phase::HitlerCheck: table_.play(Event::hitler_check(yes)); break;
    case Phase::Veto: table_.play(Event::veto_response(yes)); break;
    case Phase::Execution:
        // Only once a seat is chosen: the answer is what executes (issue 23).
        if (execution_target_ && table_.play(Event::execute(*execution_target_, yes)))
            execution_target_.reset();
        break;
    case Phase::FirstPresident:
    case Phase::Nomination:
    case Phase::Election:
    case Phase::Legislative:
    case Phase::Chaos:
    case Phase::Investigate:
    case Phase::SpecialElection:
    case Phase::Peek:
    case Phase::GameOver: break; // no yes-or-no question here
    }
}

void TablePanel::enact(std::optional<Policy> policy) {
    const Phase phase = table_.game()->state().phase();
    if (phase != Phase::Legislative && phase != Phase::Chaos) return;
    table_.play(policy ? Event::enact(*policy) : Event::veto_request());
}

bool TablePanel::command(const Command& command) {
    // The keyboard does what the fingers do, through the same moves: 1-9
    // and 0 tap seats 1-10, Enter confirms, L/F enact, V asks for the veto,
    // Y/N answer; P pauses the discussion timer, H hides it; Q shows or
    // hides the phones' code. Esc opens the menu (a stray Esc never leaves
    // the game: Home is one tap further, and says where the game went).
    using Kind = Command::Kind;
    if (!table_.game() || table_.read_only()) return false;
    switch (command.kind) {
    case Kind::Back: stack_.open(Screen::Menu); return true;
    case Kind::PhoneCode:
        if (!phones_.serving) return false;
        phones_.code_hidden = !phones_.code_hidden;
        return true;
    case Kind::PauseTimer:
    case Kind::Hide:
        if (!timer_.shown()) return false;
        if (command.kind == Kind::PauseTimer)
            timer_.toggle_pause(AppClock::now_seconds());
        else
            timer_.dismiss();
        return true;
    case Kind::Undo: undo(); return true;
    case Kind::Number: tap_seat(static_cast<Seat>(command.number - 1)); return true;
    case Kind::Confirm: confirm(); return true;
    case Kind::Yes:
    case Kind::No: {
        const Phase phase = table_.game()->state().phase();
        if (phase != Phase::HitlerCheck && phase != Phase::Veto && phase != Phase::Execution)
            return false; // N is New game elsewhere: nothing on the table
        answer(command.kind == Kind::Yes);
        return true;
    }
    case Kind::EnactLiberal: enact(Policy::Liberal); return true;
    case Kind::EnactFascist: enact(Policy::Fascist); return true;
    case Kind::Veto: enact(std::nullopt); return true;
    default: return false;
    }
}

} // namespace shn