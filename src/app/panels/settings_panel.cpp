#include "app/panels/settings_panel.h"

#include "app/app_context.h"
#include "session/languages.h"
#include "session/narrators.h"

#include <algorithm>

namespace shn {

namespace {
// A settings row: its label on the left (40%), its controls on the right.
Rect label_part(Rect row) {
    return {row.x, row.y, row.w * 40 / 100, row.h};
}
Rect control_part(Rect row) {
    return {row.x + row.w * 42 / 100, row.y, row.w * 58 / 100, row.h};
}
} // namespace

void SettingsPanel::stepper(Canvas& canvas, Rect row, const char* label, int& value,
                            const SettingRange& range, const std::string& shown) {
    const int step = range.step;
    const int low = range.zero_is_off ? 0 : range.low;
    const int high = range.high;
    const int u = canvas.unit();
    canvas.text(label_part(row), text(label), Typeface::Body, row.h * 4 / 10, palette::ink,
                Align::Left);
    const Rect controls = control_part(row);
    int* target = &value;
    button(
        canvas, controls.column(0, 3, u), "-",
        [this, target, step, low] {
            *target = std::max(low, *target - step);
            app_.apply_settings();
        },
        palette::ink, value > low);
    canvas.text(controls.column(1, 3, u), shown, Typeface::Poster, row.h * 6 / 10, palette::ink);
    button(
        canvas, controls.column(2, 3, u), "+",
        [this, target, step, high] {
            *target = std::min(high, *target + step);
            app_.apply_settings();
        },
        palette::ink, value < high);
}

void SettingsPanel::toggle(Canvas& canvas, Rect row, const char* label, bool& value) {
    canvas.text(label_part(row), text(label), Typeface::Body, row.h * 4 / 10, palette::ink,
                Align::Left);
    // On/Off, as the new game's rule options say it.
    const Rect controls = control_part(row);
    bool* target = &value;
    toggle_button(canvas, {controls.x, controls.y, toggle_width(canvas, controls.w), controls.h},
                  value, [this, target] {
                      *target = !*target;
                      app_.apply_settings();
                  });
}

void SettingsPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.settings.title");

    Settings& settings = app_.settings();
    const bool portrait = canvas.height() > canvas.width();
    // Portrait: thirteen rows. Landscape: the language across the top, then
    // two columns of six rows.
    const auto slot = [&](int index) {
        if (portrait) return body.row(index, 13, u);
        if (index == 0) return body.row(0, 7, u);
        return body.column((index - 1) / 6, 2, 3 * u).row(1 + (index - 1) % 6, 7, u);
    };

