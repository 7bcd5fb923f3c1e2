#pragma once

#include "app/canvas.h"

#include <string>

namespace shn {

/// A player's name as a box can hold it (issue 32): whole when it fits on
/// one line at the screen's smallest text size; else with a place to break
/// the line (the canvas wraps at spaces): after its hyphen
/// ("Maximilien- Alexandre"), or in its middle with a hyphen added. A name
/// is never clipped at both ends; a box of one line still overflows, and the
/// layout test says so.
std::string breakable_name(Canvas& canvas, const Rect& box, const std::string& name, Typeface face);

} // namespace shn
