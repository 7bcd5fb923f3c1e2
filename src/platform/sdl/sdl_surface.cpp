#include "platform/sdl/sdl_surface.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <iterator>
#include <string>

namespace shn {

namespace {

// Indexed by Typeface.
constexpr auto kFiles =
    std::to_array<const char*>({"BebasNeue-Regular.otf", "PTS55F.ttf", "PTS75F.ttf", "PTN57F.ttf"});
static_assert(kFiles.size() == kTypefaceCount, "every typeface has its file");
/// Plain typefaces of common Debian font packages, for an install that lost its own.
constexpr std::array<const char*, 3> kSystemFallbacks{
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf"};

SDL_Rect sdl_rect(const Rect& box) {
    return {box.x, box.y, box.w, box.h};
}

/// What a line of text is kept by: its typeface, its size and the text; a
/// texture adds its colour.
std::string text_key(std::string_view text, Typeface face, int pixels) {
    std::string key = std::to_string(int(face)) + ':' + std::to_string(pixels) + ':';
    return key.append(text);
}

} // namespace

Fonts::Fonts(std::filesystem::path folder) : folder_(std::move(folder)) {
    TTF_Init(); // counted: each Fonts holds SDL_ttf open
}

Fonts::~Fonts() {
    for (auto& [key, font] : open_)
        if (font) TTF_CloseFont(font);
    TTF_Quit();
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
            // Light hinting, placed at subpixels where SDL_ttf can (2.0.18 on):
            // the normal one rounds a small size's advances, and a space between
            // two letters with wide arms vanished at the Pi's read-up-close size
            // ("берёттри", "war.Die": issue 55).
#ifdef TTF_HINTING_LIGHT_SUBPIXEL
    if (font) TTF_SetFontHinting(font, TTF_HINTING_LIGHT_SUBPIXEL);
#else
    if (font) TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
#endif
    open_[key] = font;
    return font;
}

TTF_Font* Fonts::open(const std::filesystem::path& file, int pixels) {
    // Each file read once, each size opened from memory: a screen that
    // tries ten sizes of a line reads no file ten times.
    auto found = files_.find(file.string());
    if (found == files_.end()) {
        std::ifstream in(file, std::ios::binary | std::ios::ate);
        std::vector<char> bytes;
        if (in) { // read whole, not a character at a time (issue 46: the web's start)
            bytes.resize(std::size_t(std::max<std::streamoff>(0, in.tellg())));
            in.seekg(0);
            in.read(bytes.data(), std::streamsize(bytes.size()));
            bytes.resize(std::size_t(std::max<std::streamsize>(0, in.gcount())));
        }
        found = files_.emplace(file.string(), std::move(bytes)).first;
    }
    const std::vector<char>& bytes = found->second;
    if (bytes.empty()) return nullptr;
    SDL_RWops* memory = SDL_RWFromConstMem(bytes.data(), int(bytes.size()));
    return memory ? TTF_OpenFontRW(memory, 1, pixels) : nullptr;
}

int Fonts::width(std::string_view text, Typeface face, int pixels) {
    std::string key = text_key(text, face, pixels);
    if (const auto found = widths_.find(key); found != widths_.end()) return found->second;
    TTF_Font* font = get(face, pixels);
    int w = 0, h = 0;
    if (font) TTF_SizeUTF8(font, std::string(text).c_str(), &w, &h);
    if (widths_.size() >= 20'000) widths_.clear(); // a bound; the next frames measure again
    widths_.emplace(std::move(key), w);
    return w;
}

bool Fonts::available() {
    for (const char* file : kFiles)
        if (std::filesystem::is_regular_file(folder_ / file)) return true;
    return false;
}

void SdlSurface::fill(const Rect& box, Colour colour) {
    SDL_SetRenderDrawColor(renderer_, colour.r, colour.g, colour.b, colour.a);
    const SDL_Rect rect = sdl_rect(box);
    SDL_RenderFillRect(renderer_, &rect);
}

void SdlSurface::line(int x1, int y1, int x2, int y2, Colour colour) {
    SDL_SetRenderDrawColor(renderer_, colour.r, colour.g, colour.b, colour.a);
    SDL_RenderDrawLine(renderer_, x1, y1, x2, y2);
}

bool SdlSurface::has_type(Typeface face, int pixels) {
    return fonts_.get(face, pixels) != nullptr;
}

int SdlSurface::line_skip(Typeface face, int pixels) {
    TTF_Font* font = fonts_.get(face, pixels);
    return font ? TTF_FontLineSkip(font) : pixels * 5 / 4;
}

int SdlSurface::text_width(std::string_view text, Typeface face, int pixels) {
    return fonts_.width(text, face, pixels);
}

SdlSurface::~SdlSurface() {
    forget();
}

void SdlSurface::forget() {
    for (auto& [key, set] : set_)
        if (set.texture) SDL_DestroyTexture(set.texture);
    set_.clear();
    pixels_ = 0;
}

void SdlSurface::trim() {
    if (pixels_ <= kBudgetPixels) return;
    // The least recently drawn go first, down to three quarters of the budget.
    std::vector<std::pair<std::uint64_t, const std::string*>> by_use;
    by_use.reserve(set_.size());
    for (const auto& [key, set] : set_) by_use.emplace_back(set.used, &key);
    std::sort(by_use.begin(), by_use.end());
    std::vector<std::string> going;
    for (const auto& [used, key] : by_use) {
        if (pixels_ <= kBudgetPixels / 4 * 3) break;
        const Set& set = set_.at(*key);
        pixels_ -= std::size_t(set.w) * std::size_t(set.h);
        if (set.texture) SDL_DestroyTexture(set.texture);
        going.push_back(*key);
    }
    for (const std::string& key : going) set_.erase(key);
}

void SdlSurface::text(int x, int y, std::string_view line, Typeface face, int pixels, Colour colour,
                      const Rect& clip, const Turned& turned) {
    TTF_Font* font = fonts_.get(face, pixels);
    if (!font || line.empty()) return;
    std::string key = text_key(line, face, pixels);
    for (const std::uint8_t part : {colour.r, colour.g, colour.b, colour.a})
        key.append(1, '|').append(std::to_string(part));
    auto found = set_.find(key);
    if (found == set_.end()) {
        SDL_Surface* surface = TTF_RenderUTF8_Blended(font, std::string(line).c_str(),
                                                      {colour.r, colour.g, colour.b, colour.a});
        if (!surface) return;
        Set set{SDL_CreateTextureFromSurface(renderer_, surface), surface->w, surface->h, 0};
        SDL_FreeSurface(surface);
        if (!set.texture) return;
        pixels_ += std::size_t(set.w) * std::size_t(set.h);
        found = set_.emplace(std::move(key), set).first;
    }
    found->second.used = ++draws_;
    const SDL_Rect bounds = sdl_rect(turned.to_screen(clip));
    SDL_RenderSetClipRect(renderer_, &bounds);
    const int w = found->second.w, h = found->second.h;
    const Rect on = turned.to_screen({x, y, w, h});
    if (turned.turn == Turn::None) {
        const SDL_Rect target{on.x, on.y, w, h};
        SDL_RenderCopy(renderer_, found->second.texture, nullptr, &target);
    } else {
        // Turned about the centre of where it lies on the screen.
        const SDL_Rect target{on.x + on.w / 2 - w / 2, on.y + on.h / 2 - h / 2, w, h};
        SDL_RenderCopyEx(renderer_, found->second.texture, nullptr, &target, turned.degrees(),
                         nullptr, SDL_FLIP_NONE);
    }
    SDL_RenderSetClipRect(renderer_, nullptr);
    trim(); // after the copy: the line just drawn is the most recent, never the one to go
}

} // namespace shn
