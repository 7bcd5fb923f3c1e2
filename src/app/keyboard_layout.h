#pragma once

#include "session/languages.h"

#include <string_view>
#include <vector>

namespace shn {

/// The alphabets of the on-screen keyboard: enough for names at an Italian,
/// English, French, Russian, Spanish or German table. The Latin page is the
/// table language's own (LatinKeyboard): Spanish has Ñ beside L, German is
/// QWERTZ with Ü Ö Ä ß, French AZERTY with É È Ç, Italian has È Ò À Ù, as
/// their keyboards have them; the accents page has every accent.
enum class Alphabet { Latin, Accents, Cyrillic };

/// KeyboardKey: one letter key, as drawn (capital) and typed inside a word.
struct KeyboardKey {
    std::string_view capital;
    std::string_view small;
};

/// The letter rows of an alphabet, top to bottom (three rows of nine to
/// eleven keys; punctuation that names use is in the Latin rows), the Latin
/// page laid out as `latin`.
std::vector<std::vector<KeyboardKey>> keyboard_rows(Alphabet alphabet,
                                                    LatinKeyboard latin = LatinKeyboard::Qwerty);

/// KeyboardFit: how the keyboard fits a width with keys at least `smallest`
/// pixels wide: how many keys a line holds (at most 11, the longest row),
/// the letter rows split into lines of at most that many, and whether the
/// last row (three alphabets, space, erase, next: ten parts) takes two lines
/// (the alphabets, then the rest). A phone held upright gets six or seven
/// keys a line, two lines for each row of the alphabet.
struct KeyboardFit {
    int columns = 11;
    std::vector<std::vector<KeyboardKey>> lines;
    bool last_row_split = false;

    int line_count() const { return int(lines.size()) + (last_row_split ? 2 : 1); }
};
KeyboardFit fit_keyboard(Alphabet alphabet, LatinKeyboard latin, int width, int smallest, int gap);

} // namespace shn
