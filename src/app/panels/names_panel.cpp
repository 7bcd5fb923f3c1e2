#include "app/panels/names_panel.h"

#include "app/app_context.h"

#include <algorithm>

namespace shn {

NamesPanel::NamesPanel(AppContext& app)
    : Panel(app), alphabet_(app.language() == "ru" ? Alphabet::Cyrillic : Alphabet::Latin) {
    select(0);
}

void NamesPanel::select(int seat) {
    seat_ = seat;
    field_.set(app_.draft().names.at(std::size_t(seat)));
}

void NamesPanel::next_seat() {
    select((seat_ + 1) % app_.draft().players);
}

void NamesPanel::type(std::string_view text) {
    field_.insert(text);
    store();
}

void NamesPanel::erase() {
    field_.erase_last();
    store();
}

void NamesPanel::store() {
    app_.draft().names.at(std::size_t(seat_)) = field_.text();
    app_.set_message({}); // a duplicate-name warning is answered by editing
}

void NamesPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    const Rect body = titled_page(canvas, "ui.new_game.names");
    button(
        canvas, bar_button(canvas, false), text("ui.names.done"), [this] { app_.back(); },
        palette::liberal);
    const GameDraft& draft = app_.draft();
    if (seat_ >= draft.players) select(0);

    // The seats, in seating order: tap one to edit its name.
    const SeatGrid grid{draft.players};
    const Rect seats = body.top(grid.rows() * finger + (grid.rows() - 1) * u);
    const std::vector<std::string> shown = app_.draft_names();
    for (int seat = 0; seat < draft.players; ++seat) {
        const Rect box = grid.cell(seats, seat, u);
        const bool typed = !TextField::trimmed(draft.names[std::size_t(seat)]).empty();
        button(
            canvas, box, shown[std::size_t(seat)], [this, seat] { select(seat); },
            seat == seat_ ? palette::fascist
            : typed       ? palette::liberal
                          : palette::ink);
    }

    // The name being typed, with a cursor; a problem with the names beside it.
    const Rect field{body.x, seats.y + seats.h + u, body.w, finger};
    canvas.fill(field, palette::white);
    canvas.frame(field, palette::fascist, std::max(1, u / 2));
    const bool problem = !app_.message().empty();
    const Rect typed_box{field.x + 2 * u, field.y, (problem ? field.w / 2 : field.w) - 4 * u,
                         field.h};
    canvas.text(typed_box, field_.text() + "_", Typeface::BodyBold, field.h * 7 / 10, palette::ink,
                Align::Left);
    if (problem)
        canvas.text({field.x + field.w / 2, field.y, field.w / 2 - u, field.h}, app_.message(),
                    Typeface::Body, field.h / 3, palette::fascist, Align::Left);

    // The keyboard at the bottom, its keys at most one and a half fingers tall.
    const int keyboard_top =
        std::max(field.y + field.h + u, body.y + body.h - (4 * finger * 3 / 2 + 3 * u));
    draw_keyboard(canvas, {body.x, keyboard_top, body.w, body.y + body.h - keyboard_top});
}

void NamesPanel::draw_keyboard(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    const auto key = [&](Rect box, const std::string& label, std::function<void()> action,
                         Colour fill) {
        canvas.fill(box, fill);
        canvas.frame(box, palette::parchment_dark, std::max(1, u / 3));
        canvas.text(box.inset(u / 2), label, Typeface::BodyBold,
                    std::min(box.h / 2, box.w * 6 / 10), palette::white);
        target(box, std::move(action), label);
    };
    // Eleven columns fit the longest row (Cyrillic); shorter rows are centred.
    const int columns = 11;
    const auto rows = keyboard_rows(alphabet_);
    const int row_count = int(rows.size()) + 1;
    const bool capital = field_.wants_capital();
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const Rect line = area.row(int(row), row_count, u);
        const int width = line.column(0, columns, u).w;
        const int used = int(rows[row].size()) * (width + u) - u;
        const Rect centred{line.x + (line.w - used) / 2, line.y, used, line.h};
        for (std::size_t index = 0; index < rows[row].size(); ++index) {
            const KeyboardKey letter = rows[row][index];
            const std::string typed(capital ? letter.capital : letter.small);
            key(
                centred.column(int(index), int(rows[row].size()), u), typed,
                [this, typed] { type(typed); }, palette::ink);
        }
    }
    // The last row: the three alphabets, space, erase, next seat (ten parts).
    const Rect last = area.row(row_count - 1, row_count, u);
    const auto span = [&](int first, int count) {
        const Rect a = last.column(first, 10, u);
        const Rect b = last.column(first + count - 1, 10, u);
        return Rect{a.x, a.y, b.x + b.w - a.x, a.h};
    };
    const std::pair<Alphabet, const char*> alphabets[] = {
        {Alphabet::Latin, "ui.keyboard.latin"},
        {Alphabet::Accents, "ui.keyboard.accents"},
        {Alphabet::Cyrillic, "ui.keyboard.cyrillic"}};
    for (int index = 0; index < 3; ++index) {
        const Alphabet alphabet = alphabets[index].first;
        key(
            span(index, 1), text(alphabets[index].second),
            [this, alphabet] { alphabet_ = alphabet; },
            alphabet == alphabet_ ? palette::liberal : palette::dimmed);
    }
    key(
        span(3, 3), text("ui.keyboard.space"), [this] { type(" "); }, palette::ink);
    key(
        span(6, 2), text("ui.keyboard.erase"), [this] { erase(); }, palette::fascist);
    key(
        span(8, 2), text("ui.keyboard.next"), [this] { next_seat(); }, palette::liberal);
}

bool NamesPanel::text_input(std::string_view text) {
    type(text);
    return true;
}

bool NamesPanel::key(SDL_Keycode key) {
    switch (key) {
    case SDLK_BACKSPACE: erase(); return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_TAB:
    case SDLK_DOWN: next_seat(); return true;
    case SDLK_UP: select((seat_ + app_.draft().players - 1) % app_.draft().players); return true;
    default: return false;
    }
}

} // namespace shn
