// The message line (src/app/message_line.h): what it says, and whether it
// names the last move (Undo beside it); a problem said after the move
// replaces the words and leaves that as it was (issue 24).
#include "app/message_line.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("issue 24: the message line names the last move until other words are set, and a "
          "problem said after the move only replaces the words") {
    MessageLine line;
    CHECK(line.empty());
    CHECK_FALSE(line.names_last_move());
    line.set("Ada nominated Bo.", true);
    CHECK(line.text() == "Ada nominated Bo.");
    CHECK(line.names_last_move());
    line.replace("The game could not be kept.");
    CHECK(line.text() == "The game could not be kept.");
    CHECK(line.names_last_move());
    line.set("Not now: it is the vote.");
    CHECK_FALSE(line.names_last_move());
    line.set("Ada nominated Cy.", true);
    line.clear();
    CHECK(line.empty());
    CHECK_FALSE(line.names_last_move());
}
