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
    if (state.phase() == Phase::GameOver) {
        cues.push_back(win_cue(state.win_reason()));
        cues.push_back("say.game_over.reveal");
        return;
    }
    cues.push_back(phase_prompt_cue(state.phase()));
    if (state.phase() == Phase::Legislative) {
        cues.push_back("say.legislative.president");
        cues.push_back("say.legislative.chancellor");
        if (state.veto_unlocked() && !state.veto_requested())
            cues.push_back("say.legislative.veto_available");
    }
}

} // namespace

std::string_view phase_prompt_cue(Phase phase) {
    switch (phase) {
    case Phase::FirstPresident: return "say.setup.first_president";
    case Phase::Nomination: return "say.round.nominate";
    case Phase::Election: return "say.round.vote";
    case Phase::HitlerCheck: return "say.hitler_check.ask";
    case Phase::Legislative: return "say.legislative.silence";
    case Phase::Veto: return "say.veto.requested";
    case Phase::Chaos: return "say.chaos";
    case Phase::Investigate: return "say.power.investigate";
    case Phase::Peek: return "say.power.peek";
    case Phase::SpecialElection: return "say.power.special_election";
    case Phase::Execution: return "say.power.execution";
    case Phase::GameOver: break;
    }
    return {};
}

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
    case EventType::FirstPresident:
        // R5, drawn before the night: its name is on the screen, and the
        // night is read next (the nomination is asked after it).
        if (!after.night_over()) return {"say.setup.first_president"};
        break;
    case EventType::Nominate:
    case EventType::VetoRequest:
    case EventType::Investigate:
    case EventType::Peek:
    case EventType::SpecialElection:
    case EventType::Claim:
    case EventType::Reveal:
    case EventType::NightOver: break;
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
