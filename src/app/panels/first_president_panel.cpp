#include "app/panels/first_president_panel.h"
#include "app/name_lines.h"

#include "app/announcer.h"
#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/panels/leave_panel.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "core/random_stream.h"
#include "session/app_clock.h"

#include <algorithm>
#include <cmath>

namespace shn {

FirstPresidentPanel::FirstPresidentPanel(PanelStack& stack, const Catalogue& catalogue,
                                         TableController& table, Announcer& announcer,
                                         const SeatNames& seat_names, RandomStream& random)
    : Panel(stack, catalogue), table_(table), announcer_(announcer), seat_names_(seat_names),
      players_(table.game() ? table.game()->state().player_count() : 5),
      drawn_(static_cast<Seat>(random.below(static_cast<std::uint32_t>(players_)))),
      steps_(2 * players_ + drawn_), started_(AppClock::now_seconds()) {
    // A game resumed past this point has its first president already.
    if (!table_.game() || table_.game()->state().phase() != Phase::FirstPresident) stopped_ = true;
}

Seat FirstPresidentPanel::marked() const {
    if (stopped_)
        return table_.game() ? table_.game()->state().president().value_or(drawn_) : drawn_;
    // Ease-out: quick at first, slowing down to a stop on the drawn seat.
    const double t = std::clamp((AppClock::now_seconds() - started_) / kDrawSeconds, 0.0, 1.0);
    const int step = int(std::floor(steps_ * (1.0 - (1.0 - t) * (1.0 - t))));
    return static_cast<Seat>(std::min(step, steps_) % players_);
}

void FirstPresidentPanel::tick() {
    if (!stopped_ && AppClock::now_seconds() - started_ >= kDrawSeconds) stop();
}

int FirstPresidentPanel::next_tick_ms() const {
    return stopped_ ? -1 : 30;
}

void FirstPresidentPanel::stop() {
    if (stopped_) return;
    stopped_ = true;
    // R5: saved, then shown, then said ("their name is on the screen") by
    // the table's voice, which every move speaks through (TableVoice).
    table_.play(Event::first_president(drawn_));
}

void FirstPresidentPanel::to_night() {
    stack_.replace(Screen::Night);
}

void FirstPresidentPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    TableSession* game = table_.game();
    if (!game) return;
    const PlayerRoster& roster = seat_names_.shown(game->log().roster());
    const Seat marker = marked();

    const Rect menu = menu_button_box(canvas, text("ui.menu.title"));
    const int beside = menu.x + menu.w + u;
    const Rect heading{beside, 2 * u, screen.w - 2 * beside, canvas.finger() + 2 * u};
    const std::string title =
        stopped_ ? catalogue_.format("ui.setup.first_president", {{"name", roster.name_of(marker)}})
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
        canvas.text(box.inset(u),
                    breakable_name(canvas, box.inset(u), roster.name_of(seat), Typeface::BodyBold),
                    Typeface::BodyBold, box.h / 4, on ? palette::white : palette::ink);
    }
    if (stopped_) {
        button(
            canvas, bottom, text("ui.setup.to_night"), [this] { to_night(); }, palette::fascist);
    } else {
        // A tap anywhere below the menu stops the draw at once.
        const int below_menu = menu.y + menu.h + u;
        target({0, below_menu, screen.w, screen.h - below_menu}, [this] { stop(); });
    }
    // The menu (Settings, Rules, home) by touch, on top of the draw's tap.
    button(canvas, menu, text("ui.menu.title"), [this] { stack_.open(Screen::Menu); });
}

bool FirstPresidentPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back) { // the night is next: never skipped by one stray key
        stack_.open(std::make_unique<LeavePanel>(stack_, catalogue_, announcer_, "ui.leave.setup"));
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
