#pragma once

#include "app/panel.h"

#include <array>
#include <memory>
#include <optional>
#include <string_view>

namespace shn {

class AppContext;
struct KeptGame;

/// Screen: the screens the app opens by themselves (the pages that need an
/// argument, such as a kept game or a move to fix, are built by the panel
/// that opens them). A new screen is one value here, its id in kScreenIds
/// and one case in make_screen (the compiler points at it: the switch has
/// no default). The ids are what `--screenshot --screen` takes.
enum class Screen {
    Home,
    NewGame,
    Names,
    Rules,
    Settings,
    Setup,
    FirstPresident,
    Night,
    Table,
    History,
    Analysis,
    GameOver,
    Reveal,
    Games,
    Menu,
    Count
};
inline constexpr int kScreenCount = static_cast<int>(Screen::Count);

// Sized by its initializer, so that a screen added to the enum without its
// id fails here (a size written in the type let a missing id compile as "").
inline constexpr auto kScreenIds = std::to_array<std::string_view>(
    {"home", "new_game", "names", "rules", "settings", "setup", "first_president", "night", "table",
     "history", "analysis", "game_over", "reveal", "games", "menu"});
static_assert(kScreenIds.size() == kScreenCount, "one id a screen");

constexpr std::string_view screen_id(Screen screen) {
    return kScreenIds[static_cast<std::size_t>(screen)];
}
/// The screen of an id, or nothing for an unknown one (the command line says so).
std::optional<Screen> screen_named(std::string_view id);

/// One factory, so the app, `--screenshot` and the tests open screens the
/// same way: the one place that sees the whole AppContext, and hands each
/// screen the parts it uses.
std::unique_ptr<Panel> make_screen(Screen screen, AppContext& app);
/// A kept game, read-only (KeptGamePanel), as the games screen opens it
/// once AppContext::shown_game shows it (for `--screenshot`).
std::unique_ptr<Panel> make_kept_game_screen(KeptGame game, AppContext& app);

} // namespace shn
