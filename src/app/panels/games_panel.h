#pragma once

#include "app/panel.h"
#include "session/game_archive.h"

#include <optional>
#include <vector>

namespace shn {

class LogExport;
class MessageLine;
class ShownGame;

/// GamesPanel: the games kept (GameArchive), newest first, a page at a time:
/// when, who played, who won and how (or left unfinished), whether the roles
/// were revealed; a damaged file is listed as damaged and opens nothing.
/// A tap opens the game read-only (KeptGamePanel). The list is read when the
/// panel opens.
class GamesPanel : public Panel {
  public:
    /// The list is read from `archive`; the kept game opened shows through `shown`.
    GamesPanel(PanelStack& stack, const Catalogue& catalogue, const GameArchive& archive,
               MessageLine& messages, ShownGame& shown, LogExport& log_export);
    bool command(const Command& command) override;
    void tick() override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void open_game(std::size_t index);

    const GameArchive& archive_;
    MessageLine& messages_;
    ShownGame& shown_;
    LogExport& export_;
    std::vector<KeptGame> games_;
    int skipped_ = 0;
};

/// KeptGamePanel: one kept game, read-only: how it ended, who played, and
/// its history, its reveal, its replay and its export (a file, or a download on the web).
class KeptGamePanel : public Panel {
  public:
    KeptGamePanel(PanelStack& stack, const Catalogue& catalogue, ShownGame& shown,
                  LogExport& log_export, const MessageLine& messages, KeptGame game)
        : Panel(stack, catalogue), shown_(shown), export_(log_export), messages_(messages),
          game_(std::move(game)) {}
    bool command(const Command& command) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    ShownGame& shown_;
    LogExport& export_;
    const MessageLine& messages_;
    KeptGame game_;
};

/// "Liberals win · 5 liberal policies", or "Left unfinished", in the table's language.
std::string kept_game_outcome(const Catalogue& catalogue, const KeptGame& game);

} // namespace shn
