// TablePanel, its claims: which claims are open after a government or a
// power, and their rows (table_panel.h).
#include "app/name_lines.h"
#include "app/panels/table_panel.h"

#include "app/panels/game_menu_panel.h"

#include "app/announcer.h"
#include "app/message_line.h"
#include "app/panel_stack.h"
#include "app/phone_board.h"
#include "app/preferences.h"
#include "app/screen.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/table_words.h"
#include "app/tile_letters.h"
#include "core/presidential_power.h"
#include "core/random_stream.h"
#include "session/app_clock.h"
#include "session/languages.h"
#include "session/narration_cues.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <string>

namespace shn {

std::vector<ClaimKind> TablePanel::open_claims(const GameState& state) const {
    std::vector<ClaimKind> open;
    if (!preferences_.settings().analysis) return open;
    const bool asks_for_a_seat = state.phase() == Phase::Nomination ||
                                 state.phase() == Phase::Investigate ||
                                 state.phase() == Phase::SpecialElection ||
                                 (state.phase() == Phase::Execution && !execution_target_);
    if (!asks_for_a_seat) return open;
    const ClaimWindow& window = state.claim_window();
    for (const ClaimKind kind :
         {ClaimKind::Drew, ClaimKind::Received, ClaimKind::Peeked, ClaimKind::Investigated}) {
        const auto claimant = window.claimant(kind);
        if (claimant && !window.made_already(kind) && state.alive().contains(*claimant))
            open.push_back(kind);
    }
    return open;
}

void TablePanel::draw_claims(Canvas& canvas, Rect area, const GameState& state,
                             const std::vector<ClaimKind>& open) {
    if (open.empty()) return;
    const int u = canvas.unit();
    const ClaimWindow& window = state.claim_window();
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    // "L L F": `liberals` liberal letters first, then fascist ones.
    const auto tiles = [this](int liberals, int count) {
        // No-break spaces: a label breaks between word groups, never inside
        // one ("F F / F" on a 1024x768 tablet).
        return tile_letters(catalogue_, liberals_first(liberals), count, "\u00a0");
    };
    // The claims are for the one who taps: their words read up close.
    const int floor = canvas.minimum_text();
    canvas.set_minimum_text(std::min(
        floor, Canvas::minimum_text_px(canvas.width(), canvas.height(), ReadingDistance::UpClose)));
    const int label_line = canvas.line_height(Typeface::Narrow, canvas.minimum_text());
    const int rows = static_cast<int>(open.size());
    // Every row's choices first, then drawn in one size: the rows' letters
    // alike ("Ф Ф Ф" at 25 px beside "Л Л Л" at 30, the President's row at
    // half the Chancellor's: issue 55, item 14).
    struct Choice {
        Rect box;
        std::string label;
        std::function<void()> action;
        Colour fill = palette::ink;
    };
    std::vector<Choice> choices_drawn;
    std::vector<std::pair<Rect, std::string>> words_drawn; // each row's words
    std::vector<int> words_px;
    for (int index = 0; index < rows; ++index) {
        const ClaimKind kind = open[static_cast<std::size_t>(index)];
        const Seat claimant = *window.claimant(kind);
        const Rect row = area.row(index, rows, 2);
        // Side by side where the row is wide; else the words above the choices.
        const bool wide = row.w >= 70 * u || row.h < label_line + canvas.finger();
        const int label_h = std::max(0, row.h - canvas.finger()); // the choices a finger tall
        // Beside: the words in what four finger-wide choices leave.
        const int label_w =
            std::clamp(row.w - 4 * canvas.finger() - 3 * (u / 2) - u, row.w / 5, row.w * 32 / 100);
        const Rect label = wide ? Rect{row.x, row.y, label_w, row.h} : row.top(label_h);
        const Rect choices = wide ? Rect{row.x + label_w + u, row.y, row.w - label_w - u, row.h}
                                  : row.below(label_h);
        const auto choice = [&](Rect box, std::string words, std::function<void()> action,
                                Colour fill = palette::ink) {
            choices_drawn.push_back({box, std::move(words), std::move(action), fill});
        };
        std::string said;
        switch (kind) {
        case ClaimKind::Drew:
            said = catalogue_.format("ui.claims.drew", {{"name", roster.name_of(claimant)}});
            for (int liberals = 0; liberals <= 3; ++liberals)
                choice(choices.column(liberals, 4, u / 2), tiles(liberals, 3),
                       [this, claimant, liberals] {
                           table_.play(Event::claim_drew(claimant, liberals));
                       });
            break;
        case ClaimKind::Received:
            said = catalogue_.format("ui.claims.received", {{"name", roster.name_of(claimant)}});
            for (int liberals = 0; liberals <= 2; ++liberals)
                choice(choices.column(liberals, 3, u / 2), tiles(liberals, 2),
                       [this, claimant, liberals] {
                           table_.play(Event::claim_received(claimant, liberals));
                       });
            break;
        case ClaimKind::Peeked: {
            said = catalogue_.format("ui.claims.peeked", {{"name", roster.name_of(claimant)}});
            // Three tiles, top first (a tap turns one over), then the confirmation.
            // Four finger-wide parts where the row is narrow: three tiles and Done.
            const bool even = choices.w < 5 * canvas.finger();
            const Rect tiles_area =
                even ? Rect{choices.x, choices.y,
                            choices.column(2, 4, u / 2).x + choices.column(2, 4, u / 2).w -
                                choices.x,
                            choices.h}
                     : Rect{choices.x, choices.y, choices.w * 66 / 100, choices.h};
            const Rect confirm = even ? choices.column(3, 4, u / 2)
                                      : Rect{choices.x + choices.w * 68 / 100, choices.y,
                                             choices.w * 32 / 100, choices.h};
            for (int tile = 0; tile < 3; ++tile) {
                const bool is_liberal = ((peeked_ >> tile) & 1) != 0;
                choice(
                    tiles_area.column(tile, 3, u / 2),
                    tile_letters(catalogue_, is_liberal ? 1 : 0, 1, ""),
                    [this, tile] { peeked_ ^= 1 << tile; },
                    is_liberal ? palette::liberal : palette::fascist);
            }
            choice(confirm, text("ui.table.done"), [this, claimant] {
                if (table_.play(Event::claim_peeked(claimant, peeked_))) peeked_ = 0;
            });
            break;
        }
        case ClaimKind::Investigated: {
            const auto target = static_cast<Seat>(window.target);
            said =
                catalogue_.format("ui.claims.investigated", {{"name", roster.name_of(claimant)},
                                                             {"target", roster.name_of(target)}});
            choice(
                choices.column(0, 2, u / 2), text("ui.claims.party_liberal"),
                [this, claimant, target] {
                    table_.play(Event::claim_investigated(claimant, target, Policy::Liberal));
                },
                palette::liberal);
            choice(
                choices.column(1, 2, u / 2), text("ui.claims.party_fascist"),
                [this, claimant, target] {
                    table_.play(Event::claim_investigated(claimant, target, Policy::Fascist));
                },
                palette::fascist);
            break;
        }
        }
        const int said_px = wide ? row.h * 4 / 10 : label.h * 8 / 10;
        // A long name ("Gianmaria D'Annunzio ha pescato") that leaves the
        // words no room at the floor: the name's first word, where no other
        // name at the table begins with it (a new table's read, issue 55).
        if (!canvas.fits(label, said, Typeface::Narrow, said_px)) {
            const std::string& name = roster.name_of(claimant);
            const std::string first = name.substr(0, name.find(' '));
            int sharing = 0;
            for (Seat seat = 0; seat < roster.size(); ++seat)
                sharing += roster.name_of(seat).rfind(first, 0) == 0;
            if (first.size() < name.size() && sharing == 1) {
                const std::size_t at = said.find(name);
                if (at != std::string::npos) said.replace(at, name.size(), first);
            }
        }
        words_drawn.emplace_back(label, std::move(said));
        words_px.push_back(said_px);
    }
    std::vector<std::pair<Rect, std::string>> sizing;
    for (const Choice& choice : choices_drawn) sizing.emplace_back(choice.box, choice.label);
    const int choice_px = row_text_size(canvas, sizing);
    for (Choice& choice : choices_drawn)
        button(canvas, choice.box, choice.label, std::move(choice.action), choice.fill, true,
               choice_px);
    for (std::size_t index = 0; index < words_drawn.size(); ++index)
        canvas.text(words_drawn[index].first, words_drawn[index].second, Typeface::Narrow,
                    words_px[index], palette::ink, Align::Left);
    canvas.set_minimum_text(floor);
}

} // namespace shn
