#pragma once

#include <cstdint>
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
/// A message belongs to one screen (issue 43: the table's last words showed
/// on Settings, an export's on the home screen). Words said are settled on
/// a screen when the panel stack settles (`settle`, after each step): the
/// screen that step leaves on top, so words said by a tap or a tick that
/// changes the screen (a new game's save problem for its setup, a kept game
/// for the home screen, an undo on the game-over screen for the table) are
/// for the screen they lead to, and words said on a screen that stays are
/// its own. The line is read empty on any other screen, and shows again
/// when its screen is back on top (the table's last move, after History).
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
    /// The screen on top now, as a number that no other screen has (the
    /// panel's serial; 0: none). Unset: every message shows everywhere.
    void shown_on(std::function<std::uint64_t()> screen) { screen_ = std::move(screen); }
    /// The stack settled (PanelStack::step): words said since belong to the
    /// screen on top now.
    void settle();

    const std::string& text() const;
    bool empty() const { return text().empty(); }
    /// Whether the line says what the last move did (on this screen).
    bool names_last_move() const { return names_move_ && here(); }

    /// New words, naming the last move or not.
    void set(Words words, bool names_last_move = false);
    void set(std::string text, bool names_last_move = false);
    /// New words in the line's place; whether it names the last move stays.
    void replace(Words words);
    void replace(std::string text);
    /// `text` said after what the line says now (a problem beside a
    /// move's words), in the line's place, as `replace`.
    void add(const std::string& text) { replace(empty() ? text : this->text() + ' ' + text); }
    void clear() { set(std::string()); }

  private:
    /// Whether the words belong to the screen on top (or wait to be settled).
    bool here() const;

    Words words_;
    std::function<const Catalogue&()> catalogue_;
    mutable std::string text_;
    bool names_move_ = false;
    std::function<std::uint64_t()> screen_;
    std::uint64_t owner_ = 0; // the screen the words belong to; 0: not settled yet
};

} // namespace shn