    // Language: the four catalogues, each named in its own language.
    const Rect language = slot(0);
    const Rect language_label =
        portrait ? label_part(language) : Rect{language.x, language.y, language.w / 5, language.h};
    const Rect language_controls =
        portrait ? control_part(language)
                 : Rect{language.x + language.w / 5, language.y, language.w * 4 / 5, language.h};
    canvas.text(language_label, text("ui.settings.language"), Typeface::Body, language.h * 4 / 10,
                palette::ink, Align::Left);
    // Each row of buttons in one text size.
    std::vector<std::pair<Rect, std::string>> languages;
    for (std::size_t index = 0; index < kLanguages.size(); ++index)
        languages.emplace_back(
            portrait
                ? language_controls.row(int(index) / 2, 2, u / 2).column(int(index) % 2, 2, u / 2)
                : language_controls.column(int(index), 4, u),
            text("lang." + std::string(kLanguages[index].id)));
    const int language_size = row_text_size(canvas, languages);
    for (std::size_t index = 0; index < kLanguages.size(); ++index) {
        const std::string code(kLanguages[index].id);
        button(
            canvas, languages[index].first, languages[index].second,
            [this, code] {
                app_.settings().language = code;
                app_.apply_settings();
            },
            code == settings.language ? palette::liberal : palette::ink, true, language_size);
    }
    // The narrator: the language's voices (a male and a female one where it
    // has both); a tap chooses one and lets it say a line.
    const Rect narrator_row = slot(1);
    canvas.text(label_part(narrator_row), text("ui.settings.narrator"), Typeface::Body,
                narrator_row.h * 4 / 10, palette::ink, Align::Left);
    const auto& narrators = narrators_of(app_.language());
    const std::string chosen = settings.narrator(app_.language());
    std::vector<std::pair<Rect, std::string>> voices;
    for (std::size_t index = 0; index < narrators.size(); ++index)
        voices.emplace_back(
            control_part(narrator_row).column(int(index), int(narrators.size()), u / 2),
            text(narrators[index].female ? "ui.settings.narrator.female"
                                         : "ui.settings.narrator.male"));
    const int voice_size = row_text_size(canvas, voices);
    for (std::size_t index = 0; index < narrators.size(); ++index) {
        const std::string id(narrators[index].id);
        button(
            canvas, voices[index].first, voices[index].second,
            [this, id] {
                app_.settings().narrators[app_.language()] = id;
                app_.apply_settings();
                app_.announcer().say({"say.setup.welcome"}); // how it sounds
            },
            id == chosen ? palette::liberal : palette::ink, true, voice_size);
    }
    stepper(canvas, slot(2), "ui.settings.narration_volume", settings.narration_volume,
            kNarrationVolumeRange, std::to_string(settings.narration_volume));
    stepper(canvas, slot(3), "ui.settings.ambience_volume", settings.ambience_volume,
            kAmbienceVolumeRange, std::to_string(settings.ambience_volume));
    const Rect ambience = slot(4);
    canvas.text(label_part(ambience), text("ui.settings.ambience"), Typeface::Body,
                ambience.h * 4 / 10, palette::ink, Align::Left);
    std::vector<std::pair<Rect, std::string>> ambiences;
    for (std::size_t index = 0; index < kAmbiences.size(); ++index)
        ambiences.emplace_back(
            control_part(ambience).column(int(index), int(kAmbiences.size()), u / 2),
            text("ui.settings.ambience." + std::string(kAmbiences[index])));
    const int ambience_size = row_text_size(canvas, ambiences);
    for (std::size_t index = 0; index < kAmbiences.size(); ++index) {
        const std::string choice(kAmbiences[index]);
        button(
            canvas, ambiences[index].first, ambiences[index].second,
            [this, choice] {
                app_.settings().ambience = choice;
                app_.apply_settings();
            },
            choice == settings.ambience ? palette::liberal : palette::ink, true, ambience_size);
    }
    stepper(canvas, slot(5), "ui.settings.night_pause", settings.night_pause_seconds,
            kNightPauseRange,
            app_.catalogue().format("ui.night.countdown",
                                    {{"seconds", std::to_string(settings.night_pause_seconds)}}));
    toggle(canvas, slot(6), "ui.settings.sound_cues", settings.sound_cues);
    toggle(canvas, slot(7), "ui.settings.screen_on", settings.keep_screen_on);
    toggle(canvas, slot(8), "ui.settings.fullscreen", settings.fullscreen);
    stepper(canvas, slot(9), "ui.settings.text_size", settings.text_size_percent, kTextSizeRange,
            std::to_string(settings.text_size_percent) + "%");
    toggle(canvas, slot(10), "ui.settings.analysis", settings.analysis);
    // The discussion timer: off, or 30 s to 5 min by half minutes.
    const int timer = settings.discussion_seconds;
    stepper(canvas, slot(11), "ui.settings.discussion_timer", settings.discussion_seconds,
            kDiscussionRange,
            timer == 0 ? text("ui.toggle.off")
                       : std::to_string(timer / 60) + ":" + (timer % 60 < 10 ? "0" : "") +
                             std::to_string(timer % 60));
    // The board for phones, where this device can serve it (not a browser).
    if (app_.phone_board().available)
        toggle(canvas, slot(12), "ui.settings.phones", settings.phones_board);
}

} // namespace shn
