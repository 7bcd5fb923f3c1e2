#include "app/table_controller.h"

#include <algorithm>

namespace shn {

namespace {

/// A read autosave whose game ended and whose roles are not revealed yet,
/// read whole: its end can still be undone (a mis-tap that ended it) and
/// the reveal made.
bool is_ended_unrevealed(const LogReadResult& read) {
    return read.log && !read.error && read.log->history().state().game_over() &&
           !read.log->history().state().revealed_roles();
}

/// That game, from the autosave.
std::optional<GameLog> ended_unrevealed(const std::filesystem::path& autosave,
                                        const TableStore& store) {
    std::optional<LogReadResult> found = TableSession::read_file(autosave, store);
    if (!found || !is_ended_unrevealed(*found)) return std::nullopt;
    return std::move(*found->log);
}

} // namespace

void TableController::new_game(PlayerRoster roster, GameSetup setup) {
    if (game_) tell([&](TableListener& l) { l.leaving(*game_); });
    game_.emplace(GameLog(std::move(roster), setup), autosave_, *store_);
    game_->save_all(); // a refusal of the disk is in save_problem(), for the listeners
    tell([&](TableListener& l) { l.started(*game_, TableStart{}); });
}

void TableController::forget() {
    if (!game_) return;
    tell([&](TableListener& l) { l.leaving(*game_); });
    game_.reset();
}

void TableController::rematch() {
    if (!game_) return;
    const GameLog& finished = game_->log();
    new_game(finished.roster(), finished.history().setup());
}

void TableController::adopt(GameLog log) {
    game_.emplace(std::move(log), autosave_, *store_);
    tell([&](TableListener& l) {
        l.started(*game_, TableStart{TableStart::Kind::Loaded, std::nullopt, false});
    });
}

bool TableController::has_resumable_game() const {
    if (!resumable_stamp_ || *resumable_stamp_ != store_->changes())
        resumable_of(TableSession::read_file(autosave_, *store_));
    return resumable_;
}

void TableController::saw_autosave(const std::optional<LogReadResult>& read) {
    resumable_of(read);
}

void TableController::resumable_of(const std::optional<LogReadResult>& read) const {
    // Unfinished (TableSession::load_unfinished), or ended and not revealed.
    resumable_stamp_ = store_->changes();
    resumable_ = read && read->log &&
                 (!read->log->history().state().game_over() || is_ended_unrevealed(*read));
}

bool TableController::resume() {
    // Lines in the file, to tell a cut last line (one move lost) from damage inside.
    std::size_t lines = 0;
    if (const std::optional<std::string> text = store_->read(autosave_)) {
        lines = std::size_t(std::count(text->begin(), text->end(), '\n'));
        if (!text->empty() && text->back() != '\n') ++lines;
    }
    TableStart start{TableStart::Kind::Resumed, std::nullopt, false};
    auto session = TableSession::resume(autosave_, start.damage, *store_);
    if (!session) { // an ended game, not revealed yet: the table goes back to its end
        std::optional<GameLog> ended = ended_unrevealed(autosave_, *store_);
        if (!ended) return false;
        game_.emplace(std::move(*ended), autosave_, *store_);
    } else {
        game_.emplace(std::move(*session));
    }
    start.last_move_lost = start.damage && start.damage->line >= lines;
    tell([&](TableListener& l) { l.started(*game_, start); });
    return true;
}

bool hitler_answer_known(const GameState& state) {
    return state.phase() == Phase::HitlerCheck && state.chancellor() &&
           state.known_not_hitler().contains(*state.chancellor());
}

bool TableController::play(const Event& event) {
    if (!game_ || read_only_) return false;
    const GameState before = game_->state();
    const Refusal refusal = game_->play(event);
    if (refusal != Refusal::None) {
        tell([&](TableListener& l) { l.refused(*game_, event, refusal); });
        return false;
    }
    // R18: a Chancellor the game's state proves not Hitler is not asked;
    // the answer is recorded with the move that made it due (one move for
    // Undo, told as the election: TableMessages says why nothing is asked).
    if (hitler_answer_known(game_->state())) game_->play(Event::hitler_check(false));
    tell([&](TableListener& l) { l.played(*game_, before, event); });
    return true;
}

bool TableController::can_undo() const {
    if (!game_ || read_only_) return false;
    const auto& events = game_->log().history().events();
    if (!events.empty() && events.back().type == EventType::Reveal) return false; // R40: final
    // The first president's draw and the night are the game's start, not a
    // move of the table (issue 43: an Undo there reopened the draw and took
    // the night out of the log): the first move to undo is the nomination.
    return std::any_of(events.begin(), events.end(), [](const Event& event) {
        return event.type != EventType::NightOver && event.type != EventType::FirstPresident;
    });
}

void TableController::undo() {
    if (!can_undo()) return;
    // The night's end is not a move: it goes with the move before it, in
    // one rewrite of the file.
    const GameHistory& history = game_->log().history();
    std::size_t last = history.events().size() - 1;
    while (history.events()[last].type == EventType::NightOver) --last; // can_undo: one is not
    const std::size_t top = last;
    // An answer the state knew goes back with the move that made it due.
    if (last > 0 && history.events()[last].type == EventType::HitlerCheck &&
        hitler_answer_known(history.state_after(last)))
        --last;
    const Event undone = history.events()[last];
    const GameState with_it = history.state_after(top + 1);
    const GameState without_it = history.state_after(last);
    if (!game_->undo(history.events().size() - last)) return;
    tell([&](TableListener& l) { l.undone(*game_, undone, with_it, without_it); });
}

TableCorrection TableController::correct(std::size_t index, const Event& corrected,
                                         bool keep_up_to_misfit) {
    if (!game_ || read_only_)
        return {Correction{GameHistory(GameSetup{}), std::nullopt, Refusal::WrongPhase}};
    TableCorrection fixed = game_->correct(index, corrected, keep_up_to_misfit);
    if (fixed.applied)
        tell([&](TableListener& l) { l.corrected(*game_, index, corrected); });
    else
        tell([&](TableListener& l) { l.correction_failed(*game_); });
    return fixed;
}

} // namespace shn
