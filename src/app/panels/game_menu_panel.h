#pragma once

#include "app/panel.h"

#include <functional>
#include <string>
#include <string_view>

namespace shn {

class Preferences;

class Announcer;
class MessageLine;
class TableController;

/// GameMenuPanel: the way from a game to the Settings, the Rules or the home
/// screen, and back, by touch (a tablet, a Pi or an installed web app has
/// no Esc key): opened from the table, the game-over screen, the setup, the
/// first president's draw and the night (its Menu button, or Esc). The game
/// stays where it is: a narration waits, paused, until the table comes back
/// to it; Home keeps the game (Resume game on the home screen returns to it:
/// the setup, the night from its start, or the board). Keys: Esc or Enter
/// back to the game, 1-5 the rows in order. Its last row turns the table
/// view on and off (the seats around the screen's edge, each facing its
/// player: docs/layout.md), kept in the settings, where a table sitting
/// down finds it from the board.
class GameMenuPanel : public Panel {
  public:
    GameMenuPanel(PanelStack& stack, const Catalogue& catalogue, Announcer& announcer,
                  MessageLine& messages, const TableController& table, Preferences& preferences);
    ~GameMenuPanel() override;
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void home();
    void turn_table_view();

    Announcer& announcer_;
    MessageLine& messages_;
    const TableController& table_;  // whether Resume will bring the game back
    Preferences& preferences_;      // the table view's setting
    bool resume_narration_ = false; // it was running when the menu opened
    bool going_home_ = false;       // then it stays paused
};

/// QuestionPanel: one yes-or-no question before a move a stray key must not
/// make alone (Backspace on the game-over screen would undo the end; Esc on
/// the night would skip it: LeavePanel): the question, No where a thumb
/// rests first, Yes apart from it in red; Esc, Enter or Space answer No (a
/// second stray key never says Yes). Each answer closes the question, then
/// runs its action, if any.
class QuestionPanel : public Panel {
  public:
    /// `question_key`, and `yes_key`/`no_key` the buttons' words.
    QuestionPanel(PanelStack& stack, const Catalogue& catalogue, std::string question_key,
                  std::string yes_key, std::string no_key, std::function<void()> yes,
                  std::function<void()> no = {});
    ReadingDistance reading_distance() const override { return ReadingDistance::AcrossTheTable; }
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;
    void answer(bool yes);

  private:
    std::string question_key_, yes_key_, no_key_;
    std::function<void()> yes_, no_;
};

/// The Menu button of a game's screens: a finger-sized button at the top
/// left that opens the GameMenuPanel (one look and place on every screen),
/// wide enough for its `label` at a button's size («МЕНЮ» was squeezed
/// into 64 pixels: issue 55, item 14).
Rect menu_button_box(Canvas& canvas, std::string_view label);

} // namespace shn
