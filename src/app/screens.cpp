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

std::optional<Screen> screen_named(std::string_view id) {
    for (int index = 0; index < kScreenCount; ++index)
        if (kScreenIds[std::size_t(index)] == id) return static_cast<Screen>(index);
    return std::nullopt;
}

std::unique_ptr<Panel> make_screen(Screen screen, AppContext& app) {
    switch (screen) {
    case Screen::Home: return std::make_unique<HomePanel>(app);
    case Screen::NewGame: return std::make_unique<NewGamePanel>(app);
    case Screen::Names: return std::make_unique<NamesPanel>(app);
    case Screen::Rules: return std::make_unique<RulesPanel>(app);
    case Screen::Settings: return std::make_unique<SettingsPanel>(app);
    case Screen::Setup: return std::make_unique<SequencePanel>(app, SequencePanel::Kind::Setup);
    case Screen::FirstPresident: return std::make_unique<FirstPresidentPanel>(app);
    case Screen::Night: return std::make_unique<SequencePanel>(app, SequencePanel::Kind::Night);
    case Screen::Table: return std::make_unique<TablePanel>(app);
    case Screen::History: return std::make_unique<HistoryPanel>(app);
    case Screen::Analysis: return std::make_unique<AnalysisPanel>(app);
    case Screen::GameOver: return std::make_unique<GameOverPanel>(app);
    case Screen::Reveal: return std::make_unique<RevealPanel>(app);
    case Screen::Games: return std::make_unique<GamesPanel>(app);
    case Screen::Count: break;
    }
    return std::make_unique<HomePanel>(app); // never reached: every screen has its case
}

} // namespace shn
