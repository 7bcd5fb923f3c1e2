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

/// The rebalanced option (O2, O3 or O4) of a table of `players`, or null at
/// a table size that has none. The one place that pairs them.
constexpr bool* rebalanced_option(RuleOptions& options, int players) {
    switch (players) {
    case 6: return &options.rebalanced_6p; // O2
    case 7: return &options.rebalanced_7p; // O3
    case 9: return &options.rebalanced_9p; // O4
    default: return nullptr;
    }
}

/// `options` with only the rebalanced option of this table size kept (O1 as
/// it is): what a table of `players` may play.
constexpr RuleOptions options_at_table_size(RuleOptions options, int players) {
    RuleOptions kept;
    kept.tracker_resets_on_election = options.tracker_resets_on_election;
    if (bool* wanted = rebalanced_option(options, players))
        *rebalanced_option(kept, players) = *wanted;
    return kept;
}

} // namespace shn
