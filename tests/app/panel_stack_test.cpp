// The panel stack (src/app/panel_stack.h): a screen opened, replaced or
// left from a panel's own code changes the stack only at the next step(),
// never under the panel's feet (issue 24); each new top panel is ticked.
#include "app/app_context.h"
#include "app/panel_stack.h"
#include "app/screens.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>
#include <vector>

using namespace shn;

namespace {

/// A panel that counts its ticks and, at its first, may ask for another screen.
struct Probe : Panel {
    Probe(AppContext& app, PanelStack& stack, Screen screen, std::vector<Screen>& ticked,
          std::optional<Screen> then = std::nullopt)
        : Panel(app), stack(stack), screen(screen), ticked(ticked), then(then) {}
    void tick() override {
        ticked.push_back(screen);
        if (then) stack.replace(*std::exchange(then, std::nullopt));
    }
    void draw(Canvas&) override {}
    PanelStack& stack;
    Screen screen;
    std::vector<Screen>& ticked;
    std::optional<Screen> then;
};

} // namespace

TEST_CASE("a change of the stack waits for step(), and a panel that hands over at its tick is "
          "replaced in the same step") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-panel-stack-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    AppContext app(SHN_TEST_DATA_DIR, "en", false, folder / "autosave.jsonl");
    std::vector<Screen> ticked;
    PanelStack* stack_of = nullptr;
    PanelStack stack([&](Screen screen) -> std::unique_ptr<Panel> {
        // The table hands over to the game-over screen at its first tick.
        const auto then = screen == Screen::Table ? std::optional(Screen::GameOver) : std::nullopt;
        return std::make_unique<Probe>(app, *stack_of, screen, ticked, then);
    });
    stack_of = &stack;
    stack.start_with(Screen::Home);
    const auto changes = stack.changes();
    stack.open(Screen::Table);
    CHECK(stack.changing());
    CHECK(static_cast<Probe*>(stack.top())->screen == Screen::Home); // not yet
    stack.step();
    CHECK_FALSE(stack.changing());
    CHECK(static_cast<Probe*>(stack.top())->screen == Screen::GameOver);
    CHECK(ticked == std::vector<Screen>{Screen::Home, Screen::Table, Screen::GameOver});
    CHECK(stack.changes() > changes);
    stack.back();
    stack.step();
    CHECK(static_cast<Probe*>(stack.top())->screen == Screen::Home);
    stack.back();
    stack.step();
    CHECK(stack.empty());
    std::filesystem::remove_all(folder);
}
