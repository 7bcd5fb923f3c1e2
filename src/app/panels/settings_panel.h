#pragma once

#include "app/panel.h"
#include "session/settings.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace shn {

class Announcer;
class Preferences;
struct PhoneBoard;
class RecordedVoices;

/// SettingsPanel: a row for each setting of kSettingFields that has a
/// screen row (session/settings.h): its field decides its controls (an
/// On/Off toggle, a - n + stepper in its range, a button a choice); the
/// language and the narrator (a male or a female voice where the language
/// has both) have rows of their own kind. Each change is saved at once.
class SettingsPanel : public Panel {
  public:
    SettingsPanel(PanelStack& stack, const Catalogue& catalogue, Preferences& preferences,
                  Announcer& announcer, const PhoneBoard& phones, const RecordedVoices& voices)
        : Panel(stack, catalogue), preferences_(preferences), announcer_(announcer),
          phones_(phones), voices_(voices) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    /// A number's row: - value + (the value as its field shows it).
    void stepper(Canvas& canvas, Rect row, const SettingField& field, int& value);
    void toggle(Canvas& canvas, Rect row, std::string_view label, bool& value);
    void language_row(Canvas& canvas, Rect row, bool portrait);
    void narrator_row(Canvas& canvas, Rect row);
    void choice_row(Canvas& canvas, Rect row, const SettingField& field, std::string& value);
    /// Where a row's name goes, and its controls: side by side, or (a
    /// larger text size) the name above. `language`: the language's row.
    Rect label_part(Rect row, bool language = false) const;
    Rect control_part(Rect row, bool language = false) const;
    /// A setting's name, left of its controls, in the screen's one label size.
    void draw_label(Canvas& canvas, Rect box, std::string_view key);
    /// A number as its field shows it ("5 s", "100%", "1:30", "Off").
    std::string shown_number(const SettingField& field, int value) const;

    Preferences& preferences_;
    Announcer& announcer_;
    const PhoneBoard& phones_;
    const RecordedVoices& voices_;
    int label_px_ = 0;    // the names' one size this paint (the longest's fit)
    int page_ = 0;        // the page shown, where the rows need more than one
    int name_height_ = 0; // the row drawn's name height above its controls (0: beside them)
    bool portrait_ = false;
    std::string own_name_; // the table's own voice in use, by name ("" none)
    std::pair<std::uint64_t, std::string> named_{~std::uint64_t(0), ""}; // read at: changes, id
};

} // namespace shn
