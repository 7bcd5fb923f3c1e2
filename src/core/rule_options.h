#pragma once

namespace shn {

/// RuleOptions: the optional rules a group may turn on at setup (docs/rules.md
/// "Rule options"). All off by default, which is the English original.
struct RuleOptions {
    /// O1: the election tracker also resets when a government is elected (R20).
    bool tracker_resets_on_election = false;
    /// O2, 6 players only: one fascist policy starts on the board, taken from
    /// the deck (16 tiles remain); it grants no power and counts toward six.
    bool rebalanced_6p = false;
    /// O3, 7 players only: one fascist tile is left out of the deck (16 tiles).
    bool rebalanced_7p = false;
    /// O4, 9 players only: two fascist tiles are left out of the deck (15 tiles).
    bool rebalanced_9p = false;

    bool operator==(const RuleOptions&) const = default;
};

} // namespace shn
