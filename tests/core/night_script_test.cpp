#include "core/night_script.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace shn;

namespace {
std::vector<std::string> keys(int players) {
    std::vector<std::string> out;
    for (const NightStep& step : night_script(players)) out.emplace_back(step.key);
    return out;
}
} // namespace

TEST_CASE("R6 with 5 or 6 players Hitler and the fascist see each other") {
    const std::vector<std::string> expected{
        "say.night.small.everyone_close_eyes",
        "say.night.small.fascist_and_hitler_open_eyes",
        "night.pause",
        "say.night.small.fascist_and_hitler_close_eyes",
        "say.night.everyone_open_eyes",
        "say.night.anyone_confused",
    };
    CHECK(keys(5) == expected);
    CHECK(keys(6) == expected);
}

TEST_CASE("R7 with 7 to 10 players Hitler keeps the eyes closed and shows a thumb") {
    const std::vector<std::string> expected{
        "say.night.large.everyone_close_eyes_fist",
        "say.night.large.hitler_thumb_up",
        "say.night.large.fascists_open_eyes",
        "say.night.large.fascists_note_thumb",
        "night.pause",
        "say.night.large.everyone_close_eyes_hands_down",
        "say.night.everyone_open_eyes",
        "say.night.anyone_confused",
    };
    for (int players = 7; players <= 10; ++players) CHECK(keys(players) == expected);
}

TEST_CASE("R6 R7 exactly one memorise pause, and no script outside 5-10") {
    for (int players = 5; players <= 10; ++players) {
        int pauses = 0;
        for (const NightStep& step : night_script(players)) pauses += step.memorise_pause;
        CHECK(pauses == 1);
    }
    CHECK(night_script(4).empty());
    CHECK(night_script(11).empty());
}
