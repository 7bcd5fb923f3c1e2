#include "platform/sdl/table_shell.h"

#include "platform/sdl/key_commands.h"
#include "platform/sdl/sdl_audio_port.h"

#include "app/panel.h"
#include "app/screen.h"
#include "platform/posix/posix_store.h"
#include "session/app_clock.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>

namespace {
// A tap TapGuard refused, said on stderr: for the Xvfb tests' failures
// (Options::report_targets); always in a browser, where stderr is the
// developer console and no table sees it.
#ifdef __EMSCRIPTEN__
constexpr bool kReportRefusedTaps = true;
#else
constexpr bool kReportRefusedTaps = false;
#endif
} // namespace

namespace shn {

std::unique_ptr<TableShell> TableShell::open(const Options& options, std::string& problem) {
    std::unique_ptr<TableShell> shell(new TableShell());
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
    // The window's pixels go straight to the display (X11 shared memory,
    // KMS/DRM dumb buffers, the web canvas's 2D context): no GL context for
    // the software renderer's framebuffer. See the renderer below.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    const Uint32 flags =
        SDL_WINDOW_RESIZABLE | (options.desktop_window ? SDL_WINDOW_ALLOW_HIGHDPI : 0);
    // 1280x800, or the display's usable area where that is smaller (a
    // Raspberry Pi's 7-inch screen, 800x480): then the app opens full
    // screen, as a table's kiosk wants, and its window fits the display.
    int width = 1280, height = 800;
    SDL_Rect area{};
    const bool known_area = SDL_GetDisplayUsableBounds(0, &area) == 0 && area.w > 0 && area.h > 0;
    const bool sized = options.width > 0 && options.height > 0; // the table robot's sizes
    const bool small_display =
        options.desktop_window && !sized && known_area && (area.w < width || area.h < height);
    if (small_display) width = std::min(width, area.w), height = std::min(height, area.h);
    if (sized) width = options.width, height = options.height;
    shell->desktop_window_ = options.desktop_window;
    shell->page_fullscreen_ = options.page_fullscreen;
    shell->window_ = SDL_CreateWindow("Secret Hitler Narrator", SDL_WINDOWPOS_CENTERED,
                                      SDL_WINDOWPOS_CENTERED, width, height, flags);
    if (!shell->window_) {
        problem = SDL_GetError();
        return nullptr;
    }
    // The software renderer: the screen changes only on a tap, a full redraw
    // takes a few milliseconds even at 1920x1080, it keeps the GL stack (and
    // on a desktop Mesa's LLVM, some 60 MB) out of memory, and the web build
    // draws the very pixels `--screenshot` draws. A GPU renderer is used
    // only if software rendering is not available.
    shell->renderer_ = SDL_CreateRenderer(shell->window_, -1, SDL_RENDERER_SOFTWARE);
    if (!shell->renderer_) shell->renderer_ = SDL_CreateRenderer(shell->window_, -1, 0);
    if (!shell->renderer_) {
        problem = SDL_GetError();
        return nullptr;
    }
    // A desktop window has a least useful size; a web canvas is the page's
    // size, down to a small phone held upright (360 CSS pixels wide).
    // Never wider or taller than the display itself (a phone's 390 px).
    if (options.desktop_window)
        SDL_SetWindowMinimumSize(shell->window_,
                                 std::min(sized ? width : 480, known_area ? area.w : 480),
                                 std::min(sized ? height : 320, known_area ? area.h : 320));
    shell->fonts_ = std::make_unique<Fonts>(options.data_directory / "assets" / "fonts");
    shell->surface_ = std::make_unique<SdlSurface>(shell->renderer_, *shell->fonts_);
    shell->app_ = std::make_unique<AppContext>(options.store ? *options.store : platform_store(),
                                               options.data_directory, options.language,
                                               options.autosave, options.settings_file);
    shell->app_->set_audio(
        [silent_ok =
             options.silent_driver_plays](std::string& problem) -> std::unique_ptr<AudioPort> {
            auto port = SdlAudioPort::open(problem);
            if (port && !silent_ok && SdlAudioPort::plays_to_nowhere()) {
                problem = "SDL: " + std::string(SDL_GetCurrentAudioDriver());
                return nullptr; // the port's destructor closes the driver
            }
            return port;
        },
        options.audio_at_once);
    shell->app_->platform().can_quit = options.can_quit;
    shell->frame_ = std::make_unique<AppFrame>(*shell->app_);
    shell->report_targets_ = options.report_targets;
    shell->report_first_frame_ = options.report_first_frame;
    // Full screen on a small display, whatever the saved setting (kept
    // unsaved: F11 or Settings turns it off for this run).
    if (small_display) shell->app_->preferences().fullscreen_for_this_run();
    shell->app_->announcer().device().set_rests(options.audio_rests);
    if (!shell->fonts_->available())
        shell->app_->messages().set(
            shell->app_->preferences().catalogue().text("ui.error.missing_font"));
    shell->app_->stack().start_with(Screen::Home);
    SDL_StopTextInput(); // on only while a panel takes typed text (no IME popping up)
    return shell;
}

TableShell::~TableShell() {
    frame_.reset();
    app_.reset();
    surface_.reset(); // its textures, before the renderer that holds them
    fonts_.reset();
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (window_) SDL_DestroyWindow(window_);
    TTF_Quit();
}

bool TableShell::draw() {
    advance();
    return paint();
}

void TableShell::advance() {
    // Display settings, applied when they change; then the app's step.
    if (app_->preferences().settings().fullscreen != fullscreen_) {
        fullscreen_ = app_->preferences().settings().fullscreen;
        set_fullscreen(fullscreen_);
        frame_->redraw();
    }
    if (app_->preferences().settings().keep_screen_on != screen_on_) {
        screen_on_ = app_->preferences().settings().keep_screen_on;
        if (screen_on_)
            SDL_DisableScreenSaver();
        else
            SDL_EnableScreenSaver();
    }
    frame_->step();
}

void TableShell::fullscreen_changed(bool on) {
    fullscreen_ = on;
    frame_->fullscreen_changed(on);
}

void TableShell::set_fullscreen(bool on) {
    if (page_fullscreen_) {
        page_fullscreen_(on);
        return;
    }
    SDL_Rect display{};
    // (A web canvas follows its page: the browser's full screen only.)
    const bool known = desktop_window_ &&
                       SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(window_), &display) == 0 &&
                       display.w > 0 && display.h > 0;
    if (on) {
        // SDL's full screen asks the window manager; with none (a kiosk's
        // bare X session, Xvfb) nothing moves, and SDL, which then draws a
        // display-sized frame, would paint it into the window's corner. So
        // the window first covers the display itself (where a manager
        // then makes it full screen as usual); the window's place is kept.
        SDL_GetWindowPosition(window_, &windowed_.x, &windowed_.y);
        SDL_GetWindowSize(window_, &windowed_.w, &windowed_.h);
        if (known) {
            SDL_SetWindowPosition(window_, display.x, display.y);
            SDL_SetWindowSize(window_, display.w, display.h);
        }
        SDL_SetWindowFullscreen(window_, SDL_WINDOW_FULLSCREEN_DESKTOP);
        return;
    }
    SDL_SetWindowFullscreen(window_, 0);
    if (!known) return;
    // The window as it was before, within the display's usable area.
    SDL_Rect area = display;
    SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(window_), &area);
    if (windowed_.w <= 0 || windowed_.h <= 0)
        SDL_GetWindowSize(window_, &windowed_.w, &windowed_.h);
    if (area.w > 0 && area.h > 0) {
        windowed_.w = std::min(windowed_.w, area.w);
        windowed_.h = std::min(windowed_.h, area.h);
        windowed_.x = std::clamp(windowed_.x, area.x, area.x + area.w - windowed_.w);
        windowed_.y = std::clamp(windowed_.y, area.y, area.y + area.h - windowed_.h);
    }
    SDL_SetWindowSize(window_, windowed_.w, windowed_.h);
    SDL_SetWindowPosition(window_, windowed_.x, windowed_.y);
}

