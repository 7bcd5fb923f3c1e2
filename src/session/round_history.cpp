#include "session/round_history.h"

namespace shn {

std::vector<RoundRecord> round_history(const GameHistory& history) {
    std::vector<RoundRecord> rounds;
    GameState state(history.setup());
    std::size_t sessions = 0; // counted as core/public_record.cpp counts them
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
        case EventType::HitlerCheck:
            if (!rounds.empty() && event.yes) rounds.back().hitler_elected = true;
            break;
        case EventType::Enact:
            if (!rounds.empty()) {
                rounds.back().policy = event.policy;
                rounds.back().by_chaos = before.phase() == Phase::Chaos;
            }
            if (before.phase() != Phase::Chaos) { // a session; chaos is none (R19)
                if (!rounds.empty()) rounds.back().session = sessions;
                ++sessions;
            }
            break;
        case EventType::VetoResponse:
            if (event.yes) { // a vetoed session still drew its three tiles (R35)
                if (!rounds.empty()) {
                    rounds.back().vetoed = true;
                    rounds.back().session = sessions;
                }
                ++sessions;
            } else if (!rounds.empty()) {
                rounds.back().veto_refused = true;
            }
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
        case EventType::FirstPresident:
        case EventType::VetoRequest:
        case EventType::Claim:
        case EventType::Reveal:
        case EventType::NightOver: break;
        }
        if (!rounds.empty()) {
            if (state.piles().reshuffles() != before.piles().reshuffles()) // R23
                rounds.back().reshuffled = true;
            rounds.back().end_event = index + 1;
        }
    }
    return rounds;
}

std::vector<RoundRecord> elected_governments(const std::vector<RoundRecord>& rounds) {
    std::vector<RoundRecord> governments;
    for (const RoundRecord& round : rounds)
        if (round.elected) governments.push_back(round);
    return governments;
}

std::string vote_words(const RoundRecord& round, const Catalogue& catalogue,
                       const PlayerRoster& roster) {
    if (!round.voted()) return {};
    const SeatSet nein = round.nein();
    if (nein.empty()) return catalogue.text("ui.history.all_ja");
    if (round.ja.empty()) return catalogue.text("ui.history.all_nein");
    const bool name_nein = nein.size() <= round.ja.size();
    std::string names;
    for (const Seat seat : name_nein ? nein : round.ja) {
        if (!names.empty()) names += ", ";
        names += roster.name_of(seat);
    }
    return catalogue.format(name_nein ? "ui.history.nein_by" : "ui.history.ja_by",
                            {{"names", names}});
}

} // namespace shn
