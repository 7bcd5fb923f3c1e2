#pragma once

#include "session/catalogue.h"

#include <iosfwd>
#include <string>

namespace shn {

/// `--analyze FILE`: validates a game log exactly as `--replay` does (same
/// messages, same status 1) and prints its analysis (docs/analysis.md) as
/// one JSON object on `out` (status 0).
int run_analyze(const std::string& path, const Catalogue& catalogue, std::ostream& out,
                std::ostream& err);

} // namespace shn
