#include "app/panels/voices_panel.h"

#include "app/announcer.h"
#include "app/app_clock.h"
#include "app/audio/speech_port.h"
#include "app/log_export.h"
#include "app/message_line.h"
#include "app/microphone.h"
#include "app/pack_inbox.h"
#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/preferences.h"
#include "session/disk_problem.h"
#include "session/languages.h"
#include "session/narration_script.h"
#include "session/narrators.h"
#include "session/recording_shaper.h"
#include "session/voice_pack.h"

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

namespace shn {

VoicesPanel::VoicesPanel(PanelStack& stack, const Catalogue& catalogue, Preferences& preferences,
                         Announcer& announcer, RecordedVoices& voices, Microphone& microphone,
                         MessageLine& messages, LogExport& exporter,
                         std::vector<std::filesystem::path> pack_folders, PackInbox& inbox)
    : Panel(stack, catalogue), preferences_(preferences), announcer_(announcer), voices_(voices),
      microphone_(microphone), messages_(messages), exporter_(exporter),
      pack_folders_(std::move(pack_folders)), inbox_(inbox),
      alphabet_(find_language(preferences.language()) &&
                        find_language(preferences.language())->cyrillic
                    ? Alphabet::Cyrillic
                    : Alphabet::Latin) {
    // Asked at once, so the list says when there is none.
    microphone_.retry();
    if (microphone_.offered() && !microphone_.port() && !microphone_.problem().empty())
        std::cerr << "sh-narrator: no microphone: " << microphone_.problem() << std::endl;
}

bool VoicesPanel::can_record() const {
    return microphone_.offered() && microphone_.problem().empty();
}

VoicesPanel::~VoicesPanel() {
    microphone_.close(); // no microphone stays open once the page is left
}

std::vector<std::string> VoicesPanel::line_order(const Catalogue& catalogue) {
    std::vector<std::string> order;
    std::set<std::string> seen;
    const auto add = [&](const std::vector<NarrationLine>& lines) {
        for (const NarrationLine& line : lines)
            if (line.spoken && is_line_key(line.key) && catalogue.contains(line.key) &&
                seen.insert(line.key).second)
                order.push_back(line.key);
    };
    // The night first (both scripts), then the setup, then every other line.
    add(night_sequence(5, 5.0));
    add(night_sequence(7, 5.0));
    add(setup_sequence(5));
    add(setup_sequence(7));
    for (const std::string& key : catalogue.keys())
        if (is_line_key(key) && seen.insert(key).second) order.push_back(key);
    return order;
}

std::string VoicesPanel::line_text(const std::string& key) const {
    return catalogue_.contains(key) ? catalogue_.text(key) : std::string();
}

const std::vector<RecordedNarrator>& VoicesPanel::narrators() const {
    const std::pair<std::uint64_t, std::string> now{voices_.changes(), preferences_.language()};
    if (listed_at_ != now) {
        listed_ = voices_.list(preferences_.language(),
                               [this](const std::string& key) { return line_text(key); });
        listed_at_ = now;
    }
    return listed_;
}

const RecordedNarrator* VoicesPanel::narrator(const std::string& id) const {
    for (const RecordedNarrator& each : narrators())
        if (each.id == id) return &each;
    return nullptr;
}

void VoicesPanel::say(const std::string& key,
                      std::vector<std::pair<std::string, std::string>> values) {
    messages_.set(
        [key, values](const Catalogue& catalogue) { return catalogue.format(key, values); });
}

void VoicesPanel::go(Page page) {
    page_ = page;
    skipped_ = 0;
    messages_.clear();
}

bool VoicesPanel::draw_message(Canvas& canvas, Rect box) {
    if (messages_.text().empty()) return false;
    words(canvas, box, messages_.text(), palette::fascist);
    return true;
}

void VoicesPanel::leave_recorder() {
    CapturePort* port = microphone_.port();
    if (port && port->capturing()) stop();
    if (!take_) {
        voices_.drop_takes();
        forget_if_empty();
        go(Page::List);
        return;
    }
    // A take heard and not kept. Where the line has no recording yet it is
    // kept (a table that tapped Done meant it); where one was kept before,
    // the table is asked first: nothing it kept is replaced unasked
    // (issue 42: a good take was lost to a bad one by Back).
    const auto narrator = voices_.find(preferences_.language(), id_,
                                       [this](const std::string& key) { return line_text(key); });
    const std::string& key = lines_[std::size_t(line_)];
    const auto keep_and_leave = [this] {
        if (!keep()) return; // the reason is on the message line; the take stays
        voices_.drop_takes();
        go(Page::List);
        say("ui.voices.take_kept");
    };
    if (!narrator || !narrator->recorded.count(key)) {
        keep_and_leave();
        return;
    }
    stack_.open(std::make_unique<QuestionPanel>(stack_, catalogue_, "ui.voices.ask_replace",
                                                "ui.voices.ask_replace.yes",
                                                "ui.voices.ask_replace.no", keep_and_leave, [this] {
                                                    take_.reset();
                                                    voices_.drop_takes();
                                                    go(Page::List);
                                                }));
}

void VoicesPanel::forget_if_empty() {
    if (created_.empty() || created_ != id_) return;
    const auto narrator = voices_.find(preferences_.language(), id_,
                                       [this](const std::string& key) { return line_text(key); });
    // A voice made just now and left with no line: no empty voice stays.
    if (narrator && narrator->recorded.empty()) voices_.remove(preferences_.language(), id_);
    created_.clear();
}

void VoicesPanel::remove(const RecordedNarrator& narrator) {
    const std::string id = narrator.id;
    const std::string name = narrator.name;
    stack_.open(std::make_unique<QuestionPanel>(
        stack_, catalogue_, "ui.voices.ask_delete", "ui.voices.ask_delete.yes",
        "ui.voices.ask_delete.no", [this, id, name] {
            const std::string language = preferences_.language();
            if (!voices_.remove(language, id)) {
                const std::string detail = text(std::string(disk_problem_key(voices_.problem())));
                say("ui.voices.kept_failed", {{"detail", detail}});
                return;
            }
            auto& chosen = preferences_.settings().narrators;
            if (chosen.count(language) &&
                chosen[language] == std::string(RecordedVoices::kPrefix) + id)
                chosen.erase(language); // the built-in voice again
            preferences_.apply();
            say("ui.voices.deleted", {{"name", name}});
        }));
}

void VoicesPanel::words(Canvas& canvas, Rect box, const std::string& said, Colour colour) {
    canvas.text(box, said, Typeface::Body, std::max(canvas.minimum_text(), canvas.finger() * 2 / 5),
                colour, Align::Left);
}

// --- the pages -----------------------------------------------------------------

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
    const int count = int(lines_.empty() ? line_order(catalogue_).size() : lines_.size());

