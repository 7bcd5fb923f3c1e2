#include "platform/sdl/key_commands.h"

namespace shn {

std::vector<Command> commands_of(SDL_Keycode key, Uint16 modifiers) {
    using Kind = Command::Kind;
    if (key >= SDLK_1 && key <= SDLK_9) return {{Kind::Number, int(key - SDLK_1) + 1}};
    if ((modifiers & KMOD_CTRL) && key == SDLK_z) return {{Kind::Undo}};
    switch (key) {
    case SDLK_0: return {{Kind::Number, 10}};
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return {{Kind::Confirm}};
    case SDLK_SPACE: return {{Kind::Pause}, {Kind::PageNext}, {Kind::Continue}};
    case SDLK_ESCAPE: return {{Kind::Back}};
    case SDLK_BACKSPACE: return {{Kind::Erase}, {Kind::Undo}, {Kind::Back}};
    case SDLK_TAB:
    case SDLK_DOWN: return {{Kind::Next}, {Kind::PageNext}};
    case SDLK_UP: return {{Kind::Previous}, {Kind::PagePrevious}};
    case SDLK_RIGHT: return {{Kind::Skip}, {Kind::PageNext}};
    case SDLK_LEFT:
    case SDLK_PAGEUP: return {{Kind::PagePrevious}};
    case SDLK_PAGEDOWN: return {{Kind::PageNext}};
    case SDLK_y: return {{Kind::Yes}};
    case SDLK_n: return {{Kind::No}, {Kind::NewGame}};
    case SDLK_l: return {{Kind::EnactLiberal}};
    case SDLK_f: return {{Kind::EnactFascist}};
    case SDLK_v: return {{Kind::Veto}};
    case SDLK_p: return {{Kind::PauseTimer}};
    case SDLK_h: return {{Kind::Hide}, {Kind::History}};
    case SDLK_r: return {{Kind::Replay}, {Kind::Resume}, {Kind::Reveal}};
    case SDLK_q: return {{Kind::PhoneCode}};
    case SDLK_a: return {{Kind::Again}};
    case SDLK_g: return {{Kind::Games}};
    default: return {};
    }
}

} // namespace shn
