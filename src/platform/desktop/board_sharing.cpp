#include "platform/desktop/board_sharing.h"

#include "server/lan_address.h"
#include "server/qr_code.h"

#include <iostream>
#include <utility>
#include <vector>

namespace shn {

namespace {

/// The game's log, line by line (none: no game at the table).
std::vector<std::string> whole_log(const TableSession* game) {
    std::vector<std::string> lines;
    if (!game) return lines;
    lines.push_back(game->log().setup_line());
    for (std::size_t event = 0; event < game->log().history().events().size(); ++event)
        lines.push_back(game->log().event_line(event));
    return lines;
}

} // namespace

BoardSharing::BoardSharing(AppContext& app, std::optional<std::string> forced,
                           std::function<void()> wake, std::filesystem::path viewer_folder)
    : app_(app), forced_(std::move(forced)), wake_(std::move(wake)),
      viewer_folder_(viewer_folder.empty()
                         ? BoardSharing::viewer_folder(app.preferences().data_directory())
                         : std::move(viewer_folder)) {
    app_.phone_board().available = true;
    changes_.follow(app_.table());
}

BoardSharing::~BoardSharing() {
    app_.table().unlisten(changes_);
    stop();
}

std::filesystem::path BoardSharing::viewer_folder(const std::filesystem::path& data_directory) {
    std::error_code error;
    if (std::filesystem::exists(data_directory / "web" / "sh-narrator.wasm", error))
        return data_directory / "web";
    return data_directory / "build-web" / "site";
}

void BoardSharing::start(const std::string& where) {
    started_for_ = where;
    PhoneBoard& shown = app_.phone_board();
    BoardServer::Options options;
    options.viewer_folder = viewer_folder_;
    options.data_directory = app_.preferences().data_directory();
    options.on_viewers = wake_;
    std::string problem;
    if (!where.empty() && !BoardServer::parse_where(where, options.address, options.port)) {
        problem =
            app_.preferences().catalogue().format("ui.phones.bad_address", {{"address", where}});
    } else {
        server_ = BoardServer::start(options, feed_, app_.preferences().catalogue(), problem);
    }
    if (!server_) {
        failed_ = true;
        say_cannot_connect([problem](const Catalogue&) { return problem; });
        return;
    }
    const std::string host = lan_address(server_->address());
    if (host.empty()) // no network now: served on this device, said once
        say_cannot_connect(
            [](const Catalogue& catalogue) { return catalogue.text("ui.phones.no_network"); });
    shown.serving = true;
    shown.address = "http://" + (host.empty() ? std::string("127.0.0.1") : host) + ":" +
                    std::to_string(server_->port()) + "/";
    const QrCode code = QrCode::encode(shown.address);
    shown.code_size = code.size;
    shown.code = code.dark;
    shown.viewers = 0;
    std::cerr << "sh-narrator: the board for phones is at " << shown.address << '\n';
}

void BoardSharing::say_cannot_connect(std::function<std::string(const Catalogue&)> detail) {
    const auto words = [detail](const Catalogue& catalogue) {
        return catalogue.format("ui.phones.cannot_connect", {{"detail", detail(catalogue)}});
    };
    std::cerr << "sh-narrator: " << words(app_.preferences().catalogue()) << '\n';
    app_.messages().set(words);
}

void BoardSharing::stop() {
    server_.reset();
    PhoneBoard& shown = app_.phone_board();
    shown.serving = false;
    shown.viewers = 0;
}

void BoardSharing::publish_changes() {
    // What the table told since the last publish (the move is saved
    // already: TableSession::play): a move's lines are appended as they
    // are; anything else, or a change no longer kept, sends the whole log.
    const std::uint64_t now = changes_.count();
    if (published_ == now) return;
    const auto changes = published_ ? changes_.since(*published_) : std::nullopt;
    published_ = now;
    std::size_t lines = feed_.latest()->size();
    std::vector<std::string> added;
    bool whole = !changes;
    const std::vector<TableChange> none;
    for (const TableChange& change : changes ? *changes : none) {
        whole = change.kind != TableChange::Kind::MoveAdded || change.lines.empty() ||
                lines + change.lines.size() != change.log_lines;
        if (whole) break;
        lines += change.lines.size();
        added.insert(added.end(), change.lines.begin(), change.lines.end());
    }
    if (!whole) {
        feed_.append(std::move(added));
        return;
    }
    feed_.reset(whole_log(app_.table().game()));
}

bool BoardSharing::update() {
    const Settings& settings = app_.preferences().settings();
    const bool wanted = forced_.has_value() || settings.phones_board;
    const std::string where = forced_ ? *forced_ : settings.phones_address;
    bool changed = false;
    if (!wanted) {
        failed_ = false;
        if (server_) {
            stop();
            changed = true;
        }
        return changed;
    }
    if (server_ && where != started_for_) { // the address changed: listen there
        stop();
        failed_ = false;
    }
    if (!server_ && (!failed_ || where != started_for_)) {
        failed_ = false;
        start(where);
        changed = true;
    }
    if (!server_) return changed;
    publish_changes();
    feed_.show_claims(settings.analysis);
    PhoneBoard& shown = app_.phone_board();
    if (shown.viewers != server_->viewers()) {
        shown.viewers = server_->viewers();
        changed = true;
    }
    return changed;
}

} // namespace shn
