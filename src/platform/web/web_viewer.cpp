#include "platform/web/web_viewer.h"

#include "app/screen.h"
#include "app/viewer_game.h"
#include "platform/web/page_calls.h"
#include "platform/web/web_table.h"
#include "session/game_log.h"
#include "session/languages.h"
#include "session/log_error_text.h"

#include <emscripten.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>

namespace shn::web {

namespace {
std::string stored_language;           // the phone's language, as last kept in the page
std::optional<ViewerGame> viewer_game; // the phone's game, kept from the table's stream
} // namespace

void open_viewer(WebTable& web) {
    const std::string spoken = spoken_ids();
    int found = shn_viewer_stored_language(spoken.c_str());
    if (found < 0) found = shn_browser_language(spoken.c_str());
    const std::string language(kLanguages[std::size_t(std::max(found, 0))].id);
    std::string problem;
    web.shell = TableShell::open({.data_directory = kDataDirectory,
                                  .language = language,
                                  .autosave = "/tmp/viewer/autosave.jsonl",
                                  .desktop_window = false,
                                  .can_quit = false,
                                  .audio_at_once = false,
                                  .audio_rests = false},
                                 problem);
    if (!web.shell) {
        fatal(problem);
        return;
    }
    stored_language = language;
    web.shell->app().table().set_read_only(true);
    viewer_game.emplace(web.shell->app().table());
    web.shell->app().preferences().settings().language = language;
    web.shell->app().stack().start_with(Screen::Table);
}

void viewer_frame(WebTable& web) {
    if (!web.shell) return;
    if (!web.shell->app().stack().top()) web.shell->app().stack().start_with(Screen::Table);
    web.shell->handle_input(false);
    web.shell->advance();
    title_page(web);
    if (web.shell->app().preferences().language() != stored_language) {
        stored_language = web.shell->app().preferences().language();
        shn_viewer_store_language(stored_language.c_str());
    }
    paint(web);
}

} // namespace shn::web

/// web/board.js: the game log the table streams, whole (the setup line and
/// one line per move; "" when the table has no game), and its Claims and
/// odds setting. A log that does not read leaves the board as it was and
/// says why on the message line. Returns the number of moves shown, -1 on
/// a refusal.
extern "C" EMSCRIPTEN_KEEPALIVE int shn_viewer_show(const char* text, int claims_and_odds) {
    shn::web::WebTable& web = shn::web::web_table();
    if (!web.shell || !shn::web::viewer_game) return -1;
    shn::AppContext& app = web.shell->app();
    app.preferences().settings().analysis = claims_and_odds != 0;
    web.shell->redraw();
    const std::string log_text = text ? text : "";
    const int moves = shn::web::viewer_game->show(log_text);
    if (moves < 0)
        app.messages().set(shn::describe_log_error(*shn::web::viewer_game->problem(),
                                                   app.preferences().catalogue()));
    else if (!log_text.empty())
        app.messages().set(std::string());
    return moves;
}

/// web/board.js: one more line of the table's log (a move), applied alone
/// with the same engine (ViewerGame::add). Returns the number of moves
/// shown, or -1 when it does not apply: board.js then shows the whole log.
extern "C" EMSCRIPTEN_KEEPALIVE int shn_viewer_add(const char* line) {
    shn::web::WebTable& web = shn::web::web_table();
    if (!web.shell || !shn::web::viewer_game || !line) return -1;
    const int moves = shn::web::viewer_game->add(line);
    if (moves >= 0) web.shell->redraw();
    return moves;
}
