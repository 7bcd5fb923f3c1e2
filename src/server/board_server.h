#pragma once

#include "session/board_feed.h"
#include "session/catalogue.h"

#include <atomic>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>

struct mg_context;
struct mg_connection;

namespace shn {

/// BoardServer: the read-only board for phones (issue 14,
/// docs/second-screen.md). An HTTP server (civetweb) on the local network
/// that serves the web build's viewer page and one stream of the game log
/// (Server-Sent Events, /events) from a BoardFeed: every line so far when a
/// phone connects, then each new line, and the whole log again after an
/// undo, a correction or a new game. The phone replays the log with the same
/// engine and draws the same table screen.
///
/// Contract, for a server on someone's home network:
/// - read-only: GET only (any other method: 405); the files are read once
///   at start from the viewer's folder (regular files only, no symlinks),
///   and a request names one of them or gets 404: nothing of a request
///   reaches the disk, the log or the game;
/// - bounded: at most kMaxViewers streams (the next gets a refusal page),
///   request headers at most 8 KB (413), a request whose headers are not in
///   after kRequestTimeoutMs is dropped (a slowloris), a body is never read
///   (a 1 MB POST gets its 405 at once), worker threads fixed;
/// - the table's thread only publishes to the feed and reads the viewer
///   count: it never waits for the network. `on_viewers` runs on a server
///   thread (the desktop turns it into an SDL event that redraws the count).
class BoardServer {
  public:
    static constexpr int kMaxViewers = 32;
    static constexpr int kRequestTimeoutMs = 5000;
    static constexpr int kMaxHeaderBytes = 8192;
    static constexpr int kDefaultPort = 8080;
    static constexpr int kPortsTried = 10; // 8080 or the next free one, to 8089

    struct Options {
        std::string address = "0.0.0.0";      // all interfaces of the local network
        int port = 0;                         // 0: kDefaultPort or the next free one
        std::filesystem::path viewer_folder;  // the web build's site/ folder
        std::filesystem::path data_directory; // the catalogues, for refusal pages
        std::function<void()> on_viewers;     // the count changed (a server thread)
    };

    /// A running server, or nullptr with `problem` in the table's words
    /// (catalogue `catalogue`): the port in use, no viewer files.
    static std::unique_ptr<BoardServer> start(Options options, BoardFeed& feed,
                                              const Catalogue& catalogue, std::string& problem);
    ~BoardServer();
    BoardServer(const BoardServer&) = delete;
    BoardServer& operator=(const BoardServer&) = delete;

    int port() const { return port_; }
    const std::string& address() const { return options_.address; }
    int viewers() const { return viewers_.load(); }

    /// Parses "[ADDR:]PORT" (the --serve-board option): false when it is
    /// not a port 1-65535 or an IPv4 address.
    static bool parse_where(const std::string& where, std::string& address, int& port);

  private:
    struct ServedFile {
        std::string content;
        std::string type;
        std::string etag;
    };
    BoardServer(Options options, BoardFeed& feed) : options_(std::move(options)), feed_(feed) {}
    static int handle(mg_connection* conn);
    int answer(mg_connection* conn);
    int stream(mg_connection* conn, const std::string& language);
    int refuse(mg_connection* conn, int status, const std::string& language,
               const std::string& key);
    bool load_files(std::string& missing);
    const Catalogue& catalogue_for(const std::string& accept_language) const;

    Options options_;
    BoardFeed& feed_;
    mg_context* context_ = nullptr;
    int port_ = 0;
    std::atomic<int> viewers_{0};
    std::atomic<bool> stopping_{false};
    std::map<std::string, ServedFile, std::less<>> files_;
    std::map<std::string, Catalogue, std::less<>> catalogues_;
};

} // namespace shn
