#pragma once

#include <filesystem>
#include <functional>
#include <optional>

namespace shn {

/// PackInbox: a voice pack the platform's own file picker brings (the web
/// build: the tablet's "choose a file", read into the page's memory). The
/// import page offers the picker when the platform has one (`choose`), and
/// imports what `arrived` holds on its next step. The desktop has none: its
/// import page lists the packs found in its folders (`AppContext::platform().pack_folders`).
struct PackInbox {
    std::function<void()> choose; // opens the picker (empty: none here)
    std::optional<std::filesystem::path> arrived;
    bool too_large = false; // the file chosen was refused unread (VoicePack::kMaxPackBytes)
};

} // namespace shn
