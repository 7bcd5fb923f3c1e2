#include "app/vote_in_progress.h"

#include <nlohmann/json.hpp>

namespace shn {

namespace {

bool same_state(const VoteInProgress::Kept& a, const VoteInProgress::Kept& b) {
    // The clock's seconds run on by themselves: a change is a pause, a hide.
    return a.key == b.key && a.nein == b.nein && a.timer == b.timer && a.clock.key == b.clock.key &&
           a.clock.paused == b.clock.paused && a.clock.dismissed == b.clock.dismissed &&
           a.clock.cued == b.clock.cued;
}

} // namespace

std::optional<VoteInProgress::Kept> VoteInProgress::kept_for(std::size_t key) {
    if (!read_) {
        read_ = true;
        const std::optional<std::string> text = store_.read(file_);
        const nlohmann::json json =
            nlohmann::json::parse(text.value_or(std::string()), nullptr, false);
        if (text && json.is_object()) {
            Kept kept;
            kept.key = json.value("key", std::size_t(0));
            kept.nein = SeatSet::from_bits(json.value("nein", std::uint16_t(0)));
            kept.timer = json.value("timer", false);
            kept.clock.key = kept.key;
            kept.clock.left = json.value("left", 0.0);
            kept.clock.paused = json.value("paused", false);
            kept.clock.dismissed = json.value("dismissed", false);
            kept.clock.cued = json.value("cued", false);
            kept.wall_ms = json.value("wall_ms", std::uint64_t(0));
            last_ = kept;
        }
    }
    if (last_ && last_->key == key) return last_;
    return std::nullopt;
}

void VoteInProgress::keep(const Kept& now) {
    if (last_ && same_state(*last_, now) && on_disk_) return;
    last_ = now;
    read_ = true;
    const nlohmann::json json{
        {"key", now.key},         {"nein", now.nein.bits()},    {"timer", now.timer},
        {"left", now.clock.left}, {"paused", now.clock.paused}, {"dismissed", now.clock.dismissed},
        {"cued", now.clock.cued}, {"wall_ms", now.wall_ms}};
    on_disk_ = store_.replace(file_, json.dump() + "\n");
    problem_ = on_disk_ ? DiskProblem::None : store_.problem();
}

void VoteInProgress::forget() {
    if (read_ && !last_ && on_disk_) return;
    last_.reset();
    read_ = true;
    on_disk_ = store_.remove(file_);
    problem_ = on_disk_ ? DiskProblem::None : store_.problem();
}

} // namespace shn
