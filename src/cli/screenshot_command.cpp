#include "cli/screenshot_command.h"

#include "app/app_context.h"
#include "app/canvas.h"
#include "app/panel.h"
#include "app/panels/voices_panel.h"
#include "app/screens.h"
#include "cli/reading_oracle.h"
#include "platform/posix/posix_store.h"
#include "platform/sdl/offscreen_image.h"
#include "server/qr_code.h"
#include "session/game_archive.h"
#include "session/log_error_text.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace shn {

namespace {

/// One screen to render: what `--screenshot` takes on its command line, or
/// one line of a batch.
struct Shot {
    std::string language, screen;
    int width = 800, height = 480;
    std::string log;
    std::filesystem::path output;
    bool claims_and_odds = false, discussion_timer = false, phones_strip = false, as_phone = false;
    bool table_view = false;            // the table view (Settings): seats on the edge
    int text_size_percent = 0;          // the Text size setting (0: the settings' own)
    int step = 0;                       // the replay's step: the log's first `step` events
    const Settings* settings = nullptr; // the table's own (the robot's); else the defaults
    std::vector<std::uint32_t>* pixels = nullptr; // the drawing handed back (RGBA32)
    std::uint32_t format = 0; // drawn in: an SDL_PixelFormatEnum (0: RGBA32; a window's own)
};

/// What rendering a shot found: its exit status (0, 1 or 2, as `--screenshot`),
/// the text boxes that did not fit, and the smallest text drawn beside the floor.
struct ShotResult {
    int status = 0;
    int overflows = 0;
    std::string overflowed;
    int smallest_text = 0;
    int minimum_text = 0;
    const Device* device = nullptr; // the shot's size is one of kDevices: then `reading`
    ReadingFigures reading;
};

ShotResult render_shot(const std::filesystem::path& data_directory, Fonts& fonts,
                       const Shot& shot) {
    ShotResult result;
    OffscreenImage image(shot.width, shot.height, fonts, shot.format);
    if (!image.ok()) {
        result.status = 1;
        return result;
    }
    int& status = result.status;
    {
        // A throwaway folder for the autosave and the games kept: a
        // screenshot never touches the real ones.
        const auto scratch = std::filesystem::temp_directory_path() /
                             ("sh-narrator-screenshot-" + std::to_string(::getpid()));
        AppContext app(platform_store(), data_directory, shot.language, scratch / "autosave.jsonl");
        std::optional<KeptGame> kept_game;
        if (shot.settings) {
            app.preferences().settings() = *shot.settings; // never saved: no settings file here
            app.preferences().settings().language = shot.language;
        }
        if (shot.claims_and_odds) app.preferences().settings().analysis = true;
        if (shot.text_size_percent) {
            app.preferences().settings().text_size_percent = shot.text_size_percent;
            app.preferences().settings().clamp();
        }
        if (shot.discussion_timer) app.preferences().settings().discussion_seconds = 90;
        if (shot.table_view) app.preferences().settings().table_view = true;
        if (shot.phones_strip) { // the board served, as the table shows it (an example address)
            PhoneBoard& phones = app.phone_board();
            phones.available = phones.serving = true;
            phones.address = "http://192.168.1.20:8080/";
            phones.viewers = 3;
            const QrCode code = QrCode::encode(phones.address);
            phones.code_size = code.size;
            phones.code = code.dark;
        }
        app.table().set_read_only(shot.as_phone);
        const std::string& screen = shot.screen;
        if (screen == "voices") {
            // Two recorded narrators, one with a long name and a stale line,
            // so the sweeps see the list as a table that recorded fills it.
            RecordedVoices& voices = app.voices();
            std::error_code ignored;
            std::filesystem::remove_all(voices.folder(), ignored);
            WavClip second;
            second.samples.assign(std::size_t(second.rate), 0);
            const auto lines = VoicesPanel::line_order(app.preferences().catalogue());
            const auto first = voices.create(shot.language, "Giovanna Maria Antonietta Rovere");
            const auto other = voices.create(shot.language, "Sam");
            for (std::size_t index = 0; first && other && index < lines.size() && index < 12;
                 ++index) {
                voices.keep_line(shot.language, *first, lines[index],
                                 index == 3 ? "an older text"
                                            : app.preferences().catalogue().text(lines[index]),
                                 second);
                if (index < 2)
                    voices.keep_line(shot.language, *other, lines[index],
                                     app.preferences().catalogue().text(lines[index]), second);
            }
            app.preferences().settings().narrators[shot.language] = "own:sam";
        }
        std::error_code is_folder_error;
        if (screen == "stats" && std::filesystem::is_directory(shot.log, is_folder_error)) {
            // A group's kept games: every log in the folder, in name order,
            // and a damaged file beside them.
            const GameArchive& archive = app.archive();
            std::vector<std::filesystem::path> logs;
            for (const auto& entry : std::filesystem::directory_iterator(shot.log, is_folder_error))
                if (entry.path().extension() == ".jsonl") logs.push_back(entry.path());
            std::sort(logs.begin(), logs.end());
            int number = 0;
            for (const auto& log : logs) {
                std::ifstream in(log, std::ios::binary);
                const std::string text{std::istreambuf_iterator<char>(in), {}};
                char name[32];
                std::snprintf(name, sizeof name, "20261101-%06d.jsonl", number++);
                if (!archive.keep_text(text, archive.folder() / name)) status = 1;
            }
            if (!archive.keep_text("{\"type\":\"setup\"\n",
                                   archive.folder() / "20261102-000000.jsonl"))
                status = 1;
        } else if (!shot.log.empty()) {
            std::ifstream in(shot.log, std::ios::binary);
            LogReadResult loaded = GameLog::read(in);
            if (loaded.error) { // GameLog::read reports every log it did not read whole
                std::cerr << "sh-narrator: " << shot.log << ": "
                          << describe_log_error(loaded, app.preferences().catalogue()) << '\n';
                status = 1;
            } else if (screen == "replay") {
                // A kept game replayed, read-only: the table has no game.
                app.shown_game().show_kept(std::move(*loaded.log));
                app.shown_game().set_replay_step(std::size_t(shot.step));
            } else if (screen == "games" || screen == "kept_game") {
                // The games kept: this log, and a damaged file beside it.
                const GameArchive& archive = app.archive();
                const auto kept = archive.folder() / "20261123-141000.jsonl";
                std::error_code error;
                std::filesystem::create_directories(archive.folder(), error);
                std::ofstream(archive.folder() / "20261122-200000.jsonl")
                    << "{\"type\":\"setup\"\n";
                if (!archive.keep(*loaded.log, kept)) status = 1;
                if (screen == "kept_game") {
                    for (const KeptGame& game : archive.list())
                        if (game.file == kept) kept_game = game;
                    app.shown_game().show_kept(std::move(*loaded.log));
                }
            } else {
                // The names and new-game screens show the loaded table's
                // names, as "Same table again" would (so the sweeps see long ones).
                const std::vector<std::string>& names = loaded.log->roster().names;
                GameDraft& draft = app.draft();
                draft.players = int(names.size());
                std::copy_n(names.begin(), std::min(names.size(), draft.names.size()),
                            draft.names.begin());
                app.table().adopt(std::move(*loaded.log));
                // A vote being entered, kept beside that log (VoteInProgress):
                // drawn as the app draws it after a reload.
                std::error_code ignored;
                const auto vote = std::filesystem::path(shot.log).concat(".vote");
                if (std::filesystem::exists(vote, ignored)) {
                    std::filesystem::create_directories(app.table().autosave().parent_path(),
                                                        ignored);
                    std::filesystem::copy_file(
                        vote, std::filesystem::path(app.table().autosave()).concat(".vote"),
                        std::filesystem::copy_options::overwrite_existing, ignored);
                }
            }
        } else if (screen != "home" && screen != "new_game" && screen != "settings") {
            app.new_game(7, {});
        }
        const std::optional<Screen> named = screen_named(screen);
        std::unique_ptr<Panel> panel = status != 0 ? nullptr
                                       : kept_game ? make_kept_game_screen(*kept_game, app)
                                       : named     ? make_screen(*named, app)
                                                   : nullptr;
        if (status == 0 && !panel) {
            std::cerr << "sh-narrator: "
                      << app.preferences().catalogue().format("cli.unknown_option",
                                                              {{"detail", screen}})
                      << '\n';
            status = 2;
        }
        if (panel) {
            app.stack().open(std::move(panel));
            app.stack().step(); // as in the app's loop: the table of an ended game hands over
            Canvas canvas(image.surface(), shot.width, shot.height);
            canvas.set_text_scale(
                app.preferences().settings().text_size_percent); // as the shell draws
            DrawnScreen drawn;
            result.device = device_of(shot.width, shot.height);
            if (std::getenv("SH_NARRATOR_REPORT_TEXTS") || result.device) {
                canvas.record_texts(&drawn.texts, &drawn.boxes, &drawn.sizes);
                canvas.record_styles(&drawn.styles);
            }
            app.stack().top()->paint(canvas);
            report_drawn_texts(drawn.texts, drawn.boxes, drawn.sizes); // SH_NARRATOR_REPORT_TEXTS
            if (result.device) { // the reading oracle (issue 54)
                drawn.targets = app.stack().top()->tap_targets();
                drawn.overflows = canvas.overflows();
                drawn.overflowed = canvas.overflowed_text();
                drawn.bad_breaks = canvas.bad_breaks();
                drawn.bad_break = canvas.bad_break_text();
                result.reading = measure_reading(*result.device, drawn);
            }
            if (shot.pixels) *shot.pixels = image.rgba();
            result.overflows = canvas.overflows();
            result.overflowed = canvas.overflowed_text();
            result.smallest_text = canvas.smallest_text_px();
            // The minimum the text was held to: the screen's, or where a
            // panel lowered it for a part read up close, that (never below
            // the up-close floor, which the layout sweep checks apart).
            result.minimum_text =
                canvas.lowest_minimum_px() ? canvas.lowest_minimum_px() : canvas.minimum_text();
            // A batch shot with no file is only checked: encoding the PNG
            // is most of a shot's time, and the layout sweep never reads it.
            std::string problem;
            if (!shot.output.empty() && !image.save_png(shot.output, problem)) {
                std::cerr << "sh-narrator: " << shot.output.string() << ": " << problem << '\n';
                status = 1;
            }
        }
        std::error_code error;
        std::filesystem::remove_all(scratch, error);
    }
    return result;
}

/// One batch line: OUT.png (empty: render and check, write nothing), screen,
/// WIDTHxHEIGHT, language, log (may be empty), then any of the flags,
/// separated by tabs.
std::optional<Shot> parse_shot(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');) fields.push_back(field);
    if (fields.size() < 4) return std::nullopt;
    Shot shot;
    shot.output = fields[0];
    shot.screen = fields[1];
    const auto x = fields[2].find('x');
    if (x == std::string::npos) return std::nullopt;
    shot.width = std::atoi(fields[2].c_str());
    shot.height = std::atoi(fields[2].c_str() + x + 1);
    if (shot.width < 64 || shot.height < 64 || shot.width > 8192 || shot.height > 8192)
        return std::nullopt;
    shot.language = fields[3];
    if (fields.size() > 4) shot.log = fields[4];
    for (std::size_t index = 5; index < fields.size(); ++index) {
        const std::string& flag = fields[index];
        if (flag == "--claims-and-odds")
            shot.claims_and_odds = true;
        else if (flag == "--discussion-timer")
            shot.discussion_timer = true;
        else if (flag == "--phones-strip")
            shot.phones_strip = true;
        else if (flag == "--as-phone")
            shot.as_phone = true;
        else if (flag == "--table-view") // a batch's own: the layout sweep's table view
            shot.table_view = true;
        else if (flag.rfind("--text-size=", 0) == 0) // a batch's own: the layout sweep at 140%
            shot.text_size_percent = std::atoi(flag.c_str() + 12);
        else if (flag.rfind("--step=", 0) == 0) // the replay at a step
            shot.step = std::max(0, std::atoi(flag.c_str() + 7));
        else if (!flag.empty())
            return std::nullopt;
    }
    return shot;
}

/// The reading oracle's columns of a batch line (render_batch).
std::string reading_columns(const ShotResult& result) {
    if (!result.device) return "-\t-\t-\t-\t-\t-\t-\t0\t-\t0\t-";
    const ReadingFigures& figures = result.reading;
    char numbers[160];
    std::snprintf(numbers, sizeof numbers, "%s\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%d",
                  result.device->name, figures.critical_mm, figures.text_mm, figures.symbol_mm,
                  figures.contrast, figures.target_mm, figures.gap_mm, figures.findings);
    const auto words = [](std::string said) {
        if (said.empty()) return std::string("-");
        std::replace(said.begin(), said.end(), '\n', ' ');
        std::replace(said.begin(), said.end(), '\t', ' ');
        return said;
    };
    return std::string(numbers) + '\t' + words(figures.first) + '\t' +
           std::to_string(figures.reported) + '\t' + words(figures.first_reported);
}

/// `--screenshot -`: one shot per line of standard input, in one process
/// (the layout sweep's thousand shots would otherwise start a thousand
/// processes, each loading SDL and the typefaces). Writes one line per shot
/// on standard output, tab-separated: its number, status, overflows,
/// smallest text drawn, minimum; then, for a shot at the size of one of
/// kDevices (else "-"), that device and the reading oracle's figures: the
/// smallest critical text, any text and symbol (mm), the lowest contrast,
/// the smallest target and gap between targets (mm), the findings and the
/// first of them ("-" when none); last, the last text that did not fit.
int render_batch(const std::filesystem::path& data_directory, int& overflows) {
    Fonts fonts(data_directory / "assets" / "fonts"); // opened once for every shot
    int worst = 0;
    std::string line;
    for (int number = 1; std::getline(std::cin, line); ++number) {
        if (line.empty()) continue;
        const std::optional<Shot> shot = parse_shot(line);
        ShotResult result;
        if (!shot) {
            std::cerr << "sh-narrator: batch line " << number << ": not OUT\\tSCREEN\\tWxH\\tLANG"
                      << "[\\tLOG[\\tFLAG...]]\n";
            result.status = 2;
        } else {
            result = render_shot(data_directory, fonts, *shot);
        }
        std::replace(result.overflowed.begin(), result.overflowed.end(), '\n', ' ');
        std::replace(result.overflowed.begin(), result.overflowed.end(), '\t', ' ');
        std::cout << number << '\t' << result.status << '\t' << result.overflows << '\t'
                  << result.smallest_text << '\t' << result.minimum_text << '\t'
                  << reading_columns(result) << '\t' << result.overflowed
                  << std::endl; // a reader sees each shot as it ends
        overflows += result.overflows;
        worst = std::max(worst, result.status);
    }
    return worst;
}

} // namespace

