#include "app/table_words.h"

namespace shn {

std::string TableWords::name(std::optional<Seat> seat) const {
    return seat && *seat < roster_.size() ? roster_.name_of(*seat) : std::string();
}

std::string TableWords::prompt(const GameState& state, std::optional<Seat> execution_target) const {
    const std::string president = name(state.president());
    const std::string chancellor = name(state.chancellor());
    const auto with = [&](const char* key) {
        return catalogue_.format(key, {{"president", president}, {"chancellor", chancellor}});
    };
    switch (state.phase()) {
    case Phase::FirstPresident: return catalogue_.text("ui.prompt.first_president");
    case Phase::Nomination: return with("ui.prompt.nominate");
    case Phase::Election: return with("ui.prompt.vote");
    case Phase::HitlerCheck: // R18: asked from the third fascist policy on; the true count
        return catalogue_.format(
            "ui.prompt.hitler_check",
            {{"count", std::to_string(state.fascist_policies())}, {"chancellor", chancellor}});
    case Phase::Legislative: return with("ui.prompt.legislative");
    case Phase::Chaos: return catalogue_.text("say.chaos");
    case Phase::Veto: return with("ui.prompt.veto");
    case Phase::Investigate: return with("ui.prompt.investigate");
    case Phase::SpecialElection: return with("ui.prompt.special_election");
    case Phase::Peek: return with("ui.prompt.peek");
    case Phase::Execution:
        if (execution_target)
            return catalogue_.format("ui.prompt.execute_target",
                                     {{"target", name(*execution_target)}});
        return with("ui.prompt.execution");
    case Phase::GameOver: break;
    }
    return {};
}

std::string TableWords::ask(const GameState& state, std::optional<Seat> execution_target) const {
    const std::vector<std::pair<std::string, std::string>> values{
        {"president", name(state.president())},
        {"chancellor", name(state.chancellor())},
        {"target", name(execution_target)}};
    switch (state.phase()) {
    case Phase::FirstPresident: return catalogue_.text("ui.ask.first_president");
    case Phase::Nomination: return catalogue_.format("ui.ask.nominate", values);
    case Phase::Election: return catalogue_.format("ui.ask.vote", values);
    case Phase::HitlerCheck: return catalogue_.format("ui.ask.hitler_check", values);
    case Phase::Legislative: return catalogue_.format("ui.ask.legislative", values);
    case Phase::Chaos: return catalogue_.text("ui.ask.chaos");
    case Phase::Veto: return catalogue_.format("ui.ask.veto", values);
    case Phase::Investigate: return catalogue_.format("ui.ask.investigate", values);
    case Phase::SpecialElection: return catalogue_.format("ui.ask.special_election", values);
    case Phase::Peek: return catalogue_.format("ui.ask.peek", values);
    case Phase::Execution:
        return catalogue_.format(execution_target ? "ui.ask.execute_target" : "ui.ask.execution",
                                 values);
    case Phase::GameOver: break;
    }
    return {};
}

std::string TableWords::instruction(const GameState& state,
                                    std::optional<Seat> execution_target) const {
    const std::vector<std::pair<std::string, std::string>> values{
        {"president", name(state.president())},
        {"chancellor", name(state.chancellor())},
        {"target", name(execution_target)},
        {"count", std::to_string(state.fascist_policies())}};
    switch (state.phase()) {
    case Phase::FirstPresident: return catalogue_.text("ui.tap.first_president");
    case Phase::Nomination:
    case Phase::Investigate:
    case Phase::SpecialElection: return catalogue_.text("ui.tap.seat");
    case Phase::Election: return catalogue_.text("ui.tap.vote");
    case Phase::HitlerCheck: return catalogue_.format("ui.tap.hitler_check", values);
    case Phase::Legislative: return catalogue_.format("ui.tap.legislative", values);
    case Phase::Chaos: return catalogue_.text("ui.tap.chaos");
    case Phase::Veto: return catalogue_.format("ui.tap.veto", values);
    case Phase::Peek: return catalogue_.text("ui.tap.peek");
    case Phase::Execution:
        return execution_target ? catalogue_.format("ui.tap.execute_target", values)
                                : catalogue_.text("ui.tap.seat");
    case Phase::GameOver: break;
    }
    return {};
}

std::string TableWords::did(const GameState& before, const Event& event,
                            const GameState& after) const {
    const std::string president = name(before.president());
    const std::string chancellor = name(before.chancellor());
    const std::string seat = name(event.seat);
    const std::string tracker = std::to_string(after.election_tracker());
    switch (event.type) {
    case EventType::FirstPresident:
        return catalogue_.format("ui.did.first_president", {{"name", seat}});
    case EventType::Nominate:
        return catalogue_.format("ui.did.nominate",
                                 {{"president", president}, {"chancellor", seat}});
    case EventType::Vote: {
        const int ja = event.ja.size();
        const std::vector<std::pair<std::string, std::string>> values{
            {"ja", std::to_string(ja)},
            {"nein", std::to_string(before.alive().size() - ja)},
            {"president", president},
            {"chancellor", chancellor},
            {"tracker", tracker}};
        if (ja * 2 > before.alive().size()) return catalogue_.format("ui.did.vote_passed", values);
        return catalogue_.format(after.phase() == Phase::Chaos ? "ui.did.vote_failed_chaos"
                                                               : "ui.did.vote_failed",
                                 values);
    }
    case EventType::HitlerCheck:
        return catalogue_.format(event.yes ? "ui.did.hitler_yes" : "ui.did.hitler_no",
                                 {{"chancellor", chancellor}});
    case EventType::Enact: {
        std::string said = catalogue_.text(
            event.policy == Policy::Liberal ? "ui.did.enact_liberal" : "ui.did.enact_fascist");
        if (after.game_over())
            said += ' ' + catalogue_.text("winner." + std::string(winner_id(after.winner()))) + '.';
        return said;
    }
    case EventType::VetoRequest:
        return catalogue_.format("ui.did.veto_request", {{"chancellor", chancellor}});
    case EventType::VetoResponse:
        if (!event.yes)
            return catalogue_.format("ui.did.veto_refused", {{"chancellor", chancellor}});
        return catalogue_.format(after.phase() == Phase::Chaos ? "ui.did.veto_agreed_chaos"
                                                               : "ui.did.veto_agreed",
                                 {{"tracker", tracker}});
    case EventType::Investigate:
        return catalogue_.format("ui.did.investigate",
                                 {{"president", president}, {"target", seat}});
    case EventType::Peek: return catalogue_.format("ui.did.peek", {{"president", president}});
    case EventType::SpecialElection:
        return catalogue_.format("ui.did.special_election",
                                 {{"president", president}, {"target", seat}});
    case EventType::Execute:
        return catalogue_.format(event.yes ? "ui.did.execute_hitler" : "ui.did.execute",
                                 {{"target", seat}});
    case EventType::Claim: return catalogue_.format("ui.did.claim", {{"name", seat}});
    case EventType::Reveal: return catalogue_.text("ui.did.reveal");
    case EventType::NightOver: return catalogue_.text("ui.did.night");
    }
    return {};
}

} // namespace shn
