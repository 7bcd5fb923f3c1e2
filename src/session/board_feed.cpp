#include "session/board_feed.h"

#include <utility>

namespace shn {

BoardFeed::BoardFeed() : latest_(std::make_shared<const Snapshot>()) {}

void BoardFeed::publish(std::shared_ptr<Snapshot> next) {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        next->revision = latest_->revision + 1;
        latest_ = std::move(next);
    }
    changed_.notify_all();
}

void BoardFeed::reset(std::vector<std::string> lines) {
    const std::shared_ptr<const Snapshot> last = latest();
    auto next = std::make_shared<Snapshot>();
    next->lines.reserve(lines.size());
    for (std::string& line : lines)
        next->lines.push_back(std::make_shared<const std::string>(std::move(line)));
    next->claims_and_odds = last->claims_and_odds;
    next->epoch = last->epoch + 1;
    publish(std::move(next));
}

void BoardFeed::append(std::vector<std::string> lines) {
    if (lines.empty()) return;
    const std::shared_ptr<const Snapshot> last = latest();
    auto next = std::make_shared<Snapshot>(*last); // the lines so far: pointers, not text
    for (std::string& line : lines)
        next->lines.push_back(std::make_shared<const std::string>(std::move(line)));
    publish(std::move(next));
}

void BoardFeed::show_claims(bool claims_and_odds) {
    const std::shared_ptr<const Snapshot> last = latest();
    if (last->claims_and_odds == claims_and_odds) return;
    auto next = std::make_shared<Snapshot>(*last);
    next->claims_and_odds = claims_and_odds;
    publish(std::move(next));
}

std::shared_ptr<const BoardFeed::Snapshot> BoardFeed::latest() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return latest_;
}

std::shared_ptr<const BoardFeed::Snapshot>
BoardFeed::wait_after(std::uint64_t seen, std::chrono::milliseconds timeout,
                      const std::atomic<bool>& stop) const {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait_for(lock, timeout, [&] { return stop.load() || latest_->revision != seen; });
    return latest_;
}

void BoardFeed::wake() {
    { const std::lock_guard<std::mutex> lock(mutex_); } // a waiter is waiting or sees `stop`
    changed_.notify_all();
}

} // namespace shn
