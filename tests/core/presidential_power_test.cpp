#include "core/presidential_power.h"

#include <doctest/doctest.h>

#include <set>
#include <string_view>

using namespace shn;

TEST_CASE("R30 each presidential power opens its own phase, named by that phase's id") {
    CHECK_FALSE(power_phase(PresidentialPower::None));
    CHECK(power_id(PresidentialPower::None).empty());
    std::set<Phase> phases;
    for (int index = 1; index < kPresidentialPowerCount; ++index) {
        const auto power = static_cast<PresidentialPower>(index);
        CAPTURE(index);
        const auto phase = power_phase(power);
        REQUIRE(phase);
        phases.insert(*phase);
        CHECK(power_id(power) == phase_id(*phase));
    }
    CHECK(phases.size() == kPresidentialPowerCount - 1);
    CHECK(power_id(PresidentialPower::PolicyPeek) == "peek");
    CHECK(power_id(PresidentialPower::Execution) == "execution");
}

TEST_CASE("R25-R28 the power events use their power, every other event none") {
    CHECK(power_used_by(EventType::Investigate) == PresidentialPower::Investigate);
    CHECK(power_used_by(EventType::Peek) == PresidentialPower::PolicyPeek);
    CHECK(power_used_by(EventType::SpecialElection) == PresidentialPower::SpecialElection);
    CHECK(power_used_by(EventType::Execute) == PresidentialPower::Execution);
    int with_power = 0;
    for (int index = 0; index < kEventTypeCount; ++index)
        if (power_used_by(static_cast<EventType>(index)) != PresidentialPower::None) ++with_power;
    CHECK(with_power == kPresidentialPowerCount - 1);
}
