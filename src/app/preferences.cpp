#include "app/preferences.h"

#include "app/announcer.h"
#include "app/message_line.h"

namespace shn {

Preferences::Preferences(std::filesystem::path data_directory, std::filesystem::path settings_file,
                         const std::string& language, Announcer& announcer, MessageLine& messages)
    : data_(std::move(data_directory)), settings_file_(std::move(settings_file)),
      announcer_(announcer), messages_(messages) {
    std::string problem;
    if (!settings_file_.empty()) settings_ = Settings::load(settings_file_, problem);
    if (!language.empty()) settings_.language = language;
    set_language(settings_.language);
    if (!problem.empty()) // a broken settings file: said, then replaced at the first change
        messages_.replace(catalogue_.format("ui.error.bad_settings", {{"detail", problem}}));
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
    announcer_.follow(settings_, language_);
}

void Preferences::apply() {
    settings_.clamp();
    if (settings_.language != language_) set_language(settings_.language);
    announcer_.follow(settings_, language_); // a narrator, volumes, cues, the loop
    if (!settings_file_.empty() && !settings_.save(settings_file_))
        messages_.replace(
            catalogue_.format("ui.error.save_failed", {{"detail", settings_file_.string()}}));
}

} // namespace shn
