// A panel is handed what it uses (issue 24): the names page built from its
// parts alone (the stack, the texts, the draft, the message line), with no
// AppContext, types into the draft and clears a duplicate-name warning.
#include "app/announcer.h"
#include "app/game_draft.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/panels/names_panel.h"
#include "app/preferences.h"
#include "app/seat_names.h"
#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace shn;

TEST_CASE("issue 24: the names page, handed only its parts, types each seat's name into the "
          "draft and clears the message line") {
    const std::filesystem::path data = SHN_TEST_DATA_DIR;
    MessageLine messages;
    Announcer announcer(data / "audio", Settings{}, "en"); // no sound device opened
    Preferences preferences(data, {}, "en", announcer, messages, platform_store());
    const SeatNames seat_names(preferences);
    GameDraft draft(seat_names);
    draft.players = 5;
    PanelStack stack([](Screen) { return std::unique_ptr<Panel>(); }); // opens nothing here

    messages.set("Two players are called Ada.");
    NamesPanel panel(stack, preferences.catalogue(), draft, messages, preferences.language());
    REQUIRE(panel.text_input("Ada"));
    CHECK(draft.names[0] == "Ada");
    CHECK(messages.empty());
    REQUIRE(panel.command({Command::Kind::Next}));
    REQUIRE(panel.text_input("Bo"));
    CHECK(draft.names[1] == "Bo");
    REQUIRE(panel.command({Command::Kind::Erase}));
    CHECK(draft.names[1] == "B");
    CHECK(draft.starting_names() ==
          std::vector<std::string>{"Ada", "B", "Player 3", "Player 4", "Player 5"});
}
