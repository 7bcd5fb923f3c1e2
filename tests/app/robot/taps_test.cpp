// Issue 43: every tap at a person's pace counts (TapGuard's rules,
// src/app/tap_guard.h). The robot taps as a finger does: it travels from the
// last tap, comes down anywhere inside the target, is held 40-200 ms, and
// comes up where it went down.

#include "app/robot/table_play.h"
#include "app/robot/table_robot.h"

#include "app/keyboard_layout.h"
#include "app/panel_stack.h"
#include "app/target_identity.h"
#include "app/text_field.h"
#include "session/app_clock.h"
#include "session/languages.h"

#include <doctest/doctest.h>

#include <SDL.h>

#include <chrono>
#include <optional>
#include <thread>

namespace shn {

namespace {

std::optional<Rect> box_of(TableRobot& robot, std::string_view label) {
    const std::vector<Panel::TapTarget> shown = robot.targets();
    for (auto it = shown.rbegin(); it != shown.rend(); ++it)
        if (it->label == label) return it->box;
    return std::nullopt;
}

/// The box of the key that types `letter` (in either case), if shown.
std::optional<Rect> key_box(TableRobot& robot, std::string_view letter) {
    for (const Panel::TapTarget& target : robot.targets())
        if (target.repeats && target_identity(target.label) == target_identity(letter))
            return target.box;
    return std::nullopt;
}

/// Whether a name typed so far asks for a capital next (TextField's rule).
bool capital_next(const std::string& typed) {
    return typed.empty() || typed.back() == ' ' || typed.back() == '-';
}

} // namespace

TEST_CASE("issue 43, the keyboard typed through every key of every page of every layout at "
          "150 ms keeps every letter, in six languages at three sizes") {
    const std::pair<int, int> sizes[] = {{800, 480}, {1280, 800}, {390, 844}};
    const std::pair<Alphabet, const char*> pages[] = {{Alphabet::Latin, "ui.keyboard.latin"},
                                                      {Alphabet::Accents, "ui.keyboard.accents"},
                                                      {Alphabet::Cyrillic, "ui.keyboard.cyrillic"}};
    int typed_keys = 0;
    for (const Language& language : kLanguages) {
        for (const auto& [width, height] : sizes) {
            CAPTURE(language.id);
            CAPTURE(width);
            TableRobot robot({std::string(language.id), width, height});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.new_game"));
            REQUIRE(robot.tap("10"));
            REQUIRE(robot.tap(play.names_button()));
            robot.wait(TableRobot::kHumanPauseMs); // the keyboard seen, then typed on
            int seat = 0;
            std::string expected;
            const auto check_seat = [&] {
                CHECK_MESSAGE(robot.app().draft().names[std::size_t(seat)] == expected,
                              robot.steps());
            };
            for (const auto& [alphabet, key] : pages) {
                const auto page = box_of(robot, play.words(key));
                REQUIRE(page);
                REQUIRE(robot.person_tap(*page, 150) == TapGuard::Verdict::Acts);
                for (const auto& row : keyboard_rows(alphabet, language.latin)) {
                    for (const KeyboardKey& letter : row) {
                        TextField count;
                        count.set(expected);
                        if (count.length() == TextField::kLimit) { // a name full: the next seat
                            check_seat();
                            const auto next = box_of(robot, play.words("ui.keyboard.next"));
                            REQUIRE(next);
                            REQUIRE(robot.person_tap(*next, 150) == TapGuard::Verdict::Acts);
                            ++seat;
                            expected.clear();
                        }
                        const auto box = key_box(robot, letter.small);
                        REQUIRE_MESSAGE(box, "no key " << letter.small);
                        const TapGuard::Verdict verdict = robot.person_tap(*box, 150);
                        CHECK_MESSAGE(verdict == TapGuard::Verdict::Acts, "key " << letter.small
                                                                                 << '\n'
                                                                                 << robot.steps());
                        expected += capital_next(expected) ? letter.capital : letter.small;
                        ++typed_keys;
                    }
                }
            }
            check_seat();
        }
    }
    MESSAGE("keys typed at 150 ms: " << typed_keys);
}

TEST_CASE("issue 43, Begoña, Iñigo, Jürgen and Ñoño typed across the keyboard's pages at 150 "
          "to 300 ms are whole") {
    for (const std::uint64_t gap : {150u, 200u, 250u, 300u}) {
        for (const char* language : {"es", "de"}) {
            CAPTURE(gap);
            CAPTURE(language);
            TableRobot robot({language, 800, 480});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.new_game"));
            REQUIRE(robot.tap("5"));
            REQUIRE(robot.tap(play.names_button()));
            robot.wait(TableRobot::kHumanPauseMs);
            const std::vector<std::string> names = {"Begoña", "Iñigo", "Jürgen", "Ñoño"};
            for (const std::string& name : names) {
                play.type_on_keyboard(name, gap);
                const auto next = box_of(robot, play.words("ui.keyboard.next"));
                REQUIRE(next);
                REQUIRE(robot.person_tap(*next, gap) == TapGuard::Verdict::Acts);
            }
            for (std::size_t seat = 0; seat < names.size(); ++seat)
                CHECK_MESSAGE(robot.app().draft().names[seat] == names[seat], robot.steps());
        }
    }
}

TEST_CASE("issue 43, Begoña and Iñigo in Spanish, Jürgen Größ in German: typed on the keyboard's "
          "Latin page of the table's language, with no page switch, its keys a finger each") {
    const std::pair<const char*, std::vector<std::string>> tables[] = {
        {"es", {"Begoña", "Iñigo", "Ñoño"}}, {"de", {"Jürgen Größ", "Ömer Äbi"}}};
    for (const auto& [width, height] : {std::pair{800, 480}, std::pair{390, 844}}) {
        for (const auto& [language, names] : tables) {
            CAPTURE(width);
            CAPTURE(language);
            TableRobot robot({language, width, height});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.new_game"));
            REQUIRE(robot.tap("5"));
            REQUIRE(robot.tap(play.names_button()));
            robot.wait(TableRobot::kHumanPauseMs);
            // Every letter key at least a finger each way (docs/layout.md).
            const int finger = std::max(48, std::min(width, height) * 8 / 100);
            for (const Panel::TapTarget& target : robot.targets())
                if (target.repeats && target_identity(target.label).size() <= 2) {
                    CAPTURE(target.label);
                    CHECK(target.box.w >= finger);
                    CHECK(target.box.h >= finger);
                }
            for (const std::string& name : names) {
                CAPTURE(name);
                CHECK_MESSAGE(play.type_on_keyboard(name, 150) == 0, robot.steps());
                const auto next = box_of(robot, play.words("ui.keyboard.next"));
                REQUIRE(next);
                REQUIRE(robot.person_tap(*next, 150) == TapGuard::Verdict::Acts);
            }
            for (std::size_t seat = 0; seat < names.size(); ++seat)
                CHECK_MESSAGE(robot.app().draft().names[seat] == names[seat], robot.steps());
            robot.keep_shot(std::string("keyboard-latin-") + language);
        }
    }
}

TEST_CASE("issue 43, María José, McCoy and van Dijk typed on the on-screen keyboard: a capital "
          "after a space, shift for the other case of one letter") {
    for (const auto& [width, height] : {std::pair{800, 480}, std::pair{390, 844}}) {
        CAPTURE(width);
        TableRobot robot({"es", width, height});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.new_game"));
        REQUIRE(robot.tap("5"));
        REQUIRE(robot.tap(play.names_button()));
        robot.wait(TableRobot::kHumanPauseMs);
        const std::vector<std::string> names = {"María José", "McCoy", "van Dijk", "DeShawn"};
        for (const std::string& name : names) {
            play.type_on_keyboard(name, 200);
            const auto next = box_of(robot, play.words("ui.keyboard.next"));
            REQUIRE(next);
            REQUIRE(robot.person_tap(*next, 200) == TapGuard::Verdict::Acts);
        }
        for (std::size_t seat = 0; seat < names.size(); ++seat)
            CHECK_MESSAGE(robot.app().draft().names[seat] == names[seat], robot.steps());
        robot.keep_shot("keyboard-shift");
    }
}

TEST_CASE("issue 43, five Nein marks tapped 0.3 s apart from 0.6 s after the nomination all "
          "count (R10: a 5-5 tie fails)") {
    for (int attempt = 0; attempt < 11; ++attempt) {
        CAPTURE(attempt);
        TableRobot::Options options("es", 800, 480);
        TableRobot robot(options);
        TablePlay play(robot);
        REQUIRE_MESSAGE(play.new_game(10), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
        REQUIRE(play.move_towards(TablePlay::End::FiveLiberal)); // a nomination
        REQUIRE(robot.app().table().game()->state().phase() == Phase::Election);
        const std::vector<std::string> names = play.names();
        std::uint64_t travel = 600;
        for (int voter = 0; voter < 5; ++voter) {
            const auto seat = box_of(robot, names[std::size_t(voter * 2)]);
            REQUIRE(seat);
            CHECK_MESSAGE(robot.person_tap(*seat, travel) == TapGuard::Verdict::Acts,
                          robot.steps());
            travel = 300 - 120; // 0.3 s from one press to the next (held 40-200 ms)
        }
        CHECK_MESSAGE(robot.shows_target(play.confirm_words(5, 5)), robot.steps());
    }
}

TEST_CASE("issue 43, a double tap on the nominee while the vote's screen is slow to show: the "
          "second tap, taken only after that screen came, is the same tap, not a Nein") {
    // Stop 50's CI, under the sanitizers on a loaded machine: the first tap
    // nominated, the vote's screen took 400 ms to show, and the second tap
    // of the double tap, queued meanwhile, was taken after it, more than the
    // double-tap time after the first: it marked the nominee Nein.
    TableRobot robot({"it", 800, 480});
    TablePlay play(robot);
    REQUIRE(play.new_game(5));
    REQUIRE(play.through_setup_and_night());
    const GameState& state = robot.app().table().game()->state();
    REQUIRE(state.phase() == Phase::Nomination);
    const std::vector<std::string> names = play.names();
    std::optional<Rect> nominee;
    for (Seat seat = 0; seat < state.player_count() && !nominee; ++seat)
        if (state.check(Event::nominate(seat)) == Refusal::None)
            nominee = box_of(robot, names[std::size_t(seat)]);
    REQUIRE(nominee);
    const int x = nominee->x + nominee->w / 2, y = nominee->y + nominee->h / 2;
    robot.wait(TableRobot::kHumanPauseMs);
    robot.press(x, y, true);
    AppClock::advance(60);
    robot.press(x, y, false); // the first tap: the nomination
    REQUIRE(robot.app().table().game()->state().phase() == Phase::Election);
    AppClock::advance(400); // the vote's screen slow to come
    robot.frame();
    AppClock::advance(20); // the second tap, queued while it was drawn
    robot.press(x, y, true);
    AppClock::advance(60);
    robot.press(x, y, false);
    robot.frame();
    CHECK(robot.shell().taps().last == TapGuard::Verdict::SameTap);
    CHECK_MESSAGE(robot.shows_target(play.confirm_words(5, 0)), robot.steps());
    // A tap there after a person's pause marks the Nein, as ever.
    robot.wait(TableRobot::kHumanPauseMs);
    robot.tap_at(x, y, 60);
    CHECK(robot.shell().taps().last == TapGuard::Verdict::Acts);
    CHECK(robot.shows_target(play.confirm_words(4, 1)));
}

TEST_CASE("issue 43, Start taken 0.2 s after it appears, the finger coming from another button") {
    TableRobot robot({"de", 1024, 768});
    TablePlay play(robot);
    REQUIRE(play.tap("ui.home.new_game"));
    const auto seven = box_of(robot, "7");
    REQUIRE(seven);
    robot.wait(TableRobot::kHumanPauseMs);
    REQUIRE(robot.person_tap(*seven, 0) == TapGuard::Verdict::Acts);
    const auto start = box_of(robot, play.words("ui.new_game.start"));
    REQUIRE(start);
    CHECK(robot.person_tap(*start, 200) == TapGuard::Verdict::Acts);
    CHECK_MESSAGE(robot.screen() == Screen::Setup, robot.steps());
}

TEST_CASE("issue 43, a button that appears under a finger already down is not pressed by it, "
          "and the message line says that nothing was done") {
    TableRobot robot({"it", 800, 480});
    TablePlay play(robot);
    REQUIRE_MESSAGE(play.new_game(5), play.problem << '\n' << robot.steps());
    REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
    const std::size_t moves = robot.app().table().game()->log().history().events().size();
    // Where the menu's first button is drawn.
    robot.key(SDLK_ESCAPE);
    REQUIRE(robot.screen() == Screen::Menu);
    const std::vector<Panel::TapTarget> menu = robot.targets();
    REQUIRE(menu.size() > 1);
    const Rect under = menu[1].box;
    robot.key(SDLK_ESCAPE);
    REQUIRE(robot.screen() == Screen::Table);
    robot.wait(TableRobot::kHumanPauseMs);
    // The finger comes down there on the table; the menu opens meanwhile.
    const int x = under.x + under.w / 2, y = under.y + under.h / 2;
    SDL_Event down{};
    down.type = SDL_MOUSEBUTTONDOWN;
    down.button.button = SDL_BUTTON_LEFT;
    down.button.x = x, down.button.y = y;
    robot.shell().handle(down);
    robot.key(SDLK_ESCAPE); // the menu, drawn under the finger
    REQUIRE(robot.screen() == Screen::Menu);
    robot.wait(100);
    SDL_Event up = down;
    up.type = SDL_MOUSEBUTTONUP;
    robot.shell().handle(up);
    CHECK(robot.shell().taps().last == TapGuard::Verdict::Changed);
    robot.wait(50);
    CHECK(robot.screen() == Screen::Menu); // nothing pressed
    CHECK(robot.app().table().game()->log().history().events().size() == moves);
    CHECK(robot.message() == play.words("ui.tap.screen_changed"));
    // Tapped again, on purpose: taken.
    CHECK(robot.person_tap(under, 400) == TapGuard::Verdict::Acts);
}

TEST_CASE("issue 43, Quit closes the window at once, even in the first seconds after the start") {
    TableRobot robot({"de", 800, 480});
    TablePlay play(robot);
    robot.wait(1000);
    const auto quit = box_of(robot, play.words("ui.home.quit"));
    REQUIRE(quit);
    // The tap as SDL's queue brings it, then the table app's own loop
    // (platform/desktop/table_app.cpp): draw, wait for the next input.
    for (const Uint32 type : {Uint32(SDL_MOUSEBUTTONDOWN), Uint32(SDL_MOUSEBUTTONUP)}) {
        SDL_Event event{};
        event.type = type;
        event.button.button = SDL_BUTTON_LEFT;
        event.button.x = quit->x + quit->w / 2;
        event.button.y = quit->y + quit->h / 2;
        event.button.windowID = SDL_GetWindowID(robot.shell().window());
        SDL_PushEvent(&event);
    }
    TableShell& shell = robot.shell();
    const auto began = std::chrono::steady_clock::now();
    // Were the loop to sleep with Quit taken, this wakes it after 3 s.
    std::thread alarm([] {
        std::this_thread::sleep_for(std::chrono::seconds(3));
        SDL_Event wake{};
        wake.type = SDL_USEREVENT;
        SDL_PushEvent(&wake);
    });
    for (int turn = 0; turn < 4 && !shell.quit_requested(); ++turn) {
        shell.draw();
        shell.handle_input(true);
    }
    const auto took = std::chrono::steady_clock::now() - began;
    alarm.join();
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    CHECK(shell.quit_requested());
    CHECK(took < std::chrono::milliseconds(1000));
}

TEST_CASE("issue 43, whole games tapped at a person's pace lose no tap, in six languages at "
          "three sizes") {
    const std::pair<int, int> sizes[] = {{800, 480}, {1280, 800}, {390, 844}};
    // (Hitler executed: the plan needs Hitler off the presidency at an
    // execution, which the first president's draw may not give at seven.)
    const TablePlay::End ends[] = {TablePlay::End::FiveLiberal, TablePlay::End::SixFascist,
                                   TablePlay::End::HitlerElected};
    int game = 0;
    for (const Language& language : kLanguages) {
        const auto [width, height] = sizes[std::size_t(game) % std::size(sizes)];
        const TablePlay::End end = ends[std::size_t(game) % std::size(ends)];
        ++game;
        CAPTURE(language.id);
        CAPTURE(width);
        TableRobot::Options options(std::string(language.id), width, height);
        options.person_pace = true;
        TableRobot robot(options);
        TablePlay play(robot);
        REQUIRE_MESSAGE(play.new_game(7, {"Begoña", "Iñigo", "Jürgen"}), play.problem
                                                                             << '\n'
                                                                             << robot.steps());
        REQUIRE_MESSAGE(play.through_setup_and_night(), play.problem << '\n' << robot.steps());
        REQUIRE_MESSAGE(play.play_to(end), play.problem << '\n' << robot.steps());
        CHECK(robot.screen() == Screen::GameOver);
        CHECK_MESSAGE(robot.lost_taps() == 0, robot.steps());
        CHECK(robot.app().draft().names[0] == "Begoña");
    }
}

} // namespace shn

namespace shn {

TEST_CASE("issue 43, the vote's fix on a phone held upright: ten seats in two columns, their "
          "names and votes at the screen's reading size") {
    const std::filesystem::path log = std::filesystem::path(SHN_TEST_DATA_DIR) / "tests" /
                                      "golden" / "accepted" / "unicode_names_10p_o1.jsonl";
    std::vector<std::string> lines = log_lines(log);
    lines.resize(8); // round 2 voted
    for (const char* language : {"es", "de"}) {
        CAPTURE(language);
        const std::filesystem::path folder = folder_with_autosave("shn-vote-fix", lines);
        {
            TableRobot robot({language, 390, 844, folder});
            TablePlay play(robot);
            REQUIRE(play.tap("ui.home.resume"));
            REQUIRE(play.tap("ui.table.history"));
            REQUIRE_MESSAGE(robot.tap(play.round_words(1)), robot.steps());
            REQUIRE_MESSAGE(robot.tap_containing(play.words("ui.correct.move.vote")),
                            robot.steps());
            const std::string ja = " · " + play.words("ui.table.ja");
            int seats = 0;
            const int smallest = Canvas::minimum_text_px(390, 844, ReadingDistance::UpClose);
            for (std::size_t at = 0; at < robot.texts().size(); ++at) {
                const std::string& text = robot.texts()[at];
                if (text.size() < ja.size() || text.compare(text.size() - ja.size(), ja.size(), ja))
                    continue;
                ++seats;
                CHECK_MESSAGE(robot.text_sizes()[at] >= smallest, text);
                CHECK_MESSAGE(robot.text_boxes()[at].w >= 390 / 3, text);
            }
            CHECK(seats == 6); // the six who voted Ja (R10)
            robot.keep_shot("vote-fix-upright");
        }
        std::filesystem::remove_all(folder);
    }
}

TEST_CASE("issue 43, ten names typed on a phone held upright at 150 ms, Hans-Joachim Müller among "
          "them: the keyboard never moves as a name grows (the German table's find: the seats "
          "took a row more and the last taps fell between keys)") {
    for (const auto& [width, height] : {std::pair{390, 844}, std::pair{360, 740}}) {
        CAPTURE(width);
        TableRobot robot({"de", width, height});
        TablePlay play(robot);
        REQUIRE(play.tap("ui.home.new_game"));
        REQUIRE(robot.tap("10"));
        REQUIRE(robot.tap(play.names_button()));
        robot.wait(TableRobot::kHumanPauseMs);
        const auto where = [&] { return box_of(robot, "ß"); };
        const auto first = where();
        REQUIRE(first);
        const std::vector<std::string> names = {
            "Jürgen", "Größ",  "Käthe", "Björn", "Anna-Lena",
            "Uwe",    "Dörte", "Maß",   "Weiß",  "Hans-Joachim Müller"};
        for (const std::string& name : names) {
            CAPTURE(name);
            CHECK_MESSAGE(play.type_on_keyboard(name, 150) == 0, robot.steps());
            const auto now = where();
            REQUIRE(now);
            CHECK(now->y == first->y);
            const auto next = box_of(robot, play.words("ui.keyboard.next"));
            REQUIRE(next);
            REQUIRE(robot.person_tap(*next, 150) == TapGuard::Verdict::Acts);
        }
        for (std::size_t seat = 0; seat < names.size(); ++seat)
            CHECK_MESSAGE(robot.app().draft().names[seat] == names[seat], robot.steps());
    }
}

} // namespace shn
