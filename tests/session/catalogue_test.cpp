#include "session/catalogue.h"

#include "core/refusal.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("a missing key shows a visible marker, never a crash") {
    const Catalogue empty;
    CHECK(empty.text("refusal.game_over") == "[[refusal.game_over]]");
    const Catalogue missing = Catalogue::load("/nonexistent", "xx");
    CHECK_FALSE(missing.load_problem().empty());
    CHECK(missing.text("cli.usage") == "[[cli.usage]]");
}

TEST_CASE("placeholders are filled, every time they occur") {
    const Catalogue english = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    REQUIRE(english.load_problem().empty());
    CHECK(english.format("log.line_prefix", {{"line", "12"}}) == "line 12:");
    CHECK(english.format("log.unknown_player", {{"detail", "Zed"}}) ==
          "no player is called \"Zed\".");
    // A value is never expanded again, whatever it contains.
    CHECK(english.format("refusal.wrong_phase", {{"detail", "{phase}"}, {"phase", "vote"}}) ==
          "\"{phase}\" is not what the game expects now: the table must do \"vote\".");
    // Unfilled slots stay visible.
    CHECK(english.format("log.line_prefix", {}) == "line {line}:");
}

TEST_CASE("every refusal the engine can give has an English text") {
    const Catalogue english = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    for (int code = 0; code <= static_cast<int>(Refusal::MustBeHitler); ++code) {
        const auto key = refusal_key(static_cast<Refusal>(code));
        CAPTURE(key);
        CHECK(english.contains(key));
        CHECK_FALSE(english.text(key).empty());
    }
}
