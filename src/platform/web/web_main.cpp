// The web platform: the same TableShell as the desktop, driven by the
// browser's animation frames instead of a blocking loop. What differs from
// the desktop lives in src/platform/web/ and web/, and nowhere else:
//   - the loop (this file): emscripten_set_main_loop, one non-blocking frame
//     per animation frame (a browser page may not block);
//   - where files live (web_table.h): the data is preloaded read-only; the
//     autosave and the settings are files in /persist, copied to IndexedDB
//     before the frame that shows a change (IndexedDbSync);
//   - the screen wake lock (Screen Wake Lock API) while a game is on, and
//     full screen, both the page's (web/shell.js);
//   - the recorded voice of the table's language and narrator, one package
//     loaded by the page when the table first speaks with it;
//   - a phone watching the table (web/board.html, issue 14): the viewer
//     (web_viewer.h);
//   - audio: the sound device opens the frame after the page's first tap or
//     key, once that tap's frame is shown (creating a browser's AudioContext
//     takes ~0.4 s on a tablet: no long task while the page loads, issue 46;
//     a browser starts audio only after a gesture anyway); web/shell.js
//     resumes it at every tap or key until it runs; a line asked for before
//     then opens it itself and waits in the mixer, none is lost.
// The page's JavaScript is in web/library_shn.js (page_calls.h); the
// hooks the browser tests read are in the test build only
// (web_test_hooks.cpp).
#include "app/screen.h"
#include "platform/sdl/sdl_capture_port.h"
#include "platform/web/page_calls.h"
#include "platform/web/web_speech_port.h"
#include "platform/web/web_table.h"
#include "platform/web/web_viewer.h"
#include "session/languages.h"
#include "session/narrators.h"

#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

