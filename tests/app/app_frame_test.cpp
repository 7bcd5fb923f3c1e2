// Issue 45, "a shell that only translates": what a touch, a key, Esc and
// F11 mean is decided in the app's frame (src/app/app_frame.h), with no
// platform: these tests drive it as a shell would, on a recording surface.
#include "app/app_frame.h"

#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panel.h"
#include "app/recording_surface.h"
#include "app/screen.h"
#include "platform/posix/posix_store.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <unistd.h>

using namespace shn;

namespace {

const std::filesystem::path kData = SHN_TEST_DATA_DIR;

/// The app, its frame, and a screen drawn headless, as a shell runs them.
struct Table {
    explicit Table(const std::string& name)
        : folder(std::filesystem::temp_directory_path() /
                 ("shn-app-frame-" + name + "-" + std::to_string(::getpid()))),
          app(platform_store(), (std::filesystem::remove_all(folder), kData), "en",
              folder / "autosave.jsonl", folder / "settings.json"),
          frame(app) {
        app.stack().start_with(Screen::Home);
        turn();
    }
    ~Table() { std::filesystem::remove_all(folder); }
    /// One turn of a shell's loop: the step, then a paint when due.
    void turn() {
        frame.step();
        if (!frame.dirty() || !app.stack().top()) return;
        paint(*app.stack().top());
        frame.shown();
    }
    void paint(Panel& panel) {
        surface.clear();
        Canvas canvas(surface, 800, 480);
        panel.paint(canvas);
    }
    /// The centre of the target shown with `label`.
    std::optional<std::pair<int, int>> centre(const std::string& label) {
        for (const Panel::TapTarget& target : app.stack().top()->tap_targets())
            if (target.label == label)
                return std::pair{target.box.x + target.box.w / 2, target.box.y + target.box.h / 2};
        return std::nullopt;
    }
    TapGuard::Verdict tap(int x, int y) {
        frame.press(x, y);
        const TapGuard::Verdict verdict =
            frame.release(x, y, [this](Panel& panel) { paint(panel); });
        turn();
        return verdict;
    }
    std::filesystem::path folder;
    AppContext app;
    AppFrame frame;
    RecordingSurface surface;
};

} // namespace

TEST_CASE("issue 45, the frame decides what a touch means: a tap on a button shown acts once, "
          "the same spot again at once does nothing more, a finger slid off does nothing") {
    Table table("tap");
    REQUIRE(table.app.stack().top_screen() == Screen::Home);
    const auto new_game = table.centre("New game");
    REQUIRE(new_game);
    CHECK(table.tap(new_game->first, new_game->second) == TapGuard::Verdict::Acts);
    CHECK(table.app.stack().top_screen() == Screen::NewGame);
    CHECK(table.frame.taps().ran == 1);
    // The second tap of a double tap, where the first acted: nothing more
    // (the same tap, or nothing where the new screen has no target).
    CHECK(table.tap(new_game->first, new_game->second) != TapGuard::Verdict::Acts);
    CHECK(table.app.stack().top_screen() == Screen::NewGame);
    CHECK(table.frame.taps().ran == 1);
    // Pressed on one button, released far off it: no tap.
    table.frame.press(new_game->first, new_game->second);
    CHECK(table.frame.release(2, 2, [&](Panel& panel) { table.paint(panel); }) ==
          TapGuard::Verdict::Missed);
    CHECK(table.frame.taps().ran == 1);
}

TEST_CASE("issue 45, the frame decides what a key means: Esc that the screen does not take goes "
          "back, a key's first meaning the screen takes is the one done") {
    Table table("keys");
    table.app.stack().open(Screen::Rules);
    table.turn();
    REQUIRE(table.app.stack().top_screen() == Screen::Rules);
    table.frame.key({{Command::Kind::Back}}, true);
    table.turn();
    CHECK(table.app.stack().top_screen() == Screen::Home);
    // Backspace means Erase, Undo, then Back; no screen takes it here, and
    // it is not Esc: the home screen stays.
    table.frame.key({{Command::Kind::Erase}, {Command::Kind::Undo}, {Command::Kind::Back}}, false);
    table.turn();
    CHECK(table.app.stack().top_screen() == Screen::Home);
    CHECK_FALSE(table.app.stack().empty());
}

TEST_CASE("issue 45, F11 in the frame: the full-screen setting flips and is saved, the page "
          "leaving full screen by itself is kept too") {
    Table table("fullscreen");
    const bool before = table.app.preferences().settings().fullscreen;
    table.frame.toggle_fullscreen();
    CHECK(table.app.preferences().settings().fullscreen == !before);
    CHECK(table.frame.dirty());
    table.frame.fullscreen_changed(before);
    CHECK(table.app.preferences().settings().fullscreen == before);
    CHECK(std::filesystem::exists(table.folder / "settings.json"));
}

TEST_CASE("issue 45, the frame wakes for nothing on an idle screen, at once when a screen was "
          "asked for, and after an input paints again") {
    Table table("wake");
    CHECK_FALSE(table.frame.dirty());
    CHECK(table.frame.wake_in_ms() == -1); // the home screen: only an input changes it
    table.app.stack().open(Screen::Settings);
    CHECK(table.frame.wake_in_ms() == 0); // opened at once, never after a sleep
    table.turn();
    CHECK(table.app.stack().top_screen() == Screen::Settings);
    CHECK_FALSE(table.frame.dirty());
    table.frame.typed("x");
    CHECK(table.frame.dirty());
    table.frame.quit();
    CHECK(table.app.stack().empty());
}
