#include "session/narration_cues.h"

namespace shn {

namespace {

std::string_view win_cue(WinReason reason) {
    switch (reason) {
    case WinReason::LiberalPolicies: return "say.win.liberal_policies";
    case WinReason::FascistPolicies: return "say.win.fascist_policies";
    case WinReason::HitlerExecuted: return "say.win.hitler_executed";
    case WinReason::HitlerElected: return "say.win.hitler_elected";
    case WinReason::None: break;
    }
    return "say.game_over.reveal";
}

void add_phase_cues(const GameState& state, std::vector<std::string_view>& cues) {
    switch (state.phase()) {
    case Phase::FirstPresident: cues.push_back("say.setup.first_president"); break;
    case Phase::Nomination: cues.push_back("say.round.nominate"); break;
    case Phase::Election: cues.push_back("say.round.vote"); break;
    case Phase::HitlerCheck: cues.push_back("say.hitler_check.ask"); break;
    case Phase::Legislative:
        cues.push_back("say.legislative.silence");
        cues.push_back("say.legislative.president");
        cues.push_back("say.legislative.chancellor");
        if (state.veto_unlocked() && !state.veto_requested())
            cues.push_back("say.legislative.veto_available");
        break;
    case Phase::Veto: cues.push_back("say.veto.requested"); break;
    case Phase::Chaos: cues.push_back("say.chaos"); break;
    case Phase::Investigate: cues.push_back("say.power.investigate"); break;
    case Phase::Peek: cues.push_back("say.power.peek"); break;
    case Phase::SpecialElection: cues.push_back("say.power.special_election"); break;
    case Phase::Execution: cues.push_back("say.power.execution"); break;
    case Phase::GameOver:
        cues.push_back(win_cue(state.win_reason()));
        cues.push_back("say.game_over.reveal");
        break;
    }
}

} // namespace

std::vector<std::string_view> phase_cues(const GameState& state) {
    std::vector<std::string_view> cues;
    add_phase_cues(state, cues);
    return cues;
}

std::vector<std::string_view> narration_cues(const GameState& before, const Event& event,
                                             const GameState& after) {
    std::vector<std::string_view> cues;
    if (event.type == EventType::Claim) return cues; // recorded in silence; nothing moved
    switch (event.type) {
    case EventType::Vote:
        cues.push_back(after.phase() == Phase::HitlerCheck || after.phase() == Phase::Legislative
                           ? "say.vote.passed"
                           : "say.vote.failed");
        break;
    case EventType::HitlerCheck:
        if (!event.yes) cues.push_back("say.hitler_check.no");
        break;
    case EventType::Enact:
        cues.push_back(event.policy == Policy::Liberal ? "say.policy.liberal"
                                                       : "say.policy.fascist");
        if (before.phase() == Phase::Chaos && !after.game_over()) cues.push_back("say.chaos.after");
        if (!before.veto_unlocked() && after.veto_unlocked() && !after.game_over())
            cues.push_back("say.power.veto_unlocked");
        break;
    case EventType::VetoResponse:
        cues.push_back(event.yes ? "say.veto.agreed" : "say.veto.refused");
        if (!event.yes) return cues; // the legislative session goes on, no repeat
        break;
    case EventType::Execute:
        if (!event.yes) cues.push_back("say.execution.not_hitler");
        break;
    default: break;
    }
    if (after.piles().reshuffles() != before.piles().reshuffles()) cues.push_back("say.reshuffle");
    // A new round that passes the presidency on normally (not after a special
    // election, not the first) is announced before the nomination prompt.
    const bool new_round = after.phase() == Phase::Nomination &&
                           before.phase() != Phase::FirstPresident &&
                           event.type != EventType::SpecialElection &&
                           event.type != EventType::Vote && event.type != EventType::VetoResponse;
    if (new_round) cues.push_back("say.round.new");
    add_phase_cues(after, cues);
    return cues;
}

} // namespace shn
