// Compiled by the test "build: a switch that misses an event type fails the
// build" with the project's own warning flags (issue 33): with SHN_MISS_ONE
// one event type has no case, and the build must fail; without it, the same
// file compiles, so the failure is the missed case and nothing else.
#include "core/event.h"

int handled(shn::EventType type) {
    using shn::EventType;
    switch (type) {
    case EventType::FirstPresident:
    case EventType::Nominate:
    case EventType::Vote:
    case EventType::HitlerCheck:
    case EventType::Enact:
    case EventType::VetoRequest:
    case EventType::VetoResponse:
    case EventType::Investigate:
    case EventType::SpecialElection:
    case EventType::Execute:
    case EventType::Peek:
    case EventType::Claim:
    case EventType::Reveal:
#ifndef SHN_MISS_ONE
    case EventType::NightOver:
#endif
        return 1;
    }
    return 0;
}
