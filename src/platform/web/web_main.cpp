// The web platform: the same TableShell as the desktop, driven by the
// browser's animation frames instead of a blocking loop. What differs from
// the desktop lives here and in web/shell.js, and nowhere else:
//   - the loop: emscripten_set_main_loop, one non-blocking frame per
//     animation frame (a browser page may not block);
//   - where files live: the data (catalogues, typefaces, clips) is
//     preloaded read-only at /sh-narrator; the autosave and the settings are
//     files in /persist, an IDBFS folder kept in the browser's IndexedDB.
//     The same TableSession writes them (append, temporary file and rename,
//     keep aside), then the folder is copied to IndexedDB, and the frame
//     that shows a move is drawn only once that copy is done: saved before
//     shown, as on Linux;
//   - the screen wake lock (Screen Wake Lock API) while a game is on;
//   - a phone watching the table (web/board.html, issue 14): the viewer
//     mode; no storage, no sound, the table screen of the game the table's
//     server streams (web/board.js hands each log to shn_viewer_show);
//   - audio: the sound device opens just after the first frame (creating a
//     browser's AudioContext takes ~0.4 s, which the home screen need not
//     wait for); web/shell.js resumes it at the first tap or key (browsers
//     start audio only after a gesture); lines asked for before then wait
//     in the mixer, none is lost.
#include "app/panel.h"
#include "app/screen.h"
#include "cli/replay_command.h"
#include "platform/sdl/sdl_capture_port.h"
#include "platform/sdl/table_shell.h"
#include "platform/web/browser_store.h"
#include "platform/web/web_speech_port.h"
#include "session/game_log.h"
#include "session/languages.h"
#include "session/log_error_text.h"
#include "session/narrators.h"
#include "session/table_store.h"

#include <SDL.h>
#include <emscripten.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>
#include <string>

