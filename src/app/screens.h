#pragma once

#include "app/panel.h"
#include "app/screen.h"

#include <memory>

namespace shn {

class AppContext;
struct KeptGame;

/// One factory, so the app, `--screenshot` and the tests open screens the
/// same way: the one place that sees the whole AppContext, and hands each
/// screen the parts it uses.
std::unique_ptr<Panel> make_screen(Screen screen, AppContext& app);
/// A kept game, read-only (KeptGamePanel), as the games screen opens it
/// once AppContext::shown_game shows it (for `--screenshot`).
std::unique_ptr<Panel> make_kept_game_screen(KeptGame game, AppContext& app);

} // namespace shn
