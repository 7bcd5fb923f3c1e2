#include "app/panels/settings_panel.h"

#include "app/announcer.h"
#include "app/discussion_timer.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/phone_board.h"
#include "app/preferences.h"
#include "app/screen.h"
#include "session/languages.h"
#include "session/narrators.h"
#include "session/recorded_voices.h"

#include <algorithm>
#include <type_traits>
#include <variant>
#include <vector>

namespace shn {

Rect SettingsPanel::label_part(Rect row, bool language) const {
    // Above its controls, across the row (a larger text size: the name has
    // the whole width to grow in); else on the left, 40% (the language a
    // fifth across a landscape screen, beside its six buttons).
    if (name_height_ > 0) return row.top(name_height_);
    if (language && !portrait_) return {row.x, row.y, row.w / 5, row.h};
    return {row.x, row.y, row.w * 40 / 100, row.h};
}

Rect SettingsPanel::control_part(Rect row, bool language) const {
    if (name_height_ > 0) return row.below(name_height_);
    if (language && !portrait_) return {row.x + row.w / 5, row.y, row.w * 4 / 5, row.h};
    return {row.x + row.w * 42 / 100, row.y, row.w * 58 / 100, row.h};
}

void SettingsPanel::stepper(Canvas& canvas, Rect row, const SettingField& field, int& value) {
    const SettingRange& range = *field.range;
    const int step = range.step;
    const int low = range.zero_is_off ? 0 : range.low;
    const int high = range.high;
    const int u = canvas.unit();
    draw_label(canvas, label_part(row), field.label);
    const Rect controls = control_part(row);
    int* target = &value;
    button(
        canvas, controls.column(0, 3, u), "-",
        [this, target, step, low] {
            *target = std::max(low, *target - step);
            preferences_.apply();
        },
        palette::ink, value > low);
    if (value > low) mark_repeats(); // two quick taps: two steps (TapGuard)
    // Every value in one face, the body's bold, which keeps its small
    // letters ("5 s", "Off"; issue 43: "5 S" in the poster face beside
    // "100 %" in the body's). Its size grows with the text size and never
    // beyond what the field's widest value takes at the largest, so a value
    // never shrinks as the size grows ("130 %" was smaller than "120 %").
    const Rect box = controls.column(1, 3, u);
    const int asked = controls.h * 45 / 100;
    const int percent = canvas.text_scale();
    canvas.set_text_scale(kTextSizeRange.high);
    int widest = 0;
    for (int each = low; each <= high;
         each = each == 0 && range.zero_is_off ? range.low : each + step) {
        const int fits =
            canvas.text_size(box, shown_number(field, each), Typeface::BodyBold, asked);
        widest = widest == 0 ? fits : std::min(widest, fits);
    }
    canvas.set_text_scale(percent);
    canvas.text_at(box, shown_number(field, value), Typeface::BodyBold,
                   std::min(widest, asked * percent / 100), palette::ink);
    button(
        canvas, controls.column(2, 3, u), "+",
        [this, target, step, high] {
            *target = std::min(high, *target + step);
            preferences_.apply();
        },
        palette::ink, value < high);
    if (value < high) mark_repeats();
}

void SettingsPanel::draw_label(Canvas& canvas, Rect box, std::string_view key) {
    canvas.text_at(box, text(key), Typeface::Body, label_px_, palette::ink, Align::Left);
}

void SettingsPanel::toggle(Canvas& canvas, Rect row, std::string_view label, bool& value) {
    draw_label(canvas, label_part(row), label);
    // On/Off, as the new game's rule options say it.
    const Rect controls = control_part(row);
    bool* target = &value;
    toggle_button(canvas, {controls.x, controls.y, toggle_width(canvas, controls.w), controls.h},
                  value, [this, target] {
                      *target = !*target;
                      preferences_.apply();
                  });
}

void SettingsPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    Rect body = titled_page(canvas, "ui.settings.title");
    const Rect whole = body; // the rows' pitch is the screen's, message or none
    // Settings that could not be saved, or a damaged file: said here, where
    // the change was made, under the rows.
    if (const std::string& message = preferences_.messages().text(); !message.empty()) {
        const int size = canvas.minimum_text() * 5 / 4;
        const int strip = 2 * canvas.line_height(Typeface::Body, size) + u;
        canvas.text({body.x, body.y + body.h - strip, body.w, strip}, message, Typeface::Body, size,
                    palette::fascist);
        body.h -= strip + u;
    }
    const bool portrait = canvas.height() > canvas.width();
    portrait_ = portrait;
    // The settings shown, in their rows' order; the text size first (below).
    const auto shown = [&](const SettingField& field) {
        return field.screen_row >= 0 && (field.where != SettingField::Where::ServingPhones ||
                                         phones_.available || phones_.served_elsewhere);
    };
    const auto is_text_size = [](const SettingField& field) {
        return field.range == &kTextSizeRange;
    };
    std::vector<const SettingField*> fields;
    for (const SettingField& field : kSettingFields)
        if (is_text_size(field) && shown(field)) fields.push_back(&field);
    for (int row = 0; row < kSettingRows; ++row)
        for (const SettingField& field : kSettingFields)
            if (field.screen_row == row && shown(field) && !is_text_size(field))
                fields.push_back(&field);
    // The rows' pitch comes from the screen's height: at 100% and less,
    // every row on one page where a finger's height each allows it (a
    // phone: issue 43, its buttons were 43 px, under the finger), each name
    // beside its controls. Portrait: a row each (the language two).
    // Landscape: the language across, then two columns of the others. A
    // larger text size (issue 43: at 140% the names and buttons kept their
    // size) makes the controls taller in proportion and puts each name
    // above them, across the row, where it has room to grow; as many rows a
    // page as fit, and pages the rest.
    const int finger = canvas.finger();
    const int per_column = kSettingRows / 2; // the rows after the language, halved up
    const int full_lines = portrait ? kSettingRows + 1 : per_column + 1;
    const int percent = canvas.text_scale();
    const int base_pitch = (whole.h + u) / full_lines;
    const int grown_pitch = std::max(finger + u, base_pitch * std::max(100, percent) / 100);
    const int name_h = percent > 100 ? grown_pitch * 2 / 5 : 0;
    // A line at its least: a finger and a gap at 100% and less, where the
    // rows share out a page's height; grown in proportion above.
    const int least_pitch = percent > 100 ? grown_pitch : finger + u;
    // The text size's own row (issue 43: it moved with the size it set, and
    // a second tap where its "-" had been turned the discussion timer off):
    // first on page one, in the same box at every size, its name above
    // controls a finger tall, with room for the name at the largest size.
    const int fixed_name = base_pitch * kTextSizeRange.high / 100 * 2 / 5;
    const int fixed_h = fixed_name + std::max(finger, (base_pitch - u) * 4 / 5);
    struct Slot {
        const SettingField* field;
        int page;
        Rect box;
        int name_h; // its name's height above its controls (0: beside them)
    };
    // Each setting's page and box in `area`.
    const auto lay_out = [&](Rect area) {
        std::vector<Slot> slots;
        const Rect page_area = area; // every page's but the first's
        std::vector<const SettingField*> rest = fields;
        if (!rest.empty() && is_text_size(*rest.front())) {
            // Landscape, the first row of two columns beside it (the
            // narrator), in the same line's box; the language under them.
            const Rect line = area.top(fixed_h);
            rest.erase(rest.begin());
            const auto beside =
                portrait ? rest.end()
                         : std::find_if(rest.begin(), rest.end(), [](const SettingField* field) {
                               return field->choices != &kLanguageChoices;
                           });
            const bool pair = beside != rest.end();
            slots.push_back(
                {fields.front(), 0, pair ? line.column(0, 2, 3 * u) : line, fixed_name});
            if (pair) {
                slots.push_back({*beside, 0, line.column(1, 2, 3 * u), fixed_name});
                rest.erase(beside);
            }
            area = area.below(fixed_h + u);
        }
        // The lines the rows from `from` on take, all on one page.
        const auto needed = [&](std::size_t from) {
            int full = 0, halves = 0;
            for (std::size_t index = from; index < rest.size(); ++index) {
                const bool language = rest[index]->choices == &kLanguageChoices;
                if (portrait || language)
                    full += portrait && language ? 2 : 1;
                else
                    ++halves;
            }
            return full + (halves + 1) / 2;
        };
        // A page's lines: as many as fit at their least height, as its rows
        // need, and no more than at their grown height (the rows share the
        // page's height, and a last row alone is not a page tall).
        const auto lines_in = [&](const Rect& room, std::size_t from) {
            const int least = (room.h + u) / (least_pitch + name_h);
            const int grown = (room.h + u) / (grown_pitch + name_h);
            return std::max(0, std::min(least, std::max(needed(from), grown)));
        };
        int page = 0, lines = lines_in(area, 0), line = 0, in_columns = 0, column_lines = 0;
        Rect room = area;
        std::size_t index = 0;
        const auto turn = [&] {
            ++page;
            room = page_area;
            lines = std::max(1, lines_in(room, index));
            line = 0;
            in_columns = 0;
            column_lines = lines;
        };
        for (; index < rest.size(); ++index) {
            const SettingField* field = rest[index];
            const bool language = field->choices == &kLanguageChoices;
            if (portrait || language) {
                // Upright, the language's two rows of buttons take two rows'
                // room (issue 43: on a phone they were 72x25, under a finger).
                const int need = portrait && language ? 2 : 1;
                if (line + need > lines) turn();
                const Rect first = room.row(line, lines, u);
                const Rect last = room.row(std::min(lines, line + need) - 1, lines, u);
                slots.push_back(
                    {field, page, {first.x, first.y, first.w, last.y + last.h - first.y}, name_h});
                line += need;
                continue;
            }
            // Two columns under the lines taken, the first filled first.
            if (in_columns == 0) column_lines = lines - line;
            if (column_lines <= 0 || in_columns == 2 * column_lines) turn();
            slots.push_back({field, page,
                             room.column(in_columns / column_lines, 2, 3 * u)
                                 .row(line + in_columns % column_lines, lines, u),
                             name_h});
            ++in_columns;
        }
        return slots;
    };
    Rect body_rows = body;
    std::vector<Slot> slots = lay_out(body_rows);
    int pages = slots.empty() ? 1 : slots.back().page + 1;
    if (pages > 1) {
        // A strip for the pager under the rows: Previous, the page, Next.
        const Rect strip{body.x, body.y + body.h - finger, body.w, finger};
        body_rows.h -= strip.h + u;
        slots = lay_out(body_rows);
        pages = slots.back().page + 1;
        page_ = std::clamp(page_, 0, pages - 1);
        pager(canvas, strip, page_, 1, pages, "ui.rules.previous", "ui.rules.next", true, true,
              catalogue_.format("ui.rules.page", {{"page", std::to_string(page_ + 1)},
                                                  {"pages", std::to_string(pages)}}));
    } else {
        page_ = 0;
    }
    // One size for every setting's name (issue 32, item 15: at 140% only
    // some grew): the largest at which the longest fits its box, on every page.
    label_px_ = 0;
    for (const Slot& slot : slots) {
        const bool language = slot.field->choices == &kLanguageChoices;
        const Rect row = slot.box;
        name_height_ = slot.name_h;
        const Rect box = label_part(row, language);
        const int fits = canvas.text_size(box, text(slot.field->label), Typeface::Body,
                                          name_height_ > 0 ? box.h * 7 / 10 : row.h * 4 / 10);
        label_px_ = label_px_ == 0 ? fits : std::min(label_px_, fits);
    }
    // Each row from its field (kSettingFields): what it holds decides its controls.
    Settings& settings = preferences_.settings();
    for (const Slot& slot : slots) {
        if (slot.page != page_) continue;
        const SettingField& field = *slot.field;
        const Rect row = slot.box;
        name_height_ = slot.name_h;
        if (field.where == SettingField::Where::ServingPhones && !phones_.available) {
            // No switch where it cannot serve: where the board comes from.
            draw_label(canvas, label_part(row), field.label);
            const Rect note = control_part(row);
            const std::string said = text("ui.settings.phones_elsewhere");
            canvas.text(note, said, Typeface::Body,
                        canvas.text_size(note, said, Typeface::Body, note.h * 4 / 10), palette::ink,
                        Align::Left);
            continue;
        }
        std::visit(
            [&](auto member) {
                using Member = decltype(member);
                if constexpr (std::is_same_v<Member, bool Settings::*>) {
                    toggle(canvas, row, field.label, settings.*member);
                } else if constexpr (std::is_same_v<Member, int Settings::*>) {
                    stepper(canvas, row, field, settings.*member);
                } else if constexpr (std::is_same_v<Member, std::string Settings::*>) {
                    if (field.choices == &kLanguageChoices)
                        language_row(canvas, row, portrait);
                    else if (field.choices)
                        choice_row(canvas, row, field, settings.*member);
                } else {
                    narrator_row(canvas, row);
                }
            },
            field.member);
    }
}

