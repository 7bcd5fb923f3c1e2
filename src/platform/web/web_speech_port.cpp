#include "platform/web/web_speech_port.h"

#include "platform/web/page_calls.h"

#include <cstdlib>
#include <string>

namespace shn {

std::string WebSpeechPort::voice_for(const std::string& language) {
    char* name = shn_speech_voice(language.c_str());
    std::string found = name ? name : "";
    std::free(name);
    return found;
}

bool WebSpeechPort::speak(const std::string& text, const std::string& language, int rate_percent) {
    return shn_speech_speak(text.c_str(), language.c_str(), rate_percent / 100.0) != 0;
}

SpeechPort::State WebSpeechPort::state() {
    switch (shn_speech_state(kStartSeconds)) {
    case 1: return State::Speaking;
    case 2: return State::Failed;
    default: return State::Idle;
    }
}

void WebSpeechPort::stop() {
    shn_speech_control(0);
}
void WebSpeechPort::pause() {
    shn_speech_control(1);
}
void WebSpeechPort::resume() {
    shn_speech_control(2);
}

} // namespace shn
