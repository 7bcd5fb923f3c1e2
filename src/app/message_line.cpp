#include "app/message_line.h"

#include "session/catalogue.h"

#include <utility>

namespace shn {

const std::string& MessageLine::text() const {
    if (words_ && catalogue_) text_ = words_(catalogue_()); // in the language of the moment
    return text_;
}

void MessageLine::set(Words words, bool names_last_move) {
    words_ = std::move(words);
    names_move_ = names_last_move;
    text_.clear(); // worded when read
}

void MessageLine::set(std::string text, bool names_last_move) {
    words_ = nullptr;
    text_ = std::move(text);
    names_move_ = names_last_move;
}

void MessageLine::replace(Words words) {
    words_ = std::move(words);
    text_.clear();
}

void MessageLine::replace(std::string text) {
    words_ = nullptr;
    text_ = std::move(text);
}

} // namespace shn
