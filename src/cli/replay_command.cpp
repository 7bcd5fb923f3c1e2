#include "cli/replay_command.h"

#include "session/game_log.h"
#include "session/log_error_text.h"
#include "session/state_report.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace shn {

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
