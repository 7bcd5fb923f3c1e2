#pragma once

#include "session/catalogue.h"
#include "session/table_store.h"

#include <filesystem>
#include <iosfwd>

namespace shn {

/// `--stats [--games DIR]`: the group's statistics over the kept games in
/// `folder` (by default `games/` beside the autosave) as one JSON object on
/// `out` (docs/statistics.md), status 0; and the same as `statistics.csv`
/// in that folder, through `store`. A folder that cannot be read is no
/// games; a CSV the disk refuses is said on `err` in the catalogue's
/// language and the JSON is still printed (status 0: the figures are not
/// lost, only their copy).
int run_stats(const std::filesystem::path& folder, const Catalogue& catalogue, TableStore& store,
              std::ostream& out, std::ostream& err);

} // namespace shn
