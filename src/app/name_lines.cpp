#include "app/name_lines.h"

namespace shn {

std::string breakable_name(Canvas& canvas, const Rect& box, const std::string& name,
                           Typeface face) {
    if (name.find(' ') != std::string::npos || canvas.fits(box, name, face, 1)) return name;
    if (const auto hyphen = name.find('-'); hyphen != std::string::npos && hyphen + 1 < name.size())
        return name.substr(0, hyphen + 1) + " " + name.substr(hyphen + 1);
    // The middle, at a character's first byte (UTF-8), with a hyphen.
    std::size_t middle = name.size() / 2;
    while (middle > 0 && (static_cast<unsigned char>(name[middle]) & 0xC0) == 0x80) --middle;
    return middle == 0 ? name : name.substr(0, middle) + "- " + name.substr(middle);
}

} // namespace shn
