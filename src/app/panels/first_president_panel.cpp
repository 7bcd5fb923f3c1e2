#include "app/panels/first_president_panel.h"

#include "app/app_context.h"
#include "app/panels/leave_panel.h"
#include "app/screens.h"

#include <algorithm>
#include <cmath>

namespace shn {

FirstPresidentPanel::FirstPresidentPanel(AppContext& app)
    : Panel(app), players_(app.table().game() ? app.table().game()->state().player_count() : 5),
      drawn_(app.random_seat(players_)), steps_(2 * players_ + drawn_), started_(Announcer::now()) {
    // A game resumed past this point has its first president already.
    if (!app_.table().game() || app_.table().game()->state().phase() != Phase::FirstPresident)
        stopped_ = true;
}

Seat FirstPresidentPanel::marked() const {
    if (stopped_)
        return app_.table().game() ? app_.table().game()->state().president().value_or(drawn_)
                                   : drawn_;
    // Ease-out: quick at first, slowing down to a stop on the drawn seat.
    const double t = std::clamp((Announcer::now() - started_) / kDrawSeconds, 0.0, 1.0);
    const int step = int(std::floor(steps_ * (1.0 - (1.0 - t) * (1.0 - t))));
    return static_cast<Seat>(std::min(step, steps_) % players_);
}

void FirstPresidentPanel::tick() {
    if (!stopped_ && Announcer::now() - started_ >= kDrawSeconds) stop();
}

int FirstPresidentPanel::next_tick_ms() const {
    return stopped_ ? -1 : 30;
}

void FirstPresidentPanel::stop() {
    if (stopped_) return;
    stopped_ = true;
    // R5: saved, then shown, then said ("their name is on the screen").
    if (app_.table().play(Event::first_president(drawn_)))
        app_.announcer().say({"say.setup.first_president"});
}

void FirstPresidentPanel::to_night() {
    app_.stack().replace(Screen::Night);
}

void FirstPresidentPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    TableSession* game = app_.table().game();
    if (!game) return;
    const PlayerRoster& roster = app_.shown_roster(game->log().roster());
    const Seat marker = marked();

    const Rect heading = screen.top(canvas.finger() + 6 * u).inset(2 * u);
    const std::string title = stopped_ ? app_.catalogue().format("ui.setup.first_president",
                                                                 {{"name", roster.name_of(marker)}})
                                       : text("ui.setup.drawing");
    canvas.text(heading, title, Typeface::BodyBold, heading.h * 6 / 10, palette::ink);

    const Rect bottom{3 * u, screen.h - canvas.finger() - 3 * u, screen.w - 6 * u, canvas.finger()};
    const Rect seats{3 * u, heading.y + heading.h + 2 * u, screen.w - 6 * u,
                     bottom.y - heading.y - heading.h - 4 * u};
    // A phone held upright: two seats a row, so a long name keeps its size.
    const SeatGrid grid{players_, canvas.height() > canvas.width() ? 2 : 0};
    for (Seat seat = 0; seat < players_; ++seat) {
        const Rect box = grid.cell(seats, seat, 2 * u);
        const bool on = seat == marker;
        canvas.fill(box, on ? palette::fascist : palette::white);
        canvas.frame(box, palette::ink, std::max(1, u / 3));
        canvas.text(box.inset(u), roster.name_of(seat), Typeface::BodyBold, box.h / 4,
                    on ? palette::white : palette::ink);
    }
    if (stopped_) {
        button(
            canvas, bottom, text("ui.setup.to_night"), [this] { to_night(); }, palette::fascist);
    } else {
        target(screen, [this] { stop(); }); // a tap stops the draw at once
    }
}

bool FirstPresidentPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back) { // the night is next: never skipped by one stray key
        app_.stack().open(std::make_unique<LeavePanel>(app_, "ui.leave.setup"));
        return true;
    }
    if (command.kind != Kind::Confirm && command.kind != Kind::Continue) return false;
    if (stopped_)
        to_night();
    else
        stop();
    return true;
}

} // namespace shn
