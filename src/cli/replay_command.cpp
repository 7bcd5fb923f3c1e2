#include "cli/replay_command.h"

#include "session/game_log.h"
#include "session/log_error_text.h"
#include "session/state_report.h"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>

namespace shn {

std::optional<GameLog> read_log_argument(const std::string& path, const Catalogue& catalogue,
                                         std::ostream& err) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
        err << "sh-narrator: " << path << ": " << catalogue.text("log.not_a_file") << '\n';
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err << "sh-narrator: " << path << ": " << catalogue.text("log.cannot_open") << '\n';
        return std::nullopt;
    }
    LogReadResult result = GameLog::read(in);
    if (result.error) {
        err << "sh-narrator: " << path << ": " << describe_log_error(result, catalogue) << '\n';
        return std::nullopt;
    }
    return std::move(result.log);
}

int run_replay(const std::string& path, const Catalogue& catalogue, std::ostream& out,
               std::ostream& err) {
    const std::optional<GameLog> log = read_log_argument(path, catalogue, err);
    if (!log) return 1;
    out << state_report(log->history().state(), log->roster()).dump() << '\n';
    return 0;
}

} // namespace shn