    // What this page is for, and a missing microphone said at once.
    const Rect intro = area.top(finger * 3 / 2);
    std::string about = text("ui.voices.intro");
    // The device's own words (SDL's English) go to the terminal; the table
    // reads its language's (issue 42).
    const bool no_microphone = !can_record();
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
        palette::liberal, can_record(), action_size);
    button(
        canvas, actions[1].first, actions[1].second,
        [this] {
            found_.clear();
            skipped_ = 0;
            std::error_code error;
            for (const auto& folder : pack_folders_) {
                for (std::filesystem::recursive_directory_iterator entry(
                         folder, std::filesystem::directory_options::skip_permission_denied, error),
                     end;
                     !error && entry != end; entry.increment(error)) {
                    if (entry.depth() >= 2) entry.disable_recursion_pending();
                    if (entry->path().extension() == VoicePack::kExtension &&
                        entry->is_regular_file(error))
                        found_.push_back(entry->path());
                    if (found_.size() >= 50) break;
                }
                error.clear();
            }
            std::sort(found_.begin(), found_.end());
            found_.erase(std::unique(found_.begin(), found_.end()), found_.end());
            go(Page::Import);
        },
        palette::ink, true, action_size);

    // The device's own voice, where it has one for the language (a tablet's
    // browser): used as the narrator, at the pace chosen.
    int top = intro.y + intro.h + u;
    SpeechPort* speech = announcer_.speech();
    const std::string device_voice = speech ? speech->voice_for(preferences_.language()) : "";
    if (!device_voice.empty()) {
        const bool portrait = canvas.width() < canvas.height();
        const Rect row{area.x, top, area.w, portrait ? 2 * finger + u : finger};
        const Rect label = portrait ? row.top(finger) : Rect{row.x, row.y, row.w * 2 / 5, row.h};
        const Rect controls =
            portrait ? Rect{row.x, row.y + finger + u, row.w, finger}
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
        top = row.y + row.h + u;
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
            palette::ink, can_record(), size);
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
    const RecordedNarrator* narrator = this->narrator(id_);
    if (!narrator || lines_.empty()) {
        page_ = Page::List;
        return;
    }
    button(
        canvas, bar_button(canvas, false), text("ui.voices.done"), [this] { leave_recorder(); },
        palette::liberal);
    const std::string& key = lines_[std::size_t(line_)];
    CapturePort* port = microphone_.port();
    const bool recording = port && port->capturing();

    // Where we are, the line to say, how it stands.
    const Rect where = area.top(finger * 2 / 3);
    words(canvas, where,
          catalogue_.format("ui.voices.line_of", {{"name", narrator->name},
                                                  {"line", std::to_string(line_ + 1)},
                                                  {"count", std::to_string(lines_.size())}}),
          palette::ink);
    const int controls_height = 2 * finger + u;
    const Rect status{area.x, area.y + area.h - controls_height - u - finger, area.w, finger};
    const Rect said{area.x, where.y + where.h + u, area.w, status.y - u - (where.y + where.h + u)};
    canvas.fill(said, palette::white);
    canvas.text(said.inset(u), line_text(key), Typeface::BodyBold,
                std::max(canvas.minimum_text(), std::min(said.h / 4, 4 * finger / 5)),
                palette::ink);

    std::string state;
    Colour state_colour = palette::ink;
    if (recording) {
        state = catalogue_.format("ui.voices.status.recording",
                                  {{"seconds", catalogue_.tenths(port->seconds())}});
        state_colour = palette::fascist;
    } else if (!messages_.text().empty()) {
        state = messages_.text();
        state_colour = palette::fascist;
    } else if (!status_key_.empty()) {
        state = text(status_key_);
        state_colour = palette::fascist;
    } else if (heard_nothing_) {
        state = text("ui.voices.status.heard_nothing");
        state_colour = palette::fascist;
    } else if (take_) {
        state = text("ui.voices.status.take");
    } else if (narrator->stale.count(key)) {
        state = text("ui.voices.status.stale");
        state_colour = palette::fascist;
    } else if (narrator->recorded.count(key)) {
        state = text("ui.voices.status.kept");
        state_colour = palette::liberal;
    } else {
        state = text("ui.voices.status.none");
    }
    words(canvas, status, state, state_colour);

    // Record (or Stop), Listen, Keep; then Previous, Next.
    const Rect controls{area.x, area.y + area.h - controls_height, area.w, controls_height};
    const Rect first = controls.row(0, 2, u);
    const Rect second = controls.row(1, 2, u);
    std::vector<std::pair<Rect, std::string>> row1{
        {first.column(0, 3, u), text(recording ? "ui.voices.stop"
                                     : take_   ? "ui.voices.again"
                                               : "ui.voices.record")},
        {first.column(1, 3, u), text("ui.voices.hear")},
        {first.column(2, 3, u), text("ui.voices.keep")}};
    const int size1 = row_text_size(canvas, row1);
    button(
        canvas, row1[0].first, row1[0].second, [this, recording] { recording ? stop() : record(); },
        recording ? palette::fascist : palette::liberal, recording || can_record(), size1);
    const bool can_hear = !recording && (take_ || narrator->recorded.count(key));
    button(
        canvas, row1[1].first, row1[1].second, [this] { hear(); }, palette::ink, can_hear, size1);
    button(
        canvas, row1[2].first, row1[2].second, [this] { keep(); }, palette::liberal,
        !recording && take_.has_value(), size1);
    std::vector<std::pair<Rect, std::string>> row2{
        {second.column(0, 2, u), text("ui.voices.previous")},
        {second.column(1, 2, u), text("ui.voices.next")}};
    const int size2 = row_text_size(canvas, row2);
    button(
        canvas, row2[0].first, row2[0].second, [this] { go_to_line(line_ - 1); }, palette::ink,
        !recording && !take_ && line_ > 0, size2);
    button(
        canvas, row2[1].first, row2[1].second, [this] { go_to_line(line_ + 1); }, palette::ink,
        !recording && !take_ && line_ + 1 < int(lines_.size()), size2);
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

