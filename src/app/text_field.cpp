#include "app/text_field.h"

namespace shn {

namespace {

/// Bytes of the UTF-8 sequence that starts with `lead`; 0 if it cannot start one.
std::size_t sequence_length(unsigned char lead) {
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

bool is_continuation(unsigned char byte) {
    return (byte & 0xC0) == 0x80;
}

} // namespace

void TextField::set(std::string_view text) {
    text_.clear();
    insert(text);
}

bool TextField::insert(std::string_view utf8) {
    bool whole = true;
    std::size_t at = 0;
    while (at < utf8.size()) {
        const auto lead = static_cast<unsigned char>(utf8[at]);
        std::size_t size = sequence_length(lead);
        bool valid = size > 0 && at + size <= utf8.size();
        for (std::size_t next = 1; valid && next < size; ++next)
            valid = is_continuation(static_cast<unsigned char>(utf8[at + next]));
        if (!valid) { // a broken byte: skipped alone
            whole = false;
            ++at;
            continue;
        }
        const bool control = size == 1 && (lead < 0x20 || lead == 0x7F);
        if (control || length() >= limit_)
            whole = false;
        else
            text_.append(utf8.substr(at, size));
        at += size;
    }
    return whole;
}

void TextField::erase_last() {
    while (!text_.empty()) {
        const auto last = static_cast<unsigned char>(text_.back());
        text_.pop_back();
        if (!is_continuation(last)) break;
    }
}

bool TextField::wants_capital() const {
    return text_.empty() || text_.back() == ' ' || text_.back() == '-';
}

std::size_t TextField::length() const {
    std::size_t count = 0;
    for (const char byte : text_)
        if (!is_continuation(static_cast<unsigned char>(byte))) ++count;
    return count;
}

std::string TextField::trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(' ');
    return std::string(text.substr(first, last - first + 1));
}

} // namespace shn
