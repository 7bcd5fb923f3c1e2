// For fitting (tools/fit_behaviour.py, docs/analysis.md "Mixing"): for each
// game log given, every role assignment the public facts allow, with the logs
// of the probability of the record's play and claims and of its nominations
// under it, untempered (role_posterior's AssignmentWeight). One JSON object a
// line, in the order of the arguments; a log that does not read gives null.
//   shn-role-weights LOG...
#include "core/deck_orders.h"
#include "core/public_record.h"
#include "core/role_model.h"
#include "session/game_log.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <vector>

using namespace shn;

int main(int argc, char** argv) {
    for (int index = 1; index < argc; ++index) {
        std::ifstream in(argv[index], std::ios::binary);
        const LogReadResult result = GameLog::read(in);
        if (!result.log) {
            std::printf("null\n");
            continue;
        }
        const GameHistory& history = result.log->history();
        const PublicRecord record = public_record(history.setup(), history.events());
        std::vector<AssignmentWeight> weights;
        role_posterior(record, cycle_orders(record), &weights);
        std::printf("{\"assignments\":[");
        for (std::size_t at = 0; at < weights.size(); ++at) {
            const AssignmentWeight& weight = weights[at];
            std::printf("%s[%d,%u,%.17g,%.17g]", at ? "," : "", int(weight.hitler),
                        unsigned(weight.team.bits()),
                        std::isfinite(weight.play) ? weight.play : -1e300, weight.nominations);
        }
        std::printf("]}\n");
    }
    return 0;
}
