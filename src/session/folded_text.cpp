#include "session/folded_text.h"

namespace shn {

std::u32string folded(std::string_view text) {
    std::u32string out;
    for (std::size_t at = 0; at < text.size();) {
        const auto byte = static_cast<unsigned char>(text[at]);
        const std::size_t length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
        char32_t point = length == 1 ? byte : byte & (0x3F >> (length - 1));
        for (std::size_t next = 1; next < length && at + next < text.size(); ++next)
            point = (point << 6) | (static_cast<unsigned char>(text[at + next]) & 0x3F);
        if (point >= U'A' && point <= U'Z')
            point += 0x20;
        else if (point >= 0xC0 && point <= 0xDE && point != 0xD7)
            point += 0x20;
        else if (point >= 0x410 && point <= 0x42F)
            point += 0x20;
        else if (point == 0x401)
            point = 0x451;
        out.push_back(point);
        at += length;
    }
    return out;
}

} // namespace shn
