#pragma once

#include "session/catalogue.h"
#include "session/player_roster.h"

#include <string>
#include <vector>

namespace shn {

class Preferences;

/// SeatNames: the name a seat gets when none is typed ("Player 3",
/// "Giocatore 3"), and a game's names as the table reads them now: a seat
/// left blank at the setup is logged with its default name in the language
/// of then, and shown with the default of the table's language now. Every
/// screen that names players asks here, and so does the message line.
class SeatNames {
  public:
    explicit SeatNames(const Preferences& preferences) : preferences_(preferences) {}

    /// Seat `seat`'s (from 0) default name in the table's language.
    std::string default_name(int seat) const;
    /// Whether `name` is seat `seat`'s default name in one of the languages.
    bool is_default(const std::string& name, int seat) const;
    /// A game's names as the table reads them now (the defaults in the
    /// table's language). The reference holds until the next call.
    const PlayerRoster& shown(const PlayerRoster& logged) const;

  private:
    const Preferences& preferences_;
    mutable std::vector<Catalogue> default_names_; // each language's, read once when needed
    mutable PlayerRoster shown_;
    mutable PlayerRoster shown_of_;
    mutable std::string shown_language_;
};

} // namespace shn
