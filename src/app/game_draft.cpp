#include "app/game_draft.h"

#include "app/seat_names.h"
#include "app/text_field.h"

namespace shn {

std::vector<std::string> GameDraft::starting_names() const {
    std::vector<std::string> starting;
    for (int seat = 0; seat < players; ++seat) {
        std::string name =
            seat < int(names.size()) ? TextField::trimmed(names[std::size_t(seat)]) : std::string();
        if (name.empty()) name = seat_names_.default_name(seat);
        starting.push_back(std::move(name));
    }
    return starting;
}

int GameDraft::named() const {
    int count = 0;
    for (int seat = 0; seat < players && seat < int(names.size()); ++seat)
        if (!TextField::trimmed(names[std::size_t(seat)]).empty()) ++count;
    return count;
}

void GameDraft::remember(const PlayerRoster& roster, int players_then) {
    if (players_then < kMinPlayers || players_then > kMaxPlayers) return;
    players = players_then;
    // "Player 3", "Giocatore 3"...: a blank seat in any language stays blank.
    for (int seat = 0; seat < players_then && seat < roster.size(); ++seat) {
        std::string name = roster.name_of(static_cast<Seat>(seat));
        if (seat_names_.is_default(name, seat)) name.clear();
        names[std::size_t(seat)] = name;
    }
}

} // namespace shn