// --- what the buttons do ------------------------------------------------------

void VoicesPanel::use(const std::string& id) {
    preferences_.settings().narrators[preferences_.language()] =
        std::string(RecordedVoices::kPrefix) + id;
    preferences_.apply();
    announcer_.say({"say.setup.welcome"}); // how it sounds (its own line, or the built-in one)
}

void VoicesPanel::create() {
    const std::string name = TextField::trimmed(name_.text());
    if (name.empty()) {
        say("ui.voices.name_first"); // Next or Start with no name: said, not ignored
        return;
    }
    const auto id = voices_.create(preferences_.language(), name);
    if (!id) {
        const std::string detail = text(std::string(disk_problem_key(voices_.problem())));
        say("ui.voices.kept_failed", {{"detail", detail}});
        page_ = Page::List;
        return;
    }
    start_recording(*id);
    created_ = *id; // gone again if left with no line recorded
}

void VoicesPanel::start_recording(const std::string& id) {
    id_ = id;
    lines_ = line_order(catalogue_);
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
    // The first line not yet recorded (or stale), else the first.
    const auto narrator = voices_.find(preferences_.language(), id,
                                       [this](const std::string& key) { return line_text(key); });
    line_ = 0;
    if (narrator)
        for (std::size_t index = 0; index < lines_.size(); ++index)
            if (!narrator->recorded.count(lines_[index]) || narrator->stale.count(lines_[index])) {
                line_ = int(index);
                break;
            }
    go(Page::Record);
}

