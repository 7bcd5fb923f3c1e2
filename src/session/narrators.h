#pragma once

#include <span>
#include <string>
#include <string_view>

namespace shn {

/// The file ending of every shipped sound: the spoken clips, the cues and
/// the ambience loops are Ogg Opus (audio/README.md says why).
inline constexpr std::string_view kClipExtension = ".opus";

/// Narrator: one voice the spoken lines were rendered with. Its clips are
/// audio/<language>/<id>/<key>.opus (tools/render_voices.py renders them;
/// audio/README.md says which voices and why).
struct Narrator {
    std::string_view id; // the clips' folder, and what settings.json keeps
    bool female = false; // what the Settings button says ("male voice", ...)
};

/// The narrators of a language, its default first: a male and a female
/// voice where Debian has both under a free licence (English, Russian), the
/// one voice elsewhere (the table in languages.h). Empty for a language the
/// app does not speak.
std::span<const Narrator> narrators_of(std::string_view language);

/// A table's own recorded narrator's id in settings: "own:" and its folder's
/// name, ASCII lower-case letters, digits and '-' (session/recorded_voices.h).
bool is_recorded_narrator(std::string_view id);

/// The device's own speech synthesis as the narrator (a tablet's voice).
inline constexpr std::string_view kDeviceNarrator = "device";

/// `wanted` when the language has that built-in narrator, else the
/// language's default (an unknown language: empty).
std::string narrator_or_default(std::string_view language, std::string_view wanted);

} // namespace shn
