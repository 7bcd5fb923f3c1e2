#include "app/audio/clip_voice.h"
#include "platform/sdl/sdl_audio_port.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <doctest/doctest.h>

#include <filesystem>

using namespace shn;

namespace {
const std::filesystem::path kRoot = SHN_TEST_DATA_DIR;
const std::filesystem::path kLine =
    kRoot / "audio" / "en" / "bdl" / "say.night.everyone_open_eyes.opus";
} // namespace

TEST_CASE("a quiet sound device rests after a while and the next sound opens it again") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE_MESSAGE(player, problem);
    const auto rest = AudioPort::kRestAfterMs;
    CHECK(player->ms_until_rest(1000) == rest); // quiet from now on
    player->rest_if_quiet(1000 + rest - 1);
    CHECK_FALSE(player->resting()); // not yet
    player->rest_if_quiet(1000 + rest);
    CHECK(player->resting());
    CHECK(player->ms_until_rest(1000 + rest) == -1); // nothing to wait for
    CHECK_FALSE(player->speaking());

    REQUIRE(player->speak(kLine)); // opens the device again
    CHECK_FALSE(player->resting());
    CHECK(player->speaking());
    CHECK(player->clip_seconds(kLine) > 0.3);
    player->rest_if_quiet(1'000'000); // speaking: never rests
    CHECK_FALSE(player->resting());
    CHECK(player->ms_until_rest(1'000'000) == rest); // look again later
}

TEST_CASE("the ambience held by a pause survives a rest and comes back on resume") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    std::string problem;
    auto player = SdlAudioPort::open(problem);
    REQUIRE_MESSAGE(player, problem);
    REQUIRE(player->start_ambience(kRoot / "audio" / "ambience" / "rain.opus"));
    REQUIRE(player->speak(kLine));
    player->rest_if_quiet(1'000'000);
    CHECK_FALSE(player->resting()); // the ambience plays: not quiet
    player->pause();
    CHECK_FALSE(player->speaking()); // the line stops; it is said again on resume
    CHECK(player->ms_until_rest(1) == AudioPort::kRestAfterMs);
    player->rest_if_quiet(1 + AudioPort::kRestAfterMs);
    CHECK(player->resting());
    player->resume();
    CHECK_FALSE(player->resting());
    CHECK(Mix_PlayingMusic());
    CHECK_FALSE(Mix_PausedMusic());
}

TEST_CASE("the voice speaks from the chosen narrator's folder") {
    ClipVoice voice(nullptr, kRoot / "audio", "en", "clb");
    CHECK(voice.clip("say.round.new") == kRoot / "audio" / "en" / "clb" / "say.round.new.opus");
    voice.set_language("ru", "anna");
    CHECK(voice.clip("say.round.new") == kRoot / "audio" / "ru" / "anna" / "say.round.new.opus");
    CHECK(std::filesystem::is_regular_file(voice.clip("say.round.new")));
}
