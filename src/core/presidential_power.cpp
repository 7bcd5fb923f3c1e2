#include "core/presidential_power.h"

#include <array>

namespace shn {

namespace {

struct PowerRow {
    PresidentialPower power;
    Phase phase;
    EventType used_by;
};

// Every power but None, in the enum's order.
constexpr auto kPowers = std::to_array<PowerRow>({
    {PresidentialPower::Investigate, Phase::Investigate, EventType::Investigate},
    {PresidentialPower::PolicyPeek, Phase::Peek, EventType::Peek},
    {PresidentialPower::SpecialElection, Phase::SpecialElection, EventType::SpecialElection},
    {PresidentialPower::Execution, Phase::Execution, EventType::Execute},
});
static_assert(kPowers.size() + 1 == kPresidentialPowerCount, "every power has its row");
static_assert(
    [] {
        for (std::size_t index = 0; index < kPowers.size(); ++index)
            if (static_cast<std::size_t>(kPowers[index].power) != index + 1) return false;
        return true;
    }(),
    "the rows follow the enum, None first and left out");

const PowerRow* row_of(PresidentialPower power) {
    if (power == PresidentialPower::None) return nullptr;
    return &kPowers[static_cast<std::size_t>(power) - 1];
}

} // namespace

std::optional<Phase> power_phase(PresidentialPower power) {
    const PowerRow* row = row_of(power);
    if (!row) return std::nullopt;
    return row->phase;
}

std::string_view power_id(PresidentialPower power) {
    const PowerRow* row = row_of(power);
    return row ? phase_id(row->phase) : std::string_view();
}

PresidentialPower power_used_by(EventType type) {
    for (const PowerRow& row : kPowers)
        if (row.used_by == type) return row.power;
    return PresidentialPower::None;
}

} // namespace shn
