// The table's side of the board for phones (issue 14): the setting starts
// and stops the server where it says; the table's game reaches the stream;
// a port in use or a bad address is said once and the game goes on.
#include "app/app_context.h"
#include "platform/desktop/board_sharing.h"
#include "platform/posix/posix_store.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

using namespace shn;

namespace {

const std::filesystem::path kData = SHN_TEST_DATA_DIR;

std::filesystem::path scratch() {
    return std::filesystem::temp_directory_path() /
           ("shn-board-sharing-" + std::to_string(::getpid()));
}

std::filesystem::path viewer_folder() {
    const auto folder = scratch() / "site";
    std::filesystem::create_directories(folder);
    for (const char* name : {"board.html", "board.js", "page.css", "page.js", "messages.js",
                             "app.data.js", "app.data", "sh-narrator.js", "sh-narrator.wasm"})
        std::ofstream(folder / name) << name;
    return folder;
}

/// A phone on 127.0.0.1:port: one GET, and what came of it so far.
class Phone {
  public:
    Phone(int port, const std::string& path) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(std::uint16_t(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) return;
        const std::string request = "GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n";
        ::send(fd_, request.data(), request.size(), MSG_NOSIGNAL);
    }
    ~Phone() { ::close(fd_); }
    Phone(const Phone&) = delete;
    Phone& operator=(const Phone&) = delete;
    /// What came, once `until` is in what came after `from` (or within `wait_ms`).
    const std::string& read(int wait_ms, const std::string& until = "", std::size_t from = 0) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
        while (std::chrono::steady_clock::now() < end &&
               (until.empty() || answer_.find(until, from) == std::string::npos)) {
            pollfd wait{fd_, POLLIN, 0};
            if (::poll(&wait, 1, 50) <= 0) continue;
            char buffer[4096];
            const ssize_t got = ::recv(fd_, buffer, sizeof buffer, 0);
            if (got <= 0) break;
            answer_.append(buffer, std::size_t(got));
        }
        return answer_;
    }

  private:
    int fd_;
    std::string answer_;
};

/// GET `path` on 127.0.0.1:port; what came within `wait_ms` ("" if refused).
std::string get(int port, const std::string& path, int wait_ms = 1500,
                const std::string& until = "") {
    Phone phone(port, path);
    return phone.read(wait_ms, until);
}

int free_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    socklen_t size = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
    ::close(fd);
    return ntohs(address.sin_port);
}

} // namespace

TEST_CASE("issue 14: the setting serves the table's game where it says, and stops it") {
    std::filesystem::remove_all(scratch());
    AppContext app(platform_store(), kData, "en", scratch() / "autosave.jsonl");
    app.new_game(5, {}, {"Ada", "Bo", "Cy", "Di", "Ed"});
    const int port = free_port();
    app.preferences().settings().phones_board = true;
    app.preferences().settings().phones_address = "127.0.0.1:" + std::to_string(port);
    BoardSharing sharing(app, std::nullopt, {}, viewer_folder());
    CHECK_FALSE(app.phone_board().serving);
    CHECK(sharing.update());
    REQUIRE(app.phone_board().serving);
    CHECK(app.phone_board().address == "http://127.0.0.1:" + std::to_string(port) + "/");
    CHECK(app.phone_board().code_size >= 21); // a QR code of the address
    CHECK(get(port, "/").rfind("HTTP/1.1 200", 0) == 0);

    // The game as the table has it, then the move it plays (R5: the first president).
    CHECK(get(port, "/events", 1500, "\"Ada\"").find("event: reset\ndata: {") != std::string::npos);
    REQUIRE(app.table().play(Event::first_president(0)));
    sharing.update();
    CHECK(get(port, "/events", 1500, "first_president").find("first_president") !=
          std::string::npos);

    // Off: nothing listens any more.
    app.preferences().settings().phones_board = false;
    CHECK(sharing.update());
    CHECK_FALSE(app.phone_board().serving);
    CHECK(get(port, "/", 300).empty());
    std::filesystem::remove_all(scratch());
}

