#include "platform/desktop/x11_quit_race.h"

#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xlib.h>

namespace shn {

void settle_x11_before_close(SDL_Window* window) {
    if (!window) return;
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (SDL_GetWindowWMInfo(window, &info) != SDL_TRUE || info.subsystem != SDL_SYSWM_X11) return;
    // The wakeup, flushed before this request, waits in the server's other
    // socket: two round trips a millisecond apart give the server a pass
    // over its clients with it there, before the window is destroyed.
    XSync(info.info.x11.display, False);
    SDL_Delay(1);
    XSync(info.info.x11.display, False);
}

} // namespace shn
