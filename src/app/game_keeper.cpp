#include "app/game_keeper.h"

namespace shn {

void GameKeeper::leaving(const TableSession& game) {
    // A game left unfinished is kept too; a finished one already is, unless
    // the disk refused it then (it is tried once more before it goes). A
    // finished game resumed from the autosave was kept by an earlier run:
    // not twice.
    if (game.log().history().events().empty()) return;
    if (!game.state().game_over() || keep_failed_) keep(game);
}

void GameKeeper::played(const TableSession& game, const GameState&, const Event&) {
    if (game.state().game_over()) keep(game); // the end, and the reveal after it
}

void GameKeeper::undone(const TableSession& game, const Event&, const GameState&,
                        const GameState&) {
    if (!kept_as_.empty()) keep(game); // the kept copy follows the game
}

void GameKeeper::corrected(const TableSession& game, std::size_t, const Event&) {
    if (!kept_as_.empty() || game.state().game_over()) keep(game);
}

void GameKeeper::keep(const TableSession& game) {
    if (kept_as_.empty()) kept_as_ = archive_.new_file();
    keep_failed_ = !archive_.keep(game.log(), kept_as_);
    if (keep_failed_ && problem_) problem_(archive_.problem(), kept_as_.string());
}

} // namespace shn
