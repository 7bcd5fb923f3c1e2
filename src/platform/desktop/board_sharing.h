#pragma once

#include "app/app_context.h"
#include "app/table_changes.h"
#include "server/board_server.h"
#include "session/board_feed.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace shn {

/// BoardSharing: the table's side of the board for phones (issue 14), on
/// the desktop platform. Once per turn of the table's loop, on the table's
/// thread, `update` starts or stops the BoardServer as the setting (or
/// --serve-board) says, publishes to the feed what the table told changed
/// (a TableChanges on the TableController; after the move was saved: the
/// save path is untouched): a move's new lines, or the whole log after
/// anything else (a new game, a resume, an undo, a fix), and refreshes
/// what the table screen shows (address, QR code, watchers). A problem (the
/// port in use, no network, the viewer not built) is said once on the
/// message line, and the table goes on.
class BoardSharing {
  public:
    /// `forced`: the --serve-board "[ADDR:]PORT" (serves whatever the
    /// setting says); `wake`: called from a server thread when the number
    /// of phones changes (the desktop pushes an SDL event).
    /// `viewer_folder`: where the viewer's files are (empty: `viewer_folder`
    /// of the data directory; tests give their own).
    BoardSharing(AppContext& app, std::optional<std::string> forced, std::function<void()> wake,
                 std::filesystem::path viewer_folder = {});
    ~BoardSharing();
    /// True when the table screen should be redrawn.
    bool update();
    /// Where the viewer's files are looked for: the installed web build
    /// (<data>/web, once it holds the WebAssembly), then the source tree's
    /// (<data>/build-web/site).
    static std::filesystem::path viewer_folder(const std::filesystem::path& data_directory);

  private:
    void start(const std::string& where);
    void publish_changes();
    void stop();
    /// "The board for phones cannot be shared: <detail>", on the message
    /// line in the language of the moment, and on stderr.
    void say_cannot_connect(std::function<std::string(const Catalogue&)> detail);

    AppContext& app_;
    std::optional<std::string> forced_;
    std::function<void()> wake_;
    std::filesystem::path viewer_folder_;
    BoardFeed feed_;
    std::unique_ptr<BoardServer> server_;
    std::string started_for_; // the address asked for when it last started (or failed)
    bool failed_ = false;     // said once; tried again only when the setting changes
    TableChanges changes_;    // told by the table: what changed (nothing polls the game)
    std::optional<std::uint64_t> published_; // changes_.count() when the feed was last told
};

} // namespace shn