bool TableShell::paint() {
    if (!frame_->dirty() || quit_requested()) return false;
    int width = 0, height = 0;
    SDL_GetRendererOutputSize(renderer_, &width, &height);
    Canvas canvas(*surface_, width, height);
    canvas.set_text_scale(app_->preferences().settings().text_size_percent);
    drawn_texts_.clear();
    drawn_text_boxes_.clear();
    drawn_text_sizes_.clear();
    canvas.record_texts(&drawn_texts_, &drawn_text_boxes_, &drawn_text_sizes_);
    if (app_->stack().top()) app_->stack().top()->paint(canvas);
    report_drawn_texts(drawn_texts_, drawn_text_boxes_, drawn_text_sizes_); // the tests' reader
    SDL_RenderPresent(renderer_);
    frame_->shown();
    if (!report_targets_.empty()) report_targets();
    if (!first_frame_reported_ && report_first_frame_) {
        timespec now{};
        clock_gettime(CLOCK_REALTIME, &now);
        std::cerr << "first_frame_epoch_ms=" << (now.tv_sec * 1000LL + now.tv_nsec / 1000000)
                  << std::endl;
    }
    first_frame_reported_ = true;
    return true;
}

void TableShell::report_targets() const {
    // "x y w h label" a line, written whole (renamed into place).
    if (!app_->stack().top()) return;
    const std::filesystem::path partial = report_targets_.string() + ".partial";
    {
        std::ofstream out(partial);
        for (const Panel::TapTarget& target : app_->stack().top()->tap_targets())
            out << target.box.x << ' ' << target.box.y << ' ' << target.box.w << ' ' << target.box.h
                << ' ' << target.label << '\n';
    }
    std::rename(partial.c_str(), report_targets_.c_str());
}

