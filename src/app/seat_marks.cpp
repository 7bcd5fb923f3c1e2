#include "app/seat_marks.h"

namespace shn {

std::string unbroken(const std::string& mark) {
    std::string joined;
    for (const char c : mark) {
        if (c == ' ')
            joined += "\u00a0";
        else
            joined += c;
    }
    return joined;
}

std::string joined_markers(const std::vector<std::string>& items) {
    std::string joined;
    for (const std::string& item : items)
        joined += (joined.empty() ? "" : "\u00a0· ") + unbroken(item);
    return joined;
}

} // namespace shn
