#pragma once

#include "platform/web/browser_store.h"

#include <cstdint>
#include <functional>

namespace shn {

/// IndexedDbSync: the table's files in a browser: /persist, an IDBFS folder
/// read once from the browser's IndexedDB at the start and copied back to it
/// after every change (FS.syncfs, web/library_shn.js). The table's store
/// (`store`) tells it each write, and a recording or a pack changes the
/// voices' count; the loop then asks for a copy and draws no frame while it
/// runs (`busy`): saved before shown, as on Linux. One copy at a time; a
/// change during a copy is copied after it.
///
/// Contract: IDBFS's copy deletes from IndexedDB what the folder lacks, so
/// no copy is made after a failed first read (the folder holds nothing of
/// the stored game) or from a second window (whose folder is its own): those
/// play in memory, and `on_problem` is told at each change, as after a copy
/// that failed.
class IndexedDbSync {
  public:
    /// Told when a change is not kept: the table says so on its message line.
    void on_problem(std::function<void()> told) { problem_ = std::move(told); }
    /// Mounts /persist and reads it from IndexedDB; the page then calls
    /// shn_storage_ready, which calls `read`.
    void start();
    /// The first read is done (`failed`: it is not); `other_window`: another
    /// window or tab holds the storage.
    void read(bool failed, bool other_window);
    /// After a frame's input: copies when the store wrote or `voice_changes`
    /// (RecordedVoices::changes()) moved since the last copy.
    void copy_if_changed(std::uint64_t voice_changes);
    /// The page's copy is done (shn_storage_synced).
    void copied(bool failed);

    /// A copy is under way: the next frame waits.
    bool busy() const { return syncing_; }
    /// The storage cannot be used (a failed read or copy, a second window).
    bool in_trouble() const { return failed_ || other_window_; }
    bool other_window() const { return other_window_; }
    BrowserStore& store() { return store_; }

  private:
    void copy();

    BrowserStore store_;
    std::function<void()> problem_;
    bool syncing_ = false;    // IndexedDB is being written
    bool sync_again_ = false; // more was written meanwhile
    bool failed_ = false;
    bool read_ = false;         // the first read from IndexedDB succeeded
    bool other_window_ = false; // another window or tab holds the storage
    bool wrote_ = false;        // the store wrote since the last copy
    std::uint64_t copied_voices_ = 0;
};

} // namespace shn
