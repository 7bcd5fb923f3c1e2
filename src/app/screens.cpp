#include "app/screens.h"

#include "app/first_president_panel.h"
#include "app/game_over_panel.h"
#include "app/history_panel.h"
#include "app/home_panel.h"
#include "app/names_panel.h"
#include "app/new_game_panel.h"
#include "app/rules_panel.h"
#include "app/sequence_panel.h"
#include "app/settings_panel.h"
#include "app/table_panel.h"

namespace shn {

std::unique_ptr<Panel> make_screen(const std::string& name, AppContext& app) {
    if (name == "home") return std::make_unique<HomePanel>(app);
    if (name == "new_game") return std::make_unique<NewGamePanel>(app);
    if (name == "setup") return std::make_unique<SequencePanel>(app, SequencePanel::Kind::Setup);
    if (name == "night") return std::make_unique<SequencePanel>(app, SequencePanel::Kind::Night);
    if (name == "table") return std::make_unique<TablePanel>(app);
    if (name == "game_over") return std::make_unique<GameOverPanel>(app);
    if (name == "settings") return std::make_unique<SettingsPanel>(app);
    if (name == "history") return std::make_unique<HistoryPanel>(app);
    if (name == "first_president") return std::make_unique<FirstPresidentPanel>(app);
    if (name == "rules") return std::make_unique<RulesPanel>(app);
    if (name == "names") return std::make_unique<NamesPanel>(app);
    return nullptr;
}

} // namespace shn
