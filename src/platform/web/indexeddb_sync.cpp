#include "platform/web/indexeddb_sync.h"

#include "platform/web/page_calls.h"

namespace shn {

void IndexedDbSync::start() {
    shn_copy_storage(1);
}

void IndexedDbSync::read(bool failed, bool other_window) {
    failed_ = failed;
    read_ = !failed;
    other_window_ = other_window;
    store_.on_write([this] { wrote_ = true; });
}

void IndexedDbSync::copy_if_changed(std::uint64_t voice_changes) {
    // The autosave, the kept games, the vote, the settings: the store said
    // it wrote. A narrator made, a pack added: voices/ in /persist moved.
    if (!wrote_ && voice_changes == copied_voices_) return;
    wrote_ = false;
    copied_voices_ = voice_changes;
    copy();
}

void IndexedDbSync::copy() {
    if (!read_ || other_window_) {
        if (problem_) problem_();
        return;
    }
    if (syncing_) {
        sync_again_ = true;
        return;
    }
    syncing_ = true;
    shn_copy_storage(0);
}

void IndexedDbSync::copied(bool failed) {
    syncing_ = false;
    store_.set_safe(!failed && !sync_again_ && !wrote_);
    failed_ = failed; // saving works again: the next move says nothing
    if (failed && problem_) problem_();
    if (sync_again_) {
        sync_again_ = false;
        copy();
    }
}

} // namespace shn
