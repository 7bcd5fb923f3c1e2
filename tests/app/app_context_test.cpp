// What every screen shares (AppContext): the names a table left blank
// follow its language (issue 23, point 9), typed names never change.
#include "app/app_context.h"
#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

using namespace shn;

namespace {
const std::filesystem::path kData = SHN_TEST_DATA_DIR;
} // namespace

TEST_CASE("a seat left blank at the setup is named in the table's language now, and a typed name "
          "stays as typed") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-app-context-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    AppContext app(platform_store(), kData, "en", folder / "autosave.jsonl");
    app.draft().players = 5;
    app.draft().names = {"Ada", "", "Cy", "", "Ed"};
    app.new_game(5, {}, app.draft().starting_names());
    const PlayerRoster& logged = app.table().game()->log().roster();
    REQUIRE(logged.name_of(1) == "Player 2");

    app.preferences().set_language("it");
    CHECK(app.seat_names().shown(logged).name_of(1) == "Giocatore 2");
    CHECK(app.seat_names().shown(logged).name_of(3) == "Giocatore 4");
    CHECK(app.seat_names().shown(logged).name_of(0) == "Ada");
    app.preferences().set_language("ru");
    CHECK(app.seat_names().shown(logged).name_of(1) != "Player 2");
    CHECK(app.seat_names().shown(logged).name_of(1) != "Giocatore 2");
    CHECK(app.seat_names().shown(logged).name_of(4) == "Ed");
    app.preferences().set_language("en");
    CHECK(app.seat_names().shown(logged).name_of(1) == "Player 2");

    // "Player 4" typed at seat 1 is a name, not a blank: it stays, and seat
    // 4's blank keeps its logged name rather than repeat it.
    app.draft().names = {"Player 4", "", "", "", ""};
    app.preferences().set_language("it");
    app.new_game(5, {}, app.draft().starting_names());
    const PlayerRoster& typed = app.table().game()->log().roster();
    REQUIRE(typed.name_of(3) == "Giocatore 4");
    app.preferences().set_language("en");
    CHECK(app.seat_names().shown(typed).name_of(0) == "Player 4");
    CHECK(app.seat_names().shown(typed).name_of(3) == "Giocatore 4");
    CHECK(app.seat_names().shown(typed).name_of(1) == "Player 2");
    std::filesystem::remove_all(folder);
}
