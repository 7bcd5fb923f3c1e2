#include "app/robot/table_play.h"

#include "app/game_draft.h"
#include "app/seat_names.h"
#include "app/target_identity.h"
#include "core/game_state.h"

namespace shn {

std::string TablePlay::words(std::string_view key) const {
    return robot_.app().preferences().catalogue().text(key);
}

std::string TablePlay::round_words(int number) const {
    return robot_.app().preferences().catalogue().format("ui.history.round",
                                                         {{"number", std::to_string(number)}});
}

bool TablePlay::tap(std::string_view key) {
    if (robot_.tap(words(key))) return true;
    problem = "no \"" + words(key) + "\" (" + std::string(key) + ") on " + robot_.screen_name();
    return false;
}

bool TablePlay::tap_starting(std::string_view key) {
    const std::string start = words(key);
    for (const Panel::TapTarget& target : robot_.targets())
        if (target.label.rfind(start, 0) == 0) return robot_.tap(target.label);
    problem = "nothing begins with \"" + start + "\" on " + robot_.screen_name();
    return false;
}

std::string TablePlay::first_kept_game() const {
    for (const Panel::TapTarget& target : robot_.targets())
        if (target.label != words("ui.settings.back") && target.label != words("ui.stats.title") &&
            target.label != words("ui.history.newer") && target.label != words("ui.history.older"))
            return target.label;
    return {};
}

std::string TablePlay::way_on_words(Screen screen) const {
    return words(screen == Screen::Setup ? "ui.setup.pick_random" : "ui.night.done");
}

std::string TablePlay::confirm_words(int ja, int nein) const {
    const Catalogue& catalogue = robot_.app().preferences().catalogue();
    return catalogue.text("ui.table.confirm") + " · " +
           catalogue.format("ui.table.vote_result",
                            {{"ja", std::to_string(ja)}, {"nein", std::to_string(nein)}});
}

std::vector<std::string> TablePlay::names() const {
    const TableSession* game = robot_.app().table().game();
    if (!game) return {};
    return robot_.app().seat_names().shown(game->log().roster()).names;
}

int TablePlay::type_on_keyboard(std::string_view text, std::uint64_t gap_ms) {
    int page_switches = 0;
    // One UTF-8 character a key, each a person's tap `gap_ms` after the
    // last (an alphabet's key too): the key's label is the letter in
    // either case.
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t length = 1;
        const auto lead = static_cast<unsigned char>(text[at]);
        if (lead >= 0xF0)
            length = 4;
        else if (lead >= 0xE0)
            length = 3;
        else if (lead >= 0xC0)
            length = 2;
        const std::string letter(text.substr(at, length));
        at += length;
        const auto find_key = [&]() -> std::optional<Rect> {
            const std::string wanted = letter == " " ? target_identity(words("ui.keyboard.space"))
                                                     : target_identity(letter);
            for (const Panel::TapTarget& target : robot_.targets())
                if (target_identity(target.label) == wanted) return target.box;
            return std::nullopt;
        };
        std::optional<Rect> key = find_key();
        // A letter of another alphabet: that alphabet's key first.
        for (const char* alphabet :
             {"ui.keyboard.latin", "ui.keyboard.accents", "ui.keyboard.cyrillic"}) {
            if (key) break;
            for (const Panel::TapTarget& target : robot_.targets())
                if (target.label == words(alphabet)) {
                    robot_.person_tap(target.box, gap_ms);
                    ++page_switches;
                    break;
                }
            key = find_key();
        }
        if (!key) {
            robot_.note("no key for \"" + letter + "\"");
            continue;
        }
        // The letter in the other case than the keys show: shift first.
        const bool shown_as_typed = [&] {
            for (const Panel::TapTarget& target : robot_.targets())
                if (target.box.x == key->x && target.box.y == key->y) return target.label == letter;
            return true;
        }();
        if (letter != " " && !shown_as_typed) {
            for (const Panel::TapTarget& target : robot_.targets())
                if (target.label == words("ui.keyboard.shift")) {
                    robot_.person_tap(target.box, gap_ms);
                    break;
                }
        }
        robot_.person_tap(*key, gap_ms);
    }
    return page_switches;
}

std::string TablePlay::names_button() {
    const GameDraft& draft = robot_.app().draft();
    const Catalogue& catalogue = robot_.app().preferences().catalogue();
    if (draft.named() == 0) return catalogue.text("ui.new_game.names_button");
    return catalogue.format(
        "ui.new_game.names_count",
        {{"named", std::to_string(draft.named())}, {"players", std::to_string(draft.players)}});
}

