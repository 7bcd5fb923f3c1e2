#pragma once

// What the web build asks of its page: the C side of web/library_shn.js
// (linked with --js-library, cmake/Web.cmake), where each call's
// JavaScript lives. Most hand the request to a function of the page
// (web/shell.js, web/board.js) and do nothing where the page has none.
extern "C" {

/// IDBFS at /persist. `read`: mount it and fill it from IndexedDB, then
/// call shn_storage_ready(failed); else copy it to IndexedDB, then call
/// shn_storage_synced(failed). A browser with no IndexedDB at all (or one
/// that throws at its mere mention) leaves /persist a folder in memory:
/// shn_storage_ready(1).
void shn_copy_storage(int read);

/// 1 when another window or tab of the app already holds the storage (a
/// Web Lock, web/shell.js), so this one must not write it.
int shn_other_window();

/// The screen stays on while a game is on, where the browser allows it;
/// web/shell.js asks again when the page shows.
void shn_set_wake_lock(int on);

/// Full screen is the page's own (TableShell::Options::page_fullscreen):
/// web/shell.js asks the browser, again at the next tap when it wants one
/// first, and tells shn_fullscreen_changed what the browser did.
void shn_set_fullscreen(int on);

/// A panel takes typed text (SDL's text input is on) or no longer does:
/// web/shell.js gives the focus to the page's typing field, so that a
/// tablet opens its own keyboard (its accents, dictation, paste), or takes
/// it back; what is typed there comes back through shn_typed (issue 55).
void shn_set_typing(int on);

/// The recorded voice of one language and narrator: web/shell.js loads its
/// package (clips-LANGUAGE-NARRATOR.data), then calls shn_clips_ready or
/// shn_clips_failed with the same two ids.
void shn_load_clips(const char* language, const char* narrator);

/// A file handed to the user as a download: `size` bytes of `bytes`, of the
/// media `type`, named `name`. 0 when the browser refused.
int shn_download(const char* name, const char* bytes, int size, const char* type);

/// The tablet's file picker, for a voice pack: web/shell.js reads the file
/// chosen into /imports/ and calls shn_pack_picked with its path.
void shn_choose_pack();

/// The first of the browser's languages that the app speaks: its index in
/// `spoken` (the language table's ids, space-separated); -1 when none is.
int shn_browser_language(const char* spoken);

/// 1 on a phone watching the table (web/board.html sets Module.shnViewer).
int shn_viewer_page();
/// The phone's chosen language, kept in the page's local storage: its index
/// in `spoken`; -1 when none was.
int shn_viewer_stored_language(const char* spoken);
void shn_viewer_store_language(const char* code);

/// The tablet's own voice (WebSpeechPort, through web/shell.js): the name
/// of the browser's voice for `language` ("" when none), malloc'd for the
/// caller to free; speak a line (1 when it began); the line's state (0: done
/// or nothing, 1: speaking, 2: failed, also when it has not started within
/// `start_seconds`); and 0 stop, 1 pause, 2 resume.
char* shn_speech_voice(const char* language);
int shn_speech_speak(const char* text, const char* language, double rate);
int shn_speech_state(double start_seconds);
void shn_speech_control(int what);

/// 1 once the page has seen a tap, a click or a key (web/shell.js): the
/// sound device opens then, not while the page loads (issue 46).
int shn_page_touched();

/// The page's title (the tab, the home-screen icon's name) and its `lang`
/// (a screen reader's, the browser's own words) in the table's language,
/// the app's title as its header says it (issue 55).
void shn_set_title(const char* title, const char* language);

/// The app drew its first frame: the page hides its loading line.
void shn_first_frame();
/// The app cannot start (`problem`): the page says so, in its language.
void shn_fatal(const char* problem);
/// A mark on the page's timeline (performance.mark), for bench/web_bench.mjs.
void shn_mark(const char* name);

/// web/library_shn.js: keeps SDL2's audio helpers in the build (trap 3).
void shn_keep_sdl_audio_helpers();
}
