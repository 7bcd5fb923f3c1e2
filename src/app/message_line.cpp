#include "app/message_line.h"

#include <utility>

namespace shn {

void MessageLine::set(std::string text, bool names_last_move) {
    text_ = std::move(text);
    names_move_ = names_last_move;
}

void MessageLine::replace(std::string text) {
    text_ = std::move(text);
}

} // namespace shn
