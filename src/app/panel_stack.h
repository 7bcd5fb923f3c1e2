#pragma once

#include "app/panel.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace shn {

enum class Screen;

/// PanelStack: the screens open, the top one shown (Endless Sky's UI). A
/// panel asks to open, replace or leave a screen from a tap, a key or its
/// tick; `step()` makes the change, so a panel never changes the stack
/// under its own feet, nor while it is drawn. Screens are built by the
/// factory when they are shown, so each sees the game as it is then. A
/// panel that asked to leave is not ticked again: the changes are made
/// first, then the new top is ticked (a game-over screen left for the
/// next game's setup must not see that game and send the table to it).
class PanelStack {
  public:
    using Factory = std::function<std::unique_ptr<Panel>(Screen)>;
    explicit PanelStack(Factory factory) : factory_(std::move(factory)) {}

    void open(Screen screen);
    void replace(Screen screen);
    void open(std::unique_ptr<Panel> panel);
    void replace(std::unique_ptr<Panel> panel);
    void back();
    /// Every screen above the first (the home screen) closed, then `screen`
    /// opened on it: a game begins again from home (the same table again),
    /// so that leaving its setup or night goes home, never to a screen of
    /// the game before (README, "Playing with it" 8).
    void home_then(Screen screen);
    /// Every screen above the first (the home screen) closed.
    void home();
    /// Makes the changes asked for, ticking each new top panel (which may
    /// ask again: a table whose game ended hands over to the game-over
    /// screen), until the stack stays. The shell calls it before each draw;
    /// headless renders and tests after they open a screen.
    void step();
    /// Called once the stack settled (the end of each step, a start): the
    /// message line gives the words said meanwhile to the screen on top.
    void on_settled(std::function<void()> settled) { settled_ = std::move(settled); }
    /// Whether a change of the stack waits for step().
    bool changing() const { return !changes_.empty(); }
    /// Starts the stack afresh with one screen, at once (a platform's
    /// start, the viewer's table): never from a panel's own code.
    void start_with(Screen screen);
    /// Closes every screen at once (the window was closed): the app quits.
    void close_all();
    Panel* top() const { return panels_.empty() ? nullptr : panels_.back().panel.get(); }
    /// The screen on top, when the factory built it (a page built by a
    /// panel, such as a kept game or a question, has none).
    std::optional<Screen> top_screen() const {
        return panels_.empty() ? std::nullopt : panels_.back().screen;
    }
    std::size_t depth() const { return panels_.size(); }
    bool empty() const { return panels_.empty(); }
    /// Grows at every change of the stack (TapGuard's screen generation).
    std::uint64_t changes() const { return changed_; }

  private:
    /// A change asked for: open a panel, replace the top with it, or (no
    /// panel, no screen) go back.
    struct Change {
        bool replace = false;
        std::optional<Screen> screen;
        std::unique_ptr<Panel> panel;
        bool from_home = false; // home_then: close all but the first first
    };
    struct Open {
        std::unique_ptr<Panel> panel;
        std::optional<Screen> screen;
    };
    Factory factory_;
    std::function<void()> settled_;
    std::vector<Open> panels_;
    std::vector<Change> changes_;
    std::uint64_t changed_ = 0;
};

} // namespace shn
