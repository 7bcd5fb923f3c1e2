#include "platform/web/web_speech_port.h"

#include <emscripten.h>

#include <cstdlib>
#include <string>

namespace shn {

namespace {

// clang-format off
EM_JS(char*, shn_speech_voice, (const char* language), {
    var name = typeof shnSpeechVoice === 'function' ? shnSpeechVoice(UTF8ToString(language)) : '';
    var size = lengthBytesUTF8(name) + 1;
    var copy = _malloc(size);
    stringToUTF8(name, copy, size);
    return copy;
});
EM_JS(int, shn_speech_speak, (const char* text, const char* language, double rate), {
    return typeof shnSpeechSpeak === 'function' &&
           shnSpeechSpeak(UTF8ToString(text), UTF8ToString(language), rate) ? 1 : 0;
});
// 0: done (or nothing), 1: speaking, 2: failed.
EM_JS(int, shn_speech_state, (double start_seconds), {
    return typeof shnSpeechState === 'function' ? shnSpeechState(start_seconds) : 2;
});
EM_JS(void, shn_speech_control, (int what), {
    if (typeof shnSpeechControl === 'function') shnSpeechControl(what);
});
// clang-format on

} // namespace

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
