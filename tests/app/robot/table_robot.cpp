#include "app/robot/table_robot.h"

#include "app/panel_stack.h"
#include "platform/sdl/sdl_capture_port.h"
#include "session/app_clock.h"

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace shn {

namespace {

std::filesystem::path new_folder() {
    static int made = 0;
    const auto folder = std::filesystem::temp_directory_path() /
                        ("shn-robot-" + std::to_string(::getpid()) + "-" + std::to_string(made++));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

} // namespace

TableRobot::TableRobot(Options options) : options_(std::move(options)) {
    if (options_.folder.empty()) {
        options_.folder = new_folder();
        made_folder_ = true;
    }
    std::filesystem::create_directories(options_.folder);
    if (!SDL_WasInit(SDL_INIT_VIDEO)) {
        // No display, no sound: the window lives in memory (SDL's dummy
        // driver keeps a software framebuffer), the narration is shown as
        // text, as on a table with no sound device.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
            throw std::runtime_error(std::string("SDL_Init: ") + SDL_GetError());
    }
    AppClock::hold();
    AppClock::advance(10'000); // a start well past 0
    note("robot " + options_.language + " " + std::to_string(options_.width) + "x" +
         std::to_string(options_.height));
    open();
}

TableRobot::~TableRobot() {
    shell_.reset();
    if (made_folder_) {
        std::error_code error;
        std::filesystem::remove_all(options_.folder, error);
    }
}

void TableRobot::open() {
    std::string problem;
    const TableShell::Options shell_options{.data_directory = SHN_TEST_DATA_DIR,
                                            .language = options_.language,
                                            .autosave = options_.folder / "autosave.jsonl",
                                            .settings_file = options_.folder / "settings.json",
                                            .audio_at_once =
                                                false, // no sound device: lines shown as text
                                            .silent_driver_plays = options_.silent_driver_plays,
                                            .width = options_.width,
                                            .height = options_.height,
                                            .page_fullscreen = options_.page_fullscreen,
                                            .store = options_.store};
    shell_ = TableShell::open(shell_options, problem);
    if (!shell_) throw std::runtime_error("TableShell::open: " + problem);
    // The microphone as the desktop has it: SDL2's capture (SDL's dummy
    // driver hears silence; its disk driver reads SDL_DISKAUDIOFILEIN).
    shell_->app().microphone().set_opener(
        [](std::string& why) -> std::unique_ptr<CapturePort> { return SdlCapturePort::open(why); });
    shell_->app().platform().pack_folders = {options_.folder / "exports"};
    shell_->app().random() = RandomStream(options_.random_seed + starts_++);
    // A language asked for is the table's from the first screen on.
    if (shell_->app().preferences().settings().language != options_.language) {
        shell_->app().preferences().settings().language = options_.language;
        shell_->app().preferences().apply();
    }
    const std::filesystem::path exports = options_.folder / "exports";
    shell_->app().log_export().set_exporter(
        [exports](const std::string& name, const std::string& extension, const std::string& bytes) {
            std::error_code error;
            std::filesystem::create_directories(exports, error);
            const auto file = exports / (name + extension);
            std::ofstream(file, std::ios::binary) << bytes;
            return LogExport::Exported{"ui.games.exported", file.string()};
        });
    frame();
}

void TableRobot::frame() {
    if (!shell_) return;
    shell_->handle_input(false); // what SDL itself queued (the window's events)
    if (!shell_->quit_requested()) shell_->draw();
}

void TableRobot::press(int x, int y, bool down) {
    SDL_Event event{};
    event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    event.button.windowID = SDL_GetWindowID(shell_->window());
    shell_->handle(event);
}

void TableRobot::tap_at(int x, int y, std::uint64_t hold_ms) {
    if (!running()) return;
    note("tap_at " + std::to_string(x) + " " + std::to_string(y) + " " + std::to_string(hold_ms));
    press(x, y, true);
    AppClock::advance(hold_ms);
    press(x, y, false);
    frame();
}

TapGuard::Verdict TableRobot::person_tap(const Rect& box, std::uint64_t travel_ms) {
    const auto within = [&](int from, int length) {
        const int margin = length / 10;
        const int room = std::max(1, length - 2 * margin);
        return from + margin + int(finger_() % std::uint64_t(room));
    };
    const int x = within(box.x, box.w), y = within(box.y, box.h);
    const std::uint64_t hold = 40 + finger_() % 161;
    // The finger rolls a little as it comes up, never off the target.
    const int up_x = std::clamp(x + int(finger_() % 5) - 2, box.x, box.x + box.w - 1);
    const int up_y = std::clamp(y + int(finger_() % 5) - 2, box.y, box.y + box.h - 1);
    return person_tap_at(x, y, up_x, up_y, travel_ms, hold);
}

TapGuard::Verdict TableRobot::person_tap_at(int x, int y, int up_x, int up_y,
                                            std::uint64_t travel_ms, std::uint64_t hold_ms) {
    if (!running()) return TapGuard::Verdict::Missed;
    wait(travel_ms);
    if (!running()) return TapGuard::Verdict::Missed;
    note("person tap " + std::to_string(x) + " " + std::to_string(y) + " after " +
         std::to_string(travel_ms) + " ms, held " + std::to_string(hold_ms) + ", up at " +
         std::to_string(up_x) + " " + std::to_string(up_y));
    press(x, y, true);
    frame(); // the loop draws while the finger is down (a countdown, a line)
    AppClock::advance(hold_ms / 2);
    frame();
    if (!running()) return TapGuard::Verdict::Missed;
    AppClock::advance(hold_ms - hold_ms / 2);
    press(up_x, up_y, false);
    const TapGuard::Verdict verdict = shell_->taps().last;
    frame();
    return verdict;
}

void TableRobot::tap_box(const Rect& box, std::string_view label) {
    if (!options_.person_pace) {
        tap_at(box.x + box.w / 2, box.y + box.h / 2);
        return;
    }
    std::uint64_t travel = 120 + finger_() % 481;
    // The same spot again: a person who means a second tap waits out the
    // double tap (which is one tap, TapGuard rule 2).
    const bool overlaps = box.x < last_tapped_.x + last_tapped_.w &&
                          last_tapped_.x < box.x + box.w &&
                          box.y < last_tapped_.y + last_tapped_.h && last_tapped_.y < box.y + box.h;
    const std::uint64_t again = last_release_ms_ + TapGuard::kDoubleTapMs + 100;
    if (overlaps && AppClock::now_ms() + travel < again) travel = again - AppClock::now_ms();
    // The finger goes where the target is once it gets there (a line of
    // the message may have moved it meanwhile).
    wait(travel);
    Rect now = box;
    int nearest = -1;
    for (const Panel::TapTarget& target : targets()) {
        if (label.empty() || target.label != label || target.box.w != box.w ||
            target.box.h != box.h)
            continue;
        const int distance = std::abs(target.box.x - box.x) + std::abs(target.box.y - box.y);
        if (nearest < 0 || distance < nearest) nearest = distance, now = target.box;
    }
    const TapGuard::Verdict verdict = person_tap(now, 0);
    last_tapped_ = now;
    last_release_ms_ = AppClock::now_ms();
    if (verdict != TapGuard::Verdict::Acts && verdict != TapGuard::Verdict::EndsGameAfter) {
        ++lost_taps_;
        note("# that tap did not act (verdict " + std::to_string(int(verdict)) + ")");
    }
}

bool TableRobot::person_tap(std::string_view label, std::uint64_t travel_ms) {
    const std::vector<Panel::TapTarget> shown = targets();
    for (auto it = shown.rbegin(); it != shown.rend(); ++it)
        if (it->label == label) return person_tap(it->box, travel_ms) == TapGuard::Verdict::Acts;
    note("person tap \"" + std::string(label) + "\" (not shown)");
    return false;
}

std::optional<std::pair<int, int>> TableRobot::centre_of(std::string_view label) const {
    const std::vector<Panel::TapTarget> shown = targets();
    for (auto it = shown.rbegin(); it != shown.rend(); ++it)
        if (it->label == label)
            return std::pair{it->box.x + it->box.w / 2, it->box.y + it->box.h / 2};
    return std::nullopt;
}

bool TableRobot::tap(std::string_view label) {
    if (!options_.person_pace) wait(kHumanPauseMs);
    const std::vector<Panel::TapTarget> shown = targets();
    for (auto it = shown.rbegin(); it != shown.rend(); ++it)
        if (it->label == label) {
            note("tap \"" + std::string(label) + "\"");
            tap_box(it->box, label);
            return true;
        }
    note("tap \"" + std::string(label) + "\" (not shown)");
    return false;
}

bool TableRobot::tap_containing(std::string_view part) {
    const std::vector<Panel::TapTarget> shown = targets();
    for (auto it = shown.rbegin(); it != shown.rend(); ++it)
        if (it->label.find(part) != std::string::npos) return tap(it->label);
    note("tap containing \"" + std::string(part) + "\" (not shown)");
    return false;
}

void TableRobot::key(SDL_Keycode key, Uint16 modifiers) {
    if (!running()) return;
    note(std::string("key ") + SDL_GetKeyName(key) + (modifiers ? " +mod" : ""));
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    event.key.keysym.mod = modifiers;
    event.key.windowID = SDL_GetWindowID(shell_->window());
    shell_->handle(event);
    frame();
}

void TableRobot::type(std::string_view text) {
    if (!running()) return;
    note("type \"" + std::string(text) + "\"");
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.windowID = SDL_GetWindowID(shell_->window());
    const std::size_t length = std::min(text.size(), sizeof(event.text.text) - 1);
    std::copy_n(text.data(), length, event.text.text);
    shell_->handle(event);
    frame();
}

void TableRobot::wait(std::uint64_t ms) {
    if (!running()) return;
    while (ms > 0) {
        const std::uint64_t step = std::min<std::uint64_t>(ms, 100);
        AppClock::advance(step);
        ms -= step;
        frame();
        if (!running()) return;
    }
}

void TableRobot::kill() {
    note("kill");
    shell_.reset();
}

void TableRobot::restart() {
    note("restart");
    shell_.reset();
    open();
}

std::optional<Screen> TableRobot::screen() const {
    if (!running()) return std::nullopt;
    return shell_->app().stack().top_screen();
}

std::string TableRobot::screen_name() const {
    if (!running()) return "none";
    const std::optional<Screen> top = screen();
    return top ? std::string(screen_id(*top)) : "page";
}

std::vector<Panel::TapTarget> TableRobot::targets() const {
    if (!running() || !shell_->app().stack().top()) return {};
    return shell_->app().stack().top()->tap_targets();
}

bool TableRobot::shows_target(std::string_view label) const {
    return centre_of(label).has_value();
}

bool TableRobot::shows_text_containing(std::string_view part) const {
    if (!running()) return false;
    for (const std::string& text : texts())
        if (text.find(part) != std::string::npos) return true;
    return false;
}

bool TableRobot::tap_beside(std::string_view words, std::string_view label) {
    if (!options_.person_pace) wait(kHumanPauseMs);
    note("tap \"" + std::string(label) + "\" beside \"" + std::string(words) + "\"");
    if (!running()) return false;
    const std::vector<std::string>& texts = shell_->drawn_texts();
    const std::vector<Rect>& boxes = shell_->drawn_text_boxes();
    for (std::size_t index = 0; index < texts.size() && index < boxes.size(); ++index) {
        if (texts[index].find(words) == std::string::npos) continue;
        const Rect& row = boxes[index];
        const int middle = row.y + row.h / 2;
        // On its row, to its right, the nearest (two columns share a row).
        const Panel::TapTarget* nearest = nullptr;
        const std::vector<Panel::TapTarget> shown = targets();
        for (const Panel::TapTarget& target : shown)
            if (target.label == label && target.box.y <= middle &&
                middle < target.box.y + target.box.h && target.box.x >= row.x &&
                (!nearest || target.box.x < nearest->box.x))
                nearest = &target;
        // Else under it (a larger text size puts a setting's name above
        // its controls): the first below, the leftmost of its row.
        if (!nearest)
            for (const Panel::TapTarget& target : shown)
                if (target.label == label && target.box.y >= row.y + row.h / 2 &&
                    target.box.x < row.x + row.w && row.x < target.box.x + target.box.w &&
                    (!nearest || target.box.y < nearest->box.y ||
                     (target.box.y == nearest->box.y && target.box.x < nearest->box.x)))
                    nearest = &target;
        if (nearest) {
            tap_box(nearest->box, nearest->label);
            return true;
        }
    }
    note("(not shown)");
    return false;
}

std::string TableRobot::message() const {
    return running() ? shell_->app().messages().text() : std::string();
}

std::uint64_t TableRobot::asked_count() const {
    return running() ? shell_->app().announcer().asked_count() : 0;
}

std::vector<std::string> TableRobot::said_since(std::uint64_t from) const {
    if (!running()) return {};
    const Announcer& announcer = shell_->app().announcer();
    const std::deque<std::string>& asked = announcer.asked();
    const std::uint64_t first_kept = announcer.asked_count() - asked.size();
    std::vector<std::string> said;
    for (std::uint64_t index = std::max(from, first_kept); index < announcer.asked_count(); ++index)
        said.push_back(asked[std::size_t(index - first_kept)]);
    return said;
}

std::optional<LogReadResult> TableRobot::autosave() const {
    std::ifstream in(autosave_file(), std::ios::binary);
    if (!in) return std::nullopt;
    return GameLog::read(in);
}

int TableRobot::width() const {
    int w = 0, h = 0;
    if (shell_) SDL_GetRendererOutputSize(shell_->renderer(), &w, &h);
    return w;
}

int TableRobot::height() const {
    int w = 0, h = 0;
    if (shell_) SDL_GetRendererOutputSize(shell_->renderer(), &w, &h);
    return h;
}

std::vector<std::uint32_t> TableRobot::pixels(bool as_rgba) const {
    if (!shell_) return {};
    const int w = width(), h = height();
    std::vector<std::uint32_t> out(std::size_t(w) * std::size_t(h), 0);
    // The window's own format is a copy; RGBA32 a conversion (slower).
    const Uint32 format =
        as_rgba ? Uint32(SDL_PIXELFORMAT_RGBA32) : SDL_GetWindowPixelFormat(shell_->window());
    if (SDL_RenderReadPixels(shell_->renderer(), nullptr, format, out.data(), w * 4) != 0)
        out.clear();
    return out;
}

std::vector<std::string> log_lines(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

std::filesystem::path folder_with_autosave(const std::string& name,
                                           const std::vector<std::string>& lines) {
    // Its own per process: two runs of the same journey (two checkouts'
    // tests at once) must not write one folder.
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    std::ofstream out(folder / "autosave.jsonl");
    for (const std::string& line : lines) out << line << '\n';
    return folder;
}

void TableRobot::keep_shot(const std::string& name) const {
    const char* folder = std::getenv("SHN_ROBOT_SHOTS");
    if (!folder || !*folder) return;
    std::vector<std::uint32_t> copy = pixels();
    if (copy.empty()) return;
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(copy.data(), width(), height(), 32,
                                                              width() * 4, SDL_PIXELFORMAT_RGBA32);
    const auto file = std::filesystem::path(folder) /
                      (name + "-" + options_.language + "-" + std::to_string(width()) + "x" +
                       std::to_string(height()) + ".png");
    if (surface) IMG_SavePNG(surface, file.string().c_str());
    SDL_FreeSurface(surface);
}

} // namespace shn
