#include "app/panels/voices_panel.h"

#include "app/announcer.h"
#include "app/audio/speech_port.h"
#include "app/message_line.h"
#include "app/microphone.h"
#include "app/pack_inbox.h"
#include "app/panel_stack.h"
#include "app/preferences.h"
#include "session/narrators.h"

#include <algorithm>

// The Own voices screen's four pages, drawn (what their buttons do:
// voices_panel.cpp; the recorder's state: app/voice_recorder.h).

namespace shn {

bool VoicesPanel::draw_message(Canvas& canvas, Rect box) {
    if (messages_.text().empty()) return false;
    words(canvas, box, messages_.text(), palette::fascist_text);
    return true;
}

void VoicesPanel::words(Canvas& canvas, Rect box, const std::string& said, Colour colour) {
    canvas.text(box, said, Typeface::Body, std::max(canvas.minimum_text(), canvas.finger() * 2 / 5),
                colour, Align::Left);
}

void VoicesPanel::draw(Canvas& canvas) {
    const char* title = page_ == Page::Name     ? "ui.voices.name_title"
                        : page_ == Page::Import ? "ui.voices.import_title"
                                                : "ui.voices.title";
    // The title bar's Back goes back a page (to the list), and from the list
    // to Settings, as Esc does.
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect bar = title_bar(canvas, text(title));
    button(
        canvas, bar_button(canvas, true), text("ui.settings.back"),
        [this] {
            if (!command(Command{Command::Kind::Back})) stack_.back();
        },
        palette::fascist);
    const Rect body = screen.below(bar.h + u).inset(u);
    switch (page_) {
    case Page::List: draw_list(canvas, body); break;
    case Page::Name: draw_name(canvas, body); break;
    case Page::Record: draw_record(canvas, body); break;
    case Page::Import: draw_import(canvas, body); break;
    }
}

void VoicesPanel::draw_list(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    const Rect area = body.inset(u);
    const std::vector<RecordedNarrator> found = narrators();
    const std::string chosen = preferences_.settings().narrator(preferences_.language());
    const auto& lines = recorder_.lines();
    const int count = int(lines.empty() ? line_order(catalogue_).size() : lines.size());

    // What this page is for, and a missing microphone said at once.
    const Rect intro = area.top(finger * 3 / 2);
    std::string about = text("ui.voices.intro");
    // The device's own words (SDL's English) go to the terminal; the table
    // reads its language's (issue 42).
    const bool no_microphone = !recorder_.can_record();
    if (!microphone_.offered())
        about = text("ui.voices.no_microphone_offered");
    else if (no_microphone)
        about = catalogue_.format("ui.voices.no_microphone",
                                  {{"detail", text("ui.voices.microphone_absent")}});
    if (!draw_message(canvas, intro))
        words(canvas, intro, about, no_microphone ? palette::fascist : palette::ink);

    // The bottom row: a new narrator, an import.
    const Rect bottom{area.x, area.y + area.h - finger, area.w, finger};
    std::vector<std::pair<Rect, std::string>> actions{
        {bottom.column(0, 2, u), text("ui.voices.new")},
        {bottom.column(1, 2, u), text("ui.voices.import")}};
    const int action_size = row_text_size(canvas, actions);
    button(
        canvas, actions[0].first, actions[0].second,
        [this] {
            name_.set("");
            go(Page::Name);
        },
        palette::liberal, recorder_.can_record(), action_size);
    button(
        canvas, actions[1].first, actions[1].second, [this] { open_import(); }, palette::ink, true,
        action_size);

    // The device's own voice, where it has one for the language (a tablet's
    // browser): used as the narrator, at the pace chosen.
    int top = intro.y + intro.h + u;
    SpeechPort* speech = announcer_.speech();
    const std::string device_voice = speech ? speech->voice_for(preferences_.language()) : "";
    if (!device_voice.empty()) {
        const int height = canvas.width() < canvas.height() ? 2 * finger + u : finger;
        draw_device_voice(canvas, {area.x, top, area.w, height}, device_voice);
        top += height + u;
    }

    // The narrators, a row each, as many as fit.
    const Rect rows{area.x, top, area.w, bottom.y - u - top};
    if (found.empty()) {
        words(canvas, rows.top(finger), text("ui.voices.none"), palette::ink);
        return;
    }
    const bool portrait = canvas.width() < canvas.height();
    const int row_height = portrait ? 2 * finger + u : finger;
    const int per_page = std::max(1, (rows.h - finger - u) / (row_height + u));
    const bool paging = int(found.size()) > per_page;
    skipped_ = std::clamp(skipped_, 0, std::max(0, int(found.size()) - per_page));
    for (int index = 0; index < per_page && skipped_ + index < int(found.size()); ++index) {
        const RecordedNarrator& narrator = found[std::size_t(skipped_ + index)];
        const Rect row{rows.x, rows.y + index * (row_height + u),
                       paging ? rows.w - finger - u : rows.w, row_height};
        const Rect label = portrait ? row.top(finger) : Rect{row.x, row.y, row.w * 2 / 5, row.h};
        const Rect controls =
            portrait ? Rect{row.x, row.y + finger + u, row.w, finger}
                     : Rect{row.x + row.w * 2 / 5 + u, row.y, row.w * 3 / 5 - u, row.h};
        std::string said =
            narrator.name + " · " +
            catalogue_.format("ui.voices.lines",
                              {{"recorded", std::to_string(narrator.recorded.size())},
                               {"count", std::to_string(count)}});
        if (!narrator.stale.empty())
            said += " · " + catalogue_.format("ui.voices.stale",
                                              {{"stale", std::to_string(narrator.stale.size())}});
        words(canvas, label, said, palette::ink);
        const std::string id = narrator.id;
        const bool in_use = chosen == std::string(RecordedVoices::kPrefix) + id;
        std::vector<std::pair<Rect, std::string>> buttons{
            {controls.column(0, 4, u), text(in_use ? "ui.voices.in_use" : "ui.voices.use")},
            {controls.column(1, 4, u), text("ui.voices.record")},
            {controls.column(2, 4, u), text("ui.voices.share")},
            {controls.column(3, 4, u), text("ui.voices.delete")}};
        const int size = row_text_size(canvas, buttons);
        button(
            canvas, buttons[0].first, buttons[0].second, [this, id] { use(id); },
            in_use ? palette::liberal : palette::ink, true, size);
        if (in_use) mark_chosen();
        button(
            canvas, buttons[1].first, buttons[1].second, [this, id] { start_recording(id); },
            palette::ink, recorder_.can_record(), size);
        button(
            canvas, buttons[2].first, buttons[2].second, [this, narrator] { share(narrator); },
            palette::ink, !narrator.recorded.empty(), size);
        button(
            canvas, buttons[3].first, buttons[3].second, [this, narrator] { remove(narrator); },
            palette::fascist, true, size);
    }
    if (paging)
        pager(canvas, {rows.x + rows.w - finger, rows.y, finger, rows.h - finger - u}, skipped_,
              per_page, int(found.size()), "ui.history.newer", "ui.history.older");
}

void VoicesPanel::draw_device_voice(Canvas& canvas, Rect row, const std::string& device_voice) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    const std::string chosen = preferences_.settings().narrator(preferences_.language());
    const bool portrait = canvas.width() < canvas.height();
    const Rect label = portrait ? row.top(finger) : Rect{row.x, row.y, row.w * 2 / 5, row.h};
    const Rect controls = portrait
                              ? Rect{row.x, row.y + finger + u, row.w, finger}
                              : Rect{row.x + row.w * 2 / 5 + u, row.y, row.w * 3 / 5 - u, row.h};
    words(canvas, label, catalogue_.format("ui.voices.device", {{"name", device_voice}}),
          palette::ink);
    const bool in_use = chosen == kDeviceNarrator;
    int& rate = preferences_.settings().speech_rate_percent;
    std::vector<std::pair<Rect, std::string>> buttons{
        {controls.column(0, 4, u), text(in_use ? "ui.voices.in_use" : "ui.voices.use")},
        {controls.column(1, 4, u), "-"},
        {controls.column(3, 4, u), "+"}};
    const int size = row_text_size(canvas, buttons);
    button(
        canvas, buttons[0].first, buttons[0].second,
        [this] {
            preferences_.settings().narrators[preferences_.language()] =
                std::string(kDeviceNarrator);
            preferences_.apply();
            announcer_.say({"say.setup.welcome"});
        },
        in_use ? palette::liberal : palette::ink, true, size);
    if (in_use) mark_chosen();
    const auto step = [this, &rate](int by) {
        rate = std::clamp(rate + by, kSpeechRateRange.low, kSpeechRateRange.high);
        preferences_.apply();
    };
    button(
        canvas, buttons[1].first, buttons[1].second, [step] { step(-kSpeechRateRange.step); },
        palette::ink, rate > kSpeechRateRange.low, size);
    if (rate > kSpeechRateRange.low) mark_repeats();
    canvas.text(controls.column(2, 4, u),
                catalogue_.format("ui.voices.rate", {{"rate", std::to_string(rate)}}),
                Typeface::BodyBold, size, palette::ink);
    button(
        canvas, buttons[2].first, buttons[2].second, [step] { step(kSpeechRateRange.step); },
        palette::ink, rate < kSpeechRateRange.high, size);
    if (rate < kSpeechRateRange.high) mark_repeats();
}

