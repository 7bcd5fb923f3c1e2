#include "platform/sdl/table_shell.h"

#include "platform/sdl/key_commands.h"
#include "platform/sdl/sdl_audio_port.h"

#include "app/app_clock.h"
#include "app/panel.h"
#include "app/screen.h"

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
// (SH_NARRATOR_REPORT_TARGETS); always in a browser, where stderr is the
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
    shell->app_ = std::make_unique<AppContext>(options.data_directory, options.language,
                                               options.autosave, options.settings_file,
                                               options.store ? *options.store : platform_store());
    shell->app_->set_audio(
        [](std::string& problem) -> std::unique_ptr<AudioPort> {
            return SdlAudioPort::open(problem);
        },
        options.audio_at_once);
    shell->app_->platform().can_quit = options.can_quit;
    // Full screen on a small display, whatever the saved setting (kept
    // unsaved: F11 or Settings turns it off for this run).
    if (small_display) shell->app_->preferences().fullscreen_for_this_run();
    shell->app_->announcer().set_rests(options.audio_rests);
    if (!shell->fonts_->available())
        shell->app_->messages().set(
            shell->app_->preferences().catalogue().text("ui.error.missing_font"));
    shell->app_->stack().start_with(Screen::Home);
    SDL_StopTextInput(); // on only while a panel takes typed text (no IME popping up)
    return shell;
}

TableShell::~TableShell() {
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
    if (app_->step_narration()) dirty_ = true; // the next line, the end, a stalled sound
    audio_check_ms_ = app_->announcer().rest_when_quiet();
    // Display settings, applied when they change.
    if (app_->preferences().settings().fullscreen != fullscreen_) {
        fullscreen_ = app_->preferences().settings().fullscreen;
        set_fullscreen(fullscreen_);
        dirty_ = true;
    }
    if (app_->preferences().settings().keep_screen_on != screen_on_) {
        screen_on_ = app_->preferences().settings().keep_screen_on;
        if (screen_on_)
            SDL_DisableScreenSaver();
        else
            SDL_EnableScreenSaver();
    }
    // A timed panel moves on (the draw's marker stops and plays its move),
    // and the screens asked for are opened, before anything is painted, so
    // the platform can save first and nothing changes while it is drawn.
    if (dirty_ || app_->stack().changing()) {
        app_->stack().step();
        dirty_ = true;
    }
}

void TableShell::fullscreen_changed(bool on) {
    fullscreen_ = on;
    if (app_->preferences().settings().fullscreen == on) return;
    app_->preferences().settings().fullscreen = on;
    app_->preferences().apply();
    dirty_ = true;
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
    if (!dirty_ || quit_requested()) return false;
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
    dirty_ = false;
    last_draw_ms_ = AppClock::now_ms();
    if (app_->stack().top()) {
        tap_guard_.shown(app_->stack().top()->tap_targets(), app_->screen_generation());
        laid_out_generation_ = app_->screen_generation();
        if (const char* file = std::getenv("SH_NARRATOR_REPORT_TARGETS")) {
            // For the Xvfb tests, which tap buttons and seats by what they say:
            // "x y w h label" a line, written whole (renamed into place).
            const std::string partial = std::string(file) + ".partial";
            {
                std::ofstream out(partial);
                for (const Panel::TapTarget& target : app_->stack().top()->tap_targets())
                    out << target.box.x << ' ' << target.box.y << ' ' << target.box.w << ' '
                        << target.box.h << ' ' << target.label << '\n';
            }
            std::rename(partial.c_str(), file);
        }
    }
    // When the screen shown changes by itself (a countdown's next number).
    // Counted from after the question: a panel measures what is left from
    // its own clock reading, so counting from the frame's end would wake it
    // early, before what it waits for (a way on would stay drawn waiting).
    const int tick = app_->stack().top() ? app_->stack().top()->next_tick_ms() : -1;
    tick_due_ms_ = tick < 0 ? 0 : AppClock::now_ms() + Uint64(tick);
    if (!first_frame_reported_ && std::getenv("SH_NARRATOR_REPORT_FIRST_FRAME")) {
        // For bench/app_bench.sh: wall-clock time of the first frame.
        timespec now{};
        clock_gettime(CLOCK_REALTIME, &now);
        std::cerr << "first_frame_epoch_ms=" << (now.tv_sec * 1000LL + now.tv_nsec / 1000000)
                  << std::endl;
    }
    first_frame_reported_ = true;
    return true;
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
    // Quit, or a screen asked for, is done at once: never after a sleep
    // (Quit waited for the sound device's rest, or for the next input).
    if (quit_requested() || app_->stack().changing()) wait = false;
    if (wait) {
        // Asleep until an input, or the first of: the panel's next change
        // (a countdown's next second), the narration's (a line's end), the
        // sound device's rest. Nothing else wakes an idle table.
        const Uint64 now = AppClock::now_ms();
        int timeout = tick_due_ms_ == 0 ? -1 : int(tick_due_ms_ > now ? tick_due_ms_ - now : 0);
        for (const int other : {app_->announcer().next_update_ms(), audio_check_ms_})
            if (other >= 0) timeout = timeout < 0 ? other : std::min(timeout, other);
        got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout);
    } else {
        got = SDL_PollEvent(&event);
    }
    if (!got) {
        // Nothing came: a timed panel (a countdown, the draw) moves on its own,
        // when its time has come (a web frame polls sooner than that).
        if (tick_due_ms_ != 0 && AppClock::now_ms() >= tick_due_ms_) dirty_ = true;
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
    return !dirty_ && app_->stack().top() &&
           tap_guard_.judge_now(x, y, AppClock::now_ms(), app_->stack().top()->tap_targets(),
                                app_->screen_generation()) == TapGuard::Verdict::Acts;
}

