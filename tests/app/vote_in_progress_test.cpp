// VoteInProgress: the vote being entered, kept beside the autosave.

#include "app/vote_in_progress.h"
#include "session/faulty_store.h"
#include "session/memory_store.h"

#include <doctest/doctest.h>

namespace shn {

TEST_CASE("issue 43, the crawler's find: a vote's marks the disk refused are written at the next "
          "keep, and a "
          "forget the disk refused is tried again: a reload never brings back old marks") {
    MemoryStore memory;
    FaultyStore store(memory);
    const std::filesystem::path file = "autosave.jsonl.vote";
    VoteInProgress vote(file, store);
    VoteInProgress::Kept marked;
    marked.key = 7;
    marked.nein = SeatSet::from_bits(0b110);
    vote.keep(marked);
    REQUIRE(VoteInProgress(file, memory).kept_for(7)->nein == marked.nein);

    // The marks taken off while the disk is read-only: the file still has them.
    VoteInProgress::Kept unmarked = marked;
    unmarked.nein = SeatSet{};
    store.set_read_only(true);
    vote.keep(unmarked);
    store.set_read_only(false);
    vote.keep(unmarked); // the panel's next tick: nothing changed on screen
    CHECK(VoteInProgress(file, memory).kept_for(7)->nein == SeatSet{});

    // The vote confirmed while the disk is read-only: the file goes later.
    store.set_read_only(true);
    vote.forget();
    store.set_read_only(false);
    vote.forget();
    CHECK_FALSE(VoteInProgress(file, memory).kept_for(7));
}

} // namespace shn
