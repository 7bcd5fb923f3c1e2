// Issue 3: names typed at the table (SDL text input or the on-screen keyboard).
#include "app/keyboard_layout.h"
#include "app/text_field.h"
#include "session/player_roster.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("a name keeps whole UTF-8 characters: erase removes one, never half of one") {
    TextField field;
    CHECK(field.insert("Алёна"));
    CHECK(field.length() == 5);
    field.erase_last();
    CHECK(field.text() == "Алён");
    field.set("Zoë");
    field.erase_last();
    CHECK(field.text() == "Zo");
    field.erase_last();
    field.erase_last();
    field.erase_last(); // on empty: nothing happens
    CHECK(field.text().empty());
}

TEST_CASE("a name drops control characters and broken bytes, and stops at its limit") {
    TextField field(5);
    CHECK_FALSE(field.insert("A\tB\nC\x7f"));
    CHECK(field.text() == "ABC");
    CHECK_FALSE(field.insert("\xff\xc3"));
    CHECK(field.text() == "ABC");
    CHECK_FALSE(field.insert("DÉFG"));
    CHECK(field.text() == "ABCDÉ");
    CHECK(field.length() == 5);
}

TEST_CASE("the on-screen keyboard types a capital at the start of each word") {
    TextField field;
    CHECK(field.wants_capital());
    field.insert("Jean");
    CHECK_FALSE(field.wants_capital());
    field.insert("-");
    CHECK(field.wants_capital());
    field.insert("Luc ");
    CHECK(field.wants_capital());
    CHECK(TextField::trimmed("  Jean-Luc  ") == "Jean-Luc");
    CHECK(TextField::trimmed("   ").empty());
}

TEST_CASE("every key of the on-screen keyboard types one character, capital and small paired") {
    std::vector<std::vector<std::vector<KeyboardKey>>> pages;
    for (const Alphabet alphabet : {Alphabet::Latin, Alphabet::Accents, Alphabet::Cyrillic})
        pages.push_back(keyboard_rows(alphabet));
    for (const Language& language : kLanguages)
        pages.push_back(keyboard_rows(Alphabet::Latin, language.latin));
    for (const auto& rows : pages) {
        REQUIRE(rows.size() == 3);
        for (const auto& row : rows) {
            CHECK(row.size() >= 9);
            CHECK(row.size() <= 11);
            for (const KeyboardKey& key : row) {
                TextField capital, small;
                CHECK(capital.insert(key.capital));
                CHECK(small.insert(key.small));
                CHECK(capital.length() == 1);
                CHECK(small.length() == 1);
            }
        }
    }
    CHECK(keyboard_rows(Alphabet::Cyrillic)[2].back().capital == "Ё");
    // German names (Weiß, Strauß): a new table found no ß on the Pi (issue 33).
    CHECK(keyboard_rows(Alphabet::Accents)[2].back().small == "ß");
}

TEST_CASE("two players with the same name are found before the game starts") {
    CHECK_FALSE(first_duplicate({"Anna", "Boris", "Vera"}).has_value());
    CHECK(first_duplicate({"Anna", "Boris", "Anna"}) == "Anna");
}

TEST_CASE("issue 55: two names that differ only in capitals are the same name on a placard "
          "(\"Niccolò\" and \"niccolò\" both read NICCOLÒ), found before the game starts") {
    CHECK(first_duplicate({"Niccolò", "Zoë", "niccolò"}) == "niccolò");
    CHECK(first_duplicate({"Ёжик", "ёжик"}) == "ёжик");
    CHECK(first_duplicate({"ÉMILE", "émile"}) == "émile");
    CHECK_FALSE(first_duplicate({"Niccolò", "Nicolò", "Zoe", "Zoë"}).has_value());
}
