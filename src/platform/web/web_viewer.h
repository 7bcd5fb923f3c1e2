#pragma once

namespace shn::web {

struct WebTable;

/// The viewer: a phone watching the table (web/board.html, issue 14). The
/// shell with no storage (its files, never written, in memory), no sound,
/// in the phone's language (the one it chose last, else the browser's),
/// showing the table screen of the game the table's server streams:
/// web/board.js hands each log to shn_viewer_show. A language the phone
/// picks is kept in the page's local storage.
///
/// Contract: `open_viewer` opens `web.shell` (or says why not, as the table
/// does); `viewer_frame` is the viewer's whole frame.
void open_viewer(WebTable& web);
void viewer_frame(WebTable& web);

} // namespace shn::web
