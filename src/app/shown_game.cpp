#include "app/shown_game.h"

#include "app/table_controller.h"

namespace shn {

const GameLog* ShownGame::log() const {
    if (kept_) return &*kept_;
    return table_.game() ? &table_.game()->log() : nullptr;
}

} // namespace shn
