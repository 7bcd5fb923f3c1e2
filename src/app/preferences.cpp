#include "app/preferences.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "session/narrators.h"
#include "session/recorded_voices.h"

#include <iostream>

namespace shn {

Preferences::Preferences(std::filesystem::path data_directory, std::filesystem::path settings_file,
                         const std::string& language, Announcer& announcer, MessageLine& messages,
                         TableStore& store)
    : data_(std::move(data_directory)), settings_file_(std::move(settings_file)), store_(store),
      announcer_(announcer), messages_(messages) {
    bool damaged = false;
    if (!settings_file_.empty()) {
        SettingsRead read = Settings::load(settings_file_, store_);
        settings_ = std::move(read.settings);
        damaged = read.damaged;
    }
    if (!language.empty()) settings_.language = language;
    set_language(settings_.language);
    if (damaged) {
        // A damaged settings file: kept aside (as a damaged autosave is),
        // said in words, and the defaults saved in its place.
        const bool kept = !store_.keep_aside(settings_file_, "damaged").empty();
        messages_.replace([kept](const Catalogue& catalogue) {
            return catalogue.text(kept ? "ui.error.bad_settings"
                                       : "ui.error.bad_settings_not_kept");
        });
    }
}

void Preferences::fullscreen_for_this_run() {
    if (settings_.fullscreen) return;
    saved_fullscreen_ = false;
    settings_.fullscreen = true;
}

void Preferences::set_language(const std::string& language) {
    Catalogue loaded = Catalogue::load(data_, language);
    if (!loaded.load_problem().empty() && language != "en") {
        loaded = Catalogue::load(data_, "en");
        language_ = "en";
    } else {
        language_ = language;
    }
    settings_.language = language_;
    catalogue_ = std::move(loaded);
    follow_narrator();
}

void Preferences::apply() {
    settings_.clamp();
    if (settings_.language != language_) set_language(settings_.language);
    follow_narrator(); // a narrator, volumes, cues, the loop
    if (settings_file_.empty()) return;
    Settings saved = settings_;
    if (saved_fullscreen_) {
        if (!settings_.fullscreen)
            saved_fullscreen_.reset(); // the table turned it off: its own choice from now on
        else
            saved.fullscreen = *saved_fullscreen_;
    }
    if (saved.save(settings_file_, store_)) {
        told_unsaved_ = false; // saved again: a later failure is news
        return;
    }
    std::cerr << "sh-narrator: " << settings_file_.string() << ": the settings could not be saved"
              << std::endl; // the log, with the path
    if (told_unsaved_) return;
    told_unsaved_ = true;
    messages_.replace(
        [](const Catalogue& catalogue) { return catalogue.text("ui.error.settings_not_saved"); });
}

void Preferences::set_recorded_voices(const RecordedVoices* voices) {
    voices_ = voices;
    follow_narrator();
}

void Preferences::follow_narrator() {
    OwnVoice own;
    const std::string narrator = settings_.narrator(language_);
    if (voices_ && is_recorded_narrator(narrator)) {
        const std::string id = narrator.substr(RecordedVoices::kPrefix.size());
        own.folder = voices_->folder() / language_ / id;
        own.lines = voices_->fresh_lines(language_, id, [this](const std::string& key) {
            return catalogue_.contains(key) ? catalogue_.text(key) : std::string();
        });
    }
    DeviceVoice device;
    if (narrator == kDeviceNarrator) {
        device.on = true;
        device.rate_percent = settings_.speech_rate_percent;
        device.text = [this](const std::string& key) { return catalogue_.text(key); };
    }
    announcer_.follow(settings_, language_, std::move(own), std::move(device));
}

} // namespace shn
