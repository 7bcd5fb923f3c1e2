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
/// server's threads. The table tells it what changed (issue 45): a move
/// added its lines to the log (`append`), or the log is to be taken whole
/// again (`reset`: a new game, a resume, an undo, a correction, no game),
/// and whether Claims and odds is on (`show_claims`); a viewer's thread
/// reads the latest snapshot and waits for the next.
///
/// Contract: the table's thread alone tells it; no call waits for a viewer: each builds the next
/// snapshot, swaps one pointer under a mutex that viewers hold only to copy that pointer (never
/// while they write to the network), then wakes them. A snapshot is immutable once published; its
/// lines are shared with the snapshots after it (an append copies pointers, not text). Its `epoch`
/// changes at each reset: a viewer then starts again from the whole log
/// ("reset"); otherwise it sends only the lines it has not sent ("line").
/// Nothing is compared: the feed is told.
class BoardFeed {
  public:
    using Line = std::shared_ptr<const std::string>;
    struct Snapshot {
        std::uint64_t revision = 0; // one more at each publish
        std::uint64_t epoch = 0;    // one more at each reset
        std::vector<Line> lines;    // the log's lines, no line ends; empty: no game
        bool claims_and_odds = false;

        std::size_t size() const { return lines.size(); }
        const std::string& line(std::size_t index) const { return *lines[index]; }
    };

    BoardFeed();
    /// The whole log (the setup line, then one line per event; none: no
    /// game at the table): a new epoch.
    void reset(std::vector<std::string> lines);
    /// The lines the log grew by, in the same epoch. Nothing to add: nothing
    /// is published.
    void append(std::vector<std::string> lines);
    /// The Claims and odds setting; published only when it changed.
    void show_claims(bool claims_and_odds);

    std::shared_ptr<const Snapshot> latest() const;
    /// The latest snapshot once its revision differs from `seen`, or after
    /// `timeout` (then possibly the same one), or once `stop` is true and
    /// `wake` was called (a server stopping).
    std::shared_ptr<const Snapshot> wait_after(std::uint64_t seen,
                                               std::chrono::milliseconds timeout,
                                               const std::atomic<bool>& stop) const;
    /// Wakes every waiting viewer (to look at its `stop` flag).
    void wake();

  private:
    /// Numbers `next` after the latest, swaps it in and wakes the viewers.
    void publish(std::shared_ptr<Snapshot> next);

    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::shared_ptr<const Snapshot> latest_;
};

} // namespace shn
