#pragma once

#include "app/audio/speech_port.h"

namespace shn {

/// WebSpeechPort: the browser's speech synthesis (window.speechSynthesis),
/// a tablet's own voice, as a SpeechPort. A voice for a language is the
/// browser's first whose `lang` begins with the language's code (a local one
/// first: it speaks offline); none, and the table keeps the clips. A line's
/// state comes from the utterance's end and error events (web/shell.js keeps
/// them); a browser that never starts a line (some do not speak before a
/// tap) counts as a failure after kStartSeconds, so the clips say it.
class WebSpeechPort : public SpeechPort {
  public:
    static constexpr double kStartSeconds = 3.0;

    std::string voice_for(const std::string& language) override;
    bool speak(const std::string& text, const std::string& language, int rate_percent) override;
    State state() override;
    void stop() override;
    void pause() override;
    void resume() override;
};

} // namespace shn
