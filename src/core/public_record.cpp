#include "core/public_record.h"

#include "core/player_count_rules.h"

namespace shn {

PublicRecord public_record(const GameSetup& setup, const std::vector<Event>& events) {
    PublicRecord record;
    record.setup = setup;
    GameState state(setup);
    record.cycles.push_back({state.piles().draw_size(), state.piles().liberals_off_board()});
    const auto take = [&record, &state](const GameState& before, int count) {
        record.next_position += count;
        if (state.piles().reshuffles() != before.piles().reshuffles()) { // R23
            record.cycles.push_back(
                {state.piles().draw_size(), state.piles().liberals_off_board()});
            record.next_position = 0;
        }
    };
    const auto cycle = [&record] { return static_cast<int>(record.cycles.size()) - 1; };
    const auto add_session = [&](const GameState& before, std::optional<Policy> enacted) {
        LegislativeSession session;
        session.president = before.president().value_or(0);
        session.chancellor = before.chancellor().value_or(0);
        session.enacted = enacted;
        session.cycle = cycle();
        session.position = record.next_position;
        session.liberal_before = before.liberal_policies();
        session.fascist_before = before.fascist_policies();
        record.sessions.push_back(session);
    };

    for (const Event& event : events) {
        const GameState before = state;
        if (state.apply(event) != Refusal::None) break; // an accepted history never stops here
        switch (event.type) {
        case EventType::Enact:
            if (before.phase() == Phase::Chaos) {
                record.chaos.push_back({cycle(), record.next_position, event.policy});
                take(before, 1);
            } else {
                add_session(before, event.policy);
                take(before, kPoliciesPerSession);
            }
            break;
        case EventType::VetoResponse:
            if (event.yes) {
                add_session(before, std::nullopt);
                take(before, kPoliciesPerSession);
            }
            break;
        case EventType::Peek:
            if (!record.sessions.empty()) {
                LegislativeSession& session = record.sessions.back();
                session.peek = true;
                session.peek_cycle = cycle();
                session.peek_position = record.next_position;
            }
            break;
        case EventType::Investigate:
            if (!record.sessions.empty()) record.sessions.back().investigated = event.seat;
            break;
        case EventType::HitlerCheck:
            if (event.yes) record.known_hitler = before.chancellor();
            break;
        case EventType::Execute:
            if (event.yes) record.known_hitler = event.seat;
            break;
        case EventType::Claim: {
            if (record.sessions.empty()) break; // the engine opens no window before one
            SessionClaims& claims = record.sessions.back().claims;
            switch (event.claim) {
            case ClaimKind::Drew: claims.drew = event.tiles; break;
            case ClaimKind::Received: claims.received = event.tiles; break;
            case ClaimKind::Peeked: claims.peeked = event.tiles; break;
            case ClaimKind::Investigated: claims.investigated = event.policy; break;
            }
            break;
        }
        case EventType::Nominate:
            record.nominations.push_back({before.president().value_or(0), event.seat,
                                          before.eligible_chancellors(),
                                          before.fascist_policies()});
            break;
        case EventType::FirstPresident:
        case EventType::Vote:
        case EventType::VetoRequest:
        case EventType::SpecialElection:
        case EventType::Reveal:
        case EventType::NightOver: break;
        }
    }
    record.draw_pile = state.piles().draw_size();
    record.game_over = state.game_over();
    record.known_not_hitler = state.known_not_hitler();
    return record;
}

} // namespace shn
