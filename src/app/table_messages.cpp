#include "app/table_messages.h"

#include "app/message_line.h"
#include "app/preferences.h"
#include "app/seat_names.h"
#include "app/table_words.h"
#include "core/claim_findings.h"
#include "core/deck_orders.h"
#include "core/public_record.h"
#include "session/catalogue.h"

#include <iostream>

namespace shn {

std::string TableMessages::save_warning(const TableSession& game) {
    warned_ = true;
    const std::string warning = preferences_.catalogue().format(
        "ui.error.save_failed",
        {{"detail",
          preferences_.catalogue().text(std::string(disk_problem_key(game.save_problem())))}});
    std::cerr << "sh-narrator: " << table_.autosave().string() << ": " << warning
              << std::endl; // the log
    return warning;
}

std::string TableMessages::saving_words(const TableSession& game) {
    if (game.save_problem() != DiskProblem::None) return save_warning(game);
    if (!warned_) return {};
    warned_ = false;
    return preferences_.catalogue().text("ui.error.saved_again");
}

void TableMessages::started(const TableSession& game, const TableStart& start) {
    const Catalogue& catalogue = preferences_.catalogue();
    std::string message = messages_.text();
    warned_ = false; // another game: its own save problem, if any, is said below
    switch (start.kind) {
    case TableStart::Kind::New:
        // No sound device: the setup's and the night's notices say it, once
        // (issue 55: the message line said it a second time under them).
        message.clear();
        if (game.save_problem() != DiskProblem::None) message = save_warning(game);
        break;
    case TableStart::Kind::Resumed:
        if (start.damage)
            message = start.last_move_lost
                          ? catalogue.text("ui.error.last_move_lost")
                          : catalogue.format("ui.error.save_damaged",
                                             {{"line", std::to_string(start.damage->line)}});
        if (game.save_problem() != DiskProblem::None) message += ' ' + save_warning(game);
        break;
    case TableStart::Kind::Loaded: break;
    }
    messages_.set(std::move(message));
}

void TableMessages::refused(const TableSession&, const Event& event, Refusal refusal) {
    // The President's own seat tapped in a power (R24-R28) is not a
    // nomination: its own words (issue 43: Spanish and German said
    // "nominate another").
    const bool power_on_president =
        refusal == Refusal::TargetIsPresident && event.type != EventType::Nominate;
    messages_.set([refusal, power_on_president](const Catalogue& catalogue) {
        if (power_on_president) return catalogue.text("refusal.power_on_president");
        return catalogue.format(refusal_key(refusal), {{"detail", ""}, {"phase", ""}});
    });
}

namespace {

/// The words of a claim that cannot be true, said where it is entered
/// (issue 32): why, and that it is kept as said. Empty: it can be true.
std::string impossible_claim_key(const TableSession& game, const Event& claim) {
    const GameHistory& history = game.log().history();
    const PublicRecord record = public_record(history.setup(), history.events());
    if (record.sessions.empty()) return {};
    const int session = static_cast<int>(record.sessions.size()) - 1;
    const SessionClaims& said = record.sessions.back().claims;
    switch (impossible_why(record, cycle_orders(record), session, claim.seat, claim.claim)) {
    case ImpossibleWhy::Possible: return {};
    case ImpossibleWhy::Hitler: return "ui.claim_impossible.hitler";
    case ImpossibleWhy::Deck: return "ui.claim_impossible.deck";
    case ImpossibleWhy::Enacted:
        if (claim.claim == ClaimKind::Drew)
            return said.drew == 0 ? "ui.claim_impossible.drew_fascists"
                                  : "ui.claim_impossible.drew_liberals";
        return said.received == 0 ? "ui.claim_impossible.received_fascists"
                                  : "ui.claim_impossible.received_liberals";
    }
    return {};
}

} // namespace

void TableMessages::played(const TableSession& game, const GameState& before, const Event& event) {
    // What the move did, by name, Undo beside it; a save problem after it
    // (issue 55: the warning in its place hid every move while the disk
    // refused), and once the disk takes the game again, that it is saved.
    // The first president's draw is said, but not as a move Undo takes back.
    const std::string saving = saving_words(game);
    if (event.type == EventType::NightOver || event.type == EventType::Reveal) {
        messages_.set(saving, false);
        return;
    }
    const bool undoable = event.type != EventType::FirstPresident;
    const std::string impossible =
        event.type == EventType::Claim ? impossible_claim_key(game, event) : std::string();
    const std::vector<Event>& events = game.log().history().events();
    const bool answered_by_state = !events.empty() && events.back().type == EventType::HitlerCheck;
    // Worded when shown, in the language of the moment.
    messages_.set(
        [this, roster = game.log().roster(), before, event, after = game.state(), impossible,
         answered_by_state, saving](const Catalogue& catalogue) {
            const PlayerRoster& names = seat_names_.shown(roster);
            std::string said;
            if (!impossible.empty()) {
                said = catalogue.format(impossible, {{"name", names.name_of(event.seat)},
                                                     {"target", names.name_of(event.target)}});
            } else {
                said = TableWords(catalogue, names).did(before, event, after);
                // What the narrator asks the table to do, on screen too: a
                // table with the sound off must not miss it (issue 31).
                if (event.type == EventType::Enact && before.phase() == Phase::Chaos &&
                    !after.game_over())
                    said += ' ' + catalogue.text("say.chaos.after");
                // R18: the Chancellor elected is known not Hitler: the
                // question was answered by the state, and the table is told.
                if (event.type == EventType::Vote && answered_by_state && after.chancellor())
                    said += ' ' +
                            catalogue.format("ui.did.hitler_known_not",
                                             {{"chancellor", names.name_of(*after.chancellor())}});
                // R29: the fifth fascist policy unlocks the veto, said on
                // screen as the narrator says it (issue 43: nothing told a
                // table with the sound off).
                if (!before.veto_unlocked() && after.veto_unlocked() && !after.game_over())
                    said += ' ' + catalogue.text("say.power.veto_unlocked");
                if (after.piles().reshuffles() != before.piles().reshuffles())
                    said += ' ' + catalogue.text("say.reshuffle");
            }
            return saving.empty() ? said : said + ' ' + saving;
        },
        undoable);
}

void TableMessages::undone(const TableSession& game, const Event& undone, const GameState& with_it,
                           const GameState& without_it) {
    const std::string saving = saving_words(game);
    messages_.set([this, roster = game.log().roster(), undone, with_it, without_it,
                   saving](const Catalogue& catalogue) {
        const PlayerRoster& names = seat_names_.shown(roster);
        // A claim taken back is no claim recorded ("Undone: Zoé's claim is
        // recorded" read as if it were kept).
        const std::string said =
            undone.type == EventType::Claim
                ? catalogue.format("ui.undone.claim", {{"name", names.name_of(undone.seat)}})
                : catalogue.format(
                      "ui.did.undone",
                      {{"move", TableWords(catalogue, names).did(without_it, undone, with_it)}});
        return saving.empty() ? said : said + ' ' + saving;
    });
}

void TableMessages::corrected(const TableSession& game, std::size_t index, const Event& corrected) {
    const GameState before = game.log().history().state_after(index);
    const GameState after = game.log().history().state_after(index + 1);
    const std::string warning = saving_words(game);
    // Said once, in words: the path of the copy is for the log, not the table.
    std::cerr << "sh-narrator: the game before the fix is kept in " << game.kept_aside().string()
              << std::endl;
    messages_.set([this, roster = game.log().roster(), before, after, corrected,
                   warning](const Catalogue& catalogue) {
        const TableWords words(catalogue, seat_names_.shown(roster));
        std::string message =
            catalogue.format("ui.did.corrected", {{"move", words.did(before, corrected, after)}}) +
            ' ' + catalogue.text("ui.correct.done");
        return warning.empty() ? message : message + ' ' + warning;
    });
}

void TableMessages::correction_failed(const TableSession& game) {
    if (game.save_problem() != DiskProblem::None) messages_.replace(save_warning(game));
}

} // namespace shn
