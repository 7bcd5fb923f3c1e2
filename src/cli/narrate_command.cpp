#include "cli/narrate_command.h"

#include "app/audio/clip_voice.h"
#include "platform/posix/posix_store.h"
#include "platform/sdl/sdl_audio_port.h"
#include "session/narration_sequencer.h"
#include "session/narrators.h"
#include "session/recorded_voices.h"

#include <chrono>
#include <ostream>
#include <thread>

namespace shn {

namespace {
double seconds_now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
void wait_ms(int ms) {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}
} // namespace

int run_narrate(const NarrateRequest& request, const Catalogue& catalogue,
                const std::filesystem::path& data_directory, const std::filesystem::path& voices,
                std::ostream& out, std::ostream& err) {
    // The reveal as told after a game with claims (its longest form).
    std::vector<NarrationLine> lines =
        request.sequence == "setup"    ? setup_sequence(request.players, request.options)
        : request.sequence == "reveal" ? reveal_sequence(request.players, true)
                                       : night_sequence(request.players, request.pause_seconds);
    const auto print = [&](std::size_t, const NarrationLine& line) {
        out << line.key << '\t' << catalogue.text(line.key) << std::endl;
    };
    // A recorded voice that is not there is said, with sound or without.
    const bool own = is_recorded_narrator(request.narrator);
    const std::string own_id = own ? request.narrator.substr(RecordedVoices::kPrefix.size()) : "";
    const RecordedVoices recorded(voices, platform_store());
    if (own &&
        !recorded.find(request.language, own_id, [](const std::string&) { return std::string(); }))
        err << catalogue.format("cli.voice.unknown_narrator", {{"detail", request.narrator}})
            << '\n';
    if (!request.audio) {
        for (std::size_t index = 0; index < lines.size(); ++index) print(index, lines[index]);
        return 0;
    }

    std::string problem;
    std::unique_ptr<AudioPort> player = SdlAudioPort::open(problem);
    if (!player) err << catalogue.format("cli.no_audio", {{"detail", problem}}) << '\n';
    ClipVoice voice(player.get(), data_directory / "audio", request.language, request.narrator);
    if (own) {
        voice.set_language(
            request.language, request.narrator,
            {voices / request.language / own_id,
             recorded.fresh_lines(request.language, own_id, [&](const std::string& key) {
                 return catalogue.contains(key) ? catalogue.text(key) : std::string();
             })});
    }
    if (player) {
        // Decode every clip before the first line, so no line waits on disk.
        for (const NarrationLine& line : lines)
            if (line.spoken && !player->preload(voice.clip(line.key)))
                err << line.key << ": " << catalogue.text("cli.missing_clip") << '\n';
        if (request.ambience != "off")
            player->start_ambience(data_directory / "audio" / "ambience" /
                                   (request.ambience + std::string(kClipExtension)));
    }

    NarrationSequencer sequencer(std::move(lines), voice, print);
    sequencer.start(seconds_now());
    while (!sequencer.finished()) {
        wait_ms(5);
        if (player) player->update_ducking();
        sequencer.update(seconds_now());
    }
    if (player) wait_ms(100); // let the last buffer reach the device
    return 0;
}

} // namespace shn