std::pair<int, int> TableShell::to_pixels(int x, int y) const {
    // Window points to renderer pixels (high-DPI screens).
    int window_w = 0, window_h = 0, pixels_w = 0, pixels_h = 0;
    SDL_GetWindowSize(window_, &window_w, &window_h);
    SDL_GetRendererOutputSize(renderer_, &pixels_w, &pixels_h);
    return {window_w ? x * pixels_w / window_w : x, window_h ? y * pixels_h / window_h : y};
}

void TableShell::lay_out() {
    // The panel's targets are those of its last drawing: drawn again,
    // unseen (the next paint draws over it), when the app moved since.
    if (!dirty_ && laid_out_generation_ == app_->screen_generation()) return;
    int width = 0, height = 0;
    SDL_GetRendererOutputSize(renderer_, &width, &height);
    Canvas canvas(*surface_, width, height);
    canvas.set_text_scale(app_->preferences().settings().text_size_percent);
    app_->stack().top()->paint(canvas);
    laid_out_generation_ = app_->screen_generation();
}

void TableShell::release(int x, int y) {
    lay_out();
    Panel& panel = *app_->stack().top();
    const TapGuard::Verdict verdict =
        tap_guard_.up(x, y, panel.tap_targets(), app_->screen_generation());
    ++taps_.judged[std::size_t(verdict)];
    taps_.last = verdict;
    switch (verdict) {
    case TapGuard::Verdict::Acts:
        tap_guard_.acted(AppClock::now_ms());
        if (panel.tap_target(tap_guard_.chosen())) ++taps_.ran;
        break;
    case TapGuard::Verdict::EndsGameAfter:
        // Asked once more, on the message line; the next tap is taken.
        tap_guard_.forget_last();
        app_->messages().set(
            [](const Catalogue& catalogue) { return catalogue.text("ui.tap.ends_game"); });
        break;
    case TapGuard::Verdict::Changed:
        // Never on what appeared under the finger: said, so the table
        // knows that nothing was done and can tap again.
        app_->messages().set(
            [](const Catalogue& catalogue) { return catalogue.text("ui.tap.screen_changed"); });
        break;
    case TapGuard::Verdict::SameTap: // a double tap: done once, already
    case TapGuard::Verdict::Missed:  // no tap: the finger slid off, or met nothing
        break;
    }
    if (verdict != TapGuard::Verdict::Acts &&
        (kReportRefusedTaps || std::getenv("SH_NARRATOR_REPORT_TARGETS")))
        std::cerr << "sh-narrator: a tap at " << x << "," << y << ", released at "
                  << AppClock::now_ms() << " ms, was not taken (TapGuard verdict " << int(verdict)
                  << ")" << std::endl;
    dirty_ = true;
}

void TableShell::handle(const SDL_Event& event) {
    switch (event.type) {
    case SDL_QUIT: app_->stack().close_all(); break;
    case SDL_WINDOWEVENT: dirty_ = true; break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: // the renderer lost its textures: the lines are set again
        surface_->forget();
        dirty_ = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        // Where and when the finger went down, on what the screen showed
        // (the app's clock: SDL's event stamps are on another, and a test's
        // pushed events carry none of theirs).
        if (event.button.button == SDL_BUTTON_LEFT && app_->stack().top()) {
            const auto [x, y] = to_pixels(event.button.x, event.button.y);
            tap_guard_.down(x, y, AppClock::now_ms());
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (event.button.button == SDL_BUTTON_LEFT && app_->stack().top()) {
            const auto [x, y] = to_pixels(event.button.x, event.button.y);
            release(x, y); // TapGuard's rules (tap_guard.h)
        }
        break;
    case SDL_TEXTINPUT:
        if (app_->stack().top()) app_->stack().top()->text_input(event.text.text);
        dirty_ = true;
        break;
    case SDL_KEYDOWN: {
        const SDL_Keycode key = event.key.keysym.sym;
        if (key == SDLK_F11) { // the setting, applied at the next draw
            app_->preferences().settings().fullscreen = !app_->preferences().settings().fullscreen;
            app_->preferences().apply();
        } else if (app_->stack().top()) {
            // The key's meanings in order; the screen takes the first it
            // understands. Back that no screen takes closes it (a screen
            // may ask first: the night is never lost to one key).
            bool taken = false;
            for (const Command& command : commands_of(key, event.key.keysym.mod)) {
                if (app_->stack().top()->command(command)) {
                    taken = true;
                    break;
                }
            }
            if (!taken && key == SDLK_ESCAPE) app_->stack().back();
        }
        dirty_ = true;
        break;
    }
    default: break;
    }
}

} // namespace shn
