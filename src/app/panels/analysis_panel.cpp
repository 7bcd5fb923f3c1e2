#include "app/panels/analysis_panel.h"
#include "app/name_lines.h"
#include "app/panel_stack.h"
#include "app/screen.h"

#include "app/claim_words.h"
#include "app/seat_names.h"
#include "app/table_controller.h"
#include "app/tile_letters.h"
#include "session/analysis_report.h"
#include "session/round_history.h"

#include <algorithm>
#include <cmath>

namespace shn {

void AnalysisPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.analysis.title");
    const TableSession* game = table_.game();
    if (!game) return;
    // How the odds moved over the game (issue 44), at the bar's other end.
    button(canvas, bar_button(canvas, false), text("ui.chart.open"),
           [this] { stack_.open(Screen::OddsChart); });
    const GameHistory& history = game->log().history();
    if (!analysis_ || analysed_events_ != history.events()) { // the game changed
        analysis_ = analyze_game(history.setup(), history.events());
        analysed_events_ = history.events();
    }
    const bool portrait = canvas.height() > canvas.width();
    // The model's limits, always in view; and when it does not fit, that.
    // Each gets the lines it needs at the smallest text (more when narrow).
    const bool fits = analysis_->findings.empty();
    const int line = canvas.line_height(Typeface::Narrow, canvas.minimum_text());
    const int said = (portrait ? 4 : 2) * line;
    const Rect footer{body.x, body.y + body.h - (fits ? said : 2 * said), body.w,
                      fits ? said : 2 * said};
    canvas.text(footer.top(said), text("ui.analysis.model"), Typeface::Narrow, 3 * u, palette::ink);
    if (!fits)
        canvas.text(footer.below(said), text("ui.analysis.model_does_not_fit"), Typeface::Narrow,
                    3 * u, palette::fascist_text);
    const Rect content{body.x, body.y, body.w, body.h - footer.h - u};
    if (portrait) {
        // The players get a line each at the smallest text or more.
        const int players = static_cast<int>(analysis_->players.size());
        const int name_line = canvas.line_height(Typeface::Body, canvas.minimum_text()) + u / 2;
        const int players_h =
            std::max(content.h * 36 / 100, (players + 2) * name_line + (players + 1) * u / 3 + u);
        const int next_h = content.h * 14 / 100;
        draw_next_draw(canvas, content.top(next_h));
        draw_players(canvas, {content.x, content.y + next_h + u, content.w, players_h});
        draw_sessions(canvas, content.below(next_h + players_h + 2 * u));
    } else {
        draw_sessions(canvas, {content.x, content.y, content.w * 58 / 100, content.h});
        const Rect side{content.x + content.w * 60 / 100, content.y, content.w * 40 / 100,
                        content.h};
        draw_next_draw(canvas, side.top(side.h * 22 / 100));
        draw_players(canvas, side.below(side.h * 24 / 100));
    }
}

std::string AnalysisPanel::percent(double chance) const {
    return ClaimWords(catalogue_, seat_names_.shown(table_.game()->log().roster())).percent(chance);
}

void AnalysisPanel::draw_odds_bars(Canvas& canvas, Rect area, const DrawOdds& odds) {
    const int u = canvas.unit();
    const std::string liberal = text("ui.claims.liberal_letter");
    // The caption: two lines at the smallest text, so "1L" and "54 %" may
    // stack in a narrow cell; the bar takes the rest. The four captions in one size.
    const int caption_h =
        std::min(area.h / 2, 2 * canvas.line_height(Typeface::Narrow, canvas.minimum_text()));
    // A bar's figure in whole percents ("<1 %" for a chance that is not
    // nil): a caption is two lines in a narrow cell, and "%" never goes to
    // a third on its own (issue 32, item 15: "0Л 8,6 / %"); the tenths
    // are in --analyze's report (docs/analysis.md).
    const auto whole_percent = [&](double chance) {
        const double value = std::clamp(chance, 0.0, 1.0) * 100;
        if (value > 0 && value < 0.5)
            return catalogue_.format("ui.analysis.percent_below", {{"value", "1"}});
        return catalogue_.format("ui.analysis.percent",
                                 {{"value", std::to_string(std::lround(value))}});
    };
    const auto caption_of = [&](int count) {
        return std::to_string(count) + liberal + " " + whole_percent(odds[std::size_t(count)]);
    };
    int size = 0;
    for (int count = 0; count < 4; ++count) {
        const Rect cell = area.column(count, 4, u);
        const int fits = canvas.text_size(cell.below(cell.h - caption_h), caption_of(count),
                                          Typeface::Narrow, caption_h * 8 / 10);
        size = count == 0 ? fits : std::min(size, fits);
    }
    for (int count = 0; count < 4; ++count) {
        const Rect cell = area.column(count, 4, u);
        const Rect caption = cell.below(cell.h - caption_h);
        const Rect bar_area = cell.top(cell.h - caption_h - u / 2);
        const int height = static_cast<int>(
            std::lround(bar_area.h * std::clamp(odds[std::size_t(count)], 0.0, 1.0)));
        canvas.fill(bar_area, palette::parchment);
        canvas.fill({bar_area.x, bar_area.y + bar_area.h - height, bar_area.w, height},
                    palette::liberal);
        canvas.text_at(caption, caption_of(count), Typeface::Narrow, size, palette::ink);
    }
}

