#pragma once

#include <string_view>
#include <vector>

namespace shn {

/// The alphabets of the on-screen keyboard: enough for names at an Italian,
/// English, French or Russian table.
enum class Alphabet { Latin, Accents, Cyrillic };

/// KeyboardKey: one letter key, as drawn (capital) and typed inside a word.
struct KeyboardKey {
    std::string_view capital;
    std::string_view small;
};

/// The letter rows of an alphabet, top to bottom (three rows of ten or
/// eleven keys; punctuation that names use is in the Latin rows).
std::vector<std::vector<KeyboardKey>> keyboard_rows(Alphabet alphabet);

} // namespace shn
