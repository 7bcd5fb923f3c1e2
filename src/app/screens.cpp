#include "app/screens.h"

#include "app/panels/analysis_panel.h"
#include "app/panels/first_president_panel.h"
#include "app/panels/game_over_panel.h"
#include "app/panels/games_panel.h"
#include "app/panels/history_panel.h"
#include "app/panels/home_panel.h"
#include "app/panels/names_panel.h"
#include "app/panels/new_game_panel.h"
#include "app/panels/reveal_panel.h"
#include "app/panels/rules_panel.h"
#include "app/panels/sequence_panel.h"
#include "app/panels/settings_panel.h"
#include "app/panels/table_panel.h"

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
    if (name == "analysis") return std::make_unique<AnalysisPanel>(app);
    if (name == "reveal") return std::make_unique<RevealPanel>(app);
    if (name == "games") return std::make_unique<GamesPanel>(app);
    return nullptr;
}

} // namespace shn
