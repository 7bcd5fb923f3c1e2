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
#include <cctype>
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

void SettingsPanel::stepper(Canvas& canvas, Rect row, std::string_view label, int& value,
                            const SettingRange& range, const std::string& shown) {
    const int step = range.step;
    const int low = range.zero_is_off ? 0 : range.low;
    const int high = range.high;
    const int u = canvas.unit();
    draw_label(canvas, label_part(row), label);
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
    // Figures in the poster face; a value with a unit in words ("5 s", "Off")
    // in the body face, which keeps its small letters (the poster face has
    // none: "5 S").
    const bool words = std::any_of(shown.begin(), shown.end(), [](char c) {
        return std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
    });
    canvas.text(controls.column(1, 3, u), shown, words ? Typeface::BodyBold : Typeface::Poster,
                row.h * (words ? 45 : 60) / 100, palette::ink);
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
    // The settings shown, in their rows' order.
    const auto shown = [&](const SettingField& field) {
        return field.screen_row >= 0 && (field.where != SettingField::Where::ServingPhones ||
                                         phones_.available || phones_.served_elsewhere);
    };
    std::vector<const SettingField*> fields;
    for (int row = 0; row < kSettingRows; ++row)
        for (const SettingField& field : kSettingFields)
            if (field.screen_row == row && shown(field)) fields.push_back(&field);
    // The text size first, on every page, in a box that is the same at
    // every size (issue 43: it moved as the size changed the rows, and a
    // second tap where its "-" had been changed the discussion timer).
    const SettingField* text_size = nullptr;
    std::erase_if(fields, [&](const SettingField* field) {
        if (field->key != "text_size_percent") return false;
        text_size = field;
        return true;
    });
    // At 100% and less: every row on one page, as the screen's height
    // divides it. Portrait: a row each (the language two). Landscape: the
    // language across the top, then two columns of the others.
    const int others = int(fields.size()) - 1; // the language apart
    const int full_lines = portrait ? others + 2 : (others + 1) / 2 + 1;
    Rect pinned{};
    if (text_size) { // a line as at 100%, whatever the size
        pinned = body.top(std::max(canvas.finger(), (body.h + u) / (full_lines + 1) - u));
        body = body.below(pinned.h + u);
    }
    // Each name beside its controls at 100% and less. A larger text size (issue 43: at 140% the
    // names and buttons kept their size) makes the controls taller in
    // proportion and puts each name above them, across the row, where it
    // has room to grow; as many rows a page as fit, and pages the rest.
    const int percent = canvas.text_scale();
    const int controls_pitch = (body.h + u) * std::max(100, percent) / (100 * full_lines);
    const int name_pitch = percent > 100 ? controls_pitch * 2 / 5 : 0;
    struct Slot {
        const SettingField* field;
        int page;
        Rect box;
    };
    // Each setting's page and box, with `lines` lines a page in `area`.
    const auto lay_out = [&](Rect area, int lines) {
        std::vector<Slot> slots;
        int page = 0, line = 0, in_columns = 0, column_lines = 0;
        for (const SettingField* field : fields) {
            const bool language = field->choices == &kLanguageChoices;
            if (portrait || language) {
                // Upright, the language's two rows of buttons take two rows'
                // room (issue 43: on a phone they were 72x25, under a finger).
                const int need = portrait && language ? 2 : 1;
                if (line > 0 && line + need > lines) {
                    ++page;
                    line = 0;
                }
                const Rect first = area.row(line, lines, u);
                const Rect last = area.row(std::min(lines, line + need) - 1, lines, u);
                slots.push_back(
                    {field, page, {first.x, first.y, first.w, last.y + last.h - first.y}});
                line += need;
                continue;
            }
            // Two columns under the lines taken, the first filled first.
            if (in_columns == 0) column_lines = lines - line;
            if (column_lines <= 0 || in_columns == 2 * column_lines) {
                ++page;
                line = 0;
                in_columns = 0;
                column_lines = lines;
            }
            slots.push_back({field, page,
                             area.column(in_columns / column_lines, 2, 3 * u)
                                 .row(line + in_columns % column_lines, lines, u)});
            ++in_columns;
        }
        return slots;
    };
    const auto lines_in = [&](const Rect& area) {
        if (percent <= 100) return full_lines;
        const int lines = std::max(2, (area.h + u) / (controls_pitch + name_pitch));
        // The name's share of each line's height.
        name_height_ = area.row(0, lines, u).h * name_pitch / (controls_pitch + name_pitch);
        return lines;
    };
    name_height_ = 0;
    std::vector<Slot> slots = lay_out(body, lines_in(body));
    int pages = slots.empty() ? 1 : slots.back().page + 1;
    if (pages > 1) {
        // A strip for the pager under the rows: Previous and Next.
        const Rect strip{body.x, body.y + body.h - canvas.finger(), body.w, canvas.finger()};
        body.h -= strip.h + u;
        slots = lay_out(body, lines_in(body));
        pages = slots.back().page + 1;
        page_ = std::clamp(page_, 0, pages - 1);
        pager(canvas, strip, page_, 1, pages, "ui.rules.previous", "ui.rules.next", true, true);
    } else {
        page_ = 0;
    }
    // One size for every setting's name (issue 32, item 15: at 140% only
    // some grew): the largest at which the longest fits its box, on every page.
    label_px_ = 0;
    for (const Slot& slot : slots) {
        const bool language = slot.field->choices == &kLanguageChoices;
        const Rect row = slot.box;
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
                    stepper(canvas, row, field.label, settings.*member, *field.range,
                            shown_number(field, settings.*member));
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
    if (text_size) { // its name beside its controls, whatever the size
        const int name_height = name_height_, label_px = label_px_;
        name_height_ = 0;
        label_px_ = canvas.text_size(label_part(pinned), text(text_size->label), Typeface::Body,
                                     pinned.h * 4 / 10);
        stepper(canvas, pinned, text_size->label, settings.text_size_percent, *text_size->range,
                shown_number(*text_size, settings.text_size_percent));
        name_height_ = name_height;
        label_px_ = label_px;
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
    // The four catalogues, each named in its own language.
    const Rect label = label_part(row, true);
    const Rect controls = control_part(row, true);
    draw_label(canvas, label, "ui.settings.language");
    // Each row of buttons in one text size.
    std::vector<std::pair<Rect, std::string>> languages;
    // Upright, two rows of as many as the languages need (a new table found
    // Español and Deutsch missing when the rows were of two).
    const int per_row = (int(kLanguages.size()) + 1) / 2;
    for (std::size_t index = 0; index < kLanguages.size(); ++index)
        languages.emplace_back(portrait ? controls.row(int(index) / per_row, 2, u / 2)
                                              .column(int(index) % per_row, per_row, u / 2)
                                        : controls.column(int(index), int(kLanguages.size()), u),
                               text("lang." + std::string(kLanguages[index].id)));
    const int size = row_text_size(canvas, languages);
    for (std::size_t index = 0; index < kLanguages.size(); ++index) {
        const std::string code(kLanguages[index].id);
        button(
            canvas, languages[index].first, languages[index].second,
            [this, code] {
                preferences_.settings().language = code;
                preferences_.apply();
            },
            code == preferences_.settings().language ? palette::liberal : palette::ink, true, size);
        if (code == preferences_.settings().language) mark_chosen();
    }
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
