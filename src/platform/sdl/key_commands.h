#pragma once

#include "app/command.h"

#include <SDL.h>

#include <vector>

namespace shn {

/// What a key press means, in the order the top panel is offered the
/// meanings (Command): the one place where the keyboard is laid out.
/// Empty for a key that means nothing to a screen (F11 is the shell's own).
std::vector<Command> commands_of(SDL_Keycode key, Uint16 modifiers);

} // namespace shn
