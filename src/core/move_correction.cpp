#include "core/move_correction.h"

namespace shn {

bool is_correctable(EventType type) {
    switch (type) {
    case EventType::Nominate:
    case EventType::Vote:
    case EventType::HitlerCheck:
    case EventType::Enact:
    case EventType::VetoResponse:
    case EventType::Investigate:
    case EventType::SpecialElection:
    case EventType::Execute: return true;
    case EventType::FirstPresident:
    case EventType::VetoRequest:
    case EventType::Peek:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: return false;
    }
    return false; // not an EventType: never
}

Correction correct_move(const GameHistory& original, std::size_t index, const Event& corrected) {
    Correction result{GameHistory(original.setup()), std::nullopt, Refusal::None};
    const std::vector<Event>& events = original.events();
    for (std::size_t before = 0; before < index && before < events.size(); ++before)
        [[maybe_unused]] const Refusal replayed = result.history.append(events[before]);
    if (index >= events.size() || !is_correctable(events[index].type) ||
        corrected.type != events[index].type) {
        result.refusal = Refusal::WrongPhase;
        return result;
    }
    if (const Refusal refusal = result.history.append(corrected); refusal != Refusal::None) {
        result.refusal = refusal;
        return result;
    }
    for (std::size_t later = index + 1; later < events.size(); ++later) {
        if (const Refusal refusal = result.history.append(events[later]);
            refusal != Refusal::None) {
            result.first_misfit = later;
            result.refusal = refusal;
            break;
        }
    }
    return result;
}

} // namespace shn
