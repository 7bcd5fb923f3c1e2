#pragma once

#include "core/claim_verdicts.h"
#include "core/public_record.h"
#include "session/catalogue.h"
#include "session/player_roster.h"

#include <string>

namespace shn {

/// ClaimWords: the words the screens put to claims, odds and verdicts, in
/// the table's language: a percentage the language's way, what a session's
/// government claimed ("Ada L F F · Bo F F"), and the same with the reveal's
/// verdict after each claim. Holds references: the catalogue and the roster
/// must outlive it.
class ClaimWords {
  public:
    ClaimWords(const Catalogue& catalogue, const PlayerRoster& roster)
        : catalogue_(catalogue), roster_(roster) {}

    /// "31%", "3,1 %": the language's way, one decimal under 10%, never "0%"
    /// for what can happen.
    std::string percent(double chance) const;
    /// One claim as it was entered: "Ada drew L L F", "Ada says Bo is Fascist".
    std::string claim(const Event& event) const;
    /// What the session's government claimed; "No claims" when nothing.
    std::string claims(const LegislativeSession& session) const;
    /// The claims with the reveal's verdict after each ("Ada L F F: LIE");
    /// one the facts leave open says its odds of being a lie given the roles
    /// ("lie 85%"), from `belief` (ClaimVerdicts::beliefs), when given.
    std::string judged_claims(const LegislativeSession& session, const SessionVerdicts& verdicts,
                              const SessionBelief* belief = nullptr) const;

  private:
    std::string said(const LegislativeSession& session, const SessionVerdicts* verdicts,
                     const SessionBelief* belief) const;

    const Catalogue& catalogue_;
    const PlayerRoster& roster_;
};

} // namespace shn