void VoicesPanel::draw_name(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    button(
        canvas, bar_button(canvas, false), text("ui.voices.start"), [this] { create(); },
        palette::liberal, !TextField::trimmed(name_.text()).empty());
    const Rect field{body.x + u, body.y + u, body.w - 2 * u, finger};
    canvas.fill(field, palette::white);
    canvas.frame(field, palette::fascist, std::max(1, u / 2));
    const bool problem = !messages_.text().empty();
    canvas.text({field.x + 2 * u, field.y, (problem ? field.w / 2 : field.w) - 4 * u, field.h},
                name_.text() + "_", Typeface::BodyBold, field.h * 7 / 10, palette::ink,
                Align::Left);
    if (problem) draw_message(canvas, {field.x + field.w / 2, field.y, field.w / 2 - u, field.h});
    const KeyboardFit fit =
        fit_keyboard(alphabet_, latin_keyboard(preferences_.language()), body.w - 2 * u, finger, u);
    const int lines = fit.line_count();
    const int tallest = lines * finger * 3 / 2 + (lines - 1) * u;
    const int top = std::max(field.y + field.h + u, body.y + body.h - tallest - u);
    keyboard(
        canvas, {body.x + u, top, body.w - 2 * u, body.y + body.h - u - top}, fit, alphabet_,
        name_.wants_capital(), shifted_, !name_.text().empty(),
        [this](const std::string& typed) { type(typed); }, [this] { name_.erase_last(); },
        [this] { create(); });
}