void AnalysisPanel::draw_next_draw(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    canvas.fill(area, palette::parchment_dark);
    const Rect inner = area.inset(u / 2);
    if (!analysis_->next_draw) {
        canvas.text(inner, text("ui.analysis.no_next_draw"), Typeface::Body, inner.h / 4,
                    palette::ink);
        return;
    }
    // In a legislative session the draw is in the President's hand (issue
    // 55: "17 tiles in the deck" read beside the board's 14): named so.
    const Phase phase = table_.game() ? table_.game()->state().phase() : Phase::Nomination;
    const bool in_hand = phase == Phase::Legislative || phase == Phase::Veto;
    canvas.text(inner.top(inner.h * 30 / 100),
                catalogue_.format(in_hand ? "ui.analysis.draw_in_hand" : "ui.analysis.next_draw",
                                  {{"tiles", std::to_string(analysis_->next_draw->draw_pile)}}),
                Typeface::BodyBold, inner.h * 22 / 100, palette::ink, Align::Left);
    draw_odds_bars(canvas, inner.below(inner.h * 32 / 100), analysis_->next_draw->liberals_odds);
}

std::string AnalysisPanel::claims_text(const LegislativeSession& session) const {
    return ClaimWords(catalogue_, seat_names_.shown(table_.game()->log().roster())).claims(session);
}

std::string AnalysisPanel::likely_lies_text(const LegislativeSession& session,
                                            const SessionBelief& belief) const {
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    const ClaimWords words(catalogue_, roster);
    std::string who;
    const auto add = [&](Seat seat, std::optional<double> lie) {
        if (!lie || *lie < kLikelyLie) return;
        if (!who.empty()) who += " / ";
        who += roster.name_of(seat) + " " + words.percent(*lie);
    };
    add(session.president, belief.drew_lie);
    add(session.chancellor, belief.received_lie);
    add(session.president, belief.peeked_lie);
    add(session.president, belief.investigated_lie);
    return who.empty() ? std::string()
                       : catalogue_.format("ui.analysis.likely_lie", {{"who", who}});
}

std::string AnalysisPanel::finding_text(const Finding& finding) const {
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    std::string who;
    for (const Seat seat : finding.players) {
        if (!who.empty()) who += " / ";
        who += roster.name_of(seat);
    }
    switch (finding.kind) {
    case FindingKind::Impossible:
        return catalogue_.format("ui.analysis.impossible", {{"who", who}});
    case FindingKind::Conflict: return catalogue_.format("ui.analysis.conflict", {{"who", who}});
    case FindingKind::Unlikely:
        return catalogue_.format("ui.analysis.unlikely",
                                 {{"who", who}, {"percent", percent(finding.probability)}});
    case FindingKind::ModelDoesNotFit: break;
    }
    return text("ui.analysis.model_does_not_fit");
}

