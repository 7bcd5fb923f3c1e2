#pragma once

#include <string>

namespace shn {

/// MessageLine: the one line of feedback at the bottom of the screen: a
/// refusal, what the last move did, a save, keep or export problem. Whoever
/// has something to say sets it; the screens that show it read it and clear
/// it once the table has moved on. It knows whether it names the last move
/// (the table then offers Undo beside it); a problem said after that move
/// (`replace`) leaves that as it was.
class MessageLine {
  public:
    const std::string& text() const { return text_; }
    bool empty() const { return text_.empty(); }
    /// Whether the line says what the last move did.
    bool names_last_move() const { return names_move_; }

    /// New words, naming the last move or not.
    void set(std::string text, bool names_last_move = false);
    /// New words in the line's place; whether it names the last move stays.
    void replace(std::string text);
    void clear() { set({}); }

  private:
    std::string text_;
    bool names_move_ = false;
};

} // namespace shn
