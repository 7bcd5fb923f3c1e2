// Replay benchmark: how long the engine takes to replay a game log, and how
// long reading + replaying takes. Usage: shn-replay-bench [LOG] [RUNS]
// Without LOG it uses the longest game among 200,000 simulated games.
// Prints one JSON object; times are medians over RUNS (default 2001) runs.
#include "core/simulation.h"
#include "core/table_simulator.h"
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

std::string longest_simulated_game() {
    SimulationRequest request;
    request.games = 200'000;
    std::vector<Event> longest;
    GameSetup longest_setup;
    for (std::uint64_t index = 0; index < request.games; ++index) {
        std::vector<Event> events;
        const GameSetup setup = game_setup(request, index);
        TableSimulator(game_seed(request.seed, index)).play(setup, &events);
        if (events.size() > longest.size()) {
            longest = std::move(events);
            longest_setup = setup;
        }
    }
    PlayerRoster roster;
    for (int seat = 1; seat <= longest_setup.players; ++seat)
        roster.names.push_back("Player " + std::to_string(seat));
    GameLog log(roster, longest_setup);
    for (const Event& event : longest) (void)log.history().append(event);
    return log.text();
}

} // namespace

int main(int argc, char** argv) {
    std::string text;
    if (argc > 1) {
        std::ifstream in(argv[1], std::ios::binary);
        std::stringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
    } else {
        text = longest_simulated_game();
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
        engine_us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count() /
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
              << ",\"engine_replay_200_events_estimate_us\":" << engine / double(events.size()) * 200.0
              << ",\"read_and_replay_median_us\":" << median(load_us) << ",\"checksum\":" << sink
              << "}\n";
    return 0;
}
