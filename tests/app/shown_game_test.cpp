// The game the history and reveal screens show (src/app/shown_game.h): a
// kept game opened from home, else the game at the table (issue 24).
#include "app/shown_game.h"
#include "app/table_controller.h"
#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <unistd.h>

using namespace shn;

TEST_CASE("issue 24: the shown game is a kept game while it is open, else the table's, and "
          "opening one changes nothing at the table") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-shown-game-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    TableController table(folder / "autosave.jsonl", platform_store());
    ShownGame shown(table);
    CHECK(shown.log() == nullptr); // no game at all
    table.new_game(PlayerRoster{{"Ada", "Bo", "Cy", "Di", "Ed"}}, GameSetup{5, {}});
    REQUIRE(shown.log() == &table.game()->log());
    CHECK_FALSE(shown.kept());

    GameLog kept = table.game()->log();
    REQUIRE(table.play(Event::first_president(2)));
    shown.show_kept(std::move(kept));
    CHECK(shown.kept());
    REQUIRE(shown.log() != &table.game()->log());
    CHECK(shown.log()->history().events().size() + 1 ==
          table.game()->log().history().events().size());
    shown.stop_showing_kept();
    CHECK_FALSE(shown.kept());
    CHECK(shown.log() == &table.game()->log());
    std::filesystem::remove_all(folder);
}
