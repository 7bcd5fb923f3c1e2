#include "app/seat_names.h"

#include "app/preferences.h"
#include "session/languages.h"

namespace shn {

std::string SeatNames::default_name(int seat) const {
    return preferences_.catalogue().format("ui.new_game.default_name",
                                           {{"number", std::to_string(seat + 1)}});
}

bool SeatNames::is_default(const std::string& name, int seat) const {
    // Every language's default name carries the seat's number ("Player 3",
    // "Игрок 3"; tests/app/seat_names_test.cpp checks each catalogue): a
    // name without it is typed, and the other catalogues stay unread (the
    // app's start reads the last game's names, issue 46).
    const std::string number = std::to_string(seat + 1);
    if (name.find(number) == std::string::npos) return false;
    // Each catalogue is read once, when a name is first checked.
    if (default_names_.empty())
        for (const Language& language : kLanguages)
            default_names_.push_back(
                language.id == preferences_.language()
                    ? preferences_.catalogue()
                    : Catalogue::load(preferences_.data_directory(), std::string(language.id)));
    for (const Catalogue& other : default_names_)
        if (name == other.format("ui.new_game.default_name", {{"number", number}})) return true;
    return false;
}

const PlayerRoster& SeatNames::shown(const PlayerRoster& logged) const {
    const std::string& language = preferences_.language();
    if (logged.names == shown_of_.names && language == shown_language_) return shown_;
    shown_of_ = logged;
    shown_language_ = language;
    shown_ = logged;
    for (int seat = 0; seat < logged.size(); ++seat) {
        const std::string& name = logged.names[std::size_t(seat)];
        if (!is_default(name, seat)) continue;
        std::string now = default_name(seat);
        // A typed name equal to the new one keeps the logged one (names stay unique).
        if (!logged.seat_of(now)) shown_.names[std::size_t(seat)] = std::move(now);
    }
    return shown_;
}

} // namespace shn