void AnalysisPanel::draw_sessions(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    const PublicRecord& record = analysis_->record;
    const int count = static_cast<int>(record.sessions.size());
    const Rect paging{area.x + area.w - 12 * u, area.y, 12 * u, area.h};
    const Rect list{area.x, area.y, area.w - 13 * u, area.h};
    if (count == 0) {
        canvas.text(list.top(10 * u), text("ui.analysis.no_sessions"), Typeface::Body, 4 * u,
                    palette::ink, Align::Left);
        return;
    }
    // A session: its government (two lines), its claims (two), its first
    // finding (two) beside its odds bars: tall enough for 12-character
    // names at the smallest text.
    const int line = canvas.line_height(Typeface::BodyBold, canvas.minimum_text());
    const int per_page = std::max(1, list.h / std::max(15 * u, 6 * line + 2 * u));
    skipped_ = page_start(skipped_, per_page, count);
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    // Each session under its round's number, as History and the reveal
    // number it (issue 32: "round 6" is round 6 on every screen).
    std::vector<int> round_of(std::size_t(count), 0);
    for (const RoundRecord& round : round_history(table_.game()->log().history()))
        if (round.session && *round.session < round_of.size())
            round_of[*round.session] = round.number;
    for (int row = 0; row < per_page; ++row) {
        const int index = count - 1 - skipped_ - row;
        if (index < 0) break;
        const LegislativeSession& session = record.sessions[std::size_t(index)];
        const SessionAnalysis& analysed = analysis_->sessions[std::size_t(index)];
        const Rect line_box = list.row(row, per_page, u / 2);
        canvas.fill(line_box, row % 2 ? palette::parchment : palette::parchment_dark);
        const Rect inner = line_box.inset(u / 2);
        const Rect words{inner.x, inner.y, inner.w * 60 / 100, inner.h};
        const Rect bars{inner.x + inner.w * 62 / 100, inner.y, inner.w * 38 / 100, inner.h};
        std::string enacted = text(!session.enacted                      ? "ui.table.veto"
                                   : *session.enacted == Policy::Liberal ? "ui.table.liberal"
                                                                         : "ui.table.fascist");
        // The government over a third of the row, the claims under it; a
        // government too long for its third (a 20-letter name at 1024x768
        // in Russian) takes half, the claims the next sixth.
        const std::string government =
            catalogue_.format("ui.history.round",
                              {{"number", std::to_string(round_of[std::size_t(index)])}}) +
            " · " + roster.name_of(session.president) + " – " + roster.name_of(session.chancellor) +
            " · " + enacted;
        Rect heading = words.row(0, 3, 0);
        Rect claimed = words.row(1, 3, 0);
        if (!canvas.fits(heading, government, Typeface::BodyBold, words.h / 6)) {
            const int claims_end = claimed.y + claimed.h;
            heading.h = words.h / 2;
            claimed = {words.x, heading.y + heading.h, words.w, claims_end - heading.y - heading.h};
        }
        canvas.text(heading, government, Typeface::BodyBold, words.h / 6, palette::ink,
                    Align::Left);
        canvas.text(claimed, claims_text(session), Typeface::Narrow, words.h / 6, palette::ink,
                    Align::Left);
        // The first finding in words; how many more, in a number (the rest
        // are the same kind of thing about other players, and lines are short);
        // what real games say of its kind, where they say something (issue 32:
        // a claim proven false beside odds that hardly moved).
        std::string flags;
        std::string note;
        // Every impossible claim by name (issue 32: never folded into "+1");
        // else the first finding; the rest counted.
        std::size_t shown = 0;
        for (const Finding& finding : analysed.findings) {
            if (finding.kind != FindingKind::Impossible) continue;
            flags += (flags.empty() ? "" : " · ") + finding_text(finding);
            if (note.empty()) note = finding_real_play_note(finding, catalogue_);
            ++shown;
        }
        if (shown == 0 && !analysed.findings.empty()) {
            flags = finding_text(analysed.findings.front());
            note = finding_real_play_note(analysed.findings.front(), catalogue_);
            shown = 1;
        }
        if (analysed.findings.size() > shown)
            flags += " · +" + std::to_string(analysed.findings.size() - shown);
        if (!note.empty()) flags += " · " + note;
        // No finding: the claims the model holds to be likely lies, with their odds.
        if (flags.empty()) flags = likely_lies_text(session, analysed.belief);
        // With a note, the finding takes two lines at the smallest text
        // across the whole row, under the bars too.
        Rect flag_box = words.row(2, 3, 0);
        Rect bars_box = bars;
        if (!note.empty()) {
            const int two_lines = 2 * canvas.line_height(Typeface::Narrow, canvas.minimum_text());
            flag_box = {inner.x, inner.y + inner.h - two_lines, inner.w, two_lines};
            bars_box.h = flag_box.y - bars.y - u / 2;
        }
        canvas.text(flag_box, flags, Typeface::Narrow, words.h / 6, palette::fascist_text,
                    Align::Left);
        draw_odds_bars(canvas, bars_box, analysed.liberals_drawn_odds);
    }
    pager(canvas, paging, skipped_, per_page, count, "ui.history.newer", "ui.history.older");
}

