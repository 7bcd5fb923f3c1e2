#include "platform/sdl/offscreen_image.h"

#include <SDL.h>
#include <SDL_image.h>

namespace shn {

OffscreenImage::OffscreenImage(int width, int height, Fonts& fonts, std::uint32_t pixel_format)
    : width_(width), height_(height) {
    pixels_ = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, pixel_format ? pixel_format : std::uint32_t(SDL_PIXELFORMAT_RGBA32));
    if (pixels_) renderer_ = SDL_CreateSoftwareRenderer(pixels_);
    drawing_ = std::make_unique<SdlSurface>(renderer_, fonts);
}

OffscreenImage::~OffscreenImage() {
    drawing_.reset(); // its textures, before the renderer that holds them
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (pixels_) SDL_FreeSurface(pixels_);
}

std::vector<std::uint32_t> OffscreenImage::rgba() const {
    std::vector<std::uint32_t> out;
    if (!renderer_) return out;
    SDL_RenderPresent(renderer_);
    out.assign(std::size_t(width_) * std::size_t(height_), 0);
    SDL_ConvertPixels(width_, height_, pixels_->format->format, pixels_->pixels, pixels_->pitch,
                      SDL_PIXELFORMAT_RGBA32, out.data(), width_ * 4);
    return out;
}

bool OffscreenImage::save_png(const std::filesystem::path& file, std::string& problem) const {
    if (!renderer_) return problem = SDL_GetError(), false;
    SDL_RenderPresent(renderer_);
    if (IMG_SavePNG(pixels_, file.c_str()) == 0) return true;
    problem = IMG_GetError();
    return false;
}

} // namespace shn
