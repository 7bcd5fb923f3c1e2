#pragma once

#include "session/narrators.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace shn {

/// LatinKeyboard: the Latin page of the names keyboard as the language's own
/// keyboards lay it out, with the letters its names need most on that page
/// (issue 43: "Begoña" took the accents page and back; docs/layout.md).
enum class LatinKeyboard { Qwerty, Spanish, Italian, German, French };

/// Language: one row per language the app speaks. Every list of languages
/// derives from `kLanguages`: the settings check, the new-game, settings and
/// table screens, the phone board, the web build (`sh-narrator --languages`
/// prints the ids) and the voice renderer. Adding a language is one row here,
/// its catalogue assets/lang/<id>.json and its clips audio/<id>/<narrator>/
/// (docs/extending.md).
struct Language {
    std::string_view id;                 // ISO 639-1: the catalogue's and clips' folder name
    bool cyrillic = false;               // the names keyboard, the fonts it needs
    std::array<Narrator, 2> narrators{}; // the default first; an empty id ends the list
    LatinKeyboard latin = LatinKeyboard::Qwerty; // the names keyboard's Latin page
};

inline constexpr auto kLanguages = std::to_array<Language>({
    // English: BDL first, the clearest to a speech recogniser of the four
    // free RHVoice voices, and CLB the clearest female one (audio/README.md:
    // word error rates). Russian: Aleksandr, the first voice, and Anna.
    {"en", false, {{{"bdl", false}, {"clb", true}}}},
    {"it", false, {{{"pico", true}, {}}}, LatinKeyboard::Italian},
    {"fr", false, {{{"pico", true}, {}}}, LatinKeyboard::French},
    {"ru", true, {{{"aleksandr", false}, {"anna", true}}}},
    // Spanish and German: SVOX pico's es-ES and de-DE, the only free offline
    // voices Debian has for them (audio/README.md).
    {"es", false, {{{"pico", true}, {}}}, LatinKeyboard::Spanish},
    {"de", false, {{{"pico", true}, {}}}, LatinKeyboard::German},
});
// The count is the table's: a row is a language (nothing else to keep in step).
inline constexpr int kLanguageCount = static_cast<int>(kLanguages.size());

/// The row of `id`, or nothing for a language the app does not speak.
constexpr const Language* find_language(std::string_view id) {
    for (const Language& language : kLanguages)
        if (language.id == id) return &language;
    return nullptr;
}

/// The Latin page of `id`'s names keyboard (QWERTY for a language the app
/// does not speak).
constexpr LatinKeyboard latin_keyboard(std::string_view id) {
    const Language* language = find_language(id);
    return language ? language->latin : LatinKeyboard::Qwerty;
}

/// The language after `id` in the table's order (the last wraps to the first).
constexpr std::string_view next_language(std::string_view id) {
    for (std::size_t index = 0; index < kLanguages.size(); ++index)
        if (kLanguages[index].id == id) return kLanguages[(index + 1) % kLanguages.size()].id;
    return kLanguages.front().id;
}

/// The language the app speaks for a POSIX locale ("de_DE.UTF-8" -> "de",
/// "it" -> "it"), or empty for one it does not speak ("C", "POSIX", "pt_BR"):
/// the desktop's first start follows the system's language (issue 55).
constexpr std::string_view language_of_locale(std::string_view locale) {
    const std::size_t end = locale.find_first_of("_.@-");
    const std::string_view id = locale.substr(0, end);
    const Language* language = find_language(id);
    return language ? language->id : std::string_view{};
}

} // namespace shn
