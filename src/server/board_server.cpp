#include "server/board_server.h"

#include "session/languages.h"

#include <civetweb.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <fstream>
#include <functional>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

namespace shn {

namespace {

// What the viewer page needs of the web build, and nothing else (not the
// table app's own page, not its recorded voice: phones never speak).
constexpr std::array<const char*, 9> kViewerFiles{
    "board.html",  "board.js", "page.css",       "page.js",         "messages.js",
    "app.data.js", "app.data", "sh-narrator.js", "sh-narrator.wasm"};

std::string type_of(const std::filesystem::path& file) {
    const std::string extension = file.extension().string();
    if (extension == ".html") return "text/html; charset=utf-8";
    if (extension == ".js") return "text/javascript; charset=utf-8";
    if (extension == ".css") return "text/css; charset=utf-8";
    if (extension == ".wasm") return "application/wasm";
    if (extension == ".png") return "image/png";
    if (extension == ".svg") return "image/svg+xml";
    return "application/octet-stream";
}

bool contains_folded(std::string_view text, std::string_view part) {
    return std::search(text.begin(), text.end(), part.begin(), part.end(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) ==
                      std::tolower(static_cast<unsigned char>(b));
           }) != text.end();
}

/// A path that tries to leave the folder, however it is written: "..",
/// its percent-encodings, backslashes, encoded slashes, NUL, "//".
bool escapes(std::string_view uri) {
    for (const char* bad : {"..", "%2e", "%2f", "%5c", "%00", "\\", "//"})
        if (contains_folded(uri, bad)) return true;
    return uri.find('\0') != std::string_view::npos;
}

/// Writes all of `text`; false when the phone is gone (or stalled past the
/// server's timeout).
bool send(mg_connection* conn, std::string_view text) {
    return text.empty() || mg_write(conn, text.data(), text.size()) == int(text.size());
}

/// The status line and headers, written here: civetweb's own would echo
/// the request's HTTP version, whatever a client put there.
bool send_head(mg_connection* conn, int status,
               const std::vector<std::pair<const char*, std::string>>& headers) {
    std::string head = "HTTP/1.1 " + std::to_string(status) + " " +
                       mg_get_response_code_text(conn, status) + "\r\n";
    for (const auto& [name, value] : headers) head += std::string(name) + ": " + value + "\r\n";
    head += "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
            "Connection: close\r\n\r\n";
    return send(conn, head);
}

} // namespace

