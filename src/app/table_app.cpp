#include "app/table_app.h"

#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panel.h"
#include "app/replay_command.h"
#include "app/screens.h"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>
#include <unistd.h>

namespace shn {

int run_table_app(const std::filesystem::path& data_directory, const std::string& language) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        std::cerr << "sh-narrator: " << SDL_GetError() << '\n';
        return 1;
    }
    // With no display SDL falls back to its window-less drivers: a table app
    // nobody can see would run forever. Those only on request (SDL_VIDEODRIVER).
    const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
    const char* requested = std::getenv("SDL_VIDEODRIVER");
    if ((driver == "offscreen" || driver == "dummy") && !(requested && driver == requested)) {
        std::string problem;
        const Settings settings = Settings::load(Settings::default_path(), problem);
        const Catalogue catalogue =
            Catalogue::load(data_directory, language.empty() ? settings.language : language);
        std::cerr << "sh-narrator: " << catalogue.format("cli.no_display", {{"detail", driver}})
                  << '\n';
        SDL_Quit();
        return 1;
    }
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
    // The window's pixels go straight to the display (X11 shared memory,
    // KMS/DRM dumb buffers): no GL context for the software renderer's
    // framebuffer. See the renderer below.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_Window* window =
        SDL_CreateWindow("Secret Hitler Narrator", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                         1280, 800, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window) {
        std::cerr << "sh-narrator: " << SDL_GetError() << '\n';
        SDL_Quit();
        return 1;
    }
    // The software renderer: the screen changes only on a tap, a full redraw
    // takes a few milliseconds even at 1920x1080, and it keeps the GL stack
    // (and on a desktop Mesa's LLVM, some 60 MB) out of memory. A GPU
    // renderer is used only if software rendering is not available.
    SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) renderer = SDL_CreateRenderer(window, -1, 0);
    if (!renderer) {
        std::cerr << "sh-narrator: " << SDL_GetError() << '\n';
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    SDL_SetWindowMinimumSize(window, 480, 320);
    SDL_DisableScreenSaver(); // a game is on: the tablet must not sleep
    {
        Fonts fonts(data_directory / "assets" / "fonts");
        AppContext app(data_directory, language, true, TableSession::default_autosave(),
                       Settings::default_path());
        if (!fonts.available()) app.set_message(app.catalogue().text("ui.error.missing_font"));
        app.open(make_screen("home", app));
        SDL_StopTextInput(); // on only while a panel takes typed text (no IME popping up)
        bool dirty = true;
        bool fullscreen = false;
        bool screen_on = true;
        bool first_frame_reported = false;
        while (!app.quit_requested()) {
            const bool speaking = app.update_narration();
            // Display settings, applied when they change.
            if (app.settings().fullscreen != fullscreen) {
                fullscreen = app.settings().fullscreen;
                SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
                dirty = true;
            }
            if (app.settings().keep_screen_on != screen_on) {
                screen_on = app.settings().keep_screen_on;
                if (screen_on)
                    SDL_DisableScreenSaver();
                else
                    SDL_EnableScreenSaver();
            }
            if (dirty) {
                int width = 0, height = 0;
                SDL_GetRendererOutputSize(renderer, &width, &height);
                Canvas canvas(renderer, fonts, width, height);
                canvas.set_text_scale(app.settings().text_size_percent);
                // A panel may hand over to another while drawing (the table
                // opens the game-over screen): draw again until one stays.
                for (int handovers = 0; handovers < 3 && app.top(); ++handovers) {
                    Panel* panel = app.top();
                    panel->tick();
                    panel->paint(canvas);
                    if (app.top() == panel) break;
                }
                SDL_RenderPresent(renderer);
                dirty = false;
                if (!first_frame_reported && std::getenv("SH_NARRATOR_REPORT_FIRST_FRAME")) {
                    // For bench/app_bench.sh: wall-clock time of the first frame.
                    timespec now{};
                    clock_gettime(CLOCK_REALTIME, &now);
                    std::cerr << "first_frame_epoch_ms="
                              << (now.tv_sec * 1000LL + now.tv_nsec / 1000000) << std::endl;
                }
                first_frame_reported = true;
            }
            Panel* panel = app.top();
            const bool typing = panel && panel->wants_text_input();
            if (typing != bool(SDL_IsTextInputActive())) {
                if (typing)
                    SDL_StartTextInput();
                else
                    SDL_StopTextInput();
            }
            int timeout = panel ? panel->next_tick_ms() : -1;
            if (speaking) timeout = timeout < 0 ? 20 : std::min(timeout, 20);
            SDL_Event event;
            const bool got =
                timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout);
            if (!got) {
                dirty = panel && panel->next_tick_ms() >= 0;
                continue;
            }
            do {
                switch (event.type) {
                case SDL_QUIT:
                    while (!app.quit_requested()) app.back();
                    break;
                case SDL_WINDOWEVENT: dirty = true; break;
                case SDL_MOUSEBUTTONUP:
                    if (event.button.button == SDL_BUTTON_LEFT && app.top()) {
                        // Window points to renderer pixels (high-DPI screens).
                        int window_w = 0, window_h = 0, pixels_w = 0, pixels_h = 0;
                        SDL_GetWindowSize(window, &window_w, &window_h);
                        SDL_GetRendererOutputSize(renderer, &pixels_w, &pixels_h);
                        const int x =
                            window_w ? event.button.x * pixels_w / window_w : event.button.x;
                        const int y =
                            window_h ? event.button.y * pixels_h / window_h : event.button.y;
                        app.top()->tap(x, y);
                        dirty = true;
                    }
                    break;
                case SDL_TEXTINPUT:
                    if (app.top()) app.top()->text_input(event.text.text);
                    dirty = true;
                    break;
                case SDL_KEYDOWN: {
                    const SDL_Keycode key = event.key.keysym.sym;
                    if (key == SDLK_ESCAPE)
                        app.back();
                    else if (key == SDLK_F11) { // the setting, applied at the top of the loop
                        app.settings().fullscreen = !app.settings().fullscreen;
                        app.apply_settings();
                    } else if (app.top()) {
                        app.top()->key(key);
                    }
                    dirty = true;
                    break;
                }
                default: break;
                }
            } while (!app.quit_requested() && SDL_PollEvent(&event));
        }
    }
    SDL_EnableScreenSaver();
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return 0;
}

