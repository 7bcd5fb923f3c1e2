#include "app/panels/names_panel.h"

#include "app/game_draft.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "session/languages.h"

#include <algorithm>

namespace shn {

NamesPanel::NamesPanel(PanelStack& stack, const Catalogue& catalogue, GameDraft& draft,
                       MessageLine& messages, const std::string& language)
    : Panel(stack, catalogue), draft_(draft), messages_(messages),
      alphabet_(find_language(language) && find_language(language)->cyrillic ? Alphabet::Cyrillic
                                                                             : Alphabet::Latin),
      latin_(latin_keyboard(language)) {
    select(0);
}

void NamesPanel::select(int seat) {
    seat_ = seat;
    field_.set(draft_.names.at(std::size_t(seat)));
}

void NamesPanel::next_seat() {
    select((seat_ + 1) % draft_.players);
}

void NamesPanel::type(std::string_view text) {
    const bool whole = field_.insert(text);
    store();
    // A name already full: said, not silently dropped.
    if (!whole && !text.empty() && static_cast<unsigned char>(text[0]) >= 0x20)
        messages_.set([](const Catalogue& catalogue) {
            return catalogue.format("ui.names.full",
                                    {{"count", std::to_string(TextField::kLimit)}});
        });
}

void NamesPanel::erase() {
    field_.erase_last();
    store();
}

void NamesPanel::store() {
    draft_.names.at(std::size_t(seat_)) = field_.text();
    messages_.clear(); // a duplicate-name warning is answered by editing
}

void NamesPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    const Rect body = titled_page(canvas, "ui.new_game.names");
    button(
        canvas, bar_button(canvas, false), text("ui.names.done"), [this] { stack_.back(); },
        palette::liberal);
    const GameDraft& draft = draft_;
    if (seat_ >= draft.players) select(0);

    // The seats, in seating order: tap one to edit its name. As many a row
    // as leave room for the longest of the other names, and for an
    // eleven-letter one, a third above the smallest text (a phone upright:
    // two or three), all in one size. Never the name being typed: as it
    // grows the grid, and the keyboard under it, must not move under the
    // finger (the German table's "Hans-Joachim Müller" came out
    // "Hans-Joachim Mü"); its tile shrinks it, the field shows it whole.
    const std::vector<std::string> shown = draft_.starting_names();
    const int size = canvas.minimum_text() * 4 / 3;
    int widest = canvas.text_width(std::string(11, 'n'), Typeface::Poster, size);
    for (int seat = 0; seat < draft.players; ++seat)
        if (seat != seat_)
            widest = std::max(widest,
                              canvas.text_width(shown[std::size_t(seat)], Typeface::Poster, size));
    SeatGrid grid{draft.players};
    int per_row = grid.per_row();
    while (per_row > 2 && (body.w - (per_row - 1) * u) / per_row - 2 * u < widest) --per_row;
    grid.most_per_row = per_row;
    const Rect seats = body.top(grid.rows() * finger + (grid.rows() - 1) * u);
    std::vector<std::pair<Rect, std::string>> seat_labels, sizing;
    for (int seat = 0; seat < draft.players; ++seat) {
        seat_labels.emplace_back(grid.cell(seats, seat, u), shown[std::size_t(seat)]);
        // One size for the tiles, from every name but the one being typed
        // (an eleven-letter one in its place): the tiles' words stay as
        // they are while it is typed (issue 55, item 16); its own tile
        // shrinks it if it must.
        sizing.emplace_back(seat_labels.back().first,
                            seat == seat_ ? std::string(11, 'n') : shown[std::size_t(seat)]);
    }
    const int seat_text = row_text_size(canvas, sizing);
    for (int seat = 0; seat < draft.players; ++seat) {
        const bool typed = !TextField::trimmed(draft.names[std::size_t(seat)]).empty();
        button(
            canvas, seat_labels[std::size_t(seat)].first, seat_labels[std::size_t(seat)].second,
            [this, seat] { select(seat); },
            seat == seat_ ? palette::fascist
            : typed       ? palette::liberal
                          : palette::ink,
            true, seat_text);
        if (seat == seat_) mark_chosen();
    }

    // The name being typed, with a cursor; a problem with the names beside it.
    const Rect field{body.x, seats.y + seats.h + u, body.w, finger};
    canvas.fill(field, palette::white);
    canvas.frame(field, palette::fascist, std::max(1, u / 2));
    const bool problem = !messages_.text().empty();
    const Rect typed_box{field.x + 2 * u, field.y, (problem ? field.w / 2 : field.w) - 4 * u,
                         field.h};
    canvas.text(typed_box, field_.text() + "_", Typeface::BodyBold, field.h * 7 / 10, palette::ink,
                Align::Left);
    if (problem)
        canvas.text({field.x + field.w / 2, field.y, field.w / 2 - u, field.h}, messages_.text(),
                    Typeface::Body, field.h / 3, palette::fascist_text, Align::Left);

    // The keyboard fills the rest of the height, its keys a finger or more
    // each way and at most one and a half fingers tall.
    const KeyboardFit fit = fit_keyboard(alphabet_, latin_, body.w, finger, u);
    const int lines = fit.line_count();
    const int tallest = lines * finger * 3 / 2 + (lines - 1) * u;
    const int keyboard_top = std::max(field.y + field.h + u, body.y + body.h - tallest);
    draw_keyboard(canvas, {body.x, keyboard_top, body.w, body.y + body.h - keyboard_top}, fit);
}

void NamesPanel::draw_keyboard(Canvas& canvas, Rect area, const KeyboardFit& fit) {
    keyboard(
        canvas, area, fit, alphabet_, field_.wants_capital(), shifted_, !field_.text().empty(),
        [this](const std::string& typed) { type(typed); }, [this] { erase(); },
        [this] { next_seat(); });
}

bool NamesPanel::text_input(std::string_view text) {
    type(text);
    return true;
}

bool NamesPanel::command(const Command& command) {
    using Kind = Command::Kind;
    switch (command.kind) {
    case Kind::Erase: erase(); return true;
    case Kind::Confirm:
    case Kind::Next: next_seat(); return true;
    case Kind::Previous: select((seat_ + draft_.players - 1) % draft_.players); return true;
    default: return false; // every other meaning is typed text here
    }
}

} // namespace shn
