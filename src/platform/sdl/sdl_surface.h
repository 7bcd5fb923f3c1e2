#pragma once

#include "app/surface.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

typedef struct _TTF_Font TTF_Font;
struct SDL_Renderer;
struct SDL_Texture;

namespace shn {

/// Fonts: the shipped typefaces (assets/fonts), opened once per pixel size
/// with SDL_ttf. When a file is missing, falls back to any other of the
/// set, then to a plain system typeface (DejaVu, Liberation, FreeFont);
/// `available()` is false when none of the shipped files is there (the app
/// says so). With no typeface at all, text is not drawn and the app still
/// runs. Each Fonts holds SDL_ttf open (TTF_Init and TTF_Quit are counted).
class Fonts {
  public:
    explicit Fonts(std::filesystem::path folder);
    ~Fonts();
    Fonts(const Fonts&) = delete;
    Fonts& operator=(const Fonts&) = delete;

    TTF_Font* get(Typeface face, int pixels);
    bool available();
    /// The width of one line at a size, measured once: a layout that tries
    /// sizes measures the same lines many times a frame.
    int width(std::string_view text, Typeface face, int pixels);

  private:
    /// A typeface file at a size, from its bytes in memory (read once).
    TTF_Font* open(const std::filesystem::path& file, int pixels);

    std::filesystem::path folder_;
    std::map<std::string, std::vector<char>> files_; // outlives the fonts opened from it
    std::map<std::pair<Typeface, int>, TTF_Font*> open_;
    std::unordered_map<std::string, int> widths_; // emptied when it grows past a bound
};

/// SdlSurface: a Surface on an SDL renderer (a window's, or a software one
/// drawing into memory), its text set by SDL_ttf in the shipped typefaces.
/// Each line of text is set once into a texture and kept while it is drawn
/// (a screen redraws the same lines: setting them was a third of a frame);
/// the least recently drawn go past a budget of pixels. It must be destroyed
/// before its renderer, and `forget()` drops the textures when the renderer
/// lost them (SDL_RENDER_DEVICE_RESET).
class SdlSurface : public Surface {
  public:
    SdlSurface(SDL_Renderer* renderer, Fonts& fonts) : renderer_(renderer), fonts_(fonts) {}
    ~SdlSurface() override;
    SdlSurface(const SdlSurface&) = delete;
    SdlSurface& operator=(const SdlSurface&) = delete;
    void forget();

    void fill(const Rect& box, Colour colour) override;
    void line(int x1, int y1, int x2, int y2, Colour colour) override;
    bool has_type(Typeface face, int pixels) override;
    int line_skip(Typeface face, int pixels) override;
    int text_width(std::string_view text, Typeface face, int pixels) override;
    void text(int x, int y, std::string_view line, Typeface face, int pixels, Colour colour,
              const Rect& clip, const Turned& turned) override;

  private:
    struct Set {
        SDL_Texture* texture = nullptr;
        int w = 0, h = 0;
        std::uint64_t used = 0; // the draw that last used it
    };
    static constexpr std::size_t kBudgetPixels = 4'000'000; // 16 MB of RGBA
    void trim();

    SDL_Renderer* renderer_;
    Fonts& fonts_;
    std::unordered_map<std::string, Set> set_;
    std::size_t pixels_ = 0;
    std::uint64_t draws_ = 0;
};

} // namespace shn
