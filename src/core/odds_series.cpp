#include "core/odds_series.h"

#include "core/game_state.h"

namespace shn {

std::vector<OddsPoint> odds_series(const GameSetup& setup, const std::vector<Event>& events) {
    std::vector<OddsPoint> series;
    std::vector<Event> prefix;
    prefix.reserve(events.size());
    for (const Event& event : events) {
        if (event.type == EventType::Reveal) continue;
        prefix.push_back(event);
        series.push_back({prefix.size(), analyze_game(setup, prefix).players});
    }
    return series;
}

std::size_t odds_moment(const GameSetup& setup, const std::vector<Event>& events) {
    GameState state(setup);
    std::size_t moves = 0;
    for (const Event& event : events) {
        if (event.type == EventType::Reveal) continue;
        if (state.apply(event) != Refusal::None || state.game_over()) break;
        ++moves;
    }
    return moves;
}

} // namespace shn
