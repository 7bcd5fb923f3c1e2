#include "app/message_line.h"

#include "session/catalogue.h"

#include <utility>

namespace shn {

const std::string& MessageLine::text() const {
    static const std::string none;
    if (!here()) return none;                               // another screen's words
    if (words_ && catalogue_) text_ = words_(catalogue_()); // in the language of the moment
    return text_;
}

bool MessageLine::here() const {
    return !screen_ || owner_ == 0 || owner_ == screen_();
}

void MessageLine::settle() {
    if (owner_ == 0 && screen_) owner_ = screen_();
}

void MessageLine::set(Words words, bool names_last_move) {
    words_ = std::move(words);
    names_move_ = names_last_move;
    text_.clear(); // worded when read
    owner_ = 0;
}

void MessageLine::set(std::string text, bool names_last_move) {
    words_ = nullptr;
    text_ = std::move(text);
    names_move_ = names_last_move;
    owner_ = 0;
}

void MessageLine::replace(Words words) {
    names_move_ = names_move_ && here(); // another screen's move is not this one's
    words_ = std::move(words);
    text_.clear();
    owner_ = 0;
}

void MessageLine::replace(std::string text) {
    names_move_ = names_move_ && here();
    words_ = nullptr;
    text_ = std::move(text);
    owner_ = 0;
}

} // namespace shn