std::string SettingsPanel::shown_number(const SettingField& field, int value) const {
    switch (field.shown) {
    case SettingField::Shown::Plain: return std::to_string(value);
    case SettingField::Shown::Percent: // "100%", "100 %": the language's way
        return catalogue_.format("ui.analysis.percent", {{"value", std::to_string(value)}});
    case SettingField::Shown::Seconds:
        return catalogue_.format("ui.night.countdown", {{"seconds", std::to_string(value)}});
    case SettingField::Shown::Clock:
        // Off, or minutes and seconds (a discussion of 1:30).
        return value == 0 ? text("ui.toggle.off") : clock_text(value);
    }
    return std::to_string(value);
}

void SettingsPanel::language_row(Canvas& canvas, Rect row, bool portrait) {
    const int u = canvas.unit();
    // The catalogues, each named in its own language.
    const Rect label = label_part(row, true);
    const Rect controls = control_part(row, true);
    draw_label(canvas, label, "ui.settings.language");
    // Upright, two rows of as many as the languages need (a new table found
    // Español and Deutsch missing when the rows were of two).
    if (portrait)
        language_buttons(canvas, controls, 2, u / 2, u / 2, preferences_);
    else
        language_buttons(canvas, controls, 1, u, u, preferences_);
}

void SettingsPanel::narrator_row(Canvas& canvas, Rect row) {
    const int u = canvas.unit();
    // The language's voices (a male and a female one where it has both); a
    // tap chooses one and lets it say a line. Last, the table's own voices
    // (a recorded one in use is named there).
    draw_label(canvas, label_part(row), "ui.settings.narrator");
    const auto& narrators = narrators_of(preferences_.language());
    const std::string chosen = preferences_.settings().narrator(preferences_.language());
    const int columns = int(narrators.size()) + 1;
    std::vector<std::pair<Rect, std::string>> voices;
    for (std::size_t index = 0; index < narrators.size(); ++index)
        voices.emplace_back(control_part(row).column(int(index), columns, u / 2),
                            text(narrators[index].female ? "ui.settings.narrator.female"
                                                         : "ui.settings.narrator.male"));
    const bool own = is_recorded_narrator(chosen) || chosen == kDeviceNarrator;
    // The voice in use is named on the button (a table's own, or the tablet's).
    std::string own_label = text("ui.settings.narrator.own");
    if (chosen == kDeviceNarrator) {
        own_label = text("ui.settings.narrator.device");
    } else if (own) {
        // Its name, read again only when the voices or the choice changed.
        if (named_.first != voices_.changes() || named_.second != chosen) {
            const auto narrator =
                voices_.find(preferences_.language(), chosen.substr(RecordedVoices::kPrefix.size()),
                             [](const std::string&) { return std::string(); });
            own_name_ = narrator ? narrator->name : std::string();
            named_ = {voices_.changes(), chosen};
        }
        // The way in to Own voices stays said, with the voice in use.
        if (!own_name_.empty())
            own_label = catalogue_.format("ui.settings.narrator.own_named", {{"name", own_name_}});
    }
    voices.emplace_back(control_part(row).column(columns - 1, columns, u / 2), own_label);
    const int size = row_text_size(canvas, voices);
    button(
        canvas, voices.back().first, voices.back().second, [this] { stack_.open(Screen::Voices); },
        own ? palette::liberal : palette::ink, true, size);
    for (std::size_t index = 0; index < narrators.size(); ++index) {
        const std::string id(narrators[index].id);
        button(
            canvas, voices[index].first, voices[index].second,
            [this, id] {
                preferences_.settings().narrators[preferences_.language()] = id;
                preferences_.apply();
                announcer_.say({"say.setup.welcome"}); // how it sounds
            },
            id == chosen ? palette::liberal : palette::ink, true, size);
    }
}

void SettingsPanel::choice_row(Canvas& canvas, Rect row, const SettingField& field,
                               std::string& value) {
    const int u = canvas.unit();
    draw_label(canvas, label_part(row), field.label);
    const auto& values = field.choices->values;
    std::vector<std::pair<Rect, std::string>> choices;
    for (std::size_t index = 0; index < values.size(); ++index)
        choices.emplace_back(control_part(row).column(int(index), int(values.size()), u / 2),
                             text(std::string(field.label) + "." + std::string(values[index])));
    const int size = row_text_size(canvas, choices);
    std::string* target = &value;
    for (std::size_t index = 0; index < values.size(); ++index) {
        const std::string choice(values[index]);
        button(
            canvas, choices[index].first, choices[index].second,
            [this, target, choice] {
                *target = choice;
                preferences_.apply();
            },
            choice == value ? palette::liberal : palette::ink, true, size);
        if (choice == value) mark_chosen();
    }
}

} // namespace shn
