// The reference for bench/start_bench.sh: the least an SDL2 app can do to
// show a line of text: a window, a software renderer (as the app uses), one font opened with
// SDL2_ttf, one line drawn and presented. Prints the wall-clock time of that first frame as the app
// does (first_frame_epoch_ms=...), then waits to be killed, as the app does.
//   shn-bare-window FONT_FILE
#include <SDL.h>
#include <SDL_ttf.h>

#include <ctime>
#include <iostream>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: shn-bare-window FONT_FILE\n";
        return 2;
    }
    // The window's pixels straight to the display, as the app draws them.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        std::cerr << "shn-bare-window: " << SDL_GetError() << '\n';
        return 1;
    }
    SDL_Window* window = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          1280, 800, SDL_WINDOW_SHOWN);
    SDL_Renderer* renderer =
        window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : nullptr;
    TTF_Font* font = TTF_OpenFont(argv[1], 48);
    if (!renderer || !font) {
        std::cerr << "shn-bare-window: " << SDL_GetError() << '\n';
        return 1;
    }
    SDL_SetRenderDrawColor(renderer, 240, 230, 210, 255);
    SDL_RenderClear(renderer);
    SDL_Surface* line = TTF_RenderUTF8_Blended(font, "Secret Hitler", SDL_Color{30, 30, 30, 255});
    SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, line);
    const SDL_Rect box{40, 40, line->w, line->h};
    SDL_RenderCopy(renderer, texture, nullptr, &box);
    SDL_RenderPresent(renderer);
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    std::cerr << "first_frame_epoch_ms=" << (now.tv_sec * 1000LL + now.tv_nsec / 1000000)
              << std::endl;
    SDL_Event event;
    while (SDL_WaitEvent(&event))
        if (event.type == SDL_QUIT) break;
    SDL_DestroyTexture(texture);
    SDL_FreeSurface(line);
    TTF_CloseFont(font);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return 0;
}
