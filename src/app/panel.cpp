#include "app/panel.h"

#include "app/app_context.h"

namespace shn {

void Panel::paint(Canvas& canvas) {
    targets_.clear();
    draw(canvas);
}

bool Panel::tap(int x, int y) {
    // The last target drawn is on top.
    for (auto it = targets_.rbegin(); it != targets_.rend(); ++it) {
        if (it->box.contains(x, y)) {
            const auto action = it->action; // the action may replace this panel
            action();
            return true;
        }
    }
    return false;
}

void Panel::button(Canvas& canvas, Rect box, std::string_view label, std::function<void()> action,
                   Colour fill, bool enabled) {
    canvas.fill(box, enabled ? fill : palette::dimmed);
    canvas.frame(box, palette::parchment_dark, std::max(1, canvas.unit() / 3));
    canvas.text(box.inset(canvas.unit()), label, Typeface::Poster,
                std::min(box.h * 6 / 10, 10 * canvas.unit()),
                enabled ? palette::white : palette::parchment);
    if (enabled) target(box, std::move(action));
}

Rect Panel::titled_page(Canvas& canvas, std::string_view title_key) {
    const int u = canvas.unit();
    const Rect screen{0, 0, canvas.width(), canvas.height()};
    canvas.fill(screen, palette::parchment);
    const Rect header = screen.top(10 * u);
    canvas.fill(header, palette::ink);
    canvas.text({24 * u, 0, screen.w - 48 * u, header.h}, text(title_key), Typeface::Poster, 8 * u,
                palette::white);
    button(
        canvas, {u, u, 22 * u, 8 * u}, text("ui.settings.back"), [this] { app_.back(); },
        palette::fascist);
    return screen.below(11 * u).inset(u);
}

void Panel::target(Rect box, std::function<void()> action) {
    // Grow small targets to 48 px around their centre.
    if (box.w < 48) box = {box.x - (48 - box.w) / 2, box.y, 48, box.h};
    if (box.h < 48) box = {box.x, box.y - (48 - box.h) / 2, box.w, 48};
    targets_.push_back({box, std::move(action)});
}

std::string Panel::text(std::string_view key) const {
    return app_.catalogue().text(key);
}

} // namespace shn
