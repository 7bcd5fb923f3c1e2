#pragma once

#include "session/catalogue.h"

#include <filesystem>
#include <iosfwd>
#include <string>

namespace shn {

/// What the voice modes of the command line do with a table's own narrators
/// (issue 34; the same store and pack as the app's recorder,
/// session/recorded_voices.h and session/voice_pack.h).
struct VoiceRequest {
    enum class Action { Record, Export, Import, List } action = Action::List;
    std::string language = "en";
    std::string key;            // --record-line: the line
    std::string narrator_name;  // --record-line: the narrator (created when new)
    std::string narrator_id;    // --export-voice: the narrator's id
    double seconds = 6.0;       // --record-line: how long the microphone listens
    std::filesystem::path file; // --export-voice's output, --import-voice's input
};

/// `--record-line`, `--export-voice`, `--import-voice` and `--voices`, on the
/// narrators kept in `voices` (the desktop's: voices/ beside the autosave).
/// Recording listens to the default microphone through SDL2's capture
/// (SdlCapturePort; SDL's disk driver reads SDL_DISKAUDIOFILEIN), shapes the
/// take (session/recording_shaper.h) and keeps it. Returns 0 when done, 1 when
/// refused (a bad pack, no microphone, nothing heard, a disk that refused),
/// saying why on `err` in the catalogue's words.
int run_voice(const VoiceRequest& request, const Catalogue& catalogue,
              const std::filesystem::path& voices, std::ostream& out, std::ostream& err);

} // namespace shn
