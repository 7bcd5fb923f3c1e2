#include "core/odds_series.h"

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

} // namespace shn
