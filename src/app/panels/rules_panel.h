#pragma once

#include "app/panel.h"

namespace shn {

/// RulesPanel: a short reference of the rules (docs/rules.md in brief) in the
/// table's language, one topic per page: the goal, setup, the election, the
/// tracker and chaos, the legislative session, the powers, Hitler and the
/// veto, and how to play with the app. Previous/Next (or the arrow keys)
/// turn the pages; the texts are the catalogue's `rules.N.*` keys.
class RulesPanel : public Panel {
  public:
    RulesPanel(PanelStack& stack, const Catalogue& catalogue) : Panel(stack, catalogue) {}
    bool command(const Command& command) override;

    static constexpr int kPages = 8;

  protected:
    void draw(Canvas& canvas) override;

  private:
    void turn(int by);
    int page_ = 1;
};

} // namespace shn
