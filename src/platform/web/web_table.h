#pragma once

#include "platform/sdl/table_shell.h"
#include "platform/web/indexeddb_sync.h"

#include <memory>
#include <set>
#include <string>

namespace shn::web {

/// Where the web build's files live: the data (catalogues, typefaces, clips)
/// preloaded read-only; the autosave and the settings in /persist, the
/// IDBFS folder kept in the browser's IndexedDB (IndexedDbSync).
inline constexpr const char* kDataDirectory = "/sh-narrator";
inline constexpr const char* kAutosave = "/persist/data/sh-narrator/autosave.jsonl";
inline constexpr const char* kSettings = "/persist/config/sh-narrator/settings.json";

/// WebTable: what the browser's loop keeps from one frame to the next: the
/// shell, the storage, the voice packages, the sound, the wake lock and the
/// full screen. One object, because the page reaches the app through C
/// functions with no argument (Emscripten's exported calls and the main
/// loop's callback): the loop (web_main.cpp), the viewer (web_viewer.cpp)
/// and the test build's hooks (web_test_hooks.cpp) reach it through
/// web_table().
struct WebTable {
    std::unique_ptr<TableShell> shell;
    IndexedDbSync storage;
    bool viewer = false; // a phone watching the table (web/board.html)
    bool first_frame_told = false;
    bool audio_opened = false; // the frame after the page's first tap or key
    bool wake_locked = false;
    bool wake_lock_refusal = false;      // the page says the lock was refused
    bool wake_lock_refused_told = false; // and the table has said so, once
    bool fullscreen_refused = false;     // the browser has no full screen for a page
    bool typing = false;                 // the page's typing field has the focus (shn_set_typing)
    std::string titled;                  // the language the page's title and lang are in
    std::string clips_wanted;            // "language/narrator": the voice the table speaks with now
    std::set<std::string> clips_there;   // the voices whose package loaded
    std::string clips_failed;            // the voice whose package failed, asked again online
    // Issue 55: while the wanted voice's package fails, another narrator of
    // its language reads its lines (Announcer::set_stand_in): one loaded, or
    // one whose package is asked for (the offline copy may hold it).
    std::string clips_stand_in;            // "language/narrator" reading now; empty: none
    std::string clips_stand_in_asked;      // the stand-in whose package is on its way
    std::set<std::string> stand_ins_tried; // asked for as the wanted voice's stand-in
};
WebTable& web_table();

/// Paints the frame; the first one drawn is told to the page (it hides its
/// loading line; the bench reads the time). True on that first frame.
bool paint(WebTable& web);
/// The page's title and lang follow the table's language (once changed).
void title_page(WebTable& web);
/// The app cannot start: `problem` on the console and on the page.
void fatal(const std::string& problem);
/// The language table's ids, space-separated, for the page's JavaScript.
std::string spoken_ids();

} // namespace shn::web