namespace {

constexpr const char* kDataDirectory = "/sh-narrator";
constexpr const char* kAutosave = "/persist/data/sh-narrator/autosave.jsonl";
constexpr const char* kSettings = "/persist/config/sh-narrator/settings.json";

/// WebTable: what the browser's loop keeps from one frame to the next: the
/// shell, the state of the storage (IndexedDB), the sound, the wake lock,
/// the viewer's language, and the texts handed to the page. One object,
/// because the page reaches the app through C functions with no argument
/// (Emscripten's exported calls and the main loop's callback).
struct WebTable {
    std::unique_ptr<shn::TableShell> shell;
    bool syncing = false;    // IndexedDB is being written: hold the next frame back
    bool sync_again = false; // more was written meanwhile
    bool storage_failed = false;
    bool storage_read = false; // the first read from IndexedDB succeeded
    bool other_window = false; // another window or tab of the app holds the storage
    bool wake_locked = false;
    bool first_frame_told = false;
    bool audio_opened = false;
    std::string clips_wanted;            // "language/narrator": the voice the table speaks with now
    std::set<std::string> clips_there;   // the voices whose package loaded
    std::string clips_failed;            // the voice whose package failed, asked again online
    bool wake_lock_refusal = false;      // the page says the lock was refused
    bool wake_lock_refused_told = false; // and the table has said so, once
    bool fullscreen_refused = false;     // the browser has no full screen for a page
    bool viewer = false;                 // a phone watching the table (web/board.html)
    std::string viewer_language;         // the phone's language, as last stored
    std::string replay_text;             // what shn_replay_autosave last returned
    std::string targets_text;            // what shn_tap_targets last returned
    std::string texts_text;              // what shn_drawn_texts last returned
    // The table's store: each write it makes sets `store_wrote`, and the
    // frame copies /persist to IndexedDB before it shows the change (no
    // file is polled).
    shn::BrowserStore store;
    bool store_wrote = false;
    std::uint64_t copied_voices = 0; // RecordedVoices::changes() as last copied
};
WebTable web;

// IDBFS at /persist. `read`: mount it and fill it from IndexedDB, then
// call shn_storage_ready(failed); else copy it to IndexedDB, then call
// shn_storage_synced(failed).
// clang-format off
// A browser with no IndexedDB at all (or one that throws at the mere
// mention): IDBFS would abort the whole runtime, so /persist stays a folder
// in memory and the table plays there, saying so (shn_storage_ready(1)).
EM_JS(void, shn_copy_storage, (int read), {
    var done = read ? Module._shn_storage_ready : Module._shn_storage_synced;
    try {
        if (read) {
            FS.mkdir('/persist');
            var database = null;
            try { database = typeof indexedDB !== 'undefined' ? indexedDB : null; } catch (error) {}
            if (!database) {
                console.warn('sh-narrator: storage: this browser has no IndexedDB; playing in memory');
                done(1);
                return;
            }
            FS.mount(IDBFS, {}, '/persist');
        }
        FS.syncfs(!!read, function(error) {
            if (error) console.warn('sh-narrator: storage:', error);
            done(error ? 1 : 0);
        });
    } catch (error) {
        console.warn('sh-narrator: storage:', error);
        done(1);
    }
});
// clang-format on

// The screen stays on while a game is on, where the browser allows it; the
// lock is dropped by the browser when the page is hidden, and asked for again
// when it shows (web/shell.js).
// clang-format off
EM_JS(void, shn_set_wake_lock, (int on), {
    if (typeof shnWakeLock === 'function') shnWakeLock(!!on);
});
// clang-format on

// Full screen is the page's own (TableShell::Options::page_fullscreen): the
// whole page, which the canvas follows through a rotation. web/shell.js asks
// the browser, again at the next tap when it wants one first, and tells
// shn_fullscreen_changed what the browser did.
// clang-format off
EM_JS(void, shn_set_fullscreen, (int on), {
    if (typeof shnFullscreen === 'function') shnFullscreen(!!on);
});
// clang-format on

// The recorded voice of one language and narrator: web/shell.js loads its
// package (clips-LANGUAGE-NARRATOR.data), then calls shn_clips_ready with
// the same two ids (also when it failed: the lines are then shown as text).
// clang-format off
EM_JS(void, shn_load_clips, (const char* language, const char* narrator), {
    if (typeof shnLoadClips === 'function') shnLoadClips(UTF8ToString(language), UTF8ToString(narrator));
    else Module._shn_clips_ready(language, narrator);
});
// clang-format on

// A file handed to the user as a download (the browser saves it where it
// saves downloads, or asks): a kept game's log, a voice pack; `size` bytes
// of `bytes`, of the media `type`. 0 when the browser refused.
// clang-format off
EM_JS(int, shn_download, (const char* name, const char* bytes, int size, const char* type), {
    try {
        var blob = new Blob([HEAPU8.slice(bytes, bytes + size)], {type: UTF8ToString(type)});
        var link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = UTF8ToString(name);
        document.body.appendChild(link);
        link.click();
        setTimeout(function() { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
        return 1;
    } catch (error) {
        console.warn('sh-narrator: download:', error);
        return 0;
    }
});
// clang-format on

// The tablet's file picker, for a voice pack: web/shell.js opens it, reads
// the file chosen into /imports/ and calls shn_pack_picked with its path.
// clang-format off
EM_JS(void, shn_choose_pack, (), {
    if (typeof shnChoosePack === 'function') shnChoosePack();
});
// clang-format on

} // namespace

// web/library_shn.js: keeps SDL2's audio helpers in the build (trap 3).
extern "C" void shn_keep_sdl_audio_helpers();

namespace {

// web/board.html: 1 on a phone watching the table (the viewer).
// clang-format off
EM_JS(int, shn_viewer_page, (), {
    return Module.shnViewer ? 1 : 0;
});

// The phone's chosen language, kept in the page's local storage: its index
// in `spoken` (the language table's ids, space-separated); -1 when none was.
EM_JS(int, shn_viewer_stored_language, (const char* spoken), {
    var code = String();
    try { code = String(localStorage.getItem('shn-board-language') || String()); } catch (error) {}
    return UTF8ToString(spoken).split(' ').indexOf(code);
});
EM_JS(void, shn_viewer_store_language, (const char* code), {
    try { localStorage.setItem('shn-board-language', UTF8ToString(code)); } catch (error) {}
});
// clang-format on

// web/shell.js: 1 when another window or tab of the app already holds the
// storage (a Web Lock), so this one must not write it.
// clang-format off
EM_JS(int, shn_other_window, (), {
    return Module.shnOtherWindow ? 1 : 0;
});
// clang-format on

// The first of the browser's languages that the app speaks: its index in
// `spoken` (the language table's ids, space-separated); -1 when none is.
// clang-format off
EM_JS(int, shn_browser_language, (const char* spoken), {
    var wanted = navigator.languages || [navigator.language || 'en'];
    var ids = UTF8ToString(spoken).split(' ');
    for (var i = 0; i < wanted.length; ++i) {
        var found = ids.indexOf(String(wanted[i]).slice(0, 2).toLowerCase());
        if (found >= 0) return found;
    }
    return -1;
});
// clang-format on

void show_storage_problem();

/// The language table's ids, space-separated, for the page's JavaScript.
std::string spoken_ids() {
    std::string ids;
    for (const shn::Language& language : shn::kLanguages)
        ids += (ids.empty() ? "" : " ") + std::string(language.id);
    return ids;
}

void request_sync() {
    // IDBFS's copy deletes from IndexedDB what the folder lacks: after a
    // failed first read (the folder then holds nothing of the stored game),
    // or from a second window (whose folder is its own), a copy would erase
    // the table's game. Those play in memory, and the table says so.
    if (!web.storage_read || web.other_window) {
        show_storage_problem();
        return;
    }
    if (web.syncing) {
        web.sync_again = true;
        return;
    }
    web.syncing = true;
    shn_copy_storage(0);
}

bool files_changed() {
    // The autosave, the kept games, the vote, the settings: the store said
    // it wrote. A narrator made, a pack added: voices/ in /persist moved.
    const std::uint64_t voices = web.shell ? web.shell->app().voices().changes() : 0;
    if (!web.store_wrote && voices == web.copied_voices) return false;
    web.store_wrote = false;
    web.copied_voices = voices;
    return true;
}

void show_storage_problem() {
    shn::AppContext& app = web.shell->app();
    const std::string detail = app.catalogue().text(web.other_window ? "ui.error.other_window"
                                                                     : "ui.error.browser_storage");
    app.set_message(app.catalogue().format("ui.error.save_failed", {{"detail", detail}}));
    std::cerr << "sh-narrator: " << detail << std::endl;
}

/// The viewer's loop: input (the history, the language), the screen; no
/// storage, no sound.
void viewer_frame() {
    if (!web.shell) return;
    if (!web.shell->app().stack().top()) web.shell->app().stack().start_with(shn::Screen::Table);
    web.shell->handle_input(false);
    web.shell->advance();
    if (web.shell->app().language() != web.viewer_language) {
        web.viewer_language = web.shell->app().language();
        shn_viewer_store_language(web.viewer_language.c_str());
    }
    if (web.shell->paint() && !web.first_frame_told) {
        web.first_frame_told = true;
        // clang-format off
        EM_ASM({ if (typeof shnFirstFrame === 'function') shnFirstFrame(); });
        // clang-format on
    }
}

/// The voice the table speaks with now (its language and that language's
/// narrator): its package is asked for once, after the first frame; until
/// it is there, lines wait for their clip (Announcer::set_clips_arriving).
void want_clips() {
    const std::string language = web.shell->app().language();
    // A recorded narrator or the tablet's voice: the built-in clips are
    // still what speaks every line they do not (session/narrators.h).
    const std::string narrator =
        shn::narrator_or_default(language, web.shell->app().settings().narrator(language));
    const std::string wanted = language + "/" + narrator;
    if (wanted == web.clips_wanted) return;
    web.clips_wanted = wanted;
    const bool there = web.clips_there.count(wanted) != 0;
    web.shell->app().announcer().set_clips_arriving(!there);
    web.shell->app().announcer().set_clips_failed(false);
    if (!there) shn_load_clips(language.c_str(), narrator.c_str());
}

void frame() {
    if (web.viewer) {
        viewer_frame();
        return;
    }
    if (!web.shell) return; // storage is still being read
    // A web page has no "quit": going back from the home screen stays there.
    if (web.shell->quit_requested()) web.shell->app().stack().start_with(shn::Screen::Home);
    web.shell->handle_input(false);
    web.shell->advance(); // a timed screen may play a move here (the first-president draw)
    // A move, an undo, a new game, a setting: the files in /persist changed.
    // They are copied to IndexedDB before the frame that shows the change.
    if (files_changed()) request_sync();
    if (web.syncing) return;
    const bool drew = web.shell->paint();
    if (drew && !web.first_frame_told) {
        web.first_frame_told = true; // the page hides its loading line; the bench reads the time
        // clang-format off
        EM_ASM({ if (typeof shnFirstFrame === 'function') shnFirstFrame(); });
        // clang-format on
        return; // the sound device opens at the next frame, not before this one shows
    }
    if (web.first_frame_told && !web.audio_opened) {
        web.audio_opened = true;
        web.shell->app().open_audio();
        web.shell->redraw(); // "no sound device", if that is what came
    }
    if (web.first_frame_told) want_clips();
    // Said once, when the message line is free (a save problem or a move
    // shown there is not pushed away by it).
    if (web.wake_lock_refusal && !web.wake_lock_refused_told &&
        web.shell->app().message().empty()) {
        web.wake_lock_refused_told = true;
        web.shell->app().messages().set(
            [](const shn::Catalogue& words) { return words.text("ui.error.wake_lock"); });
        web.shell->redraw();
    }
    shn::TableSession* game = web.shell->app().table().game();
    const bool lock =
        web.shell->app().settings().keep_screen_on && game && !game->state().game_over();
    if (lock != web.wake_locked) {
        web.wake_locked = lock;
        shn_set_wake_lock(lock);
    }
}

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE void shn_storage_ready(int failed) {
    // clang-format off
    EM_ASM({ performance.mark('shn-storage-ready'); });
    // clang-format on
    web.storage_failed = failed != 0;
    web.storage_read = !web.storage_failed;
    web.other_window = shn_other_window() != 0;
    web.store.on_write([] { web.store_wrote = true; });
    // A first visit speaks the browser's language; later, the saved setting.
    std::string language;
    std::error_code error;
    if (!std::filesystem::exists(kSettings, error)) {
        if (const int found = shn_browser_language(spoken_ids().c_str()); found >= 0)
            language = shn::kLanguages[std::size_t(found)].id;
    }
    std::string problem;
    web.shell =
        shn::TableShell::open({.data_directory = kDataDirectory,
                               .language = language,
                               .autosave = kAutosave,
                               .settings_file = kSettings,
                               .desktop_window = false,
                               .can_quit = false,
                               .audio_at_once = false,
                               .audio_rests = false,
                               .page_fullscreen = [](bool on) { shn_set_fullscreen(on ? 1 : 0); },
                               .store = &web.store},
                              problem);
    if (!web.shell) {
        std::cerr << "sh-narrator: " << problem << std::endl;
        // clang-format off
        EM_ASM({ if (typeof shnFatal === 'function') shnFatal(UTF8ToString($0)); }, // NOLINT
               problem.c_str());
        // clang-format on
        return;
    }
    if (web.storage_failed || web.other_window) show_storage_problem();
    web.shell->app().announcer().set_clips_arriving(true); // want_clips asks for them
    // A voice picked in Settings is asked for before its sample line is said
    // (the line began before its clips were asked for: issue 42).
    // No board for phones from a browser: Settings says where it comes from.
    web.shell->app().phone_board().served_elsewhere = true;
    web.shell->app().announcer().on_voice_change([] {
        if (web.shell && web.first_frame_told) want_clips();
    });
    web.shell->app().set_exporter([](const std::string& name, const std::string& extension,
                                     const std::string& bytes) {
        const std::string file = name + extension;
        const char* type = extension == ".jsonl" ? "application/x-ndjson" : "application/x-tar";
        const bool given = shn_download(file.c_str(), bytes.data(), int(bytes.size()), type) != 0;
        if (given) return shn::AppContext::Exported{"ui.games.downloaded", file};
        return shn::AppContext::Exported{
            "ui.games.export_failed", {}, shn::DiskProblem::BrowserStorage};
    });
    // The recorder: the browser's microphone through SDL2's capture (the page
    // asks leave to use it), recordings kept in /persist (IndexedDB), packs
    // brought by the tablet's file picker.
    web.shell->app().microphone().set_opener(
        [](std::string& problem) -> std::unique_ptr<shn::CapturePort> {
            return shn::SdlCapturePort::open(problem);
        });
    web.shell->app().pack_inbox().choose = [] { shn_choose_pack(); };
    // The tablet's own voice, offered where the browser has one for the language.
    web.shell->app().announcer().set_speech(std::make_unique<shn::WebSpeechPort>());
    // clang-format off
    EM_ASM({ performance.mark('shn-app-open'); });
    // clang-format on
}

/// The file the tablet's picker chose is larger than a pack can be: refused unread.
EMSCRIPTEN_KEEPALIVE void shn_pack_too_large() {
    if (web.shell) web.shell->app().pack_inbox().too_large = true;
}

/// A voice pack the tablet's file picker read into `path` (web/shell.js).
EMSCRIPTEN_KEEPALIVE void shn_pack_picked(const char* path) {
    if (web.shell) web.shell->app().pack_inbox().arrived = std::filesystem::path(path);
}

EMSCRIPTEN_KEEPALIVE void shn_storage_synced(int failed) {
    web.syncing = false;
    web.store.set_safe(!failed && !web.sync_again && !web.store_wrote);
    if (failed) {
        web.storage_failed = true;
        if (web.shell) show_storage_problem();
    } else if (web.storage_failed && web.shell) {
        web.storage_failed = false; // saving works again: the next move says nothing
    }
    if (web.sync_again) {
        web.sync_again = false;
        request_sync();
    }
}

/// web/board.js: the game log the table streams, whole (the setup line and
/// one line per move; "" when the table has no game), and its Claims and
/// odds setting. A log that does not read leaves the board as it was and
/// says why on the message line. Returns the number of moves shown, -1 on
/// a refusal.
EMSCRIPTEN_KEEPALIVE int shn_viewer_show(const char* text, int claims_and_odds) {
    if (!web.shell) return -1;
    shn::AppContext& app = web.shell->app();
    app.settings().analysis = claims_and_odds != 0;
    web.shell->redraw();
    const std::string log_text = text ? text : "";
    if (log_text.empty()) {
        app.table().forget();
        return 0;
    }
    std::istringstream in(log_text);
    shn::LogReadResult loaded = shn::GameLog::read(in);
    if (loaded.error || !loaded.log) {
        app.set_message(shn::describe_log_error(loaded, app.catalogue()));
        return -1;
    }
    const int moves = int(loaded.log->history().events().size());
    app.set_message({});
    app.table().adopt(std::move(*loaded.log));
    return moves;
}

/// For the browser test: how many moves the phone's board shows (-1: none).
EMSCRIPTEN_KEEPALIVE int shn_viewer_moves() {
    if (!web.shell || !web.shell->app().table().game()) return -1;
    return int(web.shell->app().table().game()->log().history().events().size());
}

/// For tests and the curious (the browser's console): the autosave replayed
/// as `--replay` prints it, one JSON object, or "error: ..." when it does not
/// replay. Valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* shn_replay_autosave() {
    std::ostringstream out, err;
    const shn::Catalogue catalogue = shn::Catalogue::load(kDataDirectory, "en");
    const int status = shn::run_replay(kAutosave, catalogue, out, err);
    web.replay_text = status == 0 ? out.str() : "error: " + err.str();
    return web.replay_text.c_str();
}

/// For the browser test: the top screen's tap targets as a JSON array of
/// {x, y, w, h, label} in canvas pixels, so it taps buttons by what they say.
EMSCRIPTEN_KEEPALIVE const char* shn_tap_targets() {
    nlohmann::json targets = nlohmann::json::array();
    if (web.shell && web.shell->app().stack().top())
        for (const shn::Panel::TapTarget& target : web.shell->app().stack().top()->tap_targets())
            targets.push_back(
                {{"x", target.box.x},
                 {"y", target.box.y},
                 {"w", target.box.w},
                 {"h", target.box.h},
                 {"label", target.label},
                 // A tap now would act (not a target just shown: TapGuard).
                 {"ready", web.shell->tap_would_act(target.box.x + target.box.w / 2,
                                                    target.box.y + target.box.h / 2)}});
    web.targets_text = targets.dump();
    return web.targets_text.c_str();
}

/// For the browser test: the message line the table shows now (a refusal,
/// a save warning), in the table's language.
/// For the browser test: the texts the last frame drew, each with its box
/// (a toggle is found beside its row's words, as the table robot does).
EMSCRIPTEN_KEEPALIVE const char* shn_drawn_texts() {
    nlohmann::json texts = nlohmann::json::array();
    if (web.shell) {
        const std::vector<std::string>& drawn = web.shell->drawn_texts();
        const std::vector<shn::Rect>& boxes = web.shell->drawn_text_boxes();
        for (std::size_t index = 0; index < drawn.size() && index < boxes.size(); ++index)
            texts.push_back({{"text", drawn[index]},
                             {"x", boxes[index].x},
                             {"y", boxes[index].y},
                             {"w", boxes[index].w},
                             {"h", boxes[index].h}});
    }
    web.texts_text = texts.dump();
    return web.texts_text.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* shn_message() {
    return web.shell ? web.shell->app().message().c_str() : "";
}

/// web/shell.js: the recorded clips of `language`'s `narrator` are in
/// /sh-narrator/audio now (or will never be: the package failed to load);
/// lines waiting for one go on when it is the voice the table speaks with.
EMSCRIPTEN_KEEPALIVE void shn_clips_ready(const char* language, const char* narrator) {
    const std::string ready = std::string(language) + "/" + narrator;
    web.clips_there.insert(ready);
    if (web.shell && ready == web.clips_wanted) {
        web.shell->app().announcer().set_clips_arriving(false);
        web.shell->app().announcer().set_clips_failed(false);
        if (web.clips_failed == ready) web.clips_failed.clear();
    }
}

/// web/shell.js: the package of `language`'s `narrator` did not load
/// (offline, a server error). Not recorded as loaded: its lines are shown
/// as text now, the night's screen says to read them aloud, the message
/// line says why, and the package is asked for again when the browser is
/// back online (shn_online) or the voice is picked again (issue 42).
EMSCRIPTEN_KEEPALIVE void shn_clips_failed(const char* language, const char* narrator) {
    const std::string failed = std::string(language) + "/" + narrator;
    if (!web.shell || failed != web.clips_wanted) return;
    web.clips_failed = failed;
    shn::Announcer& announcer = web.shell->app().announcer();
    announcer.set_clips_arriving(false);
    announcer.set_clips_failed(true);
    web.shell->app().messages().set(
        [](const shn::Catalogue& words) { return words.text("ui.error.voice_not_loaded"); });
    web.shell->redraw();
}

/// web/shell.js: the browser is online again: a voice whose package failed
/// is asked for again at the next frame.
EMSCRIPTEN_KEEPALIVE void shn_online() {
    if (web.clips_failed.empty() || web.clips_failed != web.clips_wanted) return;
    web.clips_failed.clear();
    web.clips_wanted.clear(); // want_clips asks again
}

/// web/shell.js: the browser refused the screen wake lock, or has none (an
/// iPad's home-screen app before iPadOS 18.4, a battery saver): said once
/// on the message line, as the game goes on.
EMSCRIPTEN_KEEPALIVE void shn_wake_lock_refused() {
    if (!web.wake_lock_refused_told) web.wake_lock_refusal = true; // told in frame()
}

/// web/shell.js: the page entered (1) or left (0) full screen, by the
/// table's setting or by the browser itself (Esc, a swipe); `refused`: the
/// browser has no full screen for a page (an iPhone's Safari), said on the
/// message line.
EMSCRIPTEN_KEEPALIVE void shn_fullscreen_changed(int on, int refused) {
    if (!web.shell) return;
    web.shell->fullscreen_changed(on != 0);
    if (refused && !web.fullscreen_refused) {
        web.fullscreen_refused = true;
        web.shell->app().messages().set(
            [](const shn::Catalogue& words) { return words.text("ui.error.fullscreen"); });
    }
    web.shell->redraw();
}

/// For the browser test: 1 while a recorded line plays through the browser's
/// audio (the sound device open and unlocked, the clip found).
EMSCRIPTEN_KEEPALIVE int shn_speaking() {
    return web.shell && web.shell->app().announcer().speaking() ? 1 : 0;
}

/// For the browser test: the index of the narration line being said, or -1.
EMSCRIPTEN_KEEPALIVE int shn_narration_line() {
    if (!web.shell || !web.shell->app().announcer().narration() ||
        web.shell->app().announcer().narration()->finished())
        return -1;
    return int(web.shell->app().announcer().narration()->current());
}

/// True while IndexedDB is being written (a test waits for it before reloading).
EMSCRIPTEN_KEEPALIVE int shn_storage_busy() {
    return web.syncing ? 1 : 0;
}

} // extern "C"

/// The viewer: the shell with no storage (its files, never written, in
/// memory), no sound, the phone's language, the table screen.
void open_viewer() {
    int found = shn_viewer_stored_language(spoken_ids().c_str());
    if (found < 0) found = shn_browser_language(spoken_ids().c_str());
    const std::string language(shn::kLanguages[std::size_t(std::max(found, 0))].id);
    std::string problem;
    web.shell = shn::TableShell::open({.data_directory = kDataDirectory,
                                       .language = language,
                                       .autosave = "/tmp/viewer/autosave.jsonl",
                                       .desktop_window = false,
                                       .can_quit = false,
                                       .audio_at_once = false,
                                       .audio_rests = false},
                                      problem);
    if (!web.shell) {
        std::cerr << "sh-narrator: " << problem << std::endl;
        // clang-format off
        EM_ASM({ if (typeof shnFatal === 'function') shnFatal(UTF8ToString($0)); }, // NOLINT
               problem.c_str());
        // clang-format on
        return;
    }
    web.viewer_language = language;
    web.shell->app().set_viewer(true);
    web.shell->app().settings().language = language;
    web.shell->app().stack().start_with(shn::Screen::Table);
}

int main() {
    shn_keep_sdl_audio_helpers();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        std::cerr << "sh-narrator: " << SDL_GetError() << std::endl;
        return 1;
    }
    web.viewer = shn_viewer_page() != 0;
    if (web.viewer) {
        open_viewer();
        emscripten_set_main_loop(frame, 0, 0);
        return 0;
    }
    shn_copy_storage(1);
    emscripten_set_main_loop(frame, 0, 0);
    return 0;
}