TEST_CASE("issue 45: a move reaches a watching phone as its line, an undo, a new game as the "
          "whole log") {
    std::filesystem::remove_all(scratch());
    AppContext app(platform_store(), kData, "en", scratch() / "autosave.jsonl");
    app.new_game(5, {}, {"Ada", "Bo", "Cy", "Di", "Ed"});
    const int port = free_port();
    BoardSharing sharing(app, "127.0.0.1:" + std::to_string(port), {}, viewer_folder());
    sharing.update();
    REQUIRE(app.phone_board().serving);
    Phone phone(port, "/events");
    REQUIRE(phone.read(1500, "\"Ada\"").find("event: reset\ndata: {") != std::string::npos);

    // Two moves in one turn of the loop: their two lines, in order, no reset.
    std::size_t from = phone.read(0).size();
    REQUIRE(app.table().play(Event::first_president(0)));
    REQUIRE(app.table().play(Event::night_over()));
    sharing.update();
    std::string seen = phone.read(1500, "night_over", from).substr(from);
    CHECK(seen.find("event: line\ndata: {\"type\":\"first_president\"") != std::string::npos);
    CHECK(seen.find("event: line\ndata: {\"type\":\"night_over\"") > seen.find("first_president"));
    CHECK(seen.find("event: reset") == std::string::npos);

    from = phone.read(0).size();
    REQUIRE(app.table().play(Event::nominate(1)));
    sharing.update();
    seen = phone.read(1500, "nominate", from).substr(from);
    CHECK(seen.find("event: line\ndata: {\"type\":\"nominate\"") != std::string::npos);

    // An undo: the whole log again, without the nomination.
    from = phone.read(0).size();
    app.table().undo();
    sharing.update();
    seen = phone.read(1500, "night_over", from).substr(from);
    CHECK(seen.find("event: reset\ndata: {\"type\":\"setup\"") != std::string::npos);
    CHECK(seen.find("nominate") == std::string::npos);

    // A new game: the whole log of the new one.
    from = phone.read(0).size();
    app.new_game(6, {});
    sharing.update();
    seen = phone.read(1500, "event: reset", from).substr(from);
    CHECK(seen.find("event: reset\ndata: {\"type\":\"setup\"") != std::string::npos);
    CHECK(seen.find("first_president") == std::string::npos);
    std::filesystem::remove_all(scratch());
}

TEST_CASE("issue 14: a port in use, a bad address, the viewer missing: said once, the game "
          "goes on") {
    std::filesystem::remove_all(scratch());
    AppContext app(platform_store(), kData, "en", scratch() / "autosave.jsonl");
    app.new_game(5, {});
    const int port = free_port();
    // Someone else has the port.
    AppContext other(platform_store(), kData, "en", scratch() / "other.jsonl");
    other.preferences().settings().phones_board = true;
    other.preferences().settings().phones_address = "127.0.0.1:" + std::to_string(port);
    BoardSharing holder(other, std::nullopt, {}, viewer_folder());
    holder.update();
    REQUIRE(other.phone_board().serving);

    app.preferences().settings().phones_board = true;
    app.preferences().settings().phones_address = "127.0.0.1:" + std::to_string(port);
    BoardSharing sharing(app, std::nullopt, {}, viewer_folder());
    sharing.update();
    CHECK_FALSE(app.phone_board().serving);
    CHECK(app.messages().text().find("Phones cannot connect") != std::string::npos);
    CHECK(app.messages().text().find(std::to_string(port)) != std::string::npos);
    app.messages().set(std::string());
    for (int turn = 0; turn < 5; ++turn) sharing.update(); // once: not again at every turn
    CHECK(app.messages().text().empty());
    CHECK(app.table().play(Event::first_president(0))); // the game goes on

    // A bad address: said, with the address.
    app.preferences().settings().phones_address = "the-pi:80";
    sharing.update();
    CHECK(app.messages().text().find("the-pi:80") != std::string::npos);

    // No viewer files: said, with the file.
    AppContext bare(platform_store(), kData, "en", scratch() / "bare.jsonl");
    bare.preferences().settings().phones_board = true;
    bare.preferences().settings().phones_address = "127.0.0.1:" + std::to_string(free_port());
    BoardSharing missing(bare, std::nullopt, {}, scratch() / "no-site");
    missing.update();
    CHECK_FALSE(bare.phone_board().serving);
    CHECK(bare.messages().text().find("board.html") != std::string::npos);
    std::filesystem::remove_all(scratch());
}
