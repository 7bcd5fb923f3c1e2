#include "app/table_app.h"

#include "platform/desktop/board_sharing.h"
#include "platform/desktop/x11_quit_race.h"
#include "platform/posix/app_paths.h"
#include "platform/posix/posix_store.h"
#include "platform/sdl/sdl_capture_port.h"
#include "platform/sdl/table_shell.h"
#include "session/catalogue.h"
#include "session/languages.h"
#include "session/settings.h"
#include "session/table_session.h"

#include <SDL.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>

namespace shn {

namespace {

/// No display SDL can open a window on (`detail`: SDL's words): says so in
/// the user's language (--lang, else the saved setting), with the modes
/// that need no window, and returns the exit status, 1.
int no_display(const std::filesystem::path& data_directory, const std::string& language,
               const std::string& detail) {
    const Settings settings = Settings::load(default_settings_file(), platform_store()).settings;
    const Catalogue catalogue =
        Catalogue::load(data_directory, language.empty() ? settings.language : language);
    std::cerr << "sh-narrator: "
              << catalogue.format("cli.no_display", {{"detail", "SDL: " + detail}}) << '\n'
              << "sh-narrator: " << catalogue.text("cli.no_display_modes") << '\n';
    return 1;
}

} // namespace

// The desktop platform (X11, Wayland, KMS/DRM on a Raspberry Pi): a real
// display is required, the loop sleeps in SDL_WaitEvent between inputs,
// the screensaver is off while the app runs, files live in the XDG folders.
int run_table_app(const std::filesystem::path& data_directory, const std::string& language,
                  const std::optional<std::string>& serve_board) {
    // No video driver SDL can start (no X11 or Wayland display, no KMS/DRM
    // console; or SDL_VIDEODRIVER names one that is not there).
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
        return no_display(data_directory, language, SDL_GetError());
    // With no display SDL falls back to its window-less drivers: a table app
    // nobody can see would run forever. Those only on request (SDL_VIDEODRIVER).
    const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
    const char* requested = std::getenv("SDL_VIDEODRIVER");
    if ((driver == "offscreen" || driver == "dummy") && !(requested && driver == requested)) {
        SDL_Quit();
        return no_display(data_directory, language, driver);
    }
    SDL_DisableScreenSaver(); // a game is on: the tablet must not sleep
    std::string problem;
    // The first start (no settings yet) speaks the system's language, as
    // the web build follows the browser's (LC_ALL, LC_MESSAGES, LANG).
    std::string first_language = language;
    if (first_language.empty() && !std::filesystem::exists(default_settings_file()))
        for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"})
            if (const char* locale = std::getenv(variable); locale && *locale) {
                first_language = std::string(language_of_locale(locale));
                break;
            }
    TableShell::Options options{.data_directory = data_directory,
                                .language = first_language,
                                .autosave = default_autosave_file(),
                                .settings_file = default_settings_file()};
    // The tests' and benchmarks' readers (tests/app/xvfb_app.sh, bench/app_bench.sh).
    if (const char* file = std::getenv("SH_NARRATOR_REPORT_TARGETS")) options.report_targets = file;
    options.report_first_frame = std::getenv("SH_NARRATOR_REPORT_FIRST_FRAME") != nullptr;
    // The sound device after the first frame (below): opening a real one
    // (PulseAudio, ALSA) can take longer than the frame itself (issue 46).
    options.audio_at_once = false;
    // The tests' silent drivers as a sound device (TableShell::Options).
    options.silent_driver_plays = std::getenv("SH_NARRATOR_SILENT_AUDIO") != nullptr;
    auto shell = TableShell::open(options, problem);
    if (!shell) {
        std::cerr << "sh-narrator: " << problem << '\n';
        SDL_Quit();
        return 1;
    }
    // The recorder's microphone (SDL2's capture), and where packs are looked for.
    shell->app().microphone().set_opener([](std::string& problem) -> std::unique_ptr<CapturePort> {
        return SdlCapturePort::open(problem);
    });
    shell->app().platform().pack_folders = pack_folders();
    // A kept game's log goes to the Documents folder, as a file.
    shell->app().log_export().set_exporter(
        [](const std::string& name, const std::string& extension, const std::string& bytes) {
            if (const auto file = export_file(default_export_folder(), name, bytes, extension))
                return LogExport::Exported{"ui.games.exported", file->string()};
            return LogExport::Exported{"ui.games.export_failed", {}, disk_problem_of(errno)};
        });
    {
        // The board for phones: its server's threads wake this loop (an SDL
        // event, which SDL lets any thread push) when a phone comes or goes.
        const Uint32 phones_changed = SDL_RegisterEvents(1);
        BoardSharing sharing(shell->app(), serve_board, [phones_changed] {
            SDL_Event event{};
            event.type = phones_changed;
            SDL_PushEvent(&event);
        });
        // For bench/board_load_bench.mjs: each drawn frame's time, from the
        // turn's start (the board's publish included) to the screen.
        const bool report_frames = std::getenv("SH_NARRATOR_REPORT_FRAMES") != nullptr;
        bool audio_opened = false;
        while (!shell->quit_requested()) {
            const auto start = std::chrono::steady_clock::now();
            const bool drew = shell->draw();
            if (!audio_opened) { // the first frame is on the screen
                audio_opened = true;
                shell->open_audio();
                shell->draw(); // a missing device's message, before the wait for a tap
            }
            if (drew && report_frames)
                std::cerr << "frame_us="
                          << std::chrono::duration_cast<std::chrono::microseconds>(
                                 std::chrono::steady_clock::now() - start)
                                 .count()
                          << std::endl;
            // The phones get the move once the table shows it (their threads,
            // woken, never compete with this frame); a change in what the
            // strip shows (the count, the address) is drawn at once.
            if (sharing.update()) {
                shell->redraw();
                shell->draw();
            }
            shell->handle_input(true);
        }
    }
    settle_x11_before_close(shell->window());
    shell.reset();
    SDL_EnableScreenSaver();
    SDL_Quit();
    return 0;
}

} // namespace shn
