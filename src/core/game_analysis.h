#pragma once

#include "core/claim_findings.h"
#include "core/claim_verdicts.h"
#include "core/public_record.h"
#include "core/role_model.h"

#include <array>
#include <optional>
#include <vector>

namespace shn {

/// SessionAnalysis: one legislative session: the odds of its draw given
/// every public fact known now and how real governments pass, enact and
/// claim (the behaviour model: summed exactly over role assignments and deck
/// orders), the findings about its claims, and the model's odds that each
/// claim made was a lie (SessionBelief's `*_lie`, before any reveal).
struct SessionAnalysis {
    DrawOdds liberals_drawn_odds{};
    DrawOdds facts_drawn_odds{}; // the same on the public facts alone (docs/analysis.md)
    std::vector<Finding> findings;
    SessionBelief belief;
};

/// NextDrawOdds: the draw pile now and the odds of the next three tiles.
struct NextDrawOdds {
    int draw_pile = 0;
    DrawOdds liberals_odds{};
};

/// GameAnalysis: what docs/analysis.md promises about a game, computed
/// exactly: the record it was computed from; per legislative session
/// (parallel to record.sessions) the draw odds and findings; the next draw's
/// odds (none at game over); each player's role odds; the findings about the
/// whole game (ModelDoesNotFit); once the roles are revealed (after the
/// end), the roles and the verdict on every claim. The odds and findings
/// never use the reveal: they are what the table knew before it. Numbers
/// only: the app and `--analyze` put words to them.
struct GameAnalysis {
    PublicRecord record;
    std::vector<SessionAnalysis> sessions;
    std::optional<NextDrawOdds> next_draw;
    std::vector<PlayerOdds> players;
    std::vector<Finding> findings;
    std::optional<Roles> roles;
    std::optional<ClaimVerdicts> verdicts;
};

/// Analyses an accepted sequence of events (a GameHistory's).
GameAnalysis analyze_game(const GameSetup& setup, const std::vector<Event>& events);

} // namespace shn
