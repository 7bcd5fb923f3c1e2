// Fixing a past move through the screen (issue 15): the history's round,
// the move, the change, Correct; a fix that breaks a later move is named
// first and kept only when asked. Painted headless and tapped by label.
#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panels/correction_panel.h"
#include "app/recording_surface.h"
#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

using namespace shn;

namespace {

const std::filesystem::path kData = SHN_TEST_DATA_DIR;

/// The screen drawn on a recording surface: no SDL, no font, the same
/// layout code (app/recording_surface.h).
struct Headless {
    RecordingSurface surface;
    void paint(AppContext& app) {
        surface.clear();
        Canvas canvas(surface, 800, 480);
        app.stack().top()->paint(canvas);
    }
    /// Taps the target whose label starts with `label`; false when none.
    bool tap(AppContext& app, const std::string& label) {
        paint(app);
        for (const auto& target : app.stack().top()->tap_targets())
            if (target.label.rfind(label, 0) == 0)
                return app.stack().top()->tap(target.box.x + target.box.w / 2,
                                              target.box.y + target.box.h / 2);
        return false;
    }
};

/// The fixing of moves `first` to `end`, handed only the parts it uses.
std::unique_ptr<Panel> correction(AppContext& app, std::size_t first, std::size_t end) {
    return std::make_unique<CorrectionPanel>(app.stack(), app.preferences().catalogue(),
                                             app.table(), app.messages(), app.shown_game(),
                                             app.seat_names(), first, end);
}

} // namespace

TEST_CASE("R16 R21 the history's fix: a policy corrected at once, a vote whose fix breaks the "
          "policy after it, named, then kept up to there") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-correction-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    AppContext app(platform_store(), kData, "en", folder / "autosave.jsonl");
    app.new_game(5, {}, {"Ada", "Bo", "Cy", "Di", "Ed"});
    REQUIRE(app.table().play(Event::first_president(0)));
    REQUIRE(app.table().play(Event::nominate(1)));
    REQUIRE(app.table().play(Event::vote(SeatSet::first(5))));
    REQUIRE(app.table().play(Event::enact(Policy::Liberal)));
    REQUIRE(app.table().play(Event::nominate(2)));
    Headless screen;

    // The policy: Liberal becomes Fascist; every later move still fits.
    app.stack().open(correction(app, 1, 4));
    app.stack().step();
    REQUIRE(screen.tap(app, "Policy: Liberal"));
    REQUIRE(screen.tap(app, "Policy: Fascist"));
    REQUIRE(screen.tap(app, "Correct"));
    CHECK(app.table().game()->state().fascist_policies() == 1);
    CHECK(app.table().game()->state().liberal_policies() == 0);
    CHECK(app.table().game()->log().history().events().size() == 5);
    CHECK(std::filesystem::exists(folder / "autosave.jsonl.uncorrected"));

    // The vote: everyone Nein; the policy after it no longer fits.
    app.stack().open(correction(app, 1, 4));
    app.stack().step();
    REQUIRE(screen.tap(app, "Vote: 5\u00a0Ja,\u00a00\u00a0Nein")); // no-break spaces: one group
    for (const char* name : {"Ada", "Bo", "Cy", "Di", "Ed"}) REQUIRE(screen.tap(app, name));
    REQUIRE(screen.tap(app, "Correct"));
    // Named by its round, as History names it, with what the game asks
    // there (issue 32: no blank gaps).
    const auto* fixing = dynamic_cast<const CorrectionPanel*>(app.stack().top());
    REQUIRE(fixing);
    CHECK(fixing->misfit_words().find("round 1 ") != std::string::npos);
    CHECK(fixing->misfit_words().find("\"\"") == std::string::npos);
    CHECK(app.messages().text().empty()); // said once, in the screen's body (issue 32, item 11)
    // And drawn there: the recording surface kept its first words, on the
    // screen, wrapped to several lines (no font: its letters are 11/20 of
    // the size wide, about the shipped face).
    screen.paint(app);
    const std::string first_words = fixing->misfit_words().substr(0, 12);
    CHECK(screen.surface.drew(first_words));
    int lines = 0;
    for (const RecordingSurface::Text& line : screen.surface.texts())
        if (fixing->misfit_words().find(line.line) != std::string::npos) {
            ++lines;
            CHECK(line.y >= 0);
            CHECK(line.y + line.pixels <= 480);
        }
    CHECK(lines >= 2);
    CHECK(app.table().game()->log().history().events().size() == 5); // asked first: nothing changed
    REQUIRE(screen.tap(app, "Keep the game up to there"));
    CHECK(app.table().game()->log().history().events().size() == 3);
    CHECK(app.table().game()->state().election_tracker() == 1);
    std::filesystem::remove_all(folder);
}
