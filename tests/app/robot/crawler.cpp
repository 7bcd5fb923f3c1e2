#include "app/robot/crawler.h"

#include "app/claim_words.h"
#include "app/panel_stack.h"
#include "app/robot/stuck_audio_port.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/target_identity.h"
#include "app/text_field.h"
#include "cli/screenshot_command.h"
#include "core/odds_series.h"
#include "platform/posix/posix_store.h"
#include "session/app_clock.h"
#include "session/faulty_store.h"
#include "session/game_archive.h"

#include <SDL_image.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <tuple>

namespace shn {

namespace {

/// Whether a game from New game or Same table again reached the table
/// without its setup read (a resumed one was set up before).
class StartWatch : public TableListener {
  public:
    void started(const TableSession& game, const TableStart& start) override {
        awaiting_setup = start.kind == TableStart::Kind::New;
        if (start.kind == TableStart::Kind::New) ++new_games;
        night_read = start.kind != TableStart::Kind::New && game.state().night_over();
    }
    void played(const TableSession&, const GameState&, const Event& event) override {
        if (event.type == EventType::NightOver) night_read = true;
    }
    bool awaiting_setup = false;
    bool night_read = false; // this game's night was read to its end (or before a resume)
    std::uint64_t new_games = 0;
};

/// Whether `text` is an unfinished game with at least one move (what a
/// table would look for in Past games).
bool unfinished_with_moves(const std::optional<std::string>& text) {
    if (!text) return false;
    std::istringstream in(*text);
    const LogReadResult read = GameLog::read(in);
    return read.log && !read.log->history().events().empty() &&
           (read.error || !read.log->history().state().game_over());
}

/// What a tap may change, seen from outside.
struct Look {
    const Panel* top = nullptr;
    std::size_t depth = 0;
    std::string screen;
    std::string message;
    std::uint64_t asked = 0;
    std::uint64_t lines = 0; // lines the narrator began (Replay, Restart)
    std::uintmax_t autosave_size = 0;
    // What the screen drew: its texts, and its targets with the choice
    // each shows (a colour alone changes only with a choice or a label).
    std::vector<std::string> texts;
    std::vector<std::tuple<int, int, int, int, std::string, bool>> targets;