void VoicesPanel::draw_record(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    const Rect area = body.inset(u);
    const RecordedNarrator* narrator = recording_narrator();
    const auto& lines = recorder_.lines();
    if (!narrator) { // its narrator gone: the list (tick goes back to it)
        draw_list(canvas, body);
        return;
    }
    button(
        canvas, bar_button(canvas, false), text("ui.voices.done"), [this] { leave_recorder(); },
        palette::liberal);
    const int line = recorder_.line();
    const std::string& key = lines[std::size_t(line)];
    const bool recording = recorder_.recording();

    // Where we are, the line to say, how it stands.
    const Rect where = area.top(finger * 2 / 3);
    words(canvas, where,
          catalogue_.format("ui.voices.line_of", {{"name", narrator->name},
                                                  {"line", std::to_string(line + 1)},
                                                  {"count", std::to_string(lines.size())}}),
          palette::ink);
    const int controls_height = 2 * finger + u;
    const Rect status{area.x, area.y + area.h - controls_height - u - finger, area.w, finger};
    const Rect said{area.x, where.y + where.h + u, area.w, status.y - u - (where.y + where.h + u)};
    canvas.fill(said, palette::white);
    canvas.text(said.inset(u), line_text(key), Typeface::BodyBold,
                std::max(canvas.minimum_text(), std::min(said.h / 4, 4 * finger / 5)),
                palette::ink);

    const auto [state, state_colour] = record_state(*narrator);
    words(canvas, status, state, state_colour);

    // Record (or Stop), Listen, Keep; then Previous, Next.
    const Rect controls{area.x, area.y + area.h - controls_height, area.w, controls_height};
    const Rect first = controls.row(0, 2, u);
    const Rect second = controls.row(1, 2, u);
    std::vector<std::pair<Rect, std::string>> row1{
        {first.column(0, 3, u), text(recording              ? "ui.voices.stop"
                                     : recorder_.has_take() ? "ui.voices.again"
                                                            : "ui.voices.record")},
        {first.column(1, 3, u), text("ui.voices.hear")},
        {first.column(2, 3, u), text("ui.voices.keep")}};
    const int size1 = row_text_size(canvas, row1);
    button(
        canvas, row1[0].first, row1[0].second,
        [this, recording] { recording ? recorder_.stop() : record(); },
        recording ? palette::fascist : palette::liberal, recording || recorder_.can_record(),
        size1);
    const bool can_hear = !recording && (recorder_.has_take() || narrator->recorded.count(key));
    button(
        canvas, row1[1].first, row1[1].second, [this] { recorder_.hear(); }, palette::ink, can_hear,
        size1);
    button(
        canvas, row1[2].first, row1[2].second, [this] { recorder_.keep(); }, palette::liberal,
        !recording && recorder_.has_take(), size1);
    std::vector<std::pair<Rect, std::string>> row2{
        {second.column(0, 2, u), text("ui.voices.previous")},
        {second.column(1, 2, u), text("ui.voices.next")}};
    const int size2 = row_text_size(canvas, row2);
    button(
        canvas, row2[0].first, row2[0].second, [this, line] { recorder_.go_to_line(line - 1); },
        palette::ink, recorder_.can_move(-1), size2);
    button(
        canvas, row2[1].first, row2[1].second, [this, line] { recorder_.go_to_line(line + 1); },
        palette::ink, recorder_.can_move(+1), size2);
}

