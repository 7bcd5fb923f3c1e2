#include "app/screens.h"

#include "app/app_context.h"
#include "app/panels/analysis_panel.h"
#include "app/panels/first_president_panel.h"
#include "app/panels/game_menu_panel.h"
#include "app/panels/game_over_panel.h"
#include "app/panels/games_panel.h"
#include "app/panels/history_panel.h"
#include "app/panels/home_panel.h"
#include "app/panels/names_panel.h"
#include "app/panels/new_game_panel.h"
#include "app/panels/odds_chart_panel.h"
#include "app/panels/replay_panel.h"
#include "app/panels/reveal_panel.h"
#include "app/panels/rules_panel.h"
#include "app/panels/sequence_panel.h"
#include "app/panels/settings_panel.h"
#include "app/panels/stats_panel.h"
#include "app/panels/table_panel.h"
#include "app/panels/voices_panel.h"

namespace shn {

std::unique_ptr<Panel> make_screen(Screen screen, AppContext& app) {
    // Each screen is handed the parts it uses, and nothing else.
    PanelStack& stack = app.stack();
    const Catalogue& catalogue = app.preferences().catalogue();
    TableController& table = app.table();
    switch (screen) {
    case Screen::Home:
        return std::make_unique<HomePanel>(stack, catalogue, table, app.messages(),
                                           app.shown_game(), app.platform().can_quit);
    case Screen::NewGame:
        return std::make_unique<NewGamePanel>(stack, catalogue, table, app.preferences(),
                                              app.draft(), app.messages());
    case Screen::Names:
        return std::make_unique<NamesPanel>(stack, catalogue, app.draft(), app.messages(),
                                            app.preferences().language());
    case Screen::Rules: return std::make_unique<RulesPanel>(stack, catalogue);
    case Screen::Settings:
        return std::make_unique<SettingsPanel>(stack, catalogue, app.preferences(), app.announcer(),
                                               app.phone_board(), app.voices());
    case Screen::Setup:
    case Screen::Night:
        return std::make_unique<SequencePanel>(
            stack, catalogue, table, app.announcer(), app.messages(), app.preferences().settings(),
            screen == Screen::Setup ? SequencePanel::Kind::Setup : SequencePanel::Kind::Night);
    case Screen::FirstPresident:
        return std::make_unique<FirstPresidentPanel>(stack, catalogue, table, app.announcer(),
                                                     app.seat_names(), app.random());
    case Screen::Table:
        return std::make_unique<TablePanel>(
            stack, catalogue, table, app.announcer(), app.preferences(), app.messages(),
            app.seat_names(), app.phone_board(), app.random(), app.vote_in_progress());
    case Screen::History:
        return std::make_unique<HistoryPanel>(stack, catalogue, table, app.messages(),
                                              app.shown_game(), app.seat_names());
    case Screen::Analysis:
        return std::make_unique<AnalysisPanel>(stack, catalogue, table, app.seat_names());
    case Screen::GameOver:
        return std::make_unique<GameOverPanel>(stack, catalogue, table, app.seat_names());
    case Screen::Reveal:
        return std::make_unique<RevealPanel>(stack, catalogue, table, app.messages(),
                                             app.shown_game(), app.seat_names(),
                                             app.preferences().settings());
    case Screen::Games:
        return std::make_unique<GamesPanel>(stack, catalogue, app.archive(), app.messages(),
                                            app.shown_game(), app.log_export());
    case Screen::Menu:
        return std::make_unique<GameMenuPanel>(stack, catalogue, app.announcer(), app.messages(),
                                               table, app.preferences());
    case Screen::Voices:
        return std::make_unique<VoicesPanel>(
            stack, catalogue, app.preferences(), app.announcer(), app.voices(), app.microphone(),
            app.messages(), app.log_export(), app.platform().pack_folders, app.pack_inbox());
    case Screen::Stats: return std::make_unique<StatsPanel>(stack, catalogue, app.archive());
    case Screen::OddsChart:
        return std::make_unique<OddsChartPanel>(stack, catalogue, app.shown_game(),
                                                app.seat_names());
    case Screen::Replay:
        return std::make_unique<ReplayPanel>(stack, catalogue, app.shown_game(), app.seat_names(),
                                             app.preferences().settings());
    case Screen::Count: break;
    }
    return make_screen(Screen::Home, app); // never reached: every screen has its case
}

std::unique_ptr<Panel> make_kept_game_screen(KeptGame game, AppContext& app) {
    return std::make_unique<KeptGamePanel>(app.stack(), app.preferences().catalogue(),
                                           app.shown_game(), app.log_export(), app.messages(),
                                           std::move(game));
}

} // namespace shn
