#pragma once

#include <functional>
#include <string>

namespace shn {

class Catalogue;

/// MessageLine: the one line of feedback at the bottom of the screen: a
/// refusal, what the last move did, a save, keep or export problem. Whoever
/// has something to say sets it; the screens that show it read it and clear
/// it once the table has moved on. It knows whether it names the last move
/// (the table then offers Undo beside it); a problem said after that move
/// (`replace`) leaves that as it was.
///
/// A message is kept as its words' recipe (`Words`: a catalogue key and its
/// data), worded in the catalogue of the moment each time it is read: after
/// the table changes its language, the line says the same in the new one.
/// Plain text (`set(std::string)`) is for words that come from outside the
/// catalogues (a system's own error detail), and stays as it is.
class MessageLine {
  public:
    using Words = std::function<std::string(const Catalogue&)>;

    /// The catalogue of the moment (the table's language), asked at each read.
    void word_with(std::function<const Catalogue&()> catalogue) {
        catalogue_ = std::move(catalogue);
    }

    const std::string& text() const;
    bool empty() const { return text().empty(); }
    /// Whether the line says what the last move did.
    bool names_last_move() const { return names_move_; }

    /// New words, naming the last move or not.
    void set(Words words, bool names_last_move = false);
    void set(std::string text, bool names_last_move = false);
    /// New words in the line's place; whether it names the last move stays.
    void replace(Words words);
    void replace(std::string text);
    void clear() { set(std::string()); }

  private:
    Words words_;
    std::function<const Catalogue&()> catalogue_;
    mutable std::string text_;
    bool names_move_ = false;
};

} // namespace shn
