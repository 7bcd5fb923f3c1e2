#include "app/claim_words.h"

#include "app/tile_letters.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace shn {

namespace {
const char* verdict_key(ClaimVerdict verdict) {
    switch (verdict) {
    case ClaimVerdict::True: return "ui.reveal.verdict_true";
    case ClaimVerdict::Lie: return "ui.reveal.verdict_lie";
    case ClaimVerdict::PossibleLie: return "ui.reveal.verdict_possible_lie";
    }
    return "ui.reveal.verdict_possible_lie";
}
} // namespace

std::string ClaimWords::percent(double chance) const {
    const double value = std::clamp(chance, 0.0, 1.0) * 100;
    const long tenths = std::lround(value * 10);
    if (value > 0 && tenths < 1)
        return catalogue_.format("ui.analysis.percent_below", {{"value", catalogue_.tenths(0.1)}});
    const std::string number =
        value > 0 && tenths < 100 ? catalogue_.tenths(value) : std::to_string(std::lround(value));
    return catalogue_.format("ui.analysis.percent", {{"value", number}});
}

std::string ClaimWords::claim(const Event& event) const {
    const std::string name = roster_.name_of(event.seat);
    switch (event.claim) {
    case ClaimKind::Drew:
        return catalogue_.format("ui.claims.drew", {{"name", name}}) + " " +
               tile_letters(catalogue_, liberals_first(event.tiles), 3, "\u00a0");
    case ClaimKind::Received:
        return catalogue_.format("ui.claims.received", {{"name", name}}) + " " +
               tile_letters(catalogue_, liberals_first(event.tiles), 2, "\u00a0");
    case ClaimKind::Peeked:
        return catalogue_.format("ui.claims.peeked", {{"name", name}}) + " " +
               tile_letters(catalogue_, event.tiles, 3, "\u00a0");
    case ClaimKind::Investigated:
        // One sentence a party (the French table: "Baptiste est Libérale",
        // a policy's word glued to a person); the card, not the person, is
        // what the sentence describes, so no language needs a gender.
        return catalogue_.format(event.policy == Policy::Liberal ? "ui.claims.investigated_liberal"
                                                                 : "ui.claims.investigated_fascist",
                                 {{"name", name}, {"target", roster_.name_of(event.target)}});
    }
    return catalogue_.format("ui.did.claim", {{"name", name}});
}

std::string ClaimWords::claims(const LegislativeSession& session) const {
    return said(session, nullptr, nullptr);
}

std::string ClaimWords::judged_claims(const LegislativeSession& session,
                                      const SessionVerdicts& verdicts,
                                      const SessionBelief* belief) const {
    return said(session, &verdicts, belief);
}

std::string ClaimWords::said(const LegislativeSession& session, const SessionVerdicts* verdicts,
                             const SessionBelief* belief) const {
    const auto tiles = [this](int liberals, int count) {
        return tile_letters(catalogue_, liberals_first(liberals), count, "");
    };
    std::string words;
    const auto add = [&](const std::string& part, std::optional<ClaimVerdict> verdict,
                         std::optional<double> lie) {
        if (!words.empty()) words += " · ";
        if (verdicts && verdict) {
            // Left open by the facts: its odds given the roles, where known.
            words += catalogue_.format(
                "ui.labelled", {{"label", part},
                                {"value", *verdict == ClaimVerdict::PossibleLie && lie
                                              ? catalogue_.format("ui.reveal.verdict_lie_odds",
                                                                  {{"percent", percent(*lie)}})
                                              : catalogue_.text(verdict_key(*verdict))}});
        } else {
            words += part;
        }
    };
    const auto judged = [verdicts](std::optional<ClaimVerdict> SessionVerdicts::*field) {
        return verdicts ? verdicts->*field : std::nullopt;
    };
    const auto odds = [belief](std::optional<double> SessionBelief::*field) {
        return belief ? belief->*field : std::nullopt;
    };
    if (session.claims.drew)
        add(roster_.name_of(session.president) + " " + tiles(*session.claims.drew, 3),
            judged(&SessionVerdicts::drew), odds(&SessionBelief::drew_lie));
    if (session.claims.received)
        add(roster_.name_of(session.chancellor) + " " + tiles(*session.claims.received, 2),
            judged(&SessionVerdicts::received), odds(&SessionBelief::received_lie));
    if (session.claims.peeked)
        add(catalogue_.text("phase.peek") + " " +
                tile_letters(catalogue_, *session.claims.peeked, 3, ""),
            judged(&SessionVerdicts::peeked), odds(&SessionBelief::peeked_lie));
    if (session.claims.investigated && session.investigated)
        add(catalogue_.format(
                "ui.labelled",
                {{"label", roster_.name_of(*session.investigated)},
                 {"value", catalogue_.text(*session.claims.investigated == Policy::Liberal
                                               ? "ui.claims.party_liberal"
                                               : "ui.claims.party_fascist")}}),
            judged(&SessionVerdicts::investigated), odds(&SessionBelief::investigated_lie));
    return words.empty() ? catalogue_.text("ui.analysis.no_claims") : words;
}

} // namespace shn
