#pragma once

#include "app/table_controller.h"
#include "session/game_archive.h"

#include <filesystem>
#include <functional>
#include <string>

namespace shn {

/// GameKeeper: keeps the table's games in the archive (games/ beside the
/// autosave), as a listener of the table: a game is kept when it ends, and
/// its kept copy follows it after (an undo across the end, a fix, the
/// reveal); an unfinished game is kept when a new one replaces it. A
/// refusal of the disk goes to `problem` (what failed, and the file); the
/// game goes on.
class GameKeeper : public TableListener {
  public:
    using Problem = std::function<void(DiskProblem problem, const std::string& file)>;
    GameKeeper(std::filesystem::path folder, TableStore& store, Problem problem)
        : archive_(std::move(folder), store), problem_(std::move(problem)) {}

    const GameArchive& archive() const { return archive_; }

    void started(const TableSession&, const TableStart&) override {
        kept_as_.clear();
        keep_failed_ = false;
    }
    void leaving(const TableSession& game) override;
    void played(const TableSession& game, const GameState&, const Event&) override;
    void undone(const TableSession& game, const Event&, const GameState&,
                const GameState&) override;
    void corrected(const TableSession& game, std::size_t, const Event&) override;

  private:
    void keep(const TableSession& game);

    GameArchive archive_;
    Problem problem_;
    std::filesystem::path kept_as_; // the game at the table's kept file, once kept
    bool keep_failed_ = false;      // the disk refused the last keep: tried again on leaving
};

} // namespace shn
