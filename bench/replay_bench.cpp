// Replay benchmark: how long the engine takes to replay a game log, and how
// long reading + replaying takes. Usage: shn-replay-bench [LOG] [RUNS]
// Without LOG it uses a legal 200-event game (see long_veto_game), or with
// --write-long-log FILE writes that game's log and exits.
// Prints one JSON object; times are medians over RUNS (default 2001) runs.
#include "session/game_log.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace shn;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// A legal 200-event game: 10 players under option O1, where an elected
// government resets the tracker (R20), so vetoed sessions (R35) can follow
// each other for as long as the table likes once the veto is unlocked.
std::string long_veto_game(std::size_t event_count) {
    const GameSetup setup{10, RuleOptions{true}};
    GameHistory history(setup);
    (void)history.append(Event::first_president(0));
    while (history.events().size() < event_count && !history.state().game_over()) {
        const GameState& state = history.state();
        const Seat president = state.president().value_or(0);
        const SeatSet others = state.alive().without(SeatSet::of(president));
        Event next = Event::peek();
        switch (state.phase()) {
        case Phase::Nomination: next = Event::nominate(state.eligible_chancellors().nth(0)); break;
        case Phase::Election: next = Event::vote(state.alive()); break;
        case Phase::HitlerCheck: next = Event::hitler_check(false); break;
        case Phase::Legislative:
            next = state.veto_unlocked() ? Event::veto_request() : Event::enact(Policy::Fascist);
            break;
        case Phase::Veto: next = Event::veto_response(true); break;
        case Phase::Investigate:
            next = Event::investigate(others.without(state.investigated()).nth(0));
            break;
        case Phase::SpecialElection: next = Event::special_election(others.nth(0)); break;
        case Phase::Execution: next = Event::execute(others.nth(0), false); break;
        case Phase::Chaos: next = Event::enact(Policy::Liberal); break;
        default: break;
        }
        if (history.append(next) != Refusal::None) break;
    }
    PlayerRoster roster;
    for (int seat = 1; seat <= setup.players; ++seat)
        roster.names.push_back("Player " + std::to_string(seat));
    GameLog log(roster, setup);
    for (const Event& event : history.events()) (void)log.history().append(event);
    return log.text();
}

} // namespace

int main(int argc, char** argv) {
    std::string text;
    if (argc > 2 && std::string(argv[1]) == "--write-long-log") {
        std::ofstream(argv[2], std::ios::binary) << long_veto_game(200);
        return 0;
    }
    if (argc > 1) {
        std::ifstream in(argv[1], std::ios::binary);
        std::stringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
    } else {
        text = long_veto_game(200);
    }
    const int runs = argc > 2 ? std::max(1, std::stoi(argv[2])) : 2001;

    std::istringstream first(text);
    const auto loaded = GameLog::read(first);
    if (loaded.error || !loaded.log) {
        std::cerr << "replay-bench: the log does not load (line "
                  << (loaded.error ? loaded.error->line : 0) << ")\n";
        return 1;
    }
    const GameSetup setup = loaded.log->history().setup();
    const std::vector<Event>& events = loaded.log->history().events();

    // Engine time: fold the events into a fresh state. Each sample replays the
    // log 100 times so the clock's resolution does not matter.
    constexpr int kReplaysPerSample = 100;
    std::vector<double> engine_us;
    int sink = 0;
    for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        for (int replay = 0; replay < kReplaysPerSample; ++replay) {
            GameHistory history(setup);
            for (const Event& event : events) sink += static_cast<int>(history.append(event));
            sink += history.state().fascist_policies();
        }
        engine_us.push_back(
            std::chrono::duration<double, std::micro>(Clock::now() - start).count() /
            kReplaysPerSample);
    }
    // Whole load: JSON parsing, name lookup and the engine.
    std::vector<double> load_us;
    for (int run = 0; run < std::max(1, runs / 10); ++run) {
        const auto start = Clock::now();
        std::istringstream in(text);
        const auto result = GameLog::read(in);
        sink += static_cast<int>(result.log->history().events().size());
        load_us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    const double engine = median(engine_us);
    std::cout << "{\"events\":" << events.size() << ",\"runs\":" << runs
              << ",\"engine_replay_median_us\":" << engine
              << ",\"engine_us_per_event\":" << engine / double(events.size())
              << ",\"engine_replay_200_events_estimate_us\":"
              << engine / double(events.size()) * 200.0
              << ",\"read_and_replay_median_us\":" << median(load_us) << ",\"checksum\":" << sink
              << "}\n";
    return 0;
}
