#pragma once

#include <string>
#include <string_view>

namespace shn {

/// folded: UTF-8 text as code points with its Latin and Cyrillic capitals
/// folded to small letters (ASCII, Latin-1's À-Þ, Cyrillic А-Я and Ё): two
/// names that read alike on a placard in capitals ("Niccolò" and
/// "niccolò") fold alike. Broken UTF-8 is read byte by byte, never past
/// the end.
std::u32string folded(std::string_view text);

} // namespace shn
