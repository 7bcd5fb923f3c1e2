#pragma once

#include <string>
#include <vector>

namespace shn {

/// A mark as one unit: its words joined by no-break spaces, so that a
/// line breaks between marks, never inside one (issue 43: "No es Hitler"
/// read "Candidatura · No / Hitler" at 800x480).
std::string unbroken(const std::string& mark);

/// A seat's markers as it writes them: "President · Not Hitler", a line
/// never starting with the "·" (a no-break space before it: issue 32,
/// "Chancelier / · Pas Hitler"), nor breaking inside a mark.
std::string joined_markers(const std::vector<std::string>& items);

} // namespace shn
