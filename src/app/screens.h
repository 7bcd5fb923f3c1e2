#pragma once

#include "app/panel.h"

#include <memory>
#include <string>

namespace shn {

/// The screens the app can open, by name: home, new_game, setup, night,
/// table, game_over, reveal, and the pages they open. One factory, so the app and `--screenshot` open screens
/// the same way. Returns nullptr for an unknown name.
std::unique_ptr<Panel> make_screen(const std::string& name, AppContext& app);

} // namespace shn
