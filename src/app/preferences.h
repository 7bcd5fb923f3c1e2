#pragma once

#include "session/catalogue.h"
#include "session/settings.h"

#include <filesystem>
#include <optional>
#include <string>

namespace shn {

class Announcer;
class MessageLine;
class RecordedVoices;

/// Preferences: the table's preferences (Settings), read from the settings
/// file at the start, and the language they choose with its catalogue of
/// texts. A screen changes them through `settings()`, then `apply()` saves
/// them, loads another language's texts if it changed, and has the
/// narrator follow them (narrator, volumes, cues, loop). A problem reading
/// or saving the file is said on the message line. The catalogue object
/// stays the same one across a change of language: a screen may keep a
/// reference to it.
class Preferences {
  public:
    /// `settings_file` empty: the defaults, never saved (headless renders).
    /// `language` not empty: this language, whatever the file says.
    Preferences(std::filesystem::path data_directory, std::filesystem::path settings_file,
                const std::string& language, Announcer& announcer, MessageLine& messages,
                TableStore& store);

    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    /// Saves the settings and applies their language, volumes and narrator.
    /// Settings that cannot be saved are said once on the message line, in
    /// words (issue 32), and hold until the app closes.
    void apply();
    /// Full screen for this run only, unasked (a display too small for a
    /// window): the settings file keeps what the table chose, until the
    /// table itself turns full screen off and on again.
    void fullscreen_for_this_run();
    /// The message line (the settings screen shows it too).
    const MessageLine& messages() const { return messages_; }

    const Catalogue& catalogue() const { return catalogue_; }
    const std::string& language() const { return language_; }
    /// Loads the language's texts (English when they cannot be read).
    void set_language(const std::string& language);
    const std::filesystem::path& data_directory() const { return data_; }
    /// The table's own narrators (a chosen one speaks the lines it recorded).
    void set_recorded_voices(const RecordedVoices* voices);
    /// Has the narrator follow the settings again (a line was recorded).
    void follow_narrator();

  private:
    std::filesystem::path data_;
    std::filesystem::path settings_file_;
    TableStore& store_;
    Announcer& announcer_;
    MessageLine& messages_;
    const RecordedVoices* voices_ = nullptr;
    Settings settings_;
    std::string language_;
    Catalogue catalogue_;
    bool told_unsaved_ = false;            // "could not be saved" said already
    std::optional<bool> saved_fullscreen_; // the file's full screen, while this run's differs
};

} // namespace shn
