#pragma once

#include "app/app_context.h"
#include "app/app_frame.h"
#include "app/canvas.h"
#include "platform/sdl/sdl_surface.h"

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

struct SDL_Window;
struct SDL_Renderer;

namespace shn {

/// TableShell: the table app's window, and the translation of its events
/// for the app's frame (AppFrame, which decides what a tap, a key or Esc
/// means), the same on every platform (as Dear ImGui's backends only
/// translate). A platform owns the loop around it: the desktop blocks in
/// `handle_input(true)` until something happens (no CPU while idle); the
/// web build calls `handle_input(false)` and `advance()` once per animation
/// frame, and holds `paint()` back while the browser's storage is still
/// being written, so a move is shown only once it is saved there too.
///
/// Contract: `open` needs SDL's video initialised; the shell owns the
/// window, the renderer, the typefaces, the AppContext and its frame, and
/// frees them.
class TableShell {
  public:
    struct Options {
        std::filesystem::path data_directory;
        std::string language; // empty: the saved setting
        std::filesystem::path autosave;
        std::filesystem::path settings_file;
        // The desktop's window: high-DPI pixels and a minimum size. The web
        // canvas (resizable too) follows its page instead, at CSS pixels.
        bool desktop_window = true;
        bool can_quit = true; // a Quit button (not on a web page)
        // The sound device opened with the app; else the platform calls
        // AppContext::open_audio later (a browser: after the first tap, as
        // creating its AudioContext takes ~0.4 s).
        bool audio_at_once = true;
        // The sound device closes when quiet (NarrationPlayer) and opens
        // again for the next sound; a browser allows that only from a tap.
        bool audio_rests = true;
        // SDL's drivers that play to nowhere (dummy) or to a file (disk) are
        // no sound device for a table: the app says so and shows the lines
        // to be read aloud. The tests, which hear nothing on purpose, ask
        // for them as a device (SH_NARRATOR_SILENT_AUDIO on the desktop).
        bool silent_driver_plays = false;
        // A window of exactly this size, never full screen by itself (the
        // table robot's 800x480, 1280x800, 390x844); 0: the display decides.
        int width = 0, height = 0;
        // Full screen asked of the page, not of SDL (the web build): the
        // browser shows the whole page full screen, and the canvas follows
        // the page's size as always, a rotation included. (SDL 2.26's own
        // full screen on the web scales a canvas sized once, and stops
        // following the page: a tablet turned showed the old picture
        // shrunk between black bars.) Empty: SDL's window.
        std::function<void(bool)> page_fullscreen = nullptr;
        // The store the table's files go through (nullptr: the platform's,
        // PosixStore); the robot hands in a FaultyStore.
        TableStore* store = nullptr;
        // For the Xvfb tests, which tap what the screen says: after each
        // paint, its targets ("x y w h label" a line) written whole to this
        // file; a tap refused said on stderr. Empty: nothing written.
        std::filesystem::path report_targets = {};
        // For bench/app_bench.sh: the first frame's wall-clock time on stderr.
        bool report_first_frame = false;
    };
    /// The window and the app on its home screen; nullptr (and `problem`,
    /// SDL's own words) when no window or renderer can be made.
    static std::unique_ptr<TableShell> open(const Options& options, std::string& problem);
    ~TableShell();
    TableShell(const TableShell&) = delete;
    TableShell& operator=(const TableShell&) = delete;

    AppContext& app() { return *app_; }
    SDL_Window* window() const { return window_; }
    bool quit_requested() const { return app_->stack().empty(); }

    /// `advance()` then `paint()`; true when it drew.
    bool draw();
    /// Advances the narration and a timed panel (which may play a move:
    /// the first-president draw), applies changed display settings.
    void advance();
    /// Redraws when something changed; true when it drew.
    bool paint();
    /// Handles the input waiting (taps, keys, typed text, window changes).
    /// `wait`: block until the first event or the next timed redraw.
    /// Returns true when any input was handled.
    bool handle_input(bool wait);
    /// The page left or entered full screen by itself (the browser's Esc,
    /// a system gesture): the setting says what the table sees, and is kept.
    void fullscreen_changed(bool on);
    /// Draw at the next `draw()` (the platform changed something shown).
    void redraw() { frame_->redraw(); }
    /// The sound device opened (Options::audio_at_once false), and the
    /// screen drawn again: a device missing is said at once.
    void open_audio() {
        app_->open_audio();
        frame_->redraw();
    }
    /// Whether a tap at (x, y) beginning now would act (TapGuard): the
    /// screen is drawn and what is there has been shown long enough. What a
    /// test that taps like a person waits for (the web build's targets).
    bool tap_would_act(int x, int y) const;
    /// Handles one input, as `handle_input` does each it takes (the table
    /// robot hands its taps and keys here, between frames).
    void handle(const union SDL_Event& event);
    SDL_Renderer* renderer() const { return renderer_; }
    /// What became of the taps so far (AppFrame::Taps).
    const AppFrame::Taps& taps() const { return frame_->taps(); }
    /// The texts the last paint drew, in order.
    const std::vector<std::string>& drawn_texts() const { return drawn_texts_; }
    /// Where each of them was drawn (the box it was set in).
    const std::vector<Rect>& drawn_text_boxes() const { return drawn_text_boxes_; }
    /// The size, in pixels, each of them was drawn at.
    const std::vector<int>& drawn_text_sizes() const { return drawn_text_sizes_; }

  private:
    TableShell() = default;
    /// Full screen on or off; the window covers the display itself too.
    void set_fullscreen(bool on);
    /// Window points to the renderer's pixels (high-DPI screens).
    std::pair<int, int> to_pixels(int x, int y) const;
    /// A finger came up at (x, y): the frame judges it against the top
    /// panel laid out for the app as it is now.
    void release(int x, int y);
    /// Writes the targets shown to Options::report_targets.
    void report_targets() const;

    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    std::unique_ptr<Fonts> fonts_;
    std::unique_ptr<SdlSurface> surface_; // on renderer_, in fonts_
    std::unique_ptr<AppContext> app_;
    std::unique_ptr<AppFrame> frame_; // on app_
    bool fullscreen_ = false;
    std::function<void(bool)> page_fullscreen_;
    struct {
        int x = 0, y = 0, w = 0, h = 0;
    } windowed_;                 // the window's place before full screen
    bool desktop_window_ = true; // Options::desktop_window
    bool screen_on_ = true;
    bool first_frame_reported_ = false;
    std::filesystem::path report_targets_; // Options::report_targets
    bool report_first_frame_ = false;
    std::vector<std::string> drawn_texts_;
    std::vector<Rect> drawn_text_boxes_;
    std::vector<int> drawn_text_sizes_;
};

} // namespace shn
