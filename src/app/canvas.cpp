#include "app/canvas.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

namespace shn {

Rect Rect::column(int index, int count, int gap) const {
    const int each = (w - gap * (count - 1)) / count;
    return {x + index * (each + gap), y, each, h};
}

Rect Rect::row(int index, int count, int gap) const {
    const int each = (h - gap * (count - 1)) / count;
    return {x, y + index * (each + gap), w, each};
}

namespace {

SDL_Rect sdl_rect(const Rect& box) {
    return {box.x, box.y, box.w, box.h};
}

// Indexed by Typeface.
constexpr auto kFiles =
    std::to_array<const char*>({"BebasNeue-Regular.otf", "PTS55F.ttf", "PTS75F.ttf", "PTN57F.ttf"});
static_assert(kFiles.size() == kTypefaceCount, "every typeface has its file");
/// Plain typefaces of common Debian font packages, for an install that lost its own.
constexpr std::array<const char*, 3> kSystemFallbacks{
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf"};

/// Greedy word wrap; returns the lines, or nothing if a word alone is too wide.
std::vector<std::string> wrap(TTF_Font* font, std::string_view text, int width, bool& fits) {
    std::vector<std::string> lines;
    fits = true;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t newline = text.find('\n', start);
        if (newline == std::string_view::npos) newline = text.size();
        const std::string_view paragraph = text.substr(start, newline - start);
        std::string line;
        std::size_t at = 0;
        while (at <= paragraph.size()) {
            std::size_t space = paragraph.find(' ', at);
            if (space == std::string_view::npos) space = paragraph.size();
            const std::string word(paragraph.substr(at, space - at));
            const std::string candidate = line.empty() ? word : line + " " + word;
            int w = 0, h = 0;
            TTF_SizeUTF8(font, candidate.c_str(), &w, &h);
            if (w <= width || line.empty()) {
                if (w > width) fits = false; // one word wider than the box
                line = candidate;
            } else {
                lines.push_back(line);
                line = word;
                TTF_SizeUTF8(font, line.c_str(), &w, &h);
                if (w > width) fits = false;
            }
            at = space + 1;
        }
        lines.push_back(line);
        start = newline + 1;
    }
    return lines;
}

} // namespace

Fonts::Fonts(std::filesystem::path folder) : folder_(std::move(folder)) {
    if (!TTF_WasInit()) TTF_Init();
}

Fonts::~Fonts() {
    for (auto& [key, font] : open_)
        if (font) TTF_CloseFont(font);
}

TTF_Font* Fonts::get(Typeface face, int pixels) {
    pixels = std::max(6, pixels);
    const auto key = std::pair{face, pixels};
    if (const auto found = open_.find(key); found != open_.end()) return found->second;
    TTF_Font* font = open(folder_ / kFiles[static_cast<std::size_t>(face)], pixels);
    for (std::size_t other = 0; !font && other < kFiles.size();
         ++other) // a missing file: any other face
        font = open(folder_ / kFiles[other], pixels);
    for (const char* system : kSystemFallbacks) // none shipped: a plain one of the system
        if (!font) font = open(system, pixels);
    open_[key] = font;
    return font;
}

TTF_Font* Fonts::open(const std::filesystem::path& file, int pixels) {
    // Each file read once, each size opened from memory: a screen that
    // tries ten sizes of a line reads no file ten times.
    auto found = files_.find(file.string());
    if (found == files_.end()) {
        std::ifstream in(file, std::ios::binary);
        std::vector<char> bytes;
        if (in) bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        found = files_.emplace(file.string(), std::move(bytes)).first;
    }
    const std::vector<char>& bytes = found->second;
    if (bytes.empty()) return nullptr;
    SDL_RWops* memory = SDL_RWFromConstMem(bytes.data(), int(bytes.size()));
    return memory ? TTF_OpenFontRW(memory, 1, pixels) : nullptr;
}

bool Fonts::available() {
    for (const char* file : kFiles)
        if (std::filesystem::is_regular_file(folder_ / file)) return true;
    return false;
}

Canvas::Canvas(SDL_Renderer* renderer, Fonts& fonts, int width, int height)
    : renderer_(renderer), fonts_(fonts), width_(width), height_(height),
      unit_(std::max(4, std::min(width, height) / 100)) {}

void Canvas::fill(const Rect& box, Colour colour) {
    SDL_SetRenderDrawColor(renderer_, colour.r, colour.g, colour.b, colour.a);
    const SDL_Rect rect = sdl_rect(box);
    SDL_RenderFillRect(renderer_, &rect);
}

void Canvas::frame(const Rect& box, Colour colour, int thickness) {
    fill({box.x, box.y, box.w, thickness}, colour);
    fill({box.x, box.y + box.h - thickness, box.w, thickness}, colour);
    fill({box.x, box.y, thickness, box.h}, colour);
    fill({box.x + box.w - thickness, box.y, thickness, box.h}, colour);
}

void Canvas::disc(int cx, int cy, int radius, Colour colour) {
    SDL_SetRenderDrawColor(renderer_, colour.r, colour.g, colour.b, colour.a);
    for (int dy = -radius; dy <= radius; ++dy) {
        int dx = 0;
        while ((dx + 1) * (dx + 1) + dy * dy <= radius * radius) ++dx;
        SDL_RenderDrawLine(renderer_, cx - dx, cy + dy, cx + dx, cy + dy);
    }
}

int Canvas::minimum_text_px(int width, int height, ReadingDistance distance) {
    const int shorter = std::min(width, height);
    // Half proportional: a bigger screen is read from a little farther (the
    // middle of a bigger table), but its pixels are not bigger (a 10-inch
    // 1280x800 tablet has about the Pi's 7-inch density): 18 px at 800x480,
    // 24 at 1280x800, 29 at 1920x1080; up close 14, 18, 22.
    return distance == ReadingDistance::AcrossTheTable ? std::max(14, (shorter + 480) * 18 / 960)
                                                       : std::max(12, (shorter + 480) * 14 / 960);
}

Canvas::Layout Canvas::lay_out(const Rect& box, std::string_view text, Typeface face, int pixels) {
    const int smallest = std::max(6, minimum_text_);
    Layout layout;
    for (pixels = std::max(pixels, smallest);; pixels = std::max(smallest, pixels * 9 / 10)) {
        layout.font = fonts_.get(face, pixels);
        if (!layout.font) return layout;
        layout.pixels = pixels;
        layout.lines = wrap(layout.font, text, box.w, layout.fits);
        layout.fits =
            layout.fits && int(layout.lines.size()) * TTF_FontLineSkip(layout.font) <= box.h;
        if (layout.fits || pixels == smallest) break; // the floor is the last size tried
    }
    return layout;
}

int Canvas::text_size(const Rect& box, std::string_view text, Typeface face, int size) {
    // The setting first, then the floor: a smaller text setting never goes below it.
    const int pixels = size * text_percent_ / 100;
    if (text.empty() || box.w <= 0 || box.h <= 0) return std::max(pixels, minimum_text_);
    return lay_out(box, text, face, pixels).pixels;
}

bool Canvas::fits(const Rect& box, std::string_view text, Typeface face, int size) {
    if (text.empty()) return true;
    if (box.w <= 0 || box.h <= 0) return false;
    return lay_out(box, text, face, size * text_percent_ / 100).fits;
}

int Canvas::line_height(Typeface face, int pixels) {
    TTF_Font* font = fonts_.get(face, std::max(pixels, minimum_text_));
    return font ? TTF_FontLineSkip(font) : pixels * 5 / 4;
}

int Canvas::text_width(std::string_view text, Typeface face, int pixels) {
    TTF_Font* font = fonts_.get(face, pixels);
    int w = 0, h = 0;
    if (font) TTF_SizeUTF8(font, std::string(text).c_str(), &w, &h);
    return w;
}

bool Canvas::text(const Rect& box, std::string_view text, Typeface face, int size, Colour colour,
                  Align align) {
    return text_at(box, text, face, size * text_percent_ / 100, colour, align);
}

bool Canvas::text_at(const Rect& box, std::string_view text, Typeface face, int pixels,
                     Colour colour, Align align) {
    if (text.empty() || box.w <= 0 || box.h <= 0) return true;
    if (drawn_texts_) drawn_texts_->emplace_back(text);
    if (drawn_boxes_) drawn_boxes_->push_back(box);
    const Layout layout = lay_out(box, text, face, pixels);
    if (drawn_sizes_) drawn_sizes_->push_back(layout.pixels);
    TTF_Font* font = layout.font;
    const bool fits = layout.fits;
    const std::vector<std::string>& lines = layout.lines;
    if (!font) return false;
    if (smallest_drawn_ == 0 || layout.pixels < smallest_drawn_) smallest_drawn_ = layout.pixels;
    if (!fits) {
        ++overflows_;
        overflowed_.assign(text);
    }
    const int skip = TTF_FontLineSkip(font);
    int y = box.y + std::max(0, (box.h - int(lines.size()) * skip) / 2);
    const SDL_Rect clip = sdl_rect(box);
    SDL_RenderSetClipRect(renderer_, &clip);
    for (const std::string& line : lines) {
        if (!line.empty()) {
            SDL_Surface* surface = TTF_RenderUTF8_Blended(font, line.c_str(),
                                                          {colour.r, colour.g, colour.b, colour.a});
            if (surface) {
                SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
                const int x = align == Align::Centre ? box.x + (box.w - surface->w) / 2 : box.x;
                const SDL_Rect target{x, y, surface->w, surface->h};
                SDL_RenderCopy(renderer_, texture, nullptr, &target);
                SDL_DestroyTexture(texture);
                SDL_FreeSurface(surface);
            }
        }
        y += skip;
    }
    SDL_RenderSetClipRect(renderer_, nullptr);
    return fits;
}

} // namespace shn
