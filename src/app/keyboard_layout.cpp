#include "app/keyboard_layout.h"

#include <algorithm>
#include <array>

namespace shn {

namespace {

/// A row written as two strings of space-separated keys, capitals and small letters.
struct WrittenRow {
    std::string_view capitals;
    std::string_view smalls;
};

constexpr std::array<WrittenRow, 3> kLatin{{
    {"Q W E R T Y U I O P", "q w e r t y u i o p"},
    {"A S D F G H J K L '", "a s d f g h j k l '"},
    {"Z X C V B N M - .", "z x c v b n m - ."},
}};
// Each language's own Latin keyboard, its letters where that keyboard has
// them, at most eleven keys a row (the Cyrillic page's width: a finger each
// at 800x480, two lines a row on a phone held upright). The apostrophe,
// hyphen and full stop stay on the page: names use them.
constexpr std::array<WrittenRow, 3> kSpanish{{
    {"Q W E R T Y U I O P", "q w e r t y u i o p"},
    {"A S D F G H J K L Ñ '", "a s d f g h j k l ñ '"},
    {"Z X C V B N M - .", "z x c v b n m - ."},
}};
constexpr std::array<WrittenRow, 3> kItalian{{
    {"Q W E R T Y U I O P È", "q w e r t y u i o p è"},
    {"A S D F G H J K L Ò À", "a s d f g h j k l ò à"},
    {"Z X C V B N M Ù ' - .", "z x c v b n m ù ' - ."},
}};
constexpr std::array<WrittenRow, 3> kGerman{{
    {"Q W E R T Z U I O P Ü", "q w e r t z u i o p ü"},
    {"A S D F G H J K L Ö Ä", "a s d f g h j k l ö ä"},
    {"Y X C V B N M ß ' - .", "y x c v b n m ß ' - ."}, // ß: no name starts with it
}};
// AZERTY's letters; É È Ç, which French keyboards type with one key (the
// number row) and French names need most, where AZERTY has its punctuation.
constexpr std::array<WrittenRow, 3> kFrench{{
    {"A Z E R T Y U I O P", "a z e r t y u i o p"},
    {"Q S D F G H J K L M É", "q s d f g h j k l m é"},
    {"W X C V B N È Ç ' - .", "w x c v b n è ç ' - ."},
}};
constexpr std::array<WrittenRow, 3> kAccents{{
    {"À Á Â Ä Ã Å Æ Ç È É", "à á â ä ã å æ ç è é"},
    {"Ê Ë Ì Í Î Ï Ñ Ò Ó Ô", "ê ë ì í î ï ñ ò ó ô"},
    {"Ö Õ Ø Œ Ù Ú Û Ü Ý Ÿ ß", "ö õ ø œ ù ú û ü ý ÿ ß"}, // ß: no name starts with it
}};
constexpr std::array<WrittenRow, 3> kCyrillic{{
    {"Й Ц У К Е Н Г Ш Щ З Х", "й ц у к е н г ш щ з х"},
    {"Ф Ы В А П Р О Л Д Ж Э", "ф ы в а п р о л д ж э"},
    {"Я Ч С М И Т Ь Б Ю Ъ Ё", "я ч с м и т ь б ю ъ ё"},
}};

std::vector<std::string_view> split(std::string_view keys) {
    std::vector<std::string_view> parts;
    std::size_t at = 0;
    while (at <= keys.size()) {
        std::size_t space = keys.find(' ', at);
        if (space == std::string_view::npos) space = keys.size();
        parts.push_back(keys.substr(at, space - at));
        at = space + 1;
    }
    return parts;
}

const std::array<WrittenRow, 3>& latin_rows(LatinKeyboard latin) {
    switch (latin) {
    case LatinKeyboard::Qwerty: return kLatin;
    case LatinKeyboard::Spanish: return kSpanish;
    case LatinKeyboard::Italian: return kItalian;
    case LatinKeyboard::German: return kGerman;
    case LatinKeyboard::French: return kFrench;
    }
    return kLatin;
}

} // namespace

std::vector<std::vector<KeyboardKey>> keyboard_rows(Alphabet alphabet, LatinKeyboard latin) {
    const auto& written = alphabet == Alphabet::Latin     ? latin_rows(latin)
                          : alphabet == Alphabet::Accents ? kAccents
                                                          : kCyrillic;
    std::vector<std::vector<KeyboardKey>> rows;
    for (const WrittenRow& row : written) {
        const auto capitals = split(row.capitals);
        const auto smalls = split(row.smalls);
        std::vector<KeyboardKey> keys;
        for (std::size_t index = 0; index < capitals.size() && index < smalls.size(); ++index)
            keys.push_back({capitals[index], smalls[index]});
        rows.push_back(std::move(keys));
    }
    return rows;
}

KeyboardFit fit_keyboard(Alphabet alphabet, LatinKeyboard latin, int width, int smallest, int gap) {
    KeyboardFit fit;
    fit.columns = std::clamp((width + gap) / std::max(1, smallest + gap), 1, 11);
    for (const auto& row : keyboard_rows(alphabet, latin)) {
        // The fewest lines that hold the row, of near-equal length (6 + 5, not 7 + 4).
        const int count = int(row.size());
        const int parts = (count + fit.columns - 1) / fit.columns;
        int at = 0;
        for (int part = 0; part < parts; ++part) {
            const int length = (count - at + (parts - part) - 1) / (parts - part);
            fit.lines.emplace_back(row.begin() + at, row.begin() + at + length);
            at += length;
        }
    }
    // The last row's ten parts, each at least a key wide, or two lines.
    fit.last_row_split = (width - 9 * gap) / 10 < smallest;
    return fit;
}

} // namespace shn
