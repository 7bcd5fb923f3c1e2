#include "cli/analyze_command.h"

#include "cli/replay_command.h"
#include "core/game_analysis.h"
#include "session/analysis_report.h"

#include <ostream>

namespace shn {

int run_analyze(const std::string& path, const Catalogue& catalogue, std::ostream& out,
                std::ostream& err) {
    const std::optional<GameLog> log = read_log_argument(path, catalogue, err);
    if (!log) return 1;
    const GameHistory& history = log->history();
    out << analysis_report(analyze_game(history.setup(), history.events()), log->roster()).dump()
        << '\n';
    return 0;
}

} // namespace shn
