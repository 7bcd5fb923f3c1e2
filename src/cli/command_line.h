#pragma once

namespace shn {

/// The program's entry: reads the options, runs the chosen mode, returns the
/// process exit status (0 success, 1 a refused input or failed check, 2 a
/// misuse of the options). Never throws.
int run_command_line(int argc, char** argv);

} // namespace shn