int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows) {
    overflows = 0;
    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!surface) return 1;
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    int status = 0;
    {
        Fonts fonts(data_directory / "assets" / "fonts");
        // A throwaway autosave: a screenshot never touches the real one.
        const auto scratch = std::filesystem::temp_directory_path() /
                             ("sh-narrator-screenshot-" + std::to_string(::getpid()) + ".jsonl");
        AppContext app(data_directory, language, false, scratch);
        if (!log.empty()) {
            std::ifstream in(log, std::ios::binary);
            LogReadResult loaded = GameLog::read(in);
            if (loaded.error) { // GameLog::read reports every log it did not read whole
                std::cerr << "sh-narrator: " << log << ": "
                          << describe_log_error(loaded, app.catalogue()) << '\n';
                status = 1;
            } else {
                app.adopt_game(std::move(*loaded.log));
            }
        } else if (screen != "home" && screen != "new_game" && screen != "settings") {
            app.new_game(7, {});
        }
        std::unique_ptr<Panel> panel = status == 0 ? make_screen(screen, app) : nullptr;
        if (status == 0 && !panel) {
            std::cerr << "sh-narrator: "
                      << app.catalogue().format("cli.unknown_option", {{"detail", screen}}) << '\n';
            status = 2;
        }
        if (panel) {
            app.open(std::move(panel));
            Canvas canvas(renderer, fonts, width, height);
            for (int handovers = 0; handovers < 3; ++handovers) { // as in the app's loop
                Panel* drawn = app.top();
                drawn->paint(canvas);
                if (app.top() == drawn) break;
            }
            SDL_RenderPresent(renderer);
            overflows = canvas.overflows();
            if (IMG_SavePNG(surface, output.c_str()) != 0) {
                std::cerr << "sh-narrator: " << output.string() << ": " << IMG_GetError() << '\n';
                status = 1;
            }
        }
        std::filesystem::remove(scratch);
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    TTF_Quit();
    return status;
}

} // namespace shn
