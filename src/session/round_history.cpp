#include "session/round_history.h"

namespace shn {

std::vector<RoundRecord> round_history(const GameHistory& history) {
    std::vector<RoundRecord> rounds;
    GameState state(history.setup());
    const auto& events = history.events();
    for (std::size_t index = 0; index < events.size(); ++index) {
        const Event& event = events[index];
        const GameState before = state;
        if (state.apply(event) != Refusal::None) break; // cannot happen: the history was accepted
        switch (event.type) {
        case EventType::Nominate: {
            RoundRecord round;
            round.number = static_cast<int>(rounds.size()) + 1;
            round.president = before.president().value_or(0);
            round.chancellor = event.seat;
            round.first_event = index;
            rounds.push_back(round);
            break;
        }
        case EventType::Vote:
            if (!rounds.empty()) {
                rounds.back().voters = before.alive();
                rounds.back().ja = event.ja;
                rounds.back().elected =
                    state.phase() == Phase::Legislative || state.phase() == Phase::HitlerCheck;
            }
            break;
        case EventType::Enact:
            if (!rounds.empty()) {
                rounds.back().policy = event.policy;
                rounds.back().by_chaos = before.phase() == Phase::Chaos;
            }
            break;
        case EventType::VetoResponse:
            if (!rounds.empty() && event.yes) rounds.back().vetoed = true;
            break;
        case EventType::Investigate:
        case EventType::SpecialElection:
        case EventType::Execute:
        case EventType::Peek:
            if (!rounds.empty()) {
                rounds.back().power = event.type;
                if (event.type != EventType::Peek) rounds.back().target = event.seat;
            }
            break;
        default: break;
        }
        if (!rounds.empty()) rounds.back().end_event = index + 1;
    }
    return rounds;
}

} // namespace shn