bool TablePlay::new_game(int players, const std::vector<std::string>& names) {
    // From home, or from a game-over screen's own New game.
    if (robot_.screen() == Screen::GameOver ? !tap("ui.game_over.new_game")
                                            : !tap("ui.home.new_game"))
        return false;
    if (robot_.screen() != Screen::NewGame) {
        problem = "New game did not open the new game screen: " + robot_.screen_name();
        return false;
    }
    if (!robot_.tap(std::to_string(players))) {
        problem = "no player count " + std::to_string(players);
        return false;
    }
    if (!names.empty()) {
        if (!robot_.tap(names_button())) {
            problem = "no names button \"" + names_button() + "\"";
            return false;
        }
        for (const std::string& name : names) { // seat by seat, Next after each
            type_on_keyboard(name, 250);
            if (!tap("ui.keyboard.next")) return false;
        }
        if (!tap("ui.names.done")) return false;
    }
    if (!tap("ui.new_game.start")) return false;
    return robot_.screen() == Screen::Setup;
}

bool TablePlay::through_setup_and_night() {
    const std::uint64_t most = 10 * 60 * 1000; // ten minutes of the table's time at most
    if (robot_.screen() == Screen::Setup) {
        if (!robot_.wait_until([&] { return robot_.shows_target(words("ui.setup.pick_random")); },
                               most)) {
            problem = "the setup never offered to pick the first president";
            return false;
        }
        if (!tap("ui.setup.pick_random")) return false;
    }
    if (robot_.screen() == Screen::FirstPresident) {
        if (!robot_.wait_until([&] { return robot_.shows_target(words("ui.setup.to_night")); },
                               most)) {
            problem = "the draw never stopped";
            return false;
        }
        if (!tap("ui.setup.to_night")) return false;
    }
    if (robot_.screen() != Screen::Night) {
        problem = "no night after the setup: " + robot_.screen_name();
        return false;
    }
    if (!robot_.wait_until([&] { return robot_.shows_target(words("ui.night.done")); }, most)) {
        problem = "the night never ended";
        return false;
    }
    if (!tap("ui.night.done")) return false;
    return robot_.screen() == Screen::Table;
}

bool TablePlay::tap_seat(int seat) {
    const std::vector<std::string> seat_names = names();
    if (seat < 0 || std::size_t(seat) >= seat_names.size()) return false;
    if (robot_.tap(seat_names[std::size_t(seat)])) return true;
    problem = "no seat \"" + seat_names[std::size_t(seat)] + "\" on " + robot_.screen_name();
    return false;
}

bool TablePlay::move_towards(End end) {
    TableSession* game = robot_.app().table().game();
    if (!game || robot_.screen() != Screen::Table) {
        problem = "not at the table: " + robot_.screen_name();
        return false;
    }
    const GameState& state = game->state();
    const bool liberal_plan = end == End::FiveLiberal;
    // The roles are the robot's secret: Hitler is the seat after the first
    // president's, and nobody else is.
    const auto first_seat = [&]() -> Seat {
        for (const Event& event : game->log().history().events())
            if (event.type == EventType::FirstPresident) return event.seat;
        return 0;
    };
    const Seat hitler = Seat((first_seat() + 1) % state.player_count());
    switch (state.phase()) {
    case Phase::FirstPresident: return tap("ui.table.pick_random");
    case Phase::Nomination: {
        // Hitler is nominated only when the plan ends with Hitler elected;
        // else any other eligible seat.
        const bool want_hitler = end == End::HitlerElected && state.fascist_policies() >= 3;
        for (Seat seat = 0; seat < state.player_count(); ++seat) {
            if (state.check(Event::nominate(seat)) != Refusal::None) continue;
            if ((seat == hitler) != want_hitler) continue;
            return tap_seat(seat);
        }
        for (Seat seat = 0; seat < state.player_count(); ++seat)
            if (state.check(Event::nominate(seat)) == Refusal::None) return tap_seat(seat);
        problem = "no seat can be nominated";
        return false;
    }
    case Phase::Election: return tap_starting("ui.table.confirm");
    case Phase::HitlerCheck:
        return tap(end == End::HitlerElected && state.chancellor() == hitler ? "ui.table.yes"
                                                                             : "ui.table.no");
    case Phase::Legislative:
    case Phase::Chaos: {
        const bool liberal = liberal_plan
                                 ? state.check(Event::enact(Policy::Liberal)) == Refusal::None
                                 : state.check(Event::enact(Policy::Fascist)) != Refusal::None;
        return tap(liberal ? "ui.table.liberal" : "ui.table.fascist");
    }
    case Phase::Veto: return tap("ui.table.refuse");
    case Phase::Peek: return tap("ui.table.done");
    case Phase::Investigate:
    case Phase::SpecialElection:
        for (Seat seat = 0; seat < state.player_count(); ++seat) {
            const Event event = state.phase() == Phase::Investigate ? Event::investigate(seat)
                                                                    : Event::special_election(seat);
            if (state.check(event) == Refusal::None) return tap_seat(seat);
        }
        problem = "no seat to choose";
        return false;
    case Phase::Execution: {
        // Hitler is executed only when the plan says so; the robot taps
        // the seat, then the answer.
        const bool want_hitler = end == End::HitlerExecuted;
        if (robot_.shows_target(words("ui.table.was_hitler")))
            return tap(want_hitler ? "ui.table.was_hitler" : "ui.table.not_hitler");
        for (Seat seat = 0; seat < state.player_count(); ++seat) {
            if (seat == state.president()) continue;
            if (state.check(Event::execute(seat, seat == hitler)) != Refusal::None) continue;
            if ((seat == hitler) != want_hitler) continue;
            return tap_seat(seat);
        }
        problem = "no seat to execute";
        return false;
    }
    case Phase::GameOver: return false;
    }
    return false;
}

