#pragma once

#include "platform/sdl/sdl_surface.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

struct SDL_Surface;

namespace shn {

/// OffscreenImage: a picture drawn in memory by SDL's software renderer, no
/// window: `--screenshot`, the benchmark and the tests draw a screen on its
/// `surface()`, then read its pixels or write it as a PNG. `ok()` is false
/// when SDL could not make it (the caller says so). `pixel_format` is an
/// SDL_PixelFormatEnum (0: RGBA32), so a test can draw in a window's own.
class OffscreenImage {
  public:
    OffscreenImage(int width, int height, Fonts& fonts, std::uint32_t pixel_format = 0);
    ~OffscreenImage();
    OffscreenImage(const OffscreenImage&) = delete;
    OffscreenImage& operator=(const OffscreenImage&) = delete;

    bool ok() const { return renderer_ != nullptr; }
    Surface& surface() { return *drawing_; }
    int width() const { return width_; }
    int height() const { return height_; }
    /// The picture as RGBA32 pixels, row by row.
    std::vector<std::uint32_t> rgba() const;
    /// Writes the picture as a PNG; false, with SDL_image's reason in `problem`.
    bool save_png(const std::filesystem::path& file, std::string& problem) const;

  private:
    int width_, height_;
    SDL_Surface* pixels_ = nullptr;
    struct SDL_Renderer* renderer_ = nullptr;
    std::unique_ptr<SdlSurface> drawing_;
};

} // namespace shn