namespace shn::web {

namespace {

/// The table's message line says its changes are not kept (a failed copy,
/// no storage, another window holds it).
void show_storage_problem(WebTable& web) {
    if (!web.shell) return;
    AppContext& app = web.shell->app();
    const std::string detail = app.preferences().catalogue().text(
        web.storage.other_window() ? "ui.error.other_window" : "ui.error.browser_storage");
    app.messages().set(
        app.preferences().catalogue().format("ui.error.save_failed", {{"detail", detail}}));
    std::cerr << "sh-narrator: " << detail << std::endl;
    web.shell->redraw(); // said at once, also when nothing else changed
}

/// No stand-in any more (another voice is wanted, or the wanted one came):
/// the lines are the chosen narrator's again.
void drop_stand_in(WebTable& web) {
    if (web.clips_stand_in.empty() && web.clips_stand_in_asked.empty()) return;
    web.clips_stand_in.clear();
    web.clips_stand_in_asked.clear();
    web.shell->app().announcer().set_stand_in({}, {});
}

/// The voice the table speaks with now (its language and that language's
/// narrator): its package is asked for once, after the first frame; until
/// it is there, lines wait for their clip (Announcer::set_clips_arriving),
/// or its stand-in reads them. `again`: asked again, the same voice (the
/// browser is back online).
void want_clips(WebTable& web, bool again = false) {
    const std::string language = web.shell->app().preferences().language();
    // A recorded narrator or the tablet's voice: the built-in clips are
    // still what speaks every line they do not (session/narrators.h).
    const std::string narrator =
        narrator_or_default(language, web.shell->app().preferences().settings().narrator(language));
    const std::string wanted = language + "/" + narrator;
    if (wanted == web.clips_wanted && !again) return;
    if (wanted != web.clips_wanted) drop_stand_in(web); // another voice: its own clips
    web.clips_wanted = wanted;
    web.stand_ins_tried.clear();
    const bool there = web.clips_there.count(wanted) != 0;
    // A stand-in reading meanwhile (asked again online): its lines go on.
    web.shell->app().announcer().set_clips_arriving(!there && web.clips_stand_in.empty());
    web.shell->app().announcer().set_clips_failed(false);
    if (!there) shn_load_clips(language.c_str(), narrator.c_str());
}

/// The message line's words while a stand-in reads: which voice, named as
/// Settings names it ("Male voice"), in the catalogue of the moment.
MessageLine::Words stand_in_words(bool female) {
    return [female](const Catalogue& words) {
        return words.format("ui.error.voice_fallback",
                            {{"voice", words.text(female ? "ui.settings.narrator.female"
                                                         : "ui.settings.narrator.male")}});
    };
}

/// `narrator` of `language` (its clips loaded) reads the wanted voice's
/// lines for now; the message line says which.
void use_stand_in(WebTable& web, const std::string& language, const Narrator& narrator) {
    const std::string voice = language + "/" + std::string(narrator.id);
    if (voice == web.clips_stand_in) return; // reading already (a retry online failed): said
    web.clips_stand_in = voice;
    web.clips_stand_in_asked.clear();
    Announcer& announcer = web.shell->app().announcer();
    announcer.set_stand_in(language, std::string(narrator.id));
    announcer.set_clips_arriving(false);
    announcer.set_clips_failed(false);
    web.shell->app().messages().set(stand_in_words(narrator.female));
    std::cerr << "sh-narrator: the voice " << web.clips_wanted << " could not be loaded; " << voice
              << " reads its lines for now" << std::endl;
    web.shell->redraw();
}

/// The wanted voice's package failed: another narrator of its language
/// stands in, one loaded already, else one not tried yet whose package is
/// asked for (the offline copy may hold it: a voice heard before), lines
/// waiting for it meanwhile. False: no other narrator can be had.
bool find_stand_in(WebTable& web) {
    const std::string language = web.clips_wanted.substr(0, web.clips_wanted.find('/'));
    const auto narrators = narrators_of(language);
    for (const Narrator& narrator : narrators) {
        const std::string voice = language + "/" + std::string(narrator.id);
        if (voice != web.clips_wanted && web.clips_there.count(voice)) {
            use_stand_in(web, language, narrator);
            return true;
        }
    }
    for (const Narrator& narrator : narrators) {
        const std::string voice = language + "/" + std::string(narrator.id);
        if (voice == web.clips_wanted || web.stand_ins_tried.count(voice)) continue;
        web.stand_ins_tried.insert(voice);
        web.clips_stand_in_asked = voice;
        web.shell->app().announcer().set_clips_arriving(true);
        shn_load_clips(language.c_str(), std::string(narrator.id).c_str());
        return true;
    }
    return false;
}

/// No voice of the language can be had: the lines are shown as text, the
/// night's screen says to read them aloud, the message line says why.
void no_voice(WebTable& web) {
    Announcer& announcer = web.shell->app().announcer();
    announcer.set_clips_arriving(false);
    announcer.set_clips_failed(true);
    web.shell->app().messages().set(
        [](const Catalogue& words) { return words.text("ui.error.voice_not_loaded"); });
    web.shell->redraw();
}

void table_frame(WebTable& web) {
    if (!web.shell) return; // storage is still being read
    title_page(web);
    // A web page has no "quit": going back from the home screen stays there.
    if (web.shell->quit_requested()) web.shell->app().stack().start_with(Screen::Home);
    web.shell->handle_input(false);
    // A panel that takes typed text has the page's typing field focused
    // (the tablet's own keyboard); SDL's text input says which (TableShell).
    if (const bool typing = SDL_IsTextInputActive() == SDL_TRUE; typing != web.typing) {
        web.typing = typing;
        shn_set_typing(typing ? 1 : 0);
    }
    web.shell->advance(); // a timed screen may play a move here (the first-president draw)
    // A move, an undo, a new game, a setting: the files in /persist changed.
    // They are copied to IndexedDB before the frame that shows the change.
    web.storage.copy_if_changed(web.shell->app().voices().changes());
    if (web.storage.busy()) return;
    if (paint(web)) return; // the sound device opens at the next frame, not before this one shows
    if (web.first_frame_told && !web.audio_opened && shn_page_touched() != 0) {
        web.audio_opened = true;
        web.shell->app().open_audio();
        web.shell->redraw(); // "no sound device", if that is what came
    }
    if (web.first_frame_told) want_clips(web);
    // Said once, when the message line is free (a save problem or a move
    // shown there is not pushed away by it).
    if (web.wake_lock_refusal && !web.wake_lock_refused_told &&
        web.shell->app().messages().text().empty()) {
        web.wake_lock_refused_told = true;
        web.shell->app().messages().set(
            [](const Catalogue& words) { return words.text("ui.error.wake_lock"); });
        web.shell->redraw();
    }
    TableSession* game = web.shell->app().table().game();
    const bool lock = web.shell->app().preferences().settings().keep_screen_on && game &&
                      !game->state().game_over();
    if (lock != web.wake_locked) {
        web.wake_locked = lock;
        shn_set_wake_lock(lock);
    }
}

void frame() {
    WebTable& web = web_table();
    if (web.viewer)
        viewer_frame(web);
    else
        table_frame(web);
}

/// The table's shell, once the storage is read: the browser's parts handed
/// to the app (downloads, the microphone, the file picker, the tablet's
/// voice).
void open_table(WebTable& web) {
    // A first visit speaks the browser's language; later, the saved setting.
    std::string language;
    std::error_code error;
    if (!std::filesystem::exists(kSettings, error)) {
        if (const int found = shn_browser_language(spoken_ids().c_str()); found >= 0)
            language = kLanguages[std::size_t(found)].id;
    }
    std::string problem;
    web.shell =
        TableShell::open({.data_directory = kDataDirectory,
                          .language = language,
                          .autosave = kAutosave,
                          .settings_file = kSettings,
                          .desktop_window = false,
                          .can_quit = false,
                          .audio_at_once = false,
                          .audio_rests = false,
                          .page_fullscreen = [](bool on) { shn_set_fullscreen(on ? 1 : 0); },
                          .store = &web.storage.store()},
                         problem);
    if (!web.shell) {
        fatal(problem);
        return;
    }
    if (web.storage.in_trouble()) show_storage_problem(web);
    AppContext& app = web.shell->app();
    app.announcer().set_clips_arriving(true); // want_clips asks for them
    // A voice picked in Settings is asked for before its sample line is said
    // (the line began before its clips were asked for: issue 42).
    app.announcer().on_voice_change([] {
        WebTable& table = web_table();
        if (table.shell && table.first_frame_told) want_clips(table);
    });
    // No board for phones from a browser: Settings says where it comes from.
    app.phone_board().served_elsewhere = true;
    app.log_export().set_exporter([](const std::string& name, const std::string& extension,
                                     const std::string& bytes) {
        const std::string file = name + extension;
        const char* type = extension == ".jsonl" ? "application/x-ndjson" : "application/x-tar";
        const bool given = shn_download(file.c_str(), bytes.data(), int(bytes.size()), type) != 0;
        if (given) return LogExport::Exported{"ui.games.downloaded", file};
        return LogExport::Exported{"ui.games.export_failed", {}, DiskProblem::BrowserStorage};
    });
    // The recorder: the browser's microphone through SDL2's capture (the page
    // asks leave to use it), recordings kept in /persist (IndexedDB), packs
    // brought by the tablet's file picker.
    app.microphone().set_opener([](std::string& problem) -> std::unique_ptr<CapturePort> {
        return SdlCapturePort::open(problem);
    });
    app.pack_inbox().choose = [] { shn_choose_pack(); };
    // The tablet's own voice, offered where the browser has one for the language.
    app.announcer().set_speech(std::make_unique<WebSpeechPort>());
    shn_mark("shn-app-open");
}

} // namespace

} // namespace shn::web