std::pair<std::string, Colour> VoicesPanel::record_state(const RecordedNarrator& narrator) {
    const std::string& key = recorder_.lines()[std::size_t(recorder_.line())];
    std::string state;
    Colour state_colour = palette::ink;
    if (recorder_.recording()) {
        state = catalogue_.format("ui.voices.status.recording",
                                  {{"seconds", catalogue_.tenths(recorder_.seconds())}});
        state_colour = palette::fascist;
    } else if (!messages_.text().empty()) {
        state = messages_.text();
        state_colour = palette::fascist;
    } else if (!recorder_.status_key().empty()) {
        state = text(recorder_.status_key());
        state_colour = palette::fascist;
    } else if (recorder_.heard_nothing()) {
        state = text("ui.voices.status.heard_nothing");
        state_colour = palette::fascist;
    } else if (recorder_.has_take()) {
        state = text("ui.voices.status.take");
    } else if (narrator.stale.count(key)) {
        state = text("ui.voices.status.stale");
        state_colour = palette::fascist;
    } else if (narrator.recorded.count(key)) {
        state = text("ui.voices.status.kept");
        state_colour = palette::liberal;
    } else {
        state = text("ui.voices.status.none");
    }
    return {state, state_colour};
}

void VoicesPanel::draw_import(Canvas& canvas, Rect body) {
    const int u = canvas.unit();
    const int finger = canvas.finger();
    Rect area = body.inset(u);
    // A refused pack is said here, at the foot, where the table tapped it.
    if (draw_message(canvas, {area.x, area.y + area.h - finger, area.w, finger}))
        area.h -= finger + u;
    if (inbox_.choose) { // the platform's own picker first (a tablet's files)
        button(
            canvas, area.top(finger), text("ui.voices.choose_file"), [this] { inbox_.choose(); },
            palette::liberal);
        area = area.below(finger + u);
        if (found_.empty()) return;
    }
    if (found_.empty()) {
        std::string folders;
        for (const auto& folder : pack_folders_)
            folders += (folders.empty() ? "" : ", ") + folder.string();
        words(canvas, area.top(3 * finger),
              catalogue_.format("ui.voices.import_none", {{"folders", folders}}), palette::ink);
        return;
    }
    const int per_page = std::max(1, (area.h + u) / (finger + u));
    const bool paging = int(found_.size()) > per_page;
    skipped_ = std::clamp(skipped_, 0, std::max(0, int(found_.size()) - per_page));
    for (int index = 0; index < per_page && skipped_ + index < int(found_.size()); ++index) {
        const auto file = found_[std::size_t(skipped_ + index)];
        const Rect row{area.x, area.y + index * (finger + u), paging ? area.w - finger - u : area.w,
                       finger};
        button(canvas, row, file.filename().string(), [this, file] { import_pack(file); });
    }
    if (paging)
        pager(canvas, {area.x + area.w - finger, area.y, finger, area.h}, skipped_, per_page,
              int(found_.size()), "ui.history.newer", "ui.history.older");
}

} // namespace shn
