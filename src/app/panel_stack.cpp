#include "app/panel_stack.h"

#include "app/screen.h"

namespace shn {

void PanelStack::open(Screen screen) {
    changes_.push_back({false, screen, nullptr});
}

void PanelStack::replace(Screen screen) {
    changes_.push_back({true, screen, nullptr});
}

void PanelStack::open(std::unique_ptr<Panel> panel) {
    changes_.push_back({false, std::nullopt, std::move(panel)});
}

void PanelStack::replace(std::unique_ptr<Panel> panel) {
    changes_.push_back({true, std::nullopt, std::move(panel)});
}

void PanelStack::back() {
    changes_.push_back({true, std::nullopt, nullptr});
}

void PanelStack::home_then(Screen screen) {
    changes_.push_back({false, screen, nullptr, true});
}

void PanelStack::home() {
    changes_.push_back({false, std::nullopt, nullptr, true});
}

void PanelStack::start_with(Screen screen) {
    changes_.clear();
    panels_.clear();
    ++changed_;
    panels_.push_back({factory_(screen), screen});
    if (settled_) settled_();
}

void PanelStack::close_all() {
    changes_.clear();
    panels_.clear();
    ++changed_;
}

void PanelStack::step() {
    // Bounded: a panel that kept asking for another would otherwise spin.
    // The changes asked for first (a panel that asked to leave is not
    // ticked again), then the top's tick, which may ask for more.
    for (int round = 0; round < 4; ++round) {
        std::vector<Change> changes = std::move(changes_);
        changes_.clear();
        for (Change& change : changes) {
            ++changed_;
            if (change.from_home)
                while (panels_.size() > 1) panels_.pop_back();
            if (change.replace && !panels_.empty()) panels_.pop_back();
            std::unique_ptr<Panel> panel =
                change.screen ? factory_(*change.screen) : std::move(change.panel);
            if (panel) panels_.push_back({std::move(panel), change.screen});
        }
        if (Panel* panel = top()) panel->tick();
        if (changes_.empty()) break;
    }
    if (settled_) settled_();
}

} // namespace shn
