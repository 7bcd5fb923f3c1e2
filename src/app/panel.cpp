#include "app/panel.h"

#include <algorithm>

#include "app/panel_stack.h"
#include "app/preferences.h"
#include "session/languages.h"

namespace shn {

void Panel::paint(Canvas& canvas) {
    targets_.clear();
    canvas.set_minimum_text(
        Canvas::minimum_text_px(canvas.width(), canvas.height(), reading_distance()));
    draw(canvas);
}

bool Panel::tap(int x, int y) {
    // The last target drawn is on top.
    for (auto it = targets_.rbegin(); it != targets_.rend(); ++it) {
        if (it->box.contains(x, y)) {
            it->action(); // safe: the stack changes it asks for wait for PanelStack::step()
            return true;
        }
    }
    return false;
}

bool Panel::tap_target(std::size_t index) {
    if (index >= targets_.size()) return false;
    // A copy: the action may draw the panel again, and its targets with it.
    const std::function<void()> action = targets_[index].action;
    action();
    return true;
}

namespace {
// A button's label: inside its frame, at most 6/10 of its height.
Rect label_box(const Canvas& canvas, Rect box) {
    return box.inset(canvas.unit());
}
int label_size(const Canvas& canvas, Rect box) {
    return std::min(box.h * 6 / 10, 10 * canvas.unit());
}
} // namespace

void Panel::button(Canvas& canvas, Rect box, std::string_view label, std::function<void()> action,
                   Colour fill, bool enabled, int text_px) {
    // A control that cannot be used now: pale, its words dark grey, its
    // edge drawn (still readable, unlike an enabled one's colour and white).
    canvas.fill(box, enabled ? fill : palette::disabled);
    canvas.frame(box, enabled ? palette::parchment_dark : palette::dimmed_text,
                 std::max(1, canvas.unit() / 3));
    const Colour ink = enabled ? palette::white : palette::disabled_text;
    if (text_px > 0)
        canvas.text_at(label_box(canvas, box), label, Typeface::Poster, text_px, ink);
    else
        canvas.text(label_box(canvas, box), label, Typeface::Poster, label_size(canvas, box), ink);
    if (enabled) target(box, std::move(action), std::string(label));
}

void Panel::waiting_button(Canvas& canvas, Rect box, std::string_view label, Colour fill) {
    canvas.fill(box, fill);
    canvas.frame(box, palette::parchment_dark, std::max(1, canvas.unit() / 3));
    canvas.text(label_box(canvas, box), label, Typeface::Poster, label_size(canvas, box),
                palette::white);
}

void Panel::language_buttons(Canvas& canvas, Rect area, int rows, int row_gap, int column_gap,
                             Preferences& preferences) {
    const int per_row = (kLanguageCount + rows - 1) / rows;
    std::vector<std::pair<Rect, std::string>> languages;
    for (std::size_t index = 0; index < kLanguages.size(); ++index)
        languages.emplace_back(area.row(int(index) / per_row, rows, row_gap)
                                   .column(int(index) % per_row, per_row, column_gap),
                               text("lang." + std::string(kLanguages[index].id)));
    const int size = row_text_size(canvas, languages);
    for (std::size_t index = 0; index < kLanguages.size(); ++index) {
        const std::string code(kLanguages[index].id);
        const bool chosen = code == preferences.settings().language;
        button(
            canvas, languages[index].first, languages[index].second,
            [&preferences, code] {
                preferences.settings().language = code;
                preferences.apply();
            },
            chosen ? palette::liberal : palette::ink, true, size);
        if (chosen) mark_chosen();
    }
}

int Panel::row_text_size(Canvas& canvas,
                         const std::vector<std::pair<Rect, std::string>>& buttons) const {
    int size = 0;
    for (const auto& [box, label] : buttons) {
        const int fits = canvas.text_size(label_box(canvas, box), label, Typeface::Poster,
                                          label_size(canvas, box));
        size = size == 0 ? fits : std::min(size, fits);
    }
    return size;
}

void Panel::toggle_button(Canvas& canvas, Rect box, bool on, std::function<void()> flip,
                          int text_px) {
    button(canvas, box, text(on ? "ui.toggle.on" : "ui.toggle.off"), std::move(flip),
           on ? palette::liberal : palette::ink, true, text_px);
}

Rect Panel::title_bar(Canvas& canvas, std::string_view title) {
    const int u = canvas.unit();
    const Rect bar{0, 0, canvas.width(), canvas.finger() + 2 * u};
    canvas.fill(bar, palette::ink);
    const Rect left = bar_button(canvas, true);
    // In the buttons' band, a unit from each edge: at 140% text the title
    // touched the top edge (issue 43); it shrinks to the band instead.
    canvas.text({left.x + left.w + u, left.y, bar.w - 2 * (left.x + left.w + u), left.h}, title,
                Typeface::Poster, canvas.finger() * 8 / 10, palette::white);
    return bar;
}

Rect Panel::bar_button(const Canvas& canvas, bool left) const {
    const int u = canvas.unit();
    const int width = std::max(22 * u, canvas.finger() * 2);
    return {left ? u : canvas.width() - u - width, u, width, canvas.finger()};
}

void Panel::pager(Canvas& canvas, Rect area, int& skipped, int per_page, int count,
                  std::string_view first_key, std::string_view second_key, bool first_goes_back,
                  bool side_by_side, const std::string& between) {
    const int u = canvas.unit();
    int* scrolled = &skipped;
    const bool can_back = skipped > 0;
    const bool can_go_on = skipped + per_page < count;
    // Stacked, the first above; side by side (a strip under a list), the
    // first left, and one size for both labels.
    const bool across = side_by_side;
    const int columns = across && !between.empty() ? 3 : 2;
    const Rect first = across ? area.column(0, columns, u) : area.row(0, 2, u);
    const Rect second = across ? area.column(columns - 1, columns, u) : area.row(1, 2, u);
    if (columns == 3) // the page shown, as the rules say theirs
        canvas.text(area.column(1, 3, u), between, Typeface::Poster, area.h * 6 / 10, palette::ink);
    const int size =
        across ? row_text_size(canvas, {{first, text(first_key)}, {second, text(second_key)}}) : 0;
    // A tap turns a whole page (the Italian table: a row a tap made a long
    // list a chore), never before the first row.
    const auto page_button = [&](Rect box, std::string_view key, int step, bool enabled) {
        button(
            canvas, box, text(key),
            [scrolled, step, per_page] { *scrolled = std::max(0, *scrolled + step * per_page); },
            palette::ink, enabled, size);
        // Two quick taps on one: two pages (TapGuard), as a table means them.
        if (enabled) mark_repeats();
    };
    page_button(first, first_key, first_goes_back ? -1 : +1,
                first_goes_back ? can_back : can_go_on);
    page_button(second, second_key, first_goes_back ? +1 : -1,
                first_goes_back ? can_go_on : can_back);
}

void Panel::rounds_pager(Canvas& canvas, Rect area, int& skipped, int per_page, int count,
                         bool newest_first) {
    // Newer above, Older below, whichever way the list runs: newest first,
    // Newer goes back towards the top; oldest first, Newer goes on.
    pager(canvas, area, skipped, per_page, count, "ui.history.newer", "ui.history.older",
          newest_first);
}

Rect Panel::titled_page(Canvas& canvas, std::string_view title_key) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect bar = title_bar(canvas, text(title_key));
    button(
        canvas, bar_button(canvas, true), text("ui.settings.back"), [this] { stack_.back(); },
        palette::fascist);
    return screen.below(bar.h + u).inset(u);
}

void Panel::target(Rect box, std::function<void()> action, std::string label) {
    targets_.push_back({box, std::move(action), std::move(label), false, false, false});
}

std::vector<Panel::TapTarget> Panel::tap_targets() const {
    std::vector<TapTarget> boxes;
    for (const Target& target : targets_)
        boxes.push_back(
            {target.box, target.label, target.chosen, target.repeats, target.ends_game});
    return boxes;
}

std::string Panel::text(std::string_view key) const {
    return catalogue_.text(key);
}

} // namespace shn
