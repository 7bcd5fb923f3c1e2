#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace shn {

/// BoardFeed: what the phones watching the table may see (issue 14,
/// docs/second-screen.md), handed from the table's thread to the board
/// server's threads. The table publishes the game log's lines (the setup
/// line, then one line per confirmed move) and whether Claims and odds is
/// on; a viewer's thread reads the latest snapshot and waits for the next.
///
/// Contract: `publish` never waits for a viewer: it swaps one pointer under
/// a mutex that viewers hold only to copy that pointer (never while they
/// write to the network), then wakes them. A snapshot is immutable once
/// published. Its `epoch` changes when the new lines do not simply extend
/// the last ones (an undo, a correction, a new game, a resume): a viewer
/// then starts again from the whole log ("reset"); otherwise it sends only
/// the lines it has not sent ("line").
class BoardFeed {
  public:
    struct Snapshot {
        std::uint64_t revision = 0;     // one more at each publish
        std::uint64_t epoch = 0;        // one more at each publish that is not an append
        std::vector<std::string> lines; // empty: no game at the table
        bool claims_and_odds = false;
    };

    BoardFeed();
    /// The table's log now (GameLog::text(), or empty for no game). Returns
    /// false when nothing changed (nothing is published then).
    bool publish(const std::string& log_text, bool claims_and_odds);
    std::shared_ptr<const Snapshot> latest() const;
    /// The latest snapshot once its revision differs from `seen`, or after
    /// `timeout` (then possibly the same one), or once `stop` is true and
    /// `wake` was called (a server stopping).
    std::shared_ptr<const Snapshot> wait_after(std::uint64_t seen,
                                               std::chrono::milliseconds timeout,
                                               const std::atomic<bool>& stop) const;
    /// Wakes every waiting viewer (to look at its `stop` flag).
    void wake();

    /// The log's text as lines (no empty ones, no line ends).
    static std::vector<std::string> split_lines(const std::string& text);

  private:
    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::shared_ptr<const Snapshot> latest_;
};

} // namespace shn
