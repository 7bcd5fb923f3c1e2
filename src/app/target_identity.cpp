#include "app/target_identity.h"

namespace shn {

namespace {

char32_t lower(char32_t c) {
    if (c >= U'A' && c <= U'Z') return c + 32;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32; // À-Þ
    if (c >= 0x100 && c <= 0x17F && c != 0x130 && c != 0x138 && c != 0x149 && c != 0x178) {
        // Latin Extended-A pairs: capital then small, from Ā/ā; from Ĺ (0x139)
        // to Ň (0x147) and from Ź (0x179) the capital is the odd one.
        const bool odd_capitals = (c >= 0x139 && c <= 0x148) || c >= 0x179;
        if (odd_capitals ? (c % 2 == 1) : (c % 2 == 0)) return c + 1;
        return c;
    }
    if (c >= 0x410 && c <= 0x42F) return c + 32; // А-Я
    if (c >= 0x400 && c <= 0x40F) return c + 80; // Ѐ-Џ, Ё among them
    return c;
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

} // namespace

std::string target_identity(std::string_view label) {
    std::string out;
    out.reserve(label.size());
    for (std::size_t at = 0; at < label.size();) {
        const auto lead = static_cast<unsigned char>(label[at]);
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        if (at + std::size_t(length) > label.size()) { // cut short: kept as it is
            out.append(label.substr(at));
            break;
        }
        char32_t c = length == 1   ? lead
                     : length == 2 ? lead & 0x1F
                     : length == 3 ? lead & 0x0F
                                   : lead & 0x07;
        for (int more = 1; more < length; ++more)
            c = (c << 6) | (static_cast<unsigned char>(label[at + std::size_t(more)]) & 0x3F);
        at += std::size_t(length);
        if (c >= U'0' && c <= U'9') continue; // a count that changed is the same target
        append_utf8(out, lower(c));
    }
    return out;
}

} // namespace shn
