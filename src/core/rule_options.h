#pragma once

namespace shn {

/// RuleOptions: the optional rules a group may turn on at setup (docs/rules.md
/// "Rule options"). All off by default, which is the English original.
struct RuleOptions {
    /// O1: the election tracker also resets when a government is elected (R20).
    bool tracker_resets_on_election = false;

    bool operator==(const RuleOptions&) const = default;
};

} // namespace shn
