#include "cli/command_line.h"

#include "app/screen.h"
#include "app/table_app.h"
#include "cli/analyze_command.h"
#include "cli/narrate_command.h"
#include "cli/replay_command.h"
#include "cli/screenshot_command.h"
#include "cli/simulate_command.h"
#include "cli/stats_command.h"
#include "cli/voice_command.h"
#include "platform/posix/app_paths.h"
#include "platform/posix/posix_store.h"
#include "server/board_server.h"
#include "session/catalogue.h"
#include "session/game_archive.h"
#include "session/languages.h"
#include "session/narration_script.h"
#include "session/narrators.h"
#include "session/recorded_voices.h"
#include "session/settings.h"

#include <algorithm>
#include <charconv>
#include <exception>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

namespace {

/// The help, its list of screens taken from kScreenIds.
std::string usage(const Catalogue& catalogue) {
    std::string screens;
    for (const std::string_view id : kScreenIds) {
        if (!screens.empty()) screens.append(", ");
        screens.append(id);
    }
    return catalogue.format("cli.usage", {{"screens", screens}});
}

/// The options of one invocation, as read from argv.
struct Invocation {
    enum class Mode {
        App,
        Usage,
        Version,
        Languages,
        Screens,
        Replay,
        Analyze,
        Simulate,
        Narrate,
        Screenshot,
        Voice,
        Stats
    } mode = Mode::App;
    VoiceRequest voice;
    std::string replay_path;
    std::string games_folder; // --games DIR for --stats; empty: games/ beside the autosave
    SimulationRequest simulation;
    std::string simulation_log_path; // --write-log: the first simulated game's log
    NarrateRequest narration;
    std::string screenshot_path;
    std::string screen = "home";
    int width = 1280;
    int height = 800;
    std::string load;
    int step = 0; // --step N: the replay screen at move N of --load
    std::string language = "en";
    bool language_given = false;            // else the app uses the saved setting
    bool claims_and_odds = false;           // --screenshot with the Claims and odds setting on
    bool discussion_timer = false;          // --screenshot with a 1:30 discussion timer
    bool phones_strip = false;              // --screenshot with the board served to 3 phones
    bool as_phone = false;                  // --screenshot as a phone watching sees it
    std::optional<std::string> serve_board; // --serve-board [ADDR:]PORT
};

template <typename Number>
std::optional<Number> parse_number(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// The options followed by a text (a path, a screen's name): the mode each
/// chooses, if it chooses one, and where the text goes.
struct TextOption {
    std::string_view name;
    std::optional<Invocation::Mode> mode;
    std::string Invocation::*into;
};
const TextOption kTextOptions[] = {
    {"--replay", Invocation::Mode::Replay, &Invocation::replay_path},
    {"--analyze", Invocation::Mode::Analyze, &Invocation::replay_path},
    {"--games", std::nullopt, &Invocation::games_folder},
    {"--write-log", std::nullopt, &Invocation::simulation_log_path},
    {"--screenshot", Invocation::Mode::Screenshot, &Invocation::screenshot_path},
    {"--screen", std::nullopt, &Invocation::screen},
    {"--load", std::nullopt, &Invocation::load},
};

/// Reads argv into an Invocation, or returns the catalogue key and detail of
/// the first problem.
std::optional<std::pair<std::string, std::string>> parse(const std::vector<std::string_view>& args,
                                                         Invocation& invocation) {
    for (std::size_t index = 0; index < args.size(); ++index) {
        const std::string_view option = args[index];
        const auto value = [&]() -> std::optional<std::string_view> {
            if (index + 1 >= args.size()) return std::nullopt;
            return args[++index];
        };
        // A value missing, or one that cannot be what the option takes.
        const auto missing = [&] { return std::pair{"cli.missing_value", std::string(option)}; };
        const auto text_option =
            std::find_if(std::begin(kTextOptions), std::end(kTextOptions),
                         [&](const TextOption& known) { return known.name == option; });
        if (text_option != std::end(kTextOptions)) {
            const auto text = value();
            if (!text) return missing();
            if (text_option->mode) invocation.mode = *text_option->mode;
            invocation.*(text_option->into) = std::string(*text);
            continue;
        }
        if (option == "--help" || option == "-h") {
            invocation.mode = Invocation::Mode::Usage;
            return std::nullopt;
        } else if (option == "--version") {
            invocation.mode = Invocation::Mode::Version;
        } else if (option == "--languages") {
            invocation.mode = Invocation::Mode::Languages;
        } else if (option == "--screens") {
            invocation.mode = Invocation::Mode::Screens;
        } else if (option == "--stats") {
            invocation.mode = Invocation::Mode::Stats;
        } else if (option == "--simulate") {
            const auto text = value();
            const auto games = text ? parse_number<std::uint64_t>(*text) : std::nullopt;
            if (!games || *games == 0) return std::pair{"cli.bad_number", std::string(option)};
            invocation.mode = Invocation::Mode::Simulate;
            invocation.simulation.games = *games;
        } else if (option == "--seed") {
            const auto text = value();
            const auto seed = text ? parse_number<std::uint64_t>(*text) : std::nullopt;
            if (!seed) return std::pair{"cli.bad_number", std::string(option)};
            invocation.simulation.seed = *seed;
        } else if (option == "--players") {
            const auto text = value();
            const auto players = text ? parse_number<int>(*text) : std::nullopt;
            if (!players || !valid_player_count(*players))
                return std::pair{"cli.bad_player_count", std::string(option)};
            invocation.simulation.players = *players;
            invocation.narration.players = *players;
        } else if (option == "--rebalanced-6p") {
            invocation.simulation.options.rebalanced_6p = true;
        } else if (option == "--rebalanced-7p") {
            invocation.simulation.options.rebalanced_7p = true;
        } else if (option == "--rebalanced-9p") {
            invocation.simulation.options.rebalanced_9p = true;
        } else if (option == "--claims") {
            invocation.simulation.claims = true;
        } else if (option == "--tracker-resets-on-election") {
            invocation.simulation.options.tracker_resets_on_election = true;
        } else if (option == "--narrate") {
            const auto sequence = value();
            if (!sequence ||
                (*sequence != "setup" && *sequence != "night" && *sequence != "reveal"))
                return std::pair{"cli.bad_sequence", std::string(option)};
            invocation.mode = Invocation::Mode::Narrate;
            invocation.narration.sequence = std::string(*sequence);
        } else if (option == "--pause") {
            const auto text = value();
            const auto seconds = text ? parse_number<double>(*text) : std::nullopt;
            // Written so that NaN fails too.
            if (!seconds || !(*seconds >= kMinNightPause && *seconds <= kMaxNightPause))
                return std::pair{"cli.bad_pause", std::string(option)};
            invocation.narration.pause_seconds = *seconds;
        } else if (option == "--step") {
            const auto text = value();
            const auto step = text ? parse_number<int>(*text) : std::nullopt;
            if (!step || *step < 0) return std::pair{"cli.bad_number", std::string(option)};
            invocation.step = *step;
        } else if (option == "--size") {
            const auto size = value();
            const auto cross = size ? size->find('x') : std::string_view::npos;
            const auto width = cross == std::string_view::npos
                                   ? std::nullopt
                                   : parse_number<int>(size->substr(0, cross));
            const auto height = cross == std::string_view::npos
                                    ? std::nullopt
                                    : parse_number<int>(size->substr(cross + 1));
            if (!width || !height || *width < 320 || *height < 240 || *width > 7680 ||
                *height > 4320)
                return std::pair{"cli.bad_size", std::string(option)};
            invocation.width = *width;
            invocation.height = *height;
        } else if (option == "--claims-and-odds") {
            invocation.claims_and_odds = true;
        } else if (option == "--discussion-timer") {
            invocation.discussion_timer = true;
        } else if (option == "--phones-strip") {
            invocation.phones_strip = true;
        } else if (option == "--as-phone") {
            invocation.as_phone = true;
        } else if (option == "--serve-board") {
            const auto where = value();
            std::string address;
            int port = 0;
            if (!where || !BoardServer::parse_where(std::string(*where), address, port))
                return missing();
            invocation.serve_board = std::string(*where);
        } else if (option == "--no-audio") {
            invocation.narration.audio = false;
        } else if (option == "--ambience") {
            const auto choice = value();
            if (!choice || !is_choice(kAmbienceChoices, *choice)) return missing();
            invocation.narration.ambience = std::string(*choice);
        } else if (option == "--narrator") {
            const auto narrator = value();
            // A narrator is a voice's short name (alan, slt, anna) or a
            // recorded one's id (own:marta), never a path.
            if (!narrator || narrator->empty() ||
                (!is_recorded_narrator(*narrator) &&
                 (narrator->size() > 16 ||
                  narrator->find_first_not_of("abcdefghijklmnopqrstuvwxyz") !=
                      std::string_view::npos)))
                return missing();
            invocation.narration.narrator = std::string(*narrator);
        } else if (option == "--record-line" || option == "--export-voice" ||
                   option == "--import-voice" || option == "--voices") {
            invocation.mode = Invocation::Mode::Voice;
            using Action = VoiceRequest::Action;
            if (option == "--voices") {
                invocation.voice.action = Action::List;
                continue;
            }
            const auto given = value();
            if (!given || given->empty()) return missing();
            if (option == "--record-line") {
                invocation.voice.action = Action::Record;
                invocation.voice.key = std::string(*given);
            } else if (option == "--export-voice") {
                invocation.voice.action = Action::Export;
                invocation.voice.narrator_id = std::string(*given);
            } else {
                invocation.voice.action = Action::Import;
                invocation.voice.file = std::string(*given);
            }
        } else if (option == "--narrator-name" || option == "--out") {
            const auto given = value();
            if (!given || given->empty()) return missing();
            if (option == "--out")
                invocation.voice.file = std::string(*given);
            else
                invocation.voice.narrator_name = std::string(*given);
        } else if (option == "--seconds") {
            const auto seconds = value();
            const auto number = seconds ? parse_number<int>(*seconds) : std::nullopt;
            if (!number || *number < 1 || *number > 30)
                return std::pair{"cli.bad_number", std::string(option)};
            invocation.voice.seconds = *number;
        } else if (option == "--lang") {
            const auto language = value();
            // A language is a short code (it, en, de), never a path.
            const bool code = language && !language->empty() && language->size() <= 8 &&
                              language->find_first_not_of("abcdefghijklmnopqrstuvwxyz-") ==
                                  std::string_view::npos;
            if (!code) return missing();
            invocation.language = std::string(*language);
            invocation.language_given = true;
        } else {
            return std::pair{"cli.unknown_option", std::string(option)};
        }
    }
    return std::nullopt;
}

int run(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    Invocation invocation;
    auto problem = parse(args, invocation);

    const auto data = find_data_directory();
    // The table's window reads its own catalogue (Preferences: the saved
    // language, or --lang); this one words the other modes and the errors
    // here, and is not read for nothing before the window (issue 46).
    const bool window = !problem && invocation.mode == Invocation::Mode::App && data;
    Catalogue catalogue =
        data && !window ? Catalogue::load(*data, invocation.language) : Catalogue();
    if (data && !catalogue.load_problem().empty() && invocation.language != "en") {
        catalogue = Catalogue::load(*data, "en");
        std::cerr << "sh-narrator: "
                  << catalogue.format("cli.no_catalogue", {{"detail", invocation.language}})
                  << '\n';
        invocation.language = "en";
    }

    if (!problem && invocation.mode == Invocation::Mode::Narrate && !invocation.simulation.players)
        problem = std::pair{"cli.bad_player_count", std::string("--players")};
    invocation.narration.options = invocation.simulation.options;
    if (!problem && invocation.mode == Invocation::Mode::Narrate &&
        check_setup({invocation.narration.players, invocation.narration.options}) != Refusal::None)
        problem = std::pair{"refusal.option_not_for_player_count", std::string()};
    invocation.narration.language = invocation.language;
    const std::string& narrator = invocation.narration.narrator;
    if (!problem && !narrator.empty() && !is_recorded_narrator(narrator) &&
        narrator_or_default(invocation.language, narrator) != narrator)
        problem = std::pair{"cli.unknown_narrator", narrator};

    if (problem) {
        std::cerr << "sh-narrator: "
                  << catalogue.format(problem->first, {{"detail", problem->second}}) << '\n'
                  << usage(catalogue) << '\n';
        return 2;
    }
    // The screens need their typefaces and catalogues.
    const bool needs_data =
        invocation.mode == Invocation::Mode::App || invocation.mode == Invocation::Mode::Screenshot;
    if (needs_data && !data) {
        std::cerr << "sh-narrator: " << catalogue.text("cli.no_data") << '\n';
        return 1;
    }
    switch (invocation.mode) {
    case Invocation::Mode::App:
        return run_table_app(*data, invocation.language_given ? invocation.language : std::string(),
                             invocation.serve_board);
    case Invocation::Mode::Screenshot: {
        int overflows = 0;
        const int status =
            render_screenshot(*data, invocation.language, invocation.screen, invocation.width,
                              invocation.height, invocation.load, invocation.screenshot_path,
                              overflows, invocation.claims_and_odds, invocation.discussion_timer,
                              invocation.phones_strip, invocation.as_phone, invocation.step);
        if (status == 0 && overflows > 0)
            std::cerr << "sh-narrator: "
                      << catalogue.format("cli.text_overflow",
                                          {{"detail", std::to_string(overflows)}})
                      << '\n';
        return status == 0 && overflows > 0 ? 3 : status;
    }
    case Invocation::Mode::Usage: std::cout << usage(catalogue) << '\n'; return 0;
    case Invocation::Mode::Version: std::cout << "sh-narrator " << SHN_VERSION << '\n'; return 0;
    case Invocation::Mode::Languages:
        // kLanguages for the scripts (tools/web.sh, the test sweeps): the
        // id, then its narrators, the default first, tab-separated.
        for (const Language& language : kLanguages) {
            std::cout << language.id;
            for (const Narrator& narrator : narrators_of(language.id))
                std::cout << '\t' << narrator.id;
            std::cout << '\n';
        }
        return 0;
    case Invocation::Mode::Screens:
        // kScreenIds for the scripts (the layout sweep shoots every one).
        for (const std::string_view id : kScreenIds) std::cout << id << '\n';
        return 0;
    case Invocation::Mode::Replay:
        return run_replay(invocation.replay_path, catalogue, std::cout, std::cerr);
    case Invocation::Mode::Analyze:
        return run_analyze(invocation.replay_path, catalogue, std::cout, std::cerr);
    case Invocation::Mode::Narrate:
        return run_narrate(invocation.narration, catalogue, data.value_or(std::filesystem::path()),
                           RecordedVoices::folder_beside(default_autosave_file()), std::cout,
                           std::cerr);
    case Invocation::Mode::Voice:
        invocation.voice.language = invocation.language;
        return run_voice(invocation.voice, catalogue,
                         RecordedVoices::folder_beside(default_autosave_file()), std::cout,
                         std::cerr);
    case Invocation::Mode::Stats:
        return run_stats(invocation.games_folder.empty()
                             ? GameArchive::folder_beside(default_autosave_file())
                             : std::filesystem::path(invocation.games_folder),
                         catalogue, platform_store(), std::cout, std::cerr);
    case Invocation::Mode::Simulate:
        if (!invocation.simulation_log_path.empty() &&
            !write_simulated_log(invocation.simulation, invocation.simulation_log_path,
                                 catalogue)) {
            std::cerr << "sh-narrator: " << invocation.simulation_log_path << ": "
                      << catalogue.text("cli.cannot_write") << '\n';
            return 1;
        }
        return run_simulate(invocation.simulation, std::cout);
    }
    return 2;
}

} // namespace

int run_command_line(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& error) {
        // Last line of defence (out of memory, a broken stream): a message, not a crash.
        std::cerr << "sh-narrator: " << error.what() << '\n';
        return 1;
    }
}

} // namespace shn
