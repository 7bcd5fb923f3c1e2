#pragma once

namespace shn {

/// Command: what a key means to a screen, never which key it was. The
/// platforms map keys to commands (src/platform/sdl/key_commands.cpp): a key
/// may mean several, in order (N: No to a question, else New game), and the
/// top panel takes the first it understands (Panel::command returns true).
/// A screen names what it does; the keyboard layout stays in one place.
struct Command {
    enum class Kind {
        Confirm,      // Enter: the screen's main button
        Continue,     // Space: go on (stop the draw, stay, next page)
        Back,         // Esc: leave the screen (it may ask first)
        Erase,        // Backspace on a screen that takes typed text
        Undo,         // Backspace or Ctrl+Z: take back the last move
        Next,         // Tab, Down: the next field or row
        Previous,     // Up: the one before
        Skip,         // Right: the next line of the narration
        PageNext,     // Right, Page Down, Space: the next page
        PagePrevious, // Left, Page Up
        Number,       // 1-9 and 0 (10): a seat, a player count, a row
        Yes,          // Y: Ja, Was Hitler, accept the veto
        No,           // N: Nein, Not Hitler, refuse the veto
        EnactLiberal, // L
        EnactFascist, // F
        Veto,         // V: the Chancellor asks for the veto
        Pause,        // Space: pause or go on with the narration
        PauseTimer,   // P: the discussion timer
        Hide,         // H: hide the discussion timer
        Replay,       // R: the narration's line again
        PhoneCode,    // Q: show or hide the phones' code
        NewGame,      // N
        Resume,       // R: the game at the table again
        Games,        // G
        History,      // H
        Reveal,       // R
        Again,        // A: the same table again
        Count
    };
    Kind kind;
    int number = 0; // Number: 1-10
};

inline constexpr int kCommandKindCount = static_cast<int>(Command::Kind::Count);

} // namespace shn
