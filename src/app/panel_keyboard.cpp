#include "app/panel.h"

#include "app/keyboard_layout.h"

namespace shn {

void Panel::keyboard(Canvas& canvas, Rect area, const KeyboardFit& fit, Alphabet& shown,
                     bool capital, bool& shifted, bool can_erase,
                     std::function<void(const std::string&)> type, std::function<void()> erase,
                     std::function<void()> next) {
    // Shift turns the next letter's case from what the name asks for
    // (a capital first and after a space or a hyphen): "McCoy", "van Dijk".
    const bool upper = capital != shifted;
    const int u = canvas.unit();
    const int line_count = fit.line_count();
    const auto inside = [&](Rect box) { return box.inset(u / 2); };
    const auto key = [&](Rect box, const std::string& label, std::function<void()> action,
                         Colour fill, int size) {
        canvas.fill(box, fill);
        canvas.frame(box, palette::parchment_dark, std::max(1, u / 3));
        canvas.text_at(inside(box), label, Typeface::BodyBold, size, palette::white);
        target(box, std::move(action), label);
    };
    // Every letter key one width (`columns` to a line); shorter lines are centred.
    const Rect first = area.row(0, line_count, u);
    const Rect letter = first.column(0, fit.columns, u);
    const int asked = std::min(letter.h / 2, letter.w * 6 / 10);
    const int letter_size = canvas.text_size(inside(letter), "Ж", Typeface::BodyBold, asked);
    for (std::size_t row = 0; row < fit.lines.size(); ++row) {
        const Rect line = area.row(int(row), line_count, u);
        const int keys = int(fit.lines[row].size());
        const int used = keys * (letter.w + u) - u;
        const Rect centred{line.x + (line.w - used) / 2, line.y, used, line.h};
        for (int index = 0; index < keys; ++index) {
            const KeyboardKey typed_key = fit.lines[row][std::size_t(index)];
            const std::string typed(upper ? typed_key.capital : typed_key.small);
            key(
                centred.column(index, keys, u), typed,
                [type, typed, &shifted] {
                    shifted = false;
                    type(typed);
                },
                palette::ink, letter_size);
            mark_repeats(); // "ss", two taps at a typing pace, is two letters
        }
    }
    // The last row: the three alphabets, shift, space, erase, next, in ten
    // parts on one line (1, 1, 1, 1, 2, 2, 2), or the alphabets and shift
    // on one line and the rest (2, 1, 1) on the next.
    const Rect last = area.row(line_count - (fit.last_row_split ? 2 : 1), line_count, u);
    const Rect after = area.row(line_count - 1, line_count, u);
    const auto span = [&](const Rect& line, int first_part, int count, int parts) {
        const Rect a = line.column(first_part, parts, u);
        const Rect b = line.column(first_part + count - 1, parts, u);
        return Rect{a.x, a.y, b.x + b.w - a.x, a.h};
    };
    const std::pair<Alphabet, const char*> alphabets[] = {
        {Alphabet::Latin, "ui.keyboard.latin"},
        {Alphabet::Accents, "ui.keyboard.accents"},
        {Alphabet::Cyrillic, "ui.keyboard.cyrillic"}};
    std::vector<std::pair<Rect, std::string>> labels;
    for (int index = 0; index < 3; ++index)
        labels.emplace_back(fit.last_row_split ? last.column(index, 4, u)
                                               : span(last, index, 1, 10),
                            text(alphabets[index].second));
    labels.emplace_back(fit.last_row_split ? last.column(3, 4, u) : span(last, 3, 1, 10),
                        text("ui.keyboard.shift"));
    labels.emplace_back(fit.last_row_split ? span(after, 0, 2, 4) : span(last, 4, 2, 10),
                        text("ui.keyboard.space"));
    labels.emplace_back(fit.last_row_split ? span(after, 2, 1, 4) : span(last, 6, 2, 10),
                        text("ui.keyboard.erase"));
    labels.emplace_back(fit.last_row_split ? span(after, 3, 1, 4) : span(last, 8, 2, 10),
                        text("ui.keyboard.next"));
    // One size for the row's words (the letters' size at most).
    int size = letter_size;
    for (const auto& [box, label] : labels)
        size = std::min(size, canvas.text_size(inside(box), label, Typeface::BodyBold, asked));
    const Alphabet chosen_alphabet = shown;
    for (int index = 0; index < 3; ++index) {
        const Alphabet alphabet = alphabets[index].first;
        key(
            labels[std::size_t(index)].first, labels[std::size_t(index)].second,
            [&shown, alphabet] { shown = alphabet; },
            alphabet == chosen_alphabet ? palette::liberal : palette::ink,
            size); // active either way
        if (alphabet == chosen_alphabet) mark_chosen();
    }
    key(
        labels[3].first, labels[3].second, [&shifted] { shifted = !shifted; },
        shifted ? palette::liberal : palette::ink, size);
    if (shifted) mark_chosen();
    mark_repeats(); // on, then off again: two taps
    key(
        labels[4].first, labels[4].second, [type] { type(" "); }, palette::ink, size);
    mark_repeats();
    if (!can_erase) { // nothing to erase: dimmed, and no target
        canvas.fill(labels[5].first, palette::disabled);
        canvas.frame(labels[5].first, palette::dimmed_text, 1);
        canvas.text_at(inside(labels[5].first), labels[5].second, Typeface::BodyBold, size,
                       palette::disabled_text);
    } else {
        key(labels[5].first, labels[5].second, std::move(erase), palette::fascist, size);
        mark_repeats(); // Next, below, does not: a double tap on it is one seat on
    }
    key(labels[6].first, labels[6].second, std::move(next), palette::liberal, size);
}

} // namespace shn
