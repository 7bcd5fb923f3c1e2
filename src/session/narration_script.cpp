#include "session/narration_script.h"

#include "core/night_script.h"
#include "core/player_count_rules.h"

namespace shn {

bool is_spoken_key(const std::string& key) {
    return key.rfind("say.", 0) == 0;
}

std::vector<NarrationLine> setup_sequence(int players, const RuleOptions& options) {
    if (!valid_player_count(players)) return {};
    // R3, or the rebalanced deck of O2-O4: first what to take out (and O2's
    // policy to place), then the deck to shuffle.
    std::vector<NarrationLine> deck{{"say.setup.deck"}};
    if (options.rebalanced_6p) deck = {{"say.setup.rebalanced_6"}, {"say.setup.deck.ten_fascist"}};
    if (options.rebalanced_7p) deck = {{"say.setup.rebalanced_7"}, {"say.setup.deck.ten_fascist"}};
    if (options.rebalanced_9p) deck = {{"say.setup.rebalanced_9"}, {"say.setup.deck.nine_fascist"}};
    const char* board = "say.setup.board.5_6";
    if (fascist_board(players) == FascistBoard::SevenToEight) board = "say.setup.board.7_8";
    if (fascist_board(players) == FascistBoard::NineToTen) board = "say.setup.board.9_10";
    std::vector<NarrationLine> lines{
        {"say.setup.welcome"},
        {"say.setup.envelopes." + std::to_string(players)},
        {"say.setup.deal"},
        {board},
    };
    lines.insert(lines.end(), deck.begin(), deck.end());
    // "Their name is on the screen" is said by the draw, once the name is there.
    lines.push_back({"say.setup.night_next"});
    return lines;
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

std::vector<NarrationLine> reveal_sequence(int players, bool claims_made) {
    if (!valid_player_count(players)) return {};
    std::vector<NarrationLine> lines{
        {"say.reveal.intro"},
        {"say.reveal.hitler"},
        {"say.reveal.fascists." + std::to_string(role_counts(players).fascists)}, // R2
        {"say.reveal.liberals"},
    };
    if (claims_made) lines.push_back({"say.reveal.claims"});
    lines.push_back({"say.reveal.end"});
    return lines;
}

} // namespace shn
