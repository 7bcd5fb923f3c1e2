#pragma once

#include <string>
#include <string_view>

namespace shn {

/// What makes two tap targets in one place the same target for a finger:
/// their labels with letter case and counts set aside. A key of the
/// on-screen keyboard that turned from "A" to "a" after the first letter,
/// or "Confirm 7 Ja, 0 Nein" that became "Confirm 6 Ja, 1 Nein", is the
/// same button (TapGuard). Folds the case of Latin (with Latin-1 and
/// Latin Extended-A accents) and Cyrillic letters, and drops ASCII digits.
std::string target_identity(std::string_view label);

} // namespace shn
