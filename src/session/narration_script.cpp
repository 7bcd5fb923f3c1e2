#include "session/narration_script.h"

#include "core/night_script.h"
#include "core/player_count_rules.h"

namespace shn {

bool is_spoken_key(const std::string& key) {
    return key.rfind("say.", 0) == 0;
}

std::vector<NarrationLine> setup_sequence(int players) {
    if (!valid_player_count(players)) return {};
    const char* board = "say.setup.board.5_6";
    if (fascist_board(players) == FascistBoard::SevenToEight) board = "say.setup.board.7_8";
    if (fascist_board(players) == FascistBoard::NineToTen) board = "say.setup.board.9_10";
    return {
        {"say.setup.welcome"},    {"say.setup.envelopes." + std::to_string(players)},
        {"say.setup.deal"},       {board},
        {"say.setup.deck"},       {"say.setup.first_president"},
        {"say.setup.night_next"},
    };
}

std::vector<NarrationLine> night_sequence(int players, double pause_seconds) {
    std::vector<NarrationLine> lines;
    for (const NightStep& step : night_script(players)) {
        if (step.memorise_pause)
            lines.push_back({std::string(step.key), false, pause_seconds});
        else
            lines.push_back({std::string(step.key)});
    }
    return lines;
}

} // namespace shn
