#pragma once

struct SDL_Window;

namespace shn {

/// SDL 2.26 wakes its waiting event loop by sending a ClientMessage to the
/// window through a second X connection (when a key arrives during the
/// wait). If that key quits the app, the window can be destroyed before the
/// X server has handled the message: the server answers BadWindow, and
/// Xlib's default handler, which SDL puts back before it closes that
/// connection, ends the process with status 1 as it quits. Seen under a
/// loaded X server.
///
/// `settle_x11_before_close` makes one round trip to the X server on the
/// window's connection before the window goes: the server has then read
/// the message already in its socket. A no-op on other video drivers.
void settle_x11_before_close(SDL_Window* window);

} // namespace shn
