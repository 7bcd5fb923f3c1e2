#pragma once

#include "app/keyboard_layout.h"
#include "app/panel.h"
#include "app/text_field.h"

namespace shn {

class GameDraft;
class MessageLine;

/// NamesPanel: the players' names in seating order, clockwise, for the game
/// being set up (GameDraft). Tap a seat to edit its name; type on a
/// real keyboard (SDL text input) or on the on-screen keyboard (Latin,
/// accented Latin, Cyrillic; capitals at the start of each word). Every
/// change goes straight into the draft, so Back keeps it. Enter or Tab go to
/// the next seat; a name left blank becomes "Player N" at the start.
class NamesPanel : public Panel {
  public:
    /// `language`: the table's, for the on-screen keyboard's first alphabet.
    NamesPanel(PanelStack& stack, const Catalogue& catalogue, GameDraft& draft,
               MessageLine& messages, const std::string& language);
    bool command(const Command& command) override;
    bool text_input(std::string_view text) override;
    bool wants_text_input() const override { return true; }

  protected:
    void draw(Canvas& canvas) override;

  private:
    void select(int seat);
    void next_seat();
    void type(std::string_view text);
    void erase();
    /// The edited name into the draft.
    void store();
    void draw_keyboard(Canvas& canvas, Rect area, const KeyboardFit& fit);

    GameDraft& draft_;
    MessageLine& messages_;
    int seat_ = 0;
    TextField field_;
    Alphabet alphabet_;
    LatinKeyboard latin_;  // the table language's own Latin page
    bool shifted_ = false; // the shift key: the next letter in the other case
};

} // namespace shn
