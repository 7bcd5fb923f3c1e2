#pragma once

#include "app/panel.h"
#include "core/game_analysis.h"
#include "core/roles.h"

#include <optional>
#include <vector>

namespace shn {

/// RevealPanel: the end of a game, who was who (issue 15). Before the
/// reveal: each player's name, tapped through liberal, fascist and Hitler,
/// with what is already certain filled in (Hitler elected or executed);
/// Confirm hands the roles to the engine, which refuses what cannot be true
/// (R2, R18, R28, R40) with the reason on the message line, or saves them as
/// the log's reveal, which the narrator then tells. After the reveal: every
/// player's role (and, with Claims and odds on, the model's last Hitler odds
/// beside it), then each government in order with its members' roles, the
/// policy and every claim judged true, a lie or a possible lie; "Same table
/// again". A kept game opened from home is shown read-only.
class RevealPanel : public Panel {
  public:
    explicit RevealPanel(AppContext& app) : Panel(app) {}
    bool key(SDL_Keycode key) override;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void draw_choice(Canvas& canvas, Rect body);
    void draw_result(Canvas& canvas, Rect body, const Roles& roles);
    void draw_players(Canvas& canvas, Rect area, const Roles& roles);
    void draw_governments(Canvas& canvas, Rect area, const Roles& roles);
    void confirm();

    std::vector<Role> chosen_; // by seat, before the reveal
    std::optional<GameAnalysis> analysis_;
    std::size_t analysed_events_ = 0;
    int skipped_ = 0; // governments scrolled past
};

} // namespace shn
