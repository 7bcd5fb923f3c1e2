#include "app/replay_command.h"

#include "session/game_log.h"
#include "session/state_report.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace shn {

std::string describe_log_error(const LogReadResult& result, const Catalogue& catalogue) {
    const LogError& bad = *result.error;
    // The phase the table was in when the bad line came, for "expected" hints.
    const std::string phase =
        result.log ? std::string(phase_id(result.log->history().state().phase())) : "setup";
    return catalogue.format("log.line_prefix", {{"line", std::to_string(bad.line)}}) + ' ' +
           catalogue.format(bad.problem.key, {{"detail", bad.problem.detail}, {"phase", phase}});
}

int run_replay(const std::string& path, const Catalogue& catalogue, std::ostream& out,
               std::ostream& err) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        err << "sh-narrator: " << path << ": " << catalogue.text("log.not_a_file") << '\n';
        return 1;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err << "sh-narrator: " << path << ": " << catalogue.text("log.cannot_open") << '\n';
        return 1;
    }
    const LogReadResult result = GameLog::read(in);
    if (result.error) {
        err << "sh-narrator: " << path << ": " << describe_log_error(result, catalogue) << '\n';
        return 1;
    }
    out << state_report(result.log->history().state(), result.log->roster()).dump() << '\n';
    return 0;
}

} // namespace shn