bool TablePlay::open_reveal() {
    if (!tap("ui.home.resume")) return false;
    if (!tap("ui.game_over.reveal")) return false;
    if (robot_.screen() != Screen::Reveal) {
        problem = "no reveal: " + robot_.screen_name();
        return false;
    }
    return true;
}

bool TablePlay::enter_unknown_as_liberal() {
    const std::string unknown = " · " + words("ui.reveal.role.unknown");
    for (const std::string& name : names()) {
        const std::string card = name + unknown;
        if (!robot_.shows_target(card)) continue;
        if (!robot_.tap(card)) {
            problem = "no card \"" + card + "\"";
            return false;
        }
        robot_.wait(TableRobot::kHumanPauseMs); // the next card, not a double tap
    }
    return true;
}

bool TablePlay::reveal() {
    const TableSession* game = robot_.app().table().game();
    if (!game || robot_.screen() != Screen::Reveal) {
        problem = "no reveal: " + robot_.screen_name();
        return false;
    }
    const int players = game->state().player_count();
    Seat first = 0;
    for (const Event& event : game->log().history().events())
        if (event.type == EventType::FirstPresident) first = event.seat;
    const int fascists = players <= 6 ? 1 : players <= 8 ? 2 : 3;
    const std::vector<std::string> seat_names = names();
    for (int seat = 0; seat < players; ++seat) {
        const int after = (seat - first + players) % players; // 1: Hitler, 2..: fascists
        const std::string role =
            words(after == 1                            ? "ui.reveal.role.hitler"
                  : after >= 2 && after <= fascists + 1 ? "ui.reveal.role.fascist"
                                                        : "ui.reveal.role.liberal");
        const std::string wanted = seat_names[std::size_t(seat)] + " · " + role;
        for (int tap = 0; tap < 3 && !robot_.shows_target(wanted); ++tap) {
            bool tapped = false;
            for (const Panel::TapTarget& target : robot_.targets())
                if (target.label.rfind(seat_names[std::size_t(seat)] + " · ", 0) == 0) {
                    tapped = robot_.tap(target.label);
                    break;
                }
            if (!tapped) break;
        }
        if (!robot_.shows_target(wanted)) {
            problem = "the reveal never showed \"" + wanted + "\"";
            return false;
        }
    }
    if (!tap("ui.reveal.confirm")) return false;
    if (!game->state().revealed_roles()) {
        problem = "the reveal was refused: " + robot_.message();
        return false;
    }
    return true;
}

bool TablePlay::play_to(End end, int most_moves) {
    for (int move = 0; move < most_moves; ++move) {
        if (robot_.screen() == Screen::GameOver) return true;
        if (!move_towards(end)) return robot_.screen() == Screen::GameOver;
    }
    problem = "no end after " + std::to_string(most_moves) + " moves";
    return false;
}

} // namespace shn
