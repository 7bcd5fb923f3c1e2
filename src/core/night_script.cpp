#include "core/night_script.h"

#include "core/player_count_rules.h"

#include <array>

namespace shn {

namespace {

// R6
constexpr std::array<NightStep, 6> kSmallTable{{
    {"say.night.small.everyone_close_eyes"},
    {"say.night.small.fascist_and_hitler_open_eyes"},
    {"night.pause", true},
    {"say.night.small.fascist_and_hitler_close_eyes"},
    {"say.night.everyone_open_eyes"},
    {"say.night.anyone_confused"},
}};

// R7
constexpr std::array<NightStep, 8> kLargeTable{{
    {"say.night.large.everyone_close_eyes_fist"},
    {"say.night.large.hitler_thumb_up"},
    {"say.night.large.fascists_open_eyes"},
    {"say.night.large.fascists_note_thumb"},
    {"night.pause", true},
    {"say.night.large.everyone_close_eyes_hands_down"},
    {"say.night.everyone_open_eyes"},
    {"say.night.anyone_confused"},
}};

} // namespace

std::span<const NightStep> night_script(int players) {
    if (!valid_player_count(players)) return {};
    if (players <= 6) return kSmallTable;
    return kLargeTable;
}

} // namespace shn
