#pragma once

#include "core/simulation.h"

#include <iosfwd>

namespace shn {

/// `--simulate N`: plays the requested games at a simulated table, checks the
/// engine's invariants after every event, and prints one JSON object of
/// totals and speed. Returns 0 when no invariant broke, 1 otherwise.
int run_simulate(const SimulationRequest& request, std::ostream& out);

} // namespace shn
