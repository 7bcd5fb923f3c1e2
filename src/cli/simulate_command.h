#pragma once

#include "core/simulation.h"
#include "session/catalogue.h"

#include <iosfwd>
#include <string>

namespace shn {

/// `--simulate N`: plays the requested games at a simulated table, checks the
/// engine's invariants after every event, and prints one JSON object of
/// totals and speed. Returns 0 when no invariant broke, 1 otherwise.
int run_simulate(const SimulationRequest& request, std::ostream& out);

/// Writes the log of the request's first game (players named "Player 1"..)
/// to `path`, a real game log for --replay and for tool writers. Returns
/// false when the file cannot be written.
bool write_simulated_log(const SimulationRequest& request, const std::string& path,
                         const Catalogue& catalogue);

} // namespace shn