void VoicesPanel::go_to_line(int index) {
    if (index < 0 || index >= int(lines_.size())) return;
    line_ = index;
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
}

void VoicesPanel::record() {
    CapturePort* port = microphone_.port();
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
    messages_.clear();
    announcer_.stop_clip();
    if (!port || !port->start()) {
        status_key_ = "ui.voices.status.no_microphone";
        return;
    }
    recording_since_ms_ = AppClock::now_ms();
    recording_since_wall_ms_ = AppClock::wall_ms();
}

void VoicesPanel::stop() {
    CapturePort* port = microphone_.port();
    if (!port || !port->capturing()) return;
    const WavClip shaped = shape_recording(port->stop());
    if (shaped.samples.empty()) {
        heard_nothing_ = true;
        return;
    }
    take_ = shaped;
    take_file_.clear();
    hear(); // heard back at once, as a recorder does
}

void VoicesPanel::hear() {
    if (take_) {
        if (take_file_.empty()) {
            if (const auto file = voices_.hold_take(*take_)) {
                take_file_ = *file;
            } else { // a full disk: said now, not only at Keep (issue 42)
                const std::string detail = text(std::string(disk_problem_key(voices_.problem())));
                say("ui.voices.take_unheard", {{"detail", detail}});
                return;
            }
        }
        announcer_.play_clip(take_file_);
        return;
    }
    const std::string& key = lines_[std::size_t(line_)];
    announcer_.play_clip(voices_.clip(preferences_.language(), id_, key));
}

bool VoicesPanel::keep() {
    if (!take_) return false;
    const std::string& key = lines_[std::size_t(line_)];
    if (!voices_.keep_line(preferences_.language(), id_, key, line_text(key), *take_)) {
        const std::string detail = text(std::string(disk_problem_key(voices_.problem())));
        say("ui.voices.kept_failed", {{"detail", detail}});
        return false;
    }
    announcer_.forget_clip(voices_.clip(preferences_.language(), id_, key));
    preferences_.follow_narrator(); // the narrator in use speaks it from now on
    take_.reset();
    voices_.drop_takes(); // kept: its copy for playing back goes
    if (line_ + 1 < int(lines_.size())) go_to_line(line_ + 1);
    return true;
}

void VoicesPanel::share(const RecordedNarrator& narrator) {
    const auto pack = voices_.pack(preferences_.language(), narrator.id);
    if (!pack) return;
    exporter_.hand_over_voice("voice-" + preferences_.language() + "-" + narrator.id,
                              write_pack(*pack));
}

