// The panel stack (src/app/panel_stack.h): a screen opened, replaced or
// left from a panel's own code changes the stack only at the next step(),
// never under the panel's feet (issue 24); each new top panel is ticked.
#include "app/panel_stack.h"
#include "app/screen.h"
#include "session/catalogue.h"

#include <doctest/doctest.h>

#include <vector>

using namespace shn;

namespace {

/// A panel that counts its ticks and, at its first, may ask for another screen.
struct Probe : Panel {
    Probe(PanelStack& stack, const Catalogue& catalogue, Screen screen, std::vector<Screen>& ticked,
          std::optional<Screen> then = std::nullopt)
        : Panel(stack, catalogue), screen(screen), ticked(ticked), then(then) {}
    void tick() override {
        ticked.push_back(screen);
        if (then) stack_.replace(*std::exchange(then, std::nullopt));
    }
    void draw(Canvas&) override {}
    Screen screen;
    std::vector<Screen>& ticked;
    std::optional<Screen> then;
};

} // namespace

TEST_CASE("a change of the stack waits for step(), and a panel that hands over at its tick is "
          "replaced in the same step") {
    // A panel is handed only what it uses: here the stack and the texts, no AppContext.
    const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    std::vector<Screen> ticked;
    PanelStack* stack_of = nullptr;
    PanelStack stack([&](Screen screen) -> std::unique_ptr<Panel> {
        // The table hands over to the game-over screen at its first tick.
        const auto then = screen == Screen::Table ? std::optional(Screen::GameOver) : std::nullopt;
        return std::make_unique<Probe>(*stack_of, catalogue, screen, ticked, then);
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
    // The changes first, then the new top's tick: Home, covered, is not ticked.
    CHECK(ticked == std::vector<Screen>{Screen::Table, Screen::GameOver});
    CHECK(stack.changes() > changes);
    stack.back();
    stack.step();
    CHECK(static_cast<Probe*>(stack.top())->screen == Screen::Home);
    stack.back();
    stack.step();
    CHECK(stack.empty());
}

TEST_CASE("issue 31: a panel that asked to leave is not ticked again, and home_then starts "
          "again from the home screen") {
    const Catalogue catalogue = Catalogue::load(SHN_TEST_DATA_DIR, "en");
    std::vector<Screen> ticked;
    PanelStack* stack_of = nullptr;
    PanelStack stack([&](Screen screen) -> std::unique_ptr<Panel> {
        return std::make_unique<Probe>(*stack_of, catalogue, screen, ticked);
    });
    stack_of = &stack;
    stack.start_with(Screen::Home);
    stack.open(Screen::Table);
    stack.step();
    stack.replace(Screen::GameOver);
    stack.step();
    stack.open(Screen::Reveal);
    stack.step();
    ticked.clear();
    // Same table again from the reveal: the game-over screen below it, which
    // would send a game that is not over to the table, never sees it.
    stack.home_then(Screen::Setup);
    stack.step();
    CHECK(ticked == std::vector<Screen>{Screen::Setup});
    CHECK(stack.depth() == 2);
    CHECK(stack.top_screen() == Screen::Setup);
    stack.back();
    stack.step();
    CHECK(stack.top_screen() == Screen::Home);
}