bool BoardServer::parse_where(const std::string& where, std::string& address, int& port) {
    std::string port_text = where;
    address = "0.0.0.0";
    if (const auto colon = where.rfind(':'); colon != std::string::npos) {
        address = where.substr(0, colon);
        port_text = where.substr(colon + 1);
        int parts = 0, value = -1;
        for (std::size_t i = 0; i <= address.size(); ++i) {
            if (i == address.size() || address[i] == '.') {
                if (value < 0 || value > 255) return false;
                ++parts;
                value = -1;
            } else if (std::isdigit(static_cast<unsigned char>(address[i]))) {
                value = (value < 0 ? 0 : value * 10) + (address[i] - '0');
                if (value > 255) return false;
            } else {
                return false;
            }
        }
        if (parts != 4) return false;
    }
    if (port_text.empty() || port_text.size() > 5 ||
        !std::all_of(port_text.begin(), port_text.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        return false;
    port = std::stoi(port_text);
    return port >= 1 && port <= 65535;
}

bool BoardServer::load_files(std::string& missing) {
    std::error_code error;
    const auto folder = std::filesystem::weakly_canonical(options_.viewer_folder, error);
    const auto load = [&](const std::filesystem::path& relative) {
        const auto file = folder / relative;
        // Regular files inside the folder only: no symlink, no special file.
        const auto status = std::filesystem::symlink_status(file, error);
        if (error || !std::filesystem::is_regular_file(status)) return false;
        std::ifstream in(file, std::ios::binary);
        std::ostringstream content;
        content << in.rdbuf();
        if (!in) return false;
        ServedFile served{content.str(), type_of(file), {}};
        served.etag = "\"" + std::to_string(std::hash<std::string>{}(served.content)) + "\"";
        files_["/" + relative.generic_string()] = std::move(served);
        return true;
    };
    for (const char* name : kViewerFiles) {
        if (!load(name)) {
            missing = (folder / name).string();
            return false;
        }
    }
    for (const auto& entry : std::filesystem::directory_iterator(folder / "icons", error)) {
        if (entry.is_symlink(error)) continue;
        load(std::filesystem::path("icons") / entry.path().filename());
    }
    files_["/"] = files_["/board.html"];
    return true;
}

std::unique_ptr<BoardServer> BoardServer::start(Options options, BoardFeed& feed,
                                                const Catalogue& catalogue, std::string& problem) {
    std::unique_ptr<BoardServer> server(new BoardServer(std::move(options), feed));
    std::string missing;
    if (!server->load_files(missing)) {
        problem = catalogue.format("ui.phones.not_built", {{"file", missing}});
        return nullptr;
    }
    for (const Language& language : kLanguages)
        server->catalogues_[std::string(language.id)] =
            Catalogue::load(server->options_.data_directory, std::string(language.id));

    mg_init_library(0);
    mg_callbacks callbacks{};
    callbacks.begin_request = &BoardServer::handle;
    callbacks.log_message = [](const mg_connection*, const char*) { return 1; }; // quiet
    callbacks.http_error = [](mg_connection* conn, int status, const char*) {
        // civetweb's own refusals, in words: headers over 8 KB (400, as
        // civetweb 1.15 reports a full buffer, or 413), a malformed request.
        auto* self = static_cast<BoardServer*>(mg_get_user_data(mg_get_context(conn)));
        self->refuse(conn, status, "", status == 413 ? "board.page.too_large" : "board.page.bad");
        return 0;
    };
    const std::string threads = std::to_string(kMaxViewers + 8);
    const std::string timeout = std::to_string(kRequestTimeoutMs);
    const std::string header_bytes = std::to_string(kMaxHeaderBytes);
    const int first = server->options_.port ? server->options_.port : kDefaultPort;
    const int last = server->options_.port ? first : first + kPortsTried - 1;
    std::string said;
    for (int port = first; port <= last && !server->context_; ++port) {
        const std::string listening = server->options_.address + ":" + std::to_string(port);
        const char* configuration[] = {"listening_ports",
                                       listening.c_str(),
                                       "num_threads",
                                       threads.c_str(),
                                       "request_timeout_ms",
                                       timeout.c_str(),
                                       "max_request_size",
                                       header_bytes.c_str(),
                                       "enable_keep_alive",
                                       "no",
                                       nullptr};
        mg_init_data init{&callbacks, server.get(), configuration};
        char text[256] = {};
        unsigned code = 0;
        mg_error_data error{&code, text, sizeof text};
        server->context_ = mg_start2(&init, &error);
        if (server->context_)
            server->port_ = port;
        else
            said = text;
    }
    if (!server->context_) {
        problem = catalogue.format(
            "ui.phones.port_busy",
            {{"address", server->options_.address},
             {"port", first == last ? std::to_string(first)
                                    : std::to_string(first) + "-" + std::to_string(last)},
             {"detail", said}});
        return nullptr;
    }
    return server;
}

BoardServer::~BoardServer() {
    stopping_ = true;
    feed_.wake(); // the streams see `stopping_` now, not at their next heartbeat
    if (context_) mg_stop(context_);
}

int BoardServer::handle(mg_connection* conn) {
    auto* self = static_cast<BoardServer*>(mg_get_user_data(mg_get_context(conn)));
    return self->answer(conn);
}

const Catalogue& BoardServer::catalogue_for(const std::string& accept_language) const {
    // The phone's first language the app speaks ("fr-CH, fr;q=0.9, en").
    std::size_t start = 0;
    while (start < accept_language.size()) {
        std::size_t end = accept_language.find(',', start);
        if (end == std::string::npos) end = accept_language.size();
        std::string tag = accept_language.substr(start, end - start);
        tag.erase(0, tag.find_first_not_of(' '));
        const std::string code = tag.substr(0, 2);
        if (const auto found = catalogues_.find(
                std::string(1, char(std::tolower(code.empty() ? ' ' : code[0]))) +
                (code.size() > 1 ? std::string(1, char(std::tolower(code[1]))) : ""));
            found != catalogues_.end())
            return found->second;
        start = end + 1;
    }
    return catalogues_.at("en");
}

int BoardServer::refuse(mg_connection* conn, int status, const std::string& language,
                        const std::string& key) {
    const Catalogue& words = catalogue_for(language);
    const std::string body = "<!doctype html><html><head><meta charset=\"utf-8\">"
                             "<meta name=\"viewport\" content=\"width=device-width\">"
                             "<title>Secret Hitler Narrator</title></head><body style=\"font:20px "
                             "system-ui,sans-serif;padding:2em;background:#211c18;color:#eee2c4\">"
                             "<p>" +
                             words.format(key, {{"count", std::to_string(kMaxViewers)}}) +
                             "</p></body></html>";
    mg_disable_connection_keep_alive(conn); // no body is ever read after a refusal
    std::vector<std::pair<const char*, std::string>> headers{
        {"Content-Type", "text/html; charset=utf-8"},
        {"Content-Length", std::to_string(body.size())},
        {"Cache-Control", "no-store"}};
    if (status == 405) headers.emplace_back("Allow", "GET");
    if (status == 503) headers.emplace_back("Retry-After", "10");
    if (send_head(conn, status, headers)) send(conn, body);
    return status;
}

int BoardServer::answer(mg_connection* conn) {
    const mg_request_info* request = mg_get_request_info(conn);
    const char* accept = mg_get_header(conn, "Accept-Language");
    const std::string language = accept ? accept : "";
    if (std::strcmp(request->request_method, "GET") != 0)
        return refuse(conn, 405, language, "board.page.read_only");
    // The path, as civetweb decoded it ("%2e%2e" is ".." here; a "%00" ends
    // it): refused if it could leave the folder, else it must name one of
    // the files read at start.
    const std::string uri = request->request_uri ? request->request_uri : "";
    if (uri.empty() || uri[0] != '/' || escapes(uri))
        return refuse(conn, 404, language, "board.page.not_found");
    if (uri == "/events") return stream(conn, language);
    const auto found = files_.find(uri);
    if (found == files_.end()) return refuse(conn, 404, language, "board.page.not_found");
    if ((uri == "/" || uri == "/board.html") && viewers_.load() >= kMaxViewers)
        return refuse(conn, 503, language, "board.page.full");
    const ServedFile& file = found->second;
    const char* known = mg_get_header(conn, "If-None-Match");
    const bool same = known && file.etag == known;
    // Asked again each time (no-cache): 304 when unchanged.
    std::vector<std::pair<const char*, std::string>> headers{
        {"Content-Type", file.type}, {"Cache-Control", "no-cache"}, {"ETag", file.etag}};
    if (!same) headers.emplace_back("Content-Length", std::to_string(file.content.size()));
    if (send_head(conn, same ? 304 : 200, headers) && !same) send(conn, file.content);
    return same ? 304 : 200;
}

int BoardServer::stream(mg_connection* conn, const std::string& language) {
    if (viewers_.fetch_add(1) >= kMaxViewers) {
        viewers_.fetch_sub(1);
        return refuse(conn, 503, language, "board.page.full");
    }
    if (options_.on_viewers) options_.on_viewers();
    bool alive = send_head(conn, 200,
                           {{"Content-Type", "text/event-stream; charset=utf-8"},
                            {"Cache-Control", "no-store"},
                            {"X-Accel-Buffering", "no"}});
    // A phone that loses the stream tries again after 1 s (EventSource).
    // A heartbeat each second: a phone gone is noticed at the second write
    // that fails, so its place is free again within about 2 s.
    alive = alive && send(conn, "retry: 1000\n\n");
    std::shared_ptr<const BoardFeed::Snapshot> sent; // what this phone has
    while (alive && !stopping_.load()) {
        const auto now = sent ? feed_.wait_after(sent->revision, std::chrono::seconds(1), stopping_)
                              : feed_.latest();
        if (stopping_.load()) break;
        std::string message;
        if (sent && now->revision == sent->revision) {
            message = ": still here\n\n"; // a heartbeat: a gone phone is noticed
        } else {
            if (!sent || now->claims_and_odds != sent->claims_and_odds)
                message += std::string("event: table\ndata: {\"claims_and_odds\":") +
                           (now->claims_and_odds ? "true" : "false") + "}\n\n";
            if (sent && now->epoch == sent->epoch && now->size() >= sent->size()) {
                for (std::size_t i = sent->size(); i < now->size(); ++i)
                    message += "event: line\ndata: " + now->line(i) + "\n\n";
            } else { // the whole log: a first connection, an undo, a new game
                message += "event: reset\n";
                if (now->size() == 0) message += "data: \n";
                for (std::size_t i = 0; i < now->size(); ++i)
                    message += "data: " + now->line(i) + "\n";
                message += "\n";
            }
            sent = now;
        }
        alive = send(conn, message);
    }
    viewers_.fetch_sub(1);
    if (options_.on_viewers && !stopping_.load()) options_.on_viewers();
    return 200;
}

} // namespace shn
