#include "app/narrate_command.h"

#include "app/narration_player.h"
#include "session/narration_script.h"

#include <SDL.h>

#include <ostream>

namespace shn {

namespace {

void wait_seconds(double seconds, NarrationPlayer* player) {
    const Uint64 end = SDL_GetTicks64() + static_cast<Uint64>(seconds * 1000.0);
    while (SDL_GetTicks64() < end) {
        SDL_Delay(5);
        if (player) player->update_ducking();
    }
}

} // namespace

int run_narrate(const NarrateRequest& request, const Catalogue& catalogue,
                const std::filesystem::path& data_directory, std::ostream& out, std::ostream& err) {
    const std::vector<NarrationLine> lines =
        request.sequence == "setup" ? setup_sequence(request.players)
                                    : night_sequence(request.players, request.pause_seconds);
    const auto clip_of = [&](const NarrationLine& line) {
        return data_directory / "audio" / request.language / (line.key + ".ogg");
    };

    if (!request.audio) {
        for (const NarrationLine& line : lines)
            out << line.key << '\t' << catalogue.text(line.key) << '\n';
        return 0;
    }

    std::string problem;
    std::unique_ptr<NarrationPlayer> player = NarrationPlayer::open(problem);
    if (!player) err << catalogue.format("cli.no_audio", {{"detail", problem}}) << '\n';
    if (player) {
        // Decode every clip before the first line, so no line waits on disk.
        for (const NarrationLine& line : lines)
            if (line.spoken) player->preload(clip_of(line));
        if (request.ambience != "off")
            player->start_ambience(data_directory / "audio" / "ambience" /
                                   (request.ambience + ".ogg"));
    }

    for (const NarrationLine& line : lines) {
        out << line.key << '\t' << catalogue.text(line.key) << std::endl;
        if (!line.spoken) {
            wait_seconds(line.pause_seconds, player.get());
            continue;
        }
        if (!player) continue;
        if (!player->speak(clip_of(line))) {
            err << line.key << ": " << catalogue.text("cli.missing_clip") << '\n';
            continue;
        }
        while (player->speaking()) {
            SDL_Delay(5);
            player->update_ducking();
        }
    }
    if (player) wait_seconds(0.1, player.get()); // let the last buffer reach the device
    return 0;
}

} // namespace shn
