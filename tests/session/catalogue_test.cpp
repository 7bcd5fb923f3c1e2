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

#include "core/night_script.h"
#include "core/phase.h"
#include "core/table_simulator.h"
#include "session/narration_cues.h"
#include "session/narration_script.h"

#include <regex>
#include <set>

namespace {

const char* const kLanguages[] = {"en", "it", "fr", "ru"};

std::multiset<std::string> placeholders(const std::string& text) {
    std::multiset<std::string> found;
    static const std::regex slot(R"(\{[a-z_]+\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), slot);
         it != std::sregex_iterator(); ++it)
        found.insert(it->str());
    return found;
}

/// Every key the code can ask the catalogue for, gathered from the code itself.
std::set<std::string> keys_the_code_uses() {
    std::set<std::string> keys;
    for (int players = 5; players <= 10; ++players) {
        for (const auto& line : setup_sequence(players)) keys.insert(line.key);
        for (const auto& line : night_sequence(players, kDefaultNightPause)) keys.insert(line.key);
    }
    for (int code = 0; code <= static_cast<int>(Refusal::MustBeHitler); ++code)
        keys.insert(std::string(refusal_key(static_cast<Refusal>(code))));
    for (int phase = 0; phase <= static_cast<int>(Phase::GameOver); ++phase)
        keys.insert("phase." + std::string(phase_id(static_cast<Phase>(phase))));
    // Narration cues: every cue said in 3,000 simulated games (chaos, vetoes,
    // every power and every ending happen among them).
    for (std::uint64_t seed = 0; seed < 3000; ++seed) {
        std::vector<Event> events;
        const GameSetup setup{5 + int(seed % 6), {seed % 2 == 0}};
        TableSimulator(seed).play(setup, &events);
        GameState state(setup);
        for (const Event& event : events) {
            const GameState before = state;
            REQUIRE(state.apply(event) == Refusal::None);
            for (const auto cue : narration_cues(before, event, state))
                keys.insert(std::string(cue));
            for (const auto cue : phase_cues(state)) keys.insert(std::string(cue));
        }
    }
    return keys;
}

} // namespace

TEST_CASE(
    "every language has every key of the English catalogue, filled, with the same placeholders") {
    const Catalogue english = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    REQUIRE(english.keys().size() > 150);
    for (const char* language : kLanguages) {
        CAPTURE(language);
        const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, language);
        REQUIRE(catalogue.load_problem().empty());
        CHECK(catalogue.keys() == english.keys());
        for (const std::string& key : english.keys()) {
            CAPTURE(key);
            const std::string text = catalogue.text(key);
            CHECK(text.find_first_not_of(" \t\n") != std::string::npos);
            CHECK(placeholders(text) == placeholders(english.text(key)));
            // Spoken lines name no player and splice no number: whole sentences.
            if (is_spoken_key(key)) CHECK(placeholders(text).empty());
        }
    }
}

TEST_CASE("every key the code uses is in every catalogue") {
    const std::set<std::string> used = keys_the_code_uses();
    CHECK(used.count("say.win.hitler_elected") == 1);
    CHECK(used.count("say.veto.agreed") == 1);
    CHECK(used.count("say.chaos.after") == 1);
    CHECK(used.count("say.reshuffle") == 1);
    for (const char* language : kLanguages) {
        CAPTURE(language);
        const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, language);
        for (const std::string& key : used) {
            CAPTURE(key);
            CHECK(catalogue.contains(key));
        }
    }
}

TEST_CASE("the night texts use the source documents' terms") {
    const auto text = [](const char* language, const char* key) {
        return Catalogue::load(SHN_TEST_DATA_DIR, language).text(key);
    };
    CHECK(text("it", "say.round.nominate").find("Cancelliere") != std::string::npos);
    CHECK(text("fr", "say.round.nominate").find("Chancelier") != std::string::npos);
    CHECK(text("ru", "say.round.nominate").find("анцлер") != std::string::npos);
    // Formal plural imperatives for the whole table (R6/R7 scripts).
    CHECK(text("it", "say.night.small.everyone_close_eyes").rfind("Chiudete", 0) == 0);
    CHECK(text("fr", "say.night.small.everyone_close_eyes").rfind("Fermez", 0) == 0);
    CHECK(text("it", "say.night.everyone_open_eyes").rfind("Aprite", 0) == 0);
    CHECK(text("fr", "say.night.everyone_open_eyes").rfind("Ouvrez", 0) == 0);
}
