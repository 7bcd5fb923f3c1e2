#pragma once

#include "app/panel.h"
#include "session/settings.h"

namespace shn {

/// SettingsPanel: language, the narrator (a male or a female voice where the
/// language has both), narration and ambience volumes, the ambience (rain,
/// room tone, off), the night pause (kNightPauseRange), sound effects, keeping the
/// screen on, full screen, text size, Claims and odds. Each change is saved
/// at once.
class SettingsPanel : public Panel {
  public:
    explicit SettingsPanel(AppContext& app) : Panel(app) {}

  protected:
    void draw(Canvas& canvas) override;

  private:
    void stepper(Canvas& canvas, Rect row, const char* label, int& value, const SettingRange& range,
                 const std::string& shown);
    void toggle(Canvas& canvas, Rect row, const char* label, bool& value);
};

} // namespace shn
