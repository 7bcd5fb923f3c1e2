#include "platform/sdl/sdl_audio_port.h"
#include "session/catalogue.h"
#include "session/languages.h"
#include "session/narration_script.h"
#include "session/narrators.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <doctest/doctest.h>

#include <filesystem>

using namespace shn;

// The shipped clips, decoded by the system's SDL2_mixer and opusfile: nothing
// of ours is on the path the sanitizers instrument, so this runs in Release
// only (30 s under them in CI; docs/performance.md, issue 46).
#if !defined(__SANITIZE_ADDRESS__)
TEST_CASE("every spoken clip of every narrator decodes with SDL2_mixer and lasts 0.3 to 20 s") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE_MESSAGE(player, problem);
    const std::filesystem::path root = SHN_TEST_DATA_DIR;
    int clips = 0;
    for (const Language& row : kLanguages) { // src/session/languages.h
        const std::string language(row.id);
        const Catalogue catalogue = Catalogue::load(root, language);
        for (const Narrator& narrator : narrators_of(language)) {
            for (const std::string& key : catalogue.keys()) {
                if (!is_spoken_key(key)) continue;
                CAPTURE(language);
                CAPTURE(narrator.id);
                CAPTURE(key);
                const auto path =
                    root / "audio" / language / std::string(narrator.id) / (key + ".opus");
                REQUIRE(player->preload(path));
                const double seconds = player->clip_seconds(path);
                CHECK(seconds >= 0.3);
                CHECK(seconds <= 20.0);
                ++clips;
            }
        }
    }
    CHECK(clips >= 6 * 50); // two narrators in English and Russian, one in Italian and French
    for (const char* extra : {"ambience/rain.opus", "ambience/room.opus", "cues/policy.opus",
                              "cues/execution.opus", "cues/timer.opus"}) {
        CAPTURE(extra);
        CHECK(player->preload(root / "audio" / extra));
    }
}
#endif

TEST_CASE("a missing or broken clip is refused, not a crash") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE(player);
    CHECK_FALSE(player->speak("/nonexistent/clip.opus"));
    const auto garbage = std::filesystem::temp_directory_path() / "sh-narrator-garbage.opus";
    {
        std::FILE* file = std::fopen(garbage.c_str(), "wb");
        std::fputs("OggS but not really an ogg file", file);
        std::fclose(file);
    }
    CHECK_FALSE(player->speak(garbage));
    std::filesystem::remove(garbage);
    CHECK_FALSE(player->speaking());
}

TEST_CASE("without an audio device, opening fails with a reason") {
    SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    CHECK_FALSE(player);
    CHECK_FALSE(problem.empty());
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
}

TEST_CASE("the ambience loop is ducked under speech and comes back after it") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE(player);
    const std::filesystem::path root = SHN_TEST_DATA_DIR;
    REQUIRE(player->start_ambience(root / "audio" / "ambience" / "rain.opus"));
    player->set_volumes(100, 80);
    const int full = Mix_VolumeMusic(-1);
    CHECK(full == 80 * MIX_MAX_VOLUME / 100);
    REQUIRE(player->speak(root / "audio" / "en" / "bdl" / "say.night.everyone_open_eyes.opus"));
    CHECK(Mix_VolumeMusic(-1) == 20 * MIX_MAX_VOLUME / 100); // a quarter while speaking
    player->stop_speaking();
    player->update_ducking();
    CHECK(Mix_VolumeMusic(-1) == full);
    CHECK(player->start_ambience({})); // off
    CHECK_FALSE(Mix_PlayingMusic());
}