using shn::web::web_table;

extern "C" {

/// The first read of /persist from IndexedDB is done (shn_copy_storage).
EMSCRIPTEN_KEEPALIVE void shn_storage_ready(int failed) {
    shn_mark("shn-storage-ready");
    shn::web::WebTable& web = web_table();
    web.storage.read(failed != 0, shn_other_window() != 0);
    shn::web::open_table(web);
}

/// A copy of /persist to IndexedDB is done (shn_copy_storage).
EMSCRIPTEN_KEEPALIVE void shn_storage_synced(int failed) {
    web_table().storage.copied(failed != 0);
}

/// web/shell.js: the page's typing field changed (a tablet's keyboard, a
/// composition, dictation, a paste, a correction): `erase` characters off
/// the end, then `text` (UTF-8) typed. Handed to the app as the events a
/// desktop's keys make (Backspace, SDL_TEXTINPUT), after those already
/// queued; SDL's own keypress path is not used for what the field takes,
/// so each letter arrives once (issue 55).
EMSCRIPTEN_KEEPALIVE void shn_typed(const char* text, int erase) {
    if (!web_table().shell || SDL_IsTextInputActive() != SDL_TRUE) return;
    for (int count = 0; count < erase && count < 256; ++count) {
        for (const Uint32 type : {Uint32(SDL_KEYDOWN), Uint32(SDL_KEYUP)}) {
            SDL_Event key{};
            key.type = type;
            key.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
            key.key.keysym.scancode = SDL_SCANCODE_BACKSPACE;
            key.key.keysym.sym = SDLK_BACKSPACE;
            SDL_PushEvent(&key);
        }
    }
    // SDL_TEXTINPUT holds 31 bytes: longer text (a paste) in pieces, each
    // cut between two characters, never inside one.
    const std::string typed = text ? text : "";
    constexpr std::size_t kPiece = sizeof(SDL_TextInputEvent::text) - 1;
    for (std::size_t begin = 0; begin < typed.size();) {
        std::size_t end = std::min(typed.size(), begin + kPiece);
        while (end < typed.size() && end > begin &&
               (static_cast<unsigned char>(typed[end]) & 0xC0) == 0x80)
            --end;
        SDL_Event piece{};
        piece.type = SDL_TEXTINPUT;
        typed.copy(piece.text.text, end - begin, begin);
        SDL_PushEvent(&piece);
        begin = end;
    }
}

/// The file the tablet's picker chose is larger than a pack can be: refused unread.
EMSCRIPTEN_KEEPALIVE void shn_pack_too_large() {
    if (web_table().shell) web_table().shell->app().pack_inbox().too_large = true;
}

/// A voice pack the tablet's file picker read into `path` (web/shell.js).
EMSCRIPTEN_KEEPALIVE void shn_pack_picked(const char* path) {
    if (web_table().shell)
        web_table().shell->app().pack_inbox().arrived = std::filesystem::path(path);
}

/// web/shell.js: the recorded clips of `language`'s `narrator` are in
/// /sh-narrator/audio now; lines waiting for one go on when it is the voice
/// the table speaks with (which takes over from a stand-in), or its
/// stand-in (issue 55).
EMSCRIPTEN_KEEPALIVE void shn_clips_ready(const char* language, const char* narrator) {
    shn::web::WebTable& web = web_table();
    const std::string ready = std::string(language) + "/" + narrator;
    web.clips_there.insert(ready);
    if (!web.shell) return;
    shn::Announcer& announcer = web.shell->app().announcer();
    if (ready == web.clips_wanted) {
        if (!web.clips_stand_in.empty()) {
            // The stand-in's words no longer hold.
            const std::string said = web.shell->app().messages().text();
            for (const bool female : {false, true})
                if (said ==
                    shn::web::stand_in_words(female)(web.shell->app().preferences().catalogue()))
                    web.shell->app().messages().clear();
            std::cerr << "sh-narrator: the voice " << ready << " loaded: it reads its lines"
                      << std::endl;
        }
        shn::web::drop_stand_in(web);
        announcer.set_clips_arriving(false);
        announcer.set_clips_failed(false);
        if (web.clips_failed == ready) web.clips_failed.clear();
        web.shell->redraw();
    } else if (ready == web.clips_stand_in_asked && web.clips_failed == web.clips_wanted) {
        for (const shn::Narrator& stand_in : shn::narrators_of(language))
            if (stand_in.id == narrator) shn::web::use_stand_in(web, language, stand_in);
    }
}

/// web/shell.js: the package of `language`'s `narrator` did not load
/// (offline, a server error). Not recorded as loaded; asked for again when
/// the browser is back online (shn_online) or the voice is picked again
/// (issue 42). Meanwhile another narrator of the language reads its lines,
/// where one can be had (issue 55: the night is never read from a screen
/// while a voice is there), and the message line says which; else its
/// lines are shown as text, the night's screen says to read them aloud,
/// and the message line says why.
EMSCRIPTEN_KEEPALIVE void shn_clips_failed(const char* language, const char* narrator) {
    shn::web::WebTable& web = web_table();
    const std::string failed = std::string(language) + "/" + narrator;
    if (!web.shell) return;
    if (failed == web.clips_stand_in_asked) { // a stand-in that could not be had either
        web.clips_stand_in_asked.clear();
        if (web.clips_failed == web.clips_wanted && !shn::web::find_stand_in(web))
            shn::web::no_voice(web);
        return;
    }
    if (failed != web.clips_wanted) return;
    web.clips_failed = failed;
    if (!web.clips_stand_in.empty())
        return; // asked again online, and failed: the stand-in reads on
    if (!shn::web::find_stand_in(web)) shn::web::no_voice(web);
}

/// web/shell.js: the browser is online again: a voice whose package failed
/// is asked for again (its stand-in reads until it is there).
EMSCRIPTEN_KEEPALIVE void shn_online() {
    shn::web::WebTable& web = web_table();
    if (web.clips_failed.empty() || web.clips_failed != web.clips_wanted) return;
    web.clips_failed.clear();
    if (web.shell && web.first_frame_told)
        shn::web::want_clips(web, true);
    else
        web.clips_wanted.clear(); // want_clips asks again at its first frame
}

/// web/shell.js: the browser refused the screen wake lock, or has none (an
/// iPad's home-screen app before iPadOS 18.4, a battery saver): said once
/// on the message line, as the game goes on.
EMSCRIPTEN_KEEPALIVE void shn_wake_lock_refused() {
    shn::web::WebTable& web = web_table();
    if (!web.wake_lock_refused_told) web.wake_lock_refusal = true; // told in table_frame()
}

/// web/shell.js: the page entered (1) or left (0) full screen, by the
/// table's setting or by the browser itself (Esc, a swipe); `refused`: the
/// browser has no full screen for a page (an iPhone's Safari), said on the
/// message line.
EMSCRIPTEN_KEEPALIVE void shn_fullscreen_changed(int on, int refused) {
    shn::web::WebTable& web = web_table();
    if (!web.shell) return;
    web.shell->fullscreen_changed(on != 0);
    if (refused && !web.fullscreen_refused) {
        web.fullscreen_refused = true;
        web.shell->app().messages().set(
            [](const shn::Catalogue& words) { return words.text("ui.error.fullscreen"); });
    }
    web.shell->redraw();
}

} // extern "C"

int main() {
    shn_keep_sdl_audio_helpers();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        std::cerr << "sh-narrator: " << SDL_GetError() << std::endl;
        return 1;
    }
    shn::web::WebTable& web = web_table();
    web.viewer = shn_viewer_page() != 0;
    if (web.viewer) {
        shn::web::open_viewer(web);
    } else {
        web.storage.on_problem([] { shn::web::show_storage_problem(web_table()); });
        web.storage.start(); // the table opens when it is read (shn_storage_ready)
    }
    emscripten_set_main_loop(shn::web::frame, 0, 0);
    return 0;
}