    bool operator==(const Look&) const = default;
};

Look look_at(TableRobot& robot) {
    Look look;
    if (!robot.running()) return look;
    look.top = robot.app().stack().top();
    look.depth = robot.app().stack().depth();
    look.screen = robot.screen_name();
    look.message = robot.message();
    look.asked = robot.asked_count();
    look.lines = robot.app().announcer().voice().starts();
    if (const NarrationSequencer* narration = robot.app().announcer().narration())
        look.lines += narration->lines_begun() << 32;
    std::error_code error;
    look.autosave_size = std::filesystem::file_size(robot.autosave_file(), error);
    look.texts = robot.texts();
    for (const Panel::TapTarget& target : robot.targets())
        look.targets.emplace_back(target.box.x, target.box.y, target.box.w, target.box.h,
                                  target.label, target.chosen);
    return look;
}

const SDL_Keycode kKeys[] = {
    SDLK_ESCAPE, SDLK_RETURN, SDLK_SPACE, SDLK_BACKSPACE, SDLK_TAB, SDLK_UP, SDLK_DOWN,
    SDLK_LEFT,   SDLK_RIGHT,  SDLK_0,     SDLK_1,         SDLK_2,   SDLK_3,  SDLK_5,
    SDLK_7,      SDLK_9,      SDLK_y,     SDLK_n,         SDLK_l,   SDLK_f,  SDLK_v,
    SDLK_p,      SDLK_h,      SDLK_r,     SDLK_q,         SDLK_a,   SDLK_g,  SDLK_z};
const char* const kTyped[] = {"A", "b", "é", "Ж", "ж", " ", "Zoë", "Ана"};

} // namespace

Crawler::Report Crawler::run() {
    Report report;
    std::mt19937_64 random(options_.seed);
    const auto below = [&](std::uint64_t n) { return n == 0 ? 0 : random() % n; };
    FaultyStore faulty(platform_store());
    TableStore& store = options_.faults ? static_cast<TableStore&>(faulty) : platform_store();
    TableRobot::Options robot_options(options_.language, options_.width, options_.height);
    robot_options.store = &store;
    robot_options.random_seed = options_.chance ? options_.chance : options_.seed;
    TableRobot robot(robot_options);
    const GameArchive archive(GameArchive::folder_beside(robot.autosave_file()), store);
    std::uint64_t full_until = 0; // the step a full disk has room again
    // The sound device of this run of the app: none (the robot's usual),
    // one that plays, or one that stalls after some lines (never starts:
    // after none). Chosen again at each start.
    const auto give_sound = [&] {
        if (!options_.faults) return;
        const std::uint64_t kind = below(4);
        if (kind == 0) {
            robot.note("# no sound device");
            return;
        }
        const int good = kind == 1 ? 1'000'000 : int(below(6));
        robot.note("# a sound device that stalls after " + std::to_string(good) + " clips");
        if (kind > 1) ++report.stalling_devices;
        robot.app().set_audio(
            [good](std::string&) -> std::unique_ptr<AudioPort> {
                return std::make_unique<StuckAudioPort>(good);
            },
            true);
    };
    give_sound();
    // The narration's line as last seen moving, and since when (the app's clock).
    // A narration is named by the lines asked for until it began (the
    // sequencer's address is the same for every one).
    std::pair<std::uint64_t, std::size_t> narrated{0, 0};
    std::uint64_t narrated_since = 0;
    DiskProblem last_problem = DiskProblem::None;
    StartWatch watch;
    robot.app().table().listen(watch);
    const auto fail = [&](const std::string& what) {
        report.failure = what + " (seed " + std::to_string(options_.seed) + ", step " +
                         std::to_string(report.steps) + ", screen " + robot.screen_name() + ")";
        report.reproduction = robot.steps();
    };
    const Panel* arrived = nullptr;
    std::uint64_t newest = 0; // the newest panel's serial
    // What each label's last tap left: a tap that changes nothing is a
    // choice made again (the player count already chosen) only if nothing
    // changed since that tap.
    std::map<std::string, Look> after_tap;
    // The autosave as last checked.
    std::uintmax_t checked_size = 0;
    std::filesystem::file_time_type checked_time{};
    std::size_t checked_moves = 0;
    const TableSession* checked_game = nullptr;
    // The last person's tap: where it acted and when it came up.
    Rect last_box{};
    std::uint64_t last_release = 0;
    // Whether the target on top at (x, y) is still the one in `box` that
    // said `label` (else the screen changed under a finger held on it).
    const auto still_there = [&](const Rect& box, const std::string& label, int x, int y) {
        const auto on_top = robot.targets();
        for (auto it = on_top.rbegin(); it != on_top.rend(); ++it)
            if (it->box.contains(x, y))
                return it->box.x == box.x && it->box.y == box.y && it->box.w == box.w &&
                       it->box.h == box.h && it->label == label;
        return false;
    };
    const auto remember = [&](TapGuard::Verdict verdict, const Rect& box) {
        if (verdict == TapGuard::Verdict::Acts) {
            last_box = box;
            last_release = AppClock::now_ms();
        } else if (verdict == TapGuard::Verdict::EndsGameAfter) {
            last_box = {}; // asked again: the next tap is judged afresh
        }
    };
    for (report.steps = 0; report.steps < options_.steps && report.failure.empty();
         ++report.steps) {
        robot.note("# step " + std::to_string(report.steps));
        if (options_.faults) { // the disk of a real table, now and then
            if (full_until != 0 && report.steps >= full_until) {
                full_until = 0;
                faulty.set_full(false);
                robot.note("# the disk has room again");
            }
            const std::uint64_t fault = below(1000);
            if (fault < 10 && !faulty.full()) {
                // Full now, or after a few more bytes (in the middle of a save).
                const std::uint64_t room = below(2) ? 0 : below(4000);
                if (room == 0)
                    faulty.set_full(true);
                else
                    faulty.fill_after(room);
                full_until = report.steps + 3 + below(40);
                ++report.full_spells;
                robot.note("# the disk is full after " + std::to_string(room) + " bytes");
            } else if (fault < 20) {
                const std::uint64_t nth = 1 + below(4);
                faulty.fail_write(nth, below(2) ? DiskProblem::Other : DiskProblem::ReadOnly);
                ++report.failing_writes;
                robot.note("# write " + std::to_string(nth) + " from now fails");
            }
            if (faulty.full()) ++report.fault_steps;
        }
        // The autosave before the step, and the new games begun so far.
        const std::optional<std::string> autosave_before = store.read(robot.autosave_file());
        const std::uint64_t new_games_before = watch.new_games;
        if (!robot.running()) { // Quit: the table starts the app again
            robot.restart();
            robot.app().table().listen(watch);
            give_sound();
            watch.awaiting_setup = false;
            watch.night_read = true; // a game resumed later says its own
        }
        const std::vector<Panel::TapTarget> targets = robot.targets();
        const std::uint64_t roll = below(1000);
        bool checked_tap = false;
        Look before;
        std::string tapped;
        if (roll < 700 && !targets.empty()) { // a person's tap on what the screen offers
            const Panel::TapTarget& target = targets[below(targets.size())];
            // Anywhere in the target's middle; held 40-200 ms; released a
            // pixel or two away, inside.
            const auto within = [&](int from, int length) {
                const int margin = length / 10;
                return from + margin + int(below(std::uint64_t(std::max(1, length - 2 * margin))));
            };
            const int x = within(target.box.x, target.box.w);
            const int y = within(target.box.y, target.box.h);
            const int up_x =
                std::clamp(x + int(below(5)) - 2, target.box.x, target.box.x + target.box.w - 1);
            const int up_y =
                std::clamp(y + int(below(5)) - 2, target.box.y, target.box.y + target.box.h - 1);
            // The finger travels 120-600 ms from the last tap; to the spot
            // it just tapped, past the double-tap time (else the two are
            // one tap, TapGuard rule 2: the double taps below).
            std::uint64_t travel = 120 + below(481);
            const std::uint64_t again = last_release + TapGuard::kDoubleTapMs + 20;
            if (last_box.contains(x, y) && AppClock::now_ms() + travel < again)
                travel = again - AppClock::now_ms();
            robot.wait(travel);
            before = look_at(robot);
            // The screen may have moved its targets meanwhile (a line of the
            // message came or went): the finger goes where the target is now.
            int press_x = x, press_y = y;
            const auto now_shown = robot.targets();
            for (const Panel::TapTarget& moved : now_shown)
                if (moved.label == target.label && moved.box.w == target.box.w &&
                    moved.box.h == target.box.h) {
                    press_x += moved.box.x - target.box.x, press_y += moved.box.y - target.box.y;
                    break;
                }
            // Moved onto the spot just tapped: past the double-tap time.
            if (last_box.contains(press_x, press_y) && AppClock::now_ms() < again)
                AppClock::advance(again - AppClock::now_ms());
            // The target on top at that point is the one the finger meets.
            const Panel::TapTarget* met = nullptr;
            for (auto it = now_shown.rbegin(); it != now_shown.rend() && !met; ++it)
                if (it->box.contains(press_x, press_y)) met = &*it;
            // A choice already made, tapped again, may change nothing.
            if (met && !met->chosen) tapped = met->label;
            // The finger comes up a pixel or two away, still on it.
            const int release_x =
                met ? std::clamp(press_x + up_x - x, met->box.x, met->box.x + met->box.w - 1)
                    : up_x;
            const int release_y =
                met ? std::clamp(press_y + up_y - y, met->box.y, met->box.y + met->box.h - 1)
                    : up_y;
            const Rect met_box = met ? met->box : Rect{};
            const std::string met_label = met ? met->label : std::string();
            const std::uint64_t generation = robot.app().screen_generation();
            const std::uint64_t ran = robot.shell().taps().ran;
            robot.note("tap \"" + target.label + "\"");
            const TapGuard::Verdict verdict =
                robot.person_tap_at(press_x, press_y, release_x, release_y, 0, 40 + below(161));
            remember(verdict, met_box);
            ++report.taps;
            if (!robot.running()) continue; // Quit
            if (!met) continue; // the target went while the finger travelled: a tap on nothing
            ++report.person_taps;
            // Every such tap acts exactly once; else the screen changed under
            // the finger while it was down (a countdown's end, the draw), and
            // the message line says so.
            if (verdict == TapGuard::Verdict::Acts) {
                if (robot.shell().taps().ran != ran + 1) {
                    fail("a tap on \"" + met_label + "\" acted " +
                         std::to_string(robot.shell().taps().ran - ran) + " times");
                    break;
                }
            } else if (verdict == TapGuard::Verdict::Changed &&
                       (robot.app().screen_generation() != generation ||
                        !still_there(met_box, met_label, release_x, release_y))) {
                ++report.changed_under_finger;
                tapped.clear();
                if (robot.message() !=
                        robot.app().preferences().catalogue().text("ui.tap.screen_changed") &&
                    robot.running()) {
                    fail("a tap the screen changed under was not said");
                    break;
                }
            } else if (verdict == TapGuard::Verdict::EndsGameAfter && met && met->ends_game) {
                tapped.clear(); // asked again, on the message line
            } else {
                ++report.lost_taps;
                fail("a person's tap on \"" + met_label + "\" was lost (verdict " +
                     std::to_string(int(verdict)) + ")");
                break;
            }
            checked_tap = true;
        } else if (roll < 740 && !targets.empty()) { // a person's double tap
            const Panel::TapTarget& target = targets[below(targets.size())];
            const int x = target.box.x + target.box.w / 2, y = target.box.y + target.box.h / 2;
            std::uint64_t travel = 120 + below(481);
            const std::uint64_t again = last_release + TapGuard::kDoubleTapMs + 20;
            if (last_box.contains(x, y) && AppClock::now_ms() + travel < again)
                travel = again - AppClock::now_ms();
            robot.note("double tap \"" + target.label + "\"");
            const std::uint64_t ran = robot.shell().taps().ran;
            // The target under the finger as the table sees it now.
            const auto pressed = [&]() -> std::optional<Panel::TapTarget> {
                const auto on_top = robot.targets();
                for (auto it = on_top.rbegin(); it != on_top.rend(); ++it)
                    if (it->box.contains(x, y)) return *it;
                return std::nullopt;
            };
            robot.wait(travel);
            const std::optional<Panel::TapTarget> first_pressed = pressed();
            const std::uint64_t generation = robot.app().screen_generation();
            const TapGuard::Verdict first = robot.person_tap_at(x, y, x, y, 0, 40 + below(81));
            // The second finger's travel, then what it comes down on (the
            // screen may have moved meanwhile: a message line came).
            robot.wait(60 + below(91));
            const std::optional<Panel::TapTarget> second_pressed = pressed();
            const TapGuard::Verdict second =
                robot.running() ? robot.person_tap_at(x, y, x, y, 0, 40 + below(81))
                                : TapGuard::Verdict::Missed;
            remember(first, target.box);
            if (second == TapGuard::Verdict::Acts) remember(second, target.box);
            report.taps += 2, report.person_taps += 2;
            if (!robot.running()) continue;
            // Two taps on a key that repeats are two ("ss"), when the
            // second comes down on that key where it was; on anything else
            // one, the second the same tap (a seat stays Nein, Confirm
            // never carries into the next phase, a + never becomes the - of
            // the row that came up under it).
            if (first == TapGuard::Verdict::Acts && robot.app().screen_generation() == generation) {
                // (Nothing there any more, a pager at its end: no tap.)
                const bool two = first_pressed && second_pressed && first_pressed->repeats &&
                                 second_pressed->repeats &&
                                 target_identity(first_pressed->label) ==
                                     target_identity(second_pressed->label) &&
                                 first_pressed->box == second_pressed->box;
                const TapGuard::Verdict expected = !second_pressed ? TapGuard::Verdict::Missed
                                                   : two           ? TapGuard::Verdict::Acts
                                                                   : TapGuard::Verdict::SameTap;
                if (second != expected || robot.shell().taps().ran != ran + (two ? 2u : 1u)) {
                    ++report.lost_taps;
                    fail("a double tap on \"" + target.label + "\" acted " +
                         std::to_string(robot.shell().taps().ran - ran) + " times (verdicts " +
                         std::to_string(int(first)) + ", " + std::to_string(int(second)) + ")");
                    break;
                }
            }
        } else if (roll < 770) { // a tap anywhere
            robot.wait(below(1200));
            const int x = int(below(std::uint64_t(robot.width())));
            const int y = int(below(std::uint64_t(robot.height())));
            Rect met{};
            const auto on_top = robot.targets();
            for (auto it = on_top.rbegin(); it != on_top.rend(); ++it)
                if (it->box.contains(x, y)) {
                    met = it->box; // a target met by chance: a tap like any other
                    break;
                }
            robot.tap_at(x, y);
            if (robot.running()) remember(robot.shell().taps().last, met);
            ++report.taps;
        } else if (roll < 870) { // a key
            const SDL_Keycode key = kKeys[below(std::size(kKeys))];
            robot.wait(below(800));
            robot.key(key, key == SDLK_z ? KMOD_LCTRL : 0);
            ++report.keys;
        } else if (roll < 890) { // typed text, where a screen takes it
            const std::string typed = kTyped[below(std::size(kTyped))];
            const Panel* typing = robot.app().stack().top();
            const bool takes = typing && typing->wants_text_input();
            robot.type(typed);
            // Issue 55: every letter typed arrives (a field with room shows
            // it whole; "Zoë" became "Zo" in a browser).
            if (takes && robot.running() && typed != " " &&
                std::none_of(robot.texts().begin(), robot.texts().end(),
                             [&](const std::string& text) {
                                 return text.find(typed) != std::string::npos;
                             })) {
                // A field already full keeps what it has: only then.
                bool full = false;
                for (const std::string& text : robot.texts())
                    full = full || std::size_t(std::count_if(text.begin(), text.end(), [](char c) {
                                       return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
                                   })) >= TextField::kLimit;
                if (!full) {
                    fail("typed \"" + typed + "\" and it is not on the screen");
                    break;
                }
            }
        } else if (roll < 990) { // time passes
            robot.wait(below(8) == 0 ? 20'000 + below(60'000) : 100 + below(5'000));
        } else { // a kill between two frames, and the app again
            // What the game says it saved is on the disk at the kill.
            const TableSession* playing = robot.app().table().game();
            if (playing && playing->save_problem() == DiskProblem::None &&
                !robot.app().table().read_only() &&
                store.read(robot.autosave_file()) != playing->log().text()) {
                fail("a move saved is not on the disk at a kill");
                break;
            }
            robot.kill();
            robot.restart();
            robot.app().table().listen(watch);
            give_sound();
            watch.awaiting_setup = false;
            watch.night_read = true; // a game resumed later says its own
            narrated = {0, 0};       // another app: its narrations counted afresh
            ++report.kills;
        }
        if (!robot.running()) continue; // Quit: started again at the next step

        // --- The invariants ----------------------------------------------
        const std::string screen = robot.screen_name();
        const std::vector<Panel::TapTarget> now = robot.targets();
        if (robot.texts().empty()) {
            fail("a blank screen: no text drawn");
            break;
        }
        if (now.empty()) {
            fail("a dead end: the screen offers nothing to tap");
            break;
        }
        if (checked_tap && !tapped.empty()) {
            const Look after = look_at(robot);
            const auto last = after_tap.find(tapped);
            const bool chosen_again = last != after_tap.end() && last->second == before;
            // Refused with the reason already on the message line.
            const bool reason_shown = !before.message.empty();
            if (after == before && !chosen_again && !reason_shown) {
                const TableSession* playing = robot.app().table().game();
                fail("a tap on \"" + tapped + "\" did nothing the table can see" +
                     (playing ? " (phase " + std::to_string(int(playing->state().phase())) + ")"
                              : std::string()));
                break;
            }
            after_tap[tapped] = after;
        }
        const TableSession* game = robot.app().table().game();
        const DiskProblem problem = game ? game->save_problem() : DiskProblem::None;
        if (problem != DiskProblem::None && last_problem == DiskProblem::None &&
            robot.message().empty()) {
            fail("a save failed and the message line says nothing");
            break;
        }
        last_problem = problem;
        // The narration never waits on a line for ever: a sound that took
        // a line and never played it is given up, the text read instead.
        if (const NarrationSequencer* narration = robot.app().announcer().narration();
            narration && !narration->finished() && !narration->paused()) {
            const std::pair now_narrated{robot.app().announcer().asked_count(),
                                         narration->current()};
            if (now_narrated != narrated) {
                narrated = now_narrated;
                narrated_since = AppClock::now_ms();
            } else if (AppClock::now_ms() - narrated_since > 60'000) {
                fail("the narration has waited on one line for a minute (" +
                     narration->lines()[narration->current()].key + ")");
                break;
            }
        } else {
            narrated = {0, 0};
        }
        report.stalls = std::max(report.stalls, robot.app().announcer().voice().stalls());
        // A new game begun over an unfinished one: that game is in Past
        // games, or (the disk refused) still the autosave.
        if (watch.new_games != new_games_before && unfinished_with_moves(autosave_before)) {
            ++report.unfinished_replaced;
            bool found = store.read(robot.autosave_file()) == autosave_before;
            for (const KeptGame& kept : archive.list()) {
                const std::optional<std::string> text = store.read(kept.file);
                found = found || (text && text->starts_with(*autosave_before));
            }
            if (!found) {
                fail("an unfinished game vanished: neither the autosave nor Past games holds it");
                break;
            }
        }
        // Read again when the file or the game changed (the same file and
        // game read back the same: that was checked when they last did).
        std::error_code unknown;
        const auto saved_size = std::filesystem::file_size(robot.autosave_file(), unknown);
        const auto saved_time = std::filesystem::last_write_time(robot.autosave_file(), unknown);
        const std::size_t moves = game ? game->log().history().events().size() : 0;
        const bool changed = saved_size != checked_size || saved_time != checked_time ||
                             moves != checked_moves || game != checked_game;
        checked_size = saved_size, checked_time = saved_time, checked_moves = moves;
        checked_game = game;
        if (changed && game && !robot.app().table().read_only() && problem == DiskProblem::None) {
            const auto saved = robot.autosave();
            if (!saved || !saved->log || saved->error) {
                fail("the autosave does not read back whole");
                break;
            }
            if (saved->log->history().events() != game->log().history().events()) {
                fail("the autosave is not the game in memory");
                break;
            }
        }
        const std::optional<Screen> top = robot.screen();
        if (top == Screen::Setup) watch.awaiting_setup = false;
        if (top == Screen::Table && game) {
            if (!watch.night_read) {
                fail("the table was reached without the night read to its end");
                break;
            }
            if (watch.awaiting_setup) {
                fail("a new game reached the table without its setup");
                break;
            }
        }
        if (top == Screen::GameOver && robot.app().stack().top() != arrived) ++report.games_ended;
        // Issue 55: a line that cannot be heard is said on screen (the
        // setup's and the night's notice: read it aloud).
        if ((top == Screen::Setup || top == Screen::Night) &&
            robot.app().announcer().device().missing() && robot.app().announcer().narration() &&
            !robot.shows_text_containing(
                robot.app().preferences().catalogue().text("ui.night.no_audio").substr(0, 12))) {
            fail("no sound device, and the night's screen does not say to read its lines aloud");
            break;
        }
        // Issue 55: the odds two screens show for one moment are the same:
        // the chart's figures are the reveal's, of the moment before the end.
        const GameLog* charted = robot.app().shown_game().log(); // the table's, or a kept one
        if (top == Screen::OddsChart && charted && robot.app().stack().top() != arrived &&
            robot.app().preferences().settings().analysis) {
            const GameHistory& history = charted->history();
            const std::vector<OddsPoint> series = odds_series(history.setup(), history.events());
            const std::size_t moment = odds_moment(history.setup(), history.events());
            const ClaimWords words(robot.app().preferences().catalogue(),
                                   robot.app().seat_names().shown(charted->roster()));
            bool same = true;
            for (std::size_t seat = 0; moment > 0 && seat < series[moment - 1].players.size();
                 ++seat)
                same = same &&
                       robot.shows_text_containing(robot.app().preferences().catalogue().format(
                           "ui.chart.last",
                           {{"percent", words.percent(series[moment - 1].players[seat].hitler)}}));
            if (!same) {
                fail("the odds chart's figures are not those of the moment the reveal names");
                break;
            }
        }
        // One drawing whatever the path: a screen just arrived at, beside
        // `--screenshot` of the same game, settings, language and size.
        const Panel* panel = robot.app().stack().top();
        // A panel made just now (not one shown again, which keeps what was
        // tapped on it) is drawn from the game alone.
        const bool fresh = panel && panel->serial() > newest;
        if (panel) newest = std::max(newest, panel->serial());
        if (panel != arrived) {
            arrived = panel;
            ++report.screens[screen];
            const bool comparable = top == Screen::Table || top == Screen::GameOver ||
                                    top == Screen::History || top == Screen::Analysis ||
                                    top == Screen::Rules;
            if (comparable && fresh && robot.message().empty() && problem == DiskProblem::None &&
                !robot.app().shown_game().kept() &&
                below(std::uint64_t(options_.screenshot_every)) == 0) {
                const std::vector<std::uint32_t> shown = robot.pixels();
                const std::vector<std::uint32_t> drawn = screenshot_pixels(
                    SHN_TEST_DATA_DIR, robot.app().preferences().language(), screen, robot.width(),
                    robot.height(), game ? robot.autosave_file() : std::filesystem::path(),
                    robot.app().preferences().settings(),
                    SDL_GetWindowPixelFormat(robot.shell().window()));
                ++report.screenshots_compared;
                std::size_t differ = 0;
                for (std::size_t index = 0; index < std::min(shown.size(), drawn.size()); ++index)
                    if ((shown[index] ^ drawn[index]) & 0x00FFFFFFu) ++differ;
                if (shown.size() != drawn.size() || differ > 0) {
                    // Both drawings kept beside each other, to be looked at.
                    const auto keep = [&](const std::vector<std::uint32_t>& pixels,
                                          const std::string& name) {
                        std::vector<std::uint32_t> copy = pixels;
                        SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(
                            copy.data(), robot.width(), robot.height(), 32, robot.width() * 4,
                            SDL_PIXELFORMAT_RGBA32);
                        const auto file =
                            std::filesystem::temp_directory_path() /
                            ("shn-crawl-" + std::to_string(options_.seed) + "-" + name + ".png");
                        if (surface) IMG_SavePNG(surface, file.string().c_str());
                        SDL_FreeSurface(surface);
                    };
                    if (shown.size() == drawn.size()) {
                        keep(shown, "robot");
                        keep(drawn, "screenshot");
                    }
                    fail("the " + screen + " screen differs from --screenshot of the same game (" +
                         std::to_string(differ) + " pixels)");
                    break;
                }
            }
        }
    }
    // Every step, to compare two runs of a seed (SHN_CRAWL_TRACE=file).
    if (const char* trace = std::getenv("SHN_CRAWL_TRACE")) std::ofstream(trace) << robot.steps();
    report.refused = faulty.counts().refused;
    report.refused_full = faulty.counts().full;
    report.games_kept = archive.list().size();
    return report;
}

} // namespace shn
