#pragma once

#include <string>

namespace shn {

/// SpeechPort: the device's own speech synthesis (a tablet's browser:
/// speechSynthesis, src/platform/web/web_speech_port.h), as a narrator the
/// table can choose instead of the built-in clips (issue 34). It speaks a
/// line's text in a language at a rate; it says whether it has a voice for
/// a language, and when a line failed (the clips then speak it: ClipVoice).
class SpeechPort {
  public:
    enum class State { Idle, Speaking, Failed };

    virtual ~SpeechPort() = default;
    /// The name of the voice `language` (ISO 639-1) would be spoken with;
    /// empty when the device has none for it.
    virtual std::string voice_for(const std::string& language) = 0;
    /// Starts a line; false when it cannot begin (no voice, no synthesis).
    virtual bool speak(const std::string& text, const std::string& language, int rate_percent) = 0;
    /// The last line's state: Failed when the synthesis gave up on it.
    virtual State state() = 0;
    virtual void stop() = 0;
    virtual void pause() = 0;
    virtual void resume() = 0;
};

} // namespace shn
