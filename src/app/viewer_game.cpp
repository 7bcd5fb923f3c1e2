#include "app/viewer_game.h"

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <variant>

namespace shn {

int ViewerGame::show(std::string_view log_text) {
    problem_.reset();
    if (log_text.empty()) {
        table_.forget();
        return 0;
    }
    std::istringstream in{std::string(log_text)};
    LogReadResult loaded = GameLog::read(in);
    if (loaded.error || !loaded.log) {
        problem_ = std::move(loaded);
        return -1;
    }
    const int moves = int(loaded.log->history().events().size());
    table_.adopt(std::move(*loaded.log));
    return moves;
}

int ViewerGame::add(std::string_view line) {
    const TableSession* shown = table_.game();
    if (problem_ || !shown || line.size() > GameLog::kMaxLineBytes) return -1;
    const nlohmann::json json = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) return -1; // not JSON (discarded), or not an object
    GameLog log = shown->log();       // the events as values: nothing is read or replayed
    const auto event = decode_event(json, log.roster());
    if (!std::holds_alternative<Event>(event) ||
        log.history().append(std::get<Event>(event)) != Refusal::None)
        return -1;
    const int moves = int(log.history().events().size());
    table_.adopt(std::move(log));
    return moves;
}

} // namespace shn
