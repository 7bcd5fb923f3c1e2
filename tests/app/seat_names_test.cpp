// A seat's default name ("Player 3") follows the table's language; a typed
// name stays as typed (issue 33). The start reads the last game's names
// through the same check, and reads no other catalogue for a typed name
// (issue 46).
#include "app/announcer.h"
#include "app/message_line.h"
#include "app/preferences.h"
#include "app/seat_names.h"
#include "platform/posix/posix_store.h"
#include "session/catalogue.h"
#include "session/languages.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace shn;

TEST_CASE("issue 46: every language's default seat name carries the seat's number") {
    // SeatNames::is_default rejects a name without the number unread.
    const std::filesystem::path data = SHN_TEST_DATA_DIR;
    for (const Language& language : kLanguages) {
        const Catalogue catalogue = Catalogue::load(data, std::string(language.id));
        CAPTURE(language.id);
        REQUIRE(catalogue.load_problem().empty());
        CHECK(catalogue.text("ui.new_game.default_name").find("{number}") != std::string::npos);
    }
}

TEST_CASE("issue 46: a default name of any language is known as one and a typed name is not") {
    const std::filesystem::path data = SHN_TEST_DATA_DIR;
    MessageLine messages;
    Announcer announcer(data / "audio", Settings{}, "en"); // no sound device opened
    Preferences preferences(data, {}, "en", announcer, messages, platform_store());
    const SeatNames seat_names(preferences);
    CHECK(seat_names.is_default("Player 3", 2));
    CHECK(seat_names.is_default("Giocatore 3", 2));
    CHECK(seat_names.is_default("Игрок 10", 9));
    CHECK_FALSE(seat_names.is_default("Player 3", 3)); // another seat's
    CHECK_FALSE(seat_names.is_default("Ada", 0));
    CHECK_FALSE(seat_names.is_default("Ada 1", 0)); // the number alone is not enough
    CHECK(seat_names.default_name(4) == "Player 5");
}