bool TableShell::handle_input(bool wait) {
    Panel* panel = app_->stack().top();
    const bool typing = panel && panel->wants_text_input();
    if (typing != bool(SDL_IsTextInputActive())) {
        if (typing)
            SDL_StartTextInput();
        else
            SDL_StopTextInput();
    }
    SDL_Event event;
    bool got = false;
    if (wait) {
        // Asleep until an input or the app's next change by itself.
        const int timeout = frame_->wake_in_ms();
        got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout);
    } else {
        got = SDL_PollEvent(&event);
    }
    if (!got) {
        frame_->woke();
        return false;
    }
    // One input after another until one changes the screen: the inputs
    // after it wait for the next frame, which opens that screen, so that a
    // burst of keys (Esc, then 4 on the menu it opens) goes where the table
    // saw it go.
    do {
        handle(event);
    } while (!app_->stack().empty() && !app_->stack().changing() && SDL_PollEvent(&event));
    return true;
}

bool TableShell::tap_would_act(int x, int y) const {
    return frame_->tap_would_act(x, y);
}

std::pair<int, int> TableShell::to_pixels(int x, int y) const {
    // Window points to renderer pixels (high-DPI screens).
    int window_w = 0, window_h = 0, pixels_w = 0, pixels_h = 0;
    SDL_GetWindowSize(window_, &window_w, &window_h);
    SDL_GetRendererOutputSize(renderer_, &pixels_w, &pixels_h);
    return {window_w ? x * pixels_w / window_w : x, window_h ? y * pixels_h / window_h : y};
}

void TableShell::release(int x, int y) {
    const TapGuard::Verdict verdict = frame_->release(x, y, [this](Panel& panel) {
        // Drawn unseen: the next paint draws over it.
        int width = 0, height = 0;
        SDL_GetRendererOutputSize(renderer_, &width, &height);
        Canvas canvas(*surface_, width, height);
        canvas.set_text_scale(app_->preferences().settings().text_size_percent);
        panel.paint(canvas);
    });
    if (verdict != TapGuard::Verdict::Acts && (kReportRefusedTaps || !report_targets_.empty()))
        std::cerr << "sh-narrator: a tap at " << x << "," << y << ", released at "
                  << AppClock::now_ms() << " ms, was not taken (TapGuard verdict " << int(verdict)
                  << ")" << std::endl;
}

void TableShell::handle(const SDL_Event& event) {
    switch (event.type) {
    case SDL_QUIT: frame_->quit(); break;
    case SDL_WINDOWEVENT: frame_->redraw(); break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: // the renderer lost its textures: the lines are set again
        surface_->forget();
        frame_->redraw();
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (event.button.button == SDL_BUTTON_LEFT) {
            const auto [x, y] = to_pixels(event.button.x, event.button.y);
            frame_->press(x, y);
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (event.button.button == SDL_BUTTON_LEFT) {
            const auto [x, y] = to_pixels(event.button.x, event.button.y);
            release(x, y);
        }
        break;
    case SDL_TEXTINPUT: frame_->typed(event.text.text); break;
    case SDL_KEYDOWN: {
        const SDL_Keycode key = event.key.keysym.sym;
        if (key == SDLK_F11)
            frame_->toggle_fullscreen();
        else
            frame_->key(commands_of(key, event.key.keysym.mod), key == SDLK_ESCAPE);
        break;
    }
    default: break;
    }
}

} // namespace shn
