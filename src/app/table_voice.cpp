#include "app/table_voice.h"

#include "session/narration_cues.h"
#include "session/narration_script.h"

#include <algorithm>

namespace shn {

void TableVoice::played(const TableSession& game, const GameState& before, const Event& event) {
    if (event.type == EventType::Enact) announcer_.cues().cue("policy");
    if (event.type == EventType::Execute) announcer_.cues().cue("execution");
    if (event.type == EventType::Reveal) { // the truth, told slowly
        const auto& events = game.log().history().events();
        const bool claims = std::any_of(events.begin(), events.end(), [](const Event& said) {
            return said.type == EventType::Claim;
        });
        announcer_.narrate(reveal_sequence(game.state().player_count(), claims));
        return;
    }
    if (const auto cues = narration_cues(before, event, game.state()); !cues.empty())
        announcer_.say(cues);
}

void TableVoice::undone(const TableSession& game, const Event&, const GameState&,
                        const GameState&) {
    announcer_.say(phase_cues(game.state()));
}

void TableVoice::corrected(const TableSession& game, std::size_t, const Event&) {
    announcer_.say(phase_cues(game.state()));
}

} // namespace shn