void VoicesPanel::import_pack(const std::filesystem::path& file) {
    std::error_code error;
    const auto size = std::filesystem::file_size(file, error);
    PackRead read;
    if (error) {
        read.problem = PackProblem::Damaged;
    } else if (size > VoicePack::kMaxPackBytes) {
        read.problem = PackProblem::TooLarge; // refused unread
        read.detail = std::to_string(VoicePack::kMaxPackBytes >> 20);
    } else {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        read = read_pack(bytes.str(), preferences_.language());
    }
    // Lines this version has no use for (an unknown key, a silent clip)
    // are left out; a pack with none left is refused, not added empty.
    if (read.pack &&
        (drop_unusable(*read.pack,
                       [this](const std::string& key) { return catalogue_.contains(key); }),
         read.pack->lines.empty())) {
        read.pack.reset();
        read.problem = PackProblem::Empty;
    }
    if (!read.pack) {
        const std::string language = read.detail;
        say(std::string(kPackProblemKeys[std::size_t(read.problem)]),
            {{"detail", read.detail},
             {"language", text("lang." + language)},
             {"table", text("lang." + preferences_.language())}});
        return;
    }
    const auto added = voices_.add(*read.pack);
    if (!added) {
        const std::string detail = text(std::string(disk_problem_key(voices_.problem())));
        say("ui.voices.kept_failed", {{"detail", detail}});
        return;
    }
    go(Page::List);
    // The name as the list shows it ("Marta 2" when a Marta was there).
    const auto narrator = voices_.find(preferences_.language(), *added,
                                       [this](const std::string& key) { return line_text(key); });
    say("ui.voices.imported", {{"name", narrator ? narrator->name : read.pack->name},
                               {"lines", std::to_string(read.pack->lines.size())}});
}

// --- time, keys, typing ---------------------------------------------------------

int VoicesPanel::next_tick_ms() const {
    if (page_ == Page::Import && inbox_.choose) return 250; // a picked file may arrive
    CapturePort* port = page_ == Page::Record ? microphone_.port() : nullptr;
    return port && port->capturing() ? 100 : -1;
}

void VoicesPanel::tick() {
    if (inbox_.too_large) {
        inbox_.too_large = false;
        say(std::string(kPackProblemKeys[std::size_t(PackProblem::TooLarge)]),
            {{"detail", std::to_string(VoicePack::kMaxPackBytes >> 20)}});
    }
    if (inbox_.arrived) { // a file the picker brought
        const std::filesystem::path file = *inbox_.arrived;
        inbox_.arrived.reset();
        import_pack(file);
        std::error_code ignored;
        std::filesystem::remove(file, ignored); // the page's copy of it
    }
    if (page_ != Page::Record) return;
    CapturePort* port = microphone_.port();
    if (!port || !port->capturing()) return;
    port->pull();
    // Not one sample in kSilentMicrophoneMs: a device that was "opened" and
    // gives nothing (a browser whose microphone was not allowed). Said, and
    // Record no longer offered (a frozen "0.0 s", then "nothing was heard",
    // told the table nothing: issue 42).
    // (Both clocks: a device delivers in real time, whatever a test holds.)
    if (port->capturing() && port->seconds() <= 0.0 &&
        AppClock::now_ms() - recording_since_ms_ > kSilentMicrophoneMs &&
        AppClock::wall_ms() - recording_since_wall_ms_ > kSilentMicrophoneMs) {
        port->stop();
        microphone_.gave_nothing();
        status_key_ = "ui.voices.status.microphone_silent";
        return;
    }
    if (!port->capturing() || port->seconds() >= CapturePort::kMostSeconds) stop();
}

void VoicesPanel::type(std::string_view typed) {
    messages_.clear();
    // A name already full: said, not silently dropped.
    if (!name_.insert(typed) && !typed.empty() && static_cast<unsigned char>(typed[0]) >= 0x20)
        say("ui.names.full", {{"count", std::to_string(kNameLetters)}});
}

bool VoicesPanel::text_input(std::string_view typed) {
    if (page_ != Page::Name) return false;
    type(typed);
    return true;
}

bool VoicesPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::Back && page_ != Page::List) {
        if (page_ == Page::Record)
            leave_recorder();
        else
            go(Page::List);
        return true;
    }
    switch (page_) {
    case Page::Name:
        if (command.kind == Kind::Erase)
            name_.erase_last();
        else if (command.kind == Kind::Confirm || command.kind == Kind::Next)
            create();
        else
            return false;
        return true;
    case Page::Record: {
        CapturePort* port = microphone_.port();
        const bool recording = port && port->capturing();
        if (command.kind == Kind::Confirm)
            recording ? stop() : record();
        else if (command.kind == Kind::Next && !recording && !take_)
            go_to_line(line_ + 1);
        else if (command.kind == Kind::Previous && !recording && !take_)
            go_to_line(line_ - 1);
        else
            return false;
        return true;
    }
    case Page::List:
    case Page::Import: return false;
    }
    return false;
}

} // namespace shn
