#pragma once

#include "session/session_point.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace shn {

/// Screen: the screens the app opens by themselves (the pages that need an
/// argument, such as a kept game or a move to fix, are built by the panel
/// that opens them). A value names a screen and nothing more: this header
/// includes nothing of the app, so the stack, the shells and the panels can
/// name a screen without seeing how one is built (app/screens.h). A new
/// screen is one value here, its id in kScreenIds and one case in
/// make_screen (the compiler points at it: the switch has no default). The
/// ids are what `--screenshot --screen` takes.
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
    Voices,
    Stats,
    OddsChart,
    Replay,
    Count
};
inline constexpr int kScreenCount = static_cast<int>(Screen::Count);

// Sized by its initializer, so that a screen added to the enum without its
// id fails here (a size written in the type let a missing id compile as "").
inline constexpr auto kScreenIds = std::to_array<std::string_view>(
    {"home", "new_game", "names", "rules", "settings", "setup", "first_president", "night", "table",
     "history", "analysis", "game_over", "reveal", "games", "menu", "voices", "stats", "odds_chart",
     "replay"});
static_assert(kScreenIds.size() == kScreenCount, "one id a screen");

constexpr std::string_view screen_id(Screen screen) {
    return kScreenIds[static_cast<std::size_t>(screen)];
}
/// The screen of an id, or nothing for an unknown one (the command line says so).
constexpr std::optional<Screen> screen_named(std::string_view id) {
    for (std::size_t index = 0; index < kScreenIds.size(); ++index)
        if (kScreenIds[index] == id) return static_cast<Screen>(index);
    return std::nullopt;
}

/// The screen that shows a game at `point` (R5-R7: the setup and the night
/// are read before the table; a finished game shows on the table, where its
/// end can be undone until the roles are revealed, R40).
constexpr Screen screen_at(SessionPoint point) {
    switch (point) {
    case SessionPoint::Setup: return Screen::Setup;
    case SessionPoint::Night: return Screen::Night;
    case SessionPoint::Play: return Screen::Table;
    case SessionPoint::Over: return Screen::Table;
    }
    return Screen::Table;
}

} // namespace shn
