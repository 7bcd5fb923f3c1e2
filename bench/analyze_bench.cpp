// Analysis benchmark (issue 11, docs/performance.md): the compute time of
// `--analyze` (draw odds, findings and role odds together, analyze_game) on
// the golden logs given as arguments and on 1,000 simulated games whose
// table makes claims (liberals truthfully, the fascist team lying half of
// the time). Each game is analysed at its end and at its longest prefix
// before the end; each time is the median of 5 runs. Prints one JSON object
// with the median, 99th percentile and maximum over all games, in ms.
//   shn-analyze-bench [LOG...]
#include "core/game_analysis.h"
#include "core/simulation.h"
#include "core/table_simulator.h"
#include "session/game_log.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <vector>

using namespace shn;
using Clock = std::chrono::steady_clock;

namespace {

double percentile(std::vector<double> values, double share) {
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(share * double(values.size())))];
}

/// The median of 5 analyses of the game, in milliseconds.
double time_analysis(const GameSetup& setup, const std::vector<Event>& events) {
    std::vector<double> runs;
    for (int run = 0; run < 5; ++run) {
        const auto start = Clock::now();
        const GameAnalysis analysis = analyze_game(setup, events);
        runs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (analysis.players.empty()) std::cerr << "no players?\n"; // keeps the work observable
    }
    return percentile(runs, 0.5);
}

} // namespace

int main(int argc, char** argv) {
    std::vector<double> golden;
    std::vector<double> simulated;
    for (int index = 1; index < argc; ++index) {
        std::ifstream in(argv[index], std::ios::binary);
        const LogReadResult result = GameLog::read(in);
        if (!result.log) continue;
        const GameHistory& history = result.log->history();
        golden.push_back(time_analysis(history.setup(), history.events()));
    }
    SimulationRequest request;
    request.claims = true;
    for (std::uint64_t game = 0; game < 1000; ++game) {
        const GameSetup setup = game_setup(request, game);
        std::vector<Event> events;
        TableSimulator(game_seed(2026, game), true).play(setup, &events);
        simulated.push_back(time_analysis(setup, events));
        events.pop_back(); // the last moment before the end: a next draw to compute too
        simulated.push_back(time_analysis(setup, events));
    }
    std::vector<double> all = golden;
    all.insert(all.end(), simulated.begin(), simulated.end());
    std::cout << "{\"golden_games\":" << golden.size()
              << ",\"simulated_analyses\":" << simulated.size()
              << ",\"median_ms\":" << percentile(all, 0.5)
              << ",\"p99_ms\":" << percentile(all, 0.99) << ",\"max_ms\":" << percentile(all, 1.0)
              << ",\"golden_median_ms\":" << (golden.empty() ? 0 : percentile(golden, 0.5))
              << ",\"golden_max_ms\":" << (golden.empty() ? 0 : percentile(golden, 1.0)) << "}\n";
    return 0;
}