std::vector<std::uint32_t> screenshot_pixels(const std::filesystem::path& data_directory,
                                             const std::string& language, const std::string& screen,
                                             int width, int height,
                                             const std::filesystem::path& log,
                                             const Settings& settings, std::uint32_t pixel_format,
                                             int step) {
    std::vector<std::uint32_t> pixels;
    Fonts fonts(data_directory / "assets" / "fonts");
    Shot shot{language, screen, width, height, log.string(), {}};
    shot.step = step;
    shot.settings = &settings;
    shot.pixels = &pixels;
    if (pixel_format != 0) shot.format = pixel_format;
    if (render_shot(data_directory, fonts, shot).status != 0) pixels.clear();
    return pixels;
}

int render_screenshot(const std::filesystem::path& data_directory, const std::string& language,
                      const std::string& screen, int width, int height, const std::string& log,
                      const std::filesystem::path& output, int& overflows, bool claims_and_odds,
                      bool discussion_timer, bool phones_strip, bool as_phone, int step) {
    overflows = 0;
    int status = 0;
    if (output == "-") {
        status = render_batch(data_directory, overflows);
    } else {
        Fonts fonts(data_directory / "assets" / "fonts");
        Shot shot{language,        screen,           width,        height,  log, output,
                  claims_and_odds, discussion_timer, phones_strip, as_phone};
        shot.step = step;
        const ShotResult result = render_shot(data_directory, fonts, shot);
        overflows = result.overflows;
        status = result.status;
        // For measuring and for the layout sweep: the smallest text this
        // screen drew, beside the floor its reading distance set.
        if (const char* report = std::getenv("SH_NARRATOR_REPORT_TEXT");
            report && std::string(report) == "1")
            std::cerr << "sh-narrator: text " << result.smallest_text << " px, minimum "
                      << result.minimum_text << " px\n";
        // The reading oracle's figures for a device's size (docs/layout.md).
        if (const char* report = std::getenv("SH_NARRATOR_REPORT_READING");
            report && std::string(report) == "1" && result.device)
            std::cerr << "sh-narrator: reading on " << reading_columns(result) << '\n';
    }
    return status;
}

} // namespace shn
