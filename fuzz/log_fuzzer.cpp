// libFuzzer target: any bytes, read as a saved game, then the engine on what
// was read. Built and run by tools/fuzz.sh (clang++ -fsanitize=fuzzer,...).
//
// What it checks, beyond "no crash, no sanitizer report, no exception":
//  - GameLog::read never throws; an error names a line >= 1, and without a
//    log (no valid setup) there is always an error;
//  - each line decoded alone (decode_setup / decode_event) never throws;
//  - the valid prefix replays: GameHistory::state_after(n) equals the state
//    the reader built, and undo down to no events gives, at each step, the
//    state of a replay of that many events;
//  - the log written back (GameLog::text) reads again without error into the
//    same roster, setup, events and state, and writes the same text again.
#include "core/game_history.h"
#include "session/event_json.h"
#include "session/game_log.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

using namespace shn;

namespace {

void require(bool condition, const char* what) {
    if (condition) return;
    std::fprintf(stderr, "log_fuzzer: broken property: %s\n", what);
    std::abort();
}

bool same_piles(const PolicyPiles& a, const PolicyPiles& b) {
    return a.draw_size() == b.draw_size() && a.discard_size() == b.discard_size() &&
           a.reshuffles() == b.reshuffles() && a.liberals_off_board() == b.liberals_off_board() &&
           a.possible_liberals_in_draw() == b.possible_liberals_in_draw();
}

/// Everything GameState shows; it has no operator== of its own.
bool same_state(const GameState& a, const GameState& b) {
    return a.setup() == b.setup() && a.phase() == b.phase() && a.alive() == b.alive() &&
           a.investigated() == b.investigated() && a.known_not_hitler() == b.known_not_hitler() &&
           a.president() == b.president() && a.chancellor() == b.chancellor() &&
           a.last_elected_president() == b.last_elected_president() &&
           a.last_elected_chancellor() == b.last_elected_chancellor() &&
           a.special_election_caller() == b.special_election_caller() &&
           a.term_limited() == b.term_limited() &&
           a.eligible_chancellors() == b.eligible_chancellors() &&
           a.liberal_policies() == b.liberal_policies() &&
           a.fascist_policies() == b.fascist_policies() &&
           a.election_tracker() == b.election_tracker() &&
           a.veto_requested() == b.veto_requested() && a.winner() == b.winner() &&
           a.win_reason() == b.win_reason() && same_piles(a.piles(), b.piles());
}

/// Every line on its own through the decoders, against the roster read (or
/// a default one), so the decoders see shapes the reader stops before.
void decode_each_line(std::string_view text, const PlayerRoster& roster) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        if (line.size() > GameLog::kMaxLineBytes) continue;
        const nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
        if (json.is_discarded() || !json.is_object()) continue;
        (void)decode_setup(json);
        (void)decode_event(json, roster);
    }
}

void check_engine(const GameLog& log) {
    const GameHistory& history = log.history();
    const std::size_t count = history.events().size();
    require(same_state(history.state_after(count), history.state()),
            "a replay of the events gives the state the reader built");

    GameHistory undone = history;
    for (std::size_t left = count; left > 0; --left) {
        require(undone.undo(), "undo succeeds while events remain");
        require(undone.events().size() == left - 1, "undo drops exactly one event");
        require(same_state(undone.state(), history.state_after(left - 1)),
                "the state after an undo is the replay without the last event");
    }
    require(!undone.undo(), "undo with no events refuses");
    require(same_state(undone.state(), GameState(history.setup())),
            "undo down to no events gives the state before the first event");

    const std::string text = log.text();
    std::istringstream again(text);
    const LogReadResult reread = GameLog::read(again);
    require(reread.log.has_value() && !reread.error.has_value(),
            "the log written back reads without error");
    require(reread.log->roster().names == log.roster().names, "round trip keeps the roster");
    require(reread.log->history().setup() == history.setup(), "round trip keeps the setup");
    require(reread.log->history().events() == history.events(), "round trip keeps the events");
    require(same_state(reread.log->history().state(), history.state()),
            "round trip keeps the state");
    require(reread.log->text() == text, "writing the read-back log gives the same text");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(text);
    const LogReadResult result = GameLog::read(in);
    require(result.log.has_value() || result.error.has_value(), "no log means an error says why");
    if (result.error) require(result.error->line >= 1, "an error names a line from 1");

    static const PlayerRoster fallback{{"Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}};
    decode_each_line(text, result.log ? result.log->roster() : fallback);
    if (result.log) check_engine(*result.log);
    return 0;
}
