#include "app/panels/rules_panel.h"

#include <algorithm>

namespace shn {

void RulesPanel::draw(Canvas& canvas) {
    const int u = canvas.unit();
    const Rect body = titled_page(canvas, "ui.rules.title");
    const std::string page = "rules." + std::to_string(page_);
    const Rect navigation{body.x, body.y + body.h - canvas.finger(), body.w, canvas.finger()};
    const Rect heading = body.top(canvas.finger());
    const Rect text_box{body.x + 2 * u, heading.y + heading.h + u, body.w - 4 * u,
                        navigation.y - heading.y - heading.h - 2 * u};
    canvas.text(heading, text(page + ".title"), Typeface::Poster, heading.h * 8 / 10,
                palette::fascist_text);
    // {undo} and {resume}: the buttons' own names, so the page never disagrees with them.
    canvas.text(text_box,
                catalogue_.format(page + ".body", {{"undo", text("ui.table.undo")},
                                                   {"resume", text("ui.home.resume")}}),
                Typeface::Body, std::max(7 * u, 24), palette::ink, Align::Left);
    // The two buttons of the row in one text size.
    const int size =
        row_text_size(canvas, {{navigation.column(0, 3, 2 * u), text("ui.rules.previous")},
                               {navigation.column(2, 3, 2 * u), text("ui.rules.next")}});
    button(
        canvas, navigation.column(0, 3, 2 * u), text("ui.rules.previous"), [this] { turn(-1); },
        palette::ink, page_ > 1, size);
    canvas.text(navigation.column(1, 3, 2 * u),
                catalogue_.format("ui.rules.page", {{"page", std::to_string(page_)},
                                                    {"pages", std::to_string(kPages)}}),
                Typeface::Poster, navigation.h * 6 / 10, palette::ink);
    button(
        canvas, navigation.column(2, 3, 2 * u), text("ui.rules.next"), [this] { turn(1); },
        palette::liberal, page_ < kPages, size);
}

void RulesPanel::turn(int by) {
    page_ = std::clamp(page_ + by, 1, kPages);
}

bool RulesPanel::command(const Command& command) {
    using Kind = Command::Kind;
    if (command.kind == Kind::PageNext)
        turn(1);
    else if (command.kind == Kind::PagePrevious)
        turn(-1);
    else
        return false;
    return true;
}

} // namespace shn
