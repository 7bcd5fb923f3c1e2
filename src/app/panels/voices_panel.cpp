#include "app/panels/voices_panel.h"

#include "app/announcer.h"
#include "app/log_export.h"
#include "app/message_line.h"
#include "app/microphone.h"
#include "app/pack_inbox.h"
#include "app/panel_stack.h"
#include "app/panels/game_menu_panel.h"
#include "app/preferences.h"
#include "session/app_clock.h"
#include "session/disk_problem.h"
#include "session/languages.h"
#include "session/pack_files.h"
#include "session/voice_pack.h"

#include <iostream>

namespace shn {

VoicesPanel::VoicesPanel(PanelStack& stack, const Catalogue& catalogue, Preferences& preferences,
                         Announcer& announcer, RecordedVoices& voices, Microphone& microphone,
                         MessageLine& messages, LogExport& exporter,
                         std::vector<std::filesystem::path> pack_folders, PackInbox& inbox)
    : Panel(stack, catalogue), preferences_(preferences), announcer_(announcer), voices_(voices),
      microphone_(microphone), messages_(messages), exporter_(exporter),
      pack_folders_(std::move(pack_folders)), inbox_(inbox),
      recorder_(voices, microphone, catalogue,
                {[this](const std::filesystem::path& clip) { announcer_.play_clip(clip); },
                 [this](const std::filesystem::path& clip) {
                     announcer_.device().forget(clip);
                     preferences_.follow_narrator(); // the narrator in use speaks it from now on
                 },
                 [this](const std::string& key, DiskProblem problem) { say_disk(key, problem); }}),
      alphabet_(find_language(preferences.language()) &&
                        find_language(preferences.language())->cyrillic
                    ? Alphabet::Cyrillic
                    : Alphabet::Latin) {
    if (microphone_.offered() && !microphone_.port() && !microphone_.problem().empty())
        std::cerr << "sh-narrator: no microphone: " << microphone_.problem() << std::endl;
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

const RecordedNarrator* VoicesPanel::recording_narrator() const {
    return recorder_.lines().empty() ? nullptr : narrator(recorder_.narrator_id());
}

void VoicesPanel::say(const std::string& key,
                      std::vector<std::pair<std::string, std::string>> values) {
    messages_.set(
        [key, values](const Catalogue& catalogue) { return catalogue.format(key, values); });
}

void VoicesPanel::say_disk(const std::string& key, DiskProblem problem) {
    say(key, {{"detail", text(std::string(disk_problem_key(problem)))}});
}

void VoicesPanel::go(Page page) {
    page_ = page;
    skipped_ = 0;
    messages_.clear();
}

// --- what the buttons do ------------------------------------------------------

void VoicesPanel::leave_recorder() {
    const VoiceRecorder::Leaving leaving = recorder_.leave();
    if (leaving != VoiceRecorder::Leaving::Ask) {
        left(leaving);
        return;
    }
    stack_.open(std::make_unique<QuestionPanel>(
        stack_, catalogue_, "ui.voices.ask_replace", "ui.voices.ask_replace.yes",
        "ui.voices.ask_replace.no", [this] { left(recorder_.answer(true)); },
        [this] { left(recorder_.answer(false)); }));
}

void VoicesPanel::left(VoiceRecorder::Leaving leaving) {
    if (leaving == VoiceRecorder::Leaving::NotKept) return; // the reason is on the message line
    go(Page::List);
    if (leaving == VoiceRecorder::Leaving::Kept) say("ui.voices.take_kept");
}

void VoicesPanel::remove(const RecordedNarrator& narrator) {
    const std::string id = narrator.id;
    const std::string name = narrator.name;
    stack_.open(std::make_unique<QuestionPanel>(
        stack_, catalogue_, "ui.voices.ask_delete", "ui.voices.ask_delete.yes",
        "ui.voices.ask_delete.no", [this, id, name] {
            const std::string language = preferences_.language();
            if (!voices_.remove(language, id)) {
                say_disk("ui.voices.kept_failed", voices_.problem());
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
    if (recorder_.create(preferences_.language(), name))
        go(Page::Record);
    else
        page_ = Page::List; // the disk's reason stays said
}

void VoicesPanel::start_recording(const std::string& id) {
    recorder_.open(preferences_.language(), id);
    go(Page::Record);
}

void VoicesPanel::record() {
    messages_.clear();
    announcer_.device().stop();
    recorder_.record({AppClock::now_ms(), AppClock::wall_ms()});
}

void VoicesPanel::share(const RecordedNarrator& narrator) {
    const auto pack = voices_.pack(preferences_.language(), narrator.id);
    if (!pack) return;
    exporter_.hand_over_voice("voice-" + preferences_.language() + "-" + narrator.id,
                              write_pack(*pack));
}

void VoicesPanel::open_import() {
    found_ = find_packs(voices_.store(), pack_folders_);
    skipped_ = 0;
    go(Page::Import);
}

void VoicesPanel::import_pack(const std::filesystem::path& file,
                              RecordedVoices::AfterImport after) {
    const PackImport import = voices_.import_file(
        file, preferences_.language(),
        [this](const std::string& key) { return catalogue_.contains(key); }, after);
    const PackRead& read = import.file.read;
    if (!read.pack) {
        say(std::string(kPackProblemKeys[std::size_t(read.problem)]),
            {{"detail", read.detail},
             {"language", text("lang." + read.detail)},
             {"table", text("lang." + preferences_.language())}});
        return;
    }
    if (!import.id) {
        say_disk("ui.voices.kept_failed", import.disk);
        return;
    }
    go(Page::List);
    say("ui.voices.imported", {{"name", import.name}, {"lines", std::to_string(import.lines)}});
}

// --- time, keys, typing ---------------------------------------------------------

int VoicesPanel::next_tick_ms() const {
    if (page_ == Page::Import && inbox_.choose) return 250; // a picked file may arrive
    return page_ == Page::Record && recorder_.recording() ? 100 : -1;
}

void VoicesPanel::tick() {
    if (inbox_.too_large) {
        inbox_.too_large = false;
        say(std::string(kPackProblemKeys[std::size_t(PackProblem::TooLarge)]),
            {{"detail", std::to_string(VoicePack::kMaxPackBytes >> 20)}});
    }
    if (inbox_.arrived) { // a file the picker brought; the page's copy of it goes
        const std::filesystem::path file = *inbox_.arrived;
        inbox_.arrived.reset();
        import_pack(file, RecordedVoices::AfterImport::RemoveFile);
    }
    if (page_ == Page::Record && !recording_narrator()) page_ = Page::List;
    if (page_ == Page::Record) recorder_.step({AppClock::now_ms(), AppClock::wall_ms()});
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
        const bool recording = recorder_.recording();
        const bool still = !recording && !recorder_.has_take(); // a line may be left
        if (command.kind == Kind::Confirm)
            recording ? recorder_.stop() : record();
        else if (command.kind == Kind::Next && still)
            recorder_.go_to_line(recorder_.line() + 1);
        else if (command.kind == Kind::Previous && still)
            recorder_.go_to_line(recorder_.line() - 1);
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
