#include "cli/stats_command.h"

#include "session/game_archive.h"
#include "session/group_stats.h"
#include "session/stats_report.h"

#include <nlohmann/json.hpp>
#include <ostream>

namespace shn {

int run_stats(const std::filesystem::path& folder, const Catalogue& catalogue, TableStore& store,
              std::ostream& out, std::ostream& err) {
    const GroupStats stats = tally_games(GameArchive(folder, store).list());
    out << stats_report(stats).dump() << '\n';
    const std::filesystem::path csv = folder / "statistics.csv";
    if (!store.replace(csv, stats_csv(stats)))
        err << "sh-narrator: " << csv.string() << ": " << catalogue.text("cli.cannot_write")
            << '\n';
    return 0;
}

} // namespace shn
