#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace shn {

/// TextField: a short line typed at the table (a player's name), kept as
/// UTF-8. It holds at most `limit` characters (code points); control
/// characters and broken UTF-8 are dropped; Erase removes the last
/// character whole, never half of one. `wants_capital` tells the on-screen
/// keyboard that the next letter starts a word.
class TextField {
  public:
    static constexpr std::size_t kLimit = 20; // a name's letters
    explicit TextField(std::size_t limit = kLimit) : limit_(limit) {}

    const std::string& text() const { return text_; }
    /// Replaces the text (cleaned as if typed).
    void set(std::string_view text);
    /// Appends what fits; false when something was dropped.
    bool insert(std::string_view utf8);
    void erase_last();
    bool wants_capital() const;
    std::size_t length() const; // in characters

    /// `text` without spaces at either end.
    static std::string trimmed(std::string_view text);

  private:
    std::string text_;
    std::size_t limit_;
};

} // namespace shn
