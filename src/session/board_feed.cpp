#include "session/board_feed.h"

#include <algorithm>

namespace shn {

BoardFeed::BoardFeed() : latest_(std::make_shared<const Snapshot>()) {}

std::vector<std::string> BoardFeed::split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty()) lines.push_back(std::move(line));
        start = end + 1;
    }
    return lines;
}

bool BoardFeed::publish(const std::string& log_text, bool claims_and_odds) {
    auto next = std::make_shared<Snapshot>();
    next->lines = split_lines(log_text);
    next->claims_and_odds = claims_and_odds;
    const std::shared_ptr<const Snapshot> last = latest();
    if (last->lines == next->lines && last->claims_and_odds == claims_and_odds) return false;
    const bool append = !last->lines.empty() && next->lines.size() >= last->lines.size() &&
                        std::equal(last->lines.begin(), last->lines.end(), next->lines.begin());
    next->revision = last->revision + 1;
    next->epoch = append ? last->epoch : last->epoch + 1;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        latest_ = std::move(next);
    }
    changed_.notify_all();
    return true;
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
