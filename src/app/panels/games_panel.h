#pragma once

#include "app/panel.h"
#include "session/game_archive.h"

#include <optional>
#include <vector>

namespace shn {

/// GamesPanel: the games kept (GameArchive), newest first, a page at a time:
/// when, who played, who won and how (or left unfinished), whether the roles
/// were revealed; a damaged file is listed as damaged and opens nothing.
/// A tap opens the game read-only (KeptGamePanel). The list is read when the
/// panel opens.
class GamesPanel : public Panel {
  public:
    explicit GamesPanel(AppContext& app);
    bool command(const Command& command) override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void open_game(std::size_t index);

    std::vector<KeptGame> games_;
    int skipped_ = 0;
};

/// KeptGamePanel: one kept game, read-only: how it ended, who played, and
/// its history, its reveal and its export (a file, or a download on the web).
class KeptGamePanel : public Panel {
  public:
    KeptGamePanel(AppContext& app, KeptGame game) : Panel(app), game_(std::move(game)) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    KeptGame game_;
};

/// "Liberals win · 5 liberal policies", or "Left unfinished", in the table's language.
std::string kept_game_outcome(const AppContext& app, const KeptGame& game);

} // namespace shn
