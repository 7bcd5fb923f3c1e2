#pragma once

namespace shn {

/// SessionPoint: where a game at the table stands, as the session sees it:
/// the setup before the first president is drawn (R5), the eyes-closed
/// sequence until it was read to its end (R6/R7), the play, or its end
/// (R40). The app maps a point to the screen that shows it; nothing below
/// the panels knows a screen.
enum class SessionPoint { Setup, Night, Play, Over };

} // namespace shn
