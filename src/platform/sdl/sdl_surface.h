#pragma once

#include "app/surface.h"

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

typedef struct _TTF_Font TTF_Font;
struct SDL_Renderer;

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

  private:
    /// A typeface file at a size, from its bytes in memory (read once).
    TTF_Font* open(const std::filesystem::path& file, int pixels);

    std::filesystem::path folder_;
    std::map<std::string, std::vector<char>> files_; // outlives the fonts opened from it
    std::map<std::pair<Typeface, int>, TTF_Font*> open_;
};

/// SdlSurface: a Surface on an SDL renderer (a window's, or a software one
/// drawing into memory), its text set by SDL_ttf in the shipped typefaces.
class SdlSurface : public Surface {
  public:
    SdlSurface(SDL_Renderer* renderer, Fonts& fonts) : renderer_(renderer), fonts_(fonts) {}

    void fill(const Rect& box, Colour colour) override;
    void line(int x1, int y1, int x2, int y2, Colour colour) override;
    bool has_type(Typeface face, int pixels) override;
    int line_skip(Typeface face, int pixels) override;
    int text_width(std::string_view text, Typeface face, int pixels) override;
    void text(int x, int y, std::string_view line, Typeface face, int pixels, Colour colour,
              const Rect& clip) override;

  private:
    SDL_Renderer* renderer_;
    Fonts& fonts_;
};

} // namespace shn