void AnalysisPanel::draw_players(Canvas& canvas, Rect area) {
    const int u = canvas.unit();
    const PlayerRoster& roster = seat_names_.shown(table_.game()->log().roster());
    const int players = static_cast<int>(analysis_->players.size());
    // The names get half (a first name and a surname at the smallest text,
    // in the narrow face when the body's is too wide), each odds column a
    // quarter ("9,8 %").
    const auto column = [&](Rect line, int index) {
        const int name_w = line.w * 44 / 100;
        const int odds_w = (line.w - name_w - 2 * u) / 2;
        return index == 0
                   ? Rect{line.x, line.y, name_w, line.h}
                   : Rect{line.x + name_w + u + (index - 1) * (odds_w + u), line.y, odds_w, line.h};
    };
    // The headings may take two lines ("Fascist team" in Russian).
    const Rect heading = area.top(
        std::max(5 * u, 2 * canvas.line_height(Typeface::BodyBold, canvas.minimum_text())));
    // In the narrow face where the body's is too wide ("Faschistisches Team").
    const auto head = [&](int index, const char* key, Colour colour, Align align) {
        const Rect box = column(heading, index);
        const std::string words = text(key);
        const Typeface face = canvas.fits(box, words, Typeface::BodyBold, 3 * u)
                                  ? Typeface::BodyBold
                                  : Typeface::Narrow;
        canvas.text(box, words, face, 3 * u, colour, align);
    };
    head(0, "ui.analysis.player", palette::ink, Align::Left);
    head(1, "ui.analysis.hitler", palette::fascist_text, Align::Centre);
    head(2, "ui.analysis.fascist_team", palette::ink, Align::Centre);
    const Rect rows = area.below(heading.h + u);
    for (int seat = 0; seat < players; ++seat) {
        const PlayerOdds& odds = analysis_->players[std::size_t(seat)];
        const Rect line = rows.row(seat, players, u / 3);
        const int size = std::min(line.h * 7 / 10, 5 * u);
        const std::string& name = roster.name_of(static_cast<Seat>(seat));
        const Typeface face = canvas.fits(column(line, 0), name, Typeface::Body, size)
                                  ? Typeface::Body
                                  : Typeface::Narrow;
        canvas.text(column(line, 0), breakable_name(canvas, column(line, 0), name, face), face,
                    size, palette::ink, Align::Left);
        // The figure beside its bar, never over it: the bar's edge crossed
        // the digits (a new table's read, issue 55), where a figure as wide
        // as "100 %" leaves the bar its room.
        const int figure_w =
            std::min(column(line, 1).w / 2,
                     std::max(canvas.text_width(percent(1.0), Typeface::Narrow, size),
                              canvas.text_width(percent(0.888), Typeface::Narrow, size)) +
                         u);
        const auto bar = [&](Rect cell, double chance, Colour colour) {
            const Rect strip{cell.x, cell.y, cell.w - figure_w, cell.h};
            canvas.fill(strip, palette::white);
            canvas.frame(strip, palette::dimmed_text, 1);
            canvas.fill(
                {strip.x, strip.y, static_cast<int>(std::lround(strip.w * chance)), strip.h},
                colour);
            canvas.text({strip.x + strip.w + u / 2, cell.y, figure_w - u / 2, cell.h},
                        percent(chance), Typeface::Narrow, size, palette::ink, Align::Left);
        };
        bar(column(line, 1), odds.hitler, palette::odds_team);
        bar(column(line, 2), odds.fascist_team, palette::odds_team);
    }
}

} // namespace shn
